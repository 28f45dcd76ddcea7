import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { differenceOf } from '../../../api/tendersPayloads';
import type { TenderProposalListItem } from '../../../api/tenders';
import { formatMoney, MoneyText } from '../../../components/format';
import { moneyDifferenceText } from '../shared/differenceText';

/** The offered price per unit, and under it the budget and the difference (red above it). */
export function PriceVsBudget({
  row,
}: {
  row: Pick<TenderProposalListItem, 'pricePerUnit' | 'budgetPerUnit'>;
}) {
  const translate = useTranslate();
  const { pricePerUnit, budgetPerUnit } = row;
  const budget =
    budgetPerUnit === null ? null : (
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {translate('tenders.my.budget', { amount: formatMoney(budgetPerUnit) })}
      </Typography>
    );
  if (pricePerUnit === null || budgetPerUnit === null)
    return (
      <Stack spacing={0.25}>
        <MoneyText value={pricePerUnit} sx={{ fontWeight: 600 }} />
        {budget}
      </Stack>
    );
  const difference = differenceOf(pricePerUnit, budgetPerUnit);
  const above = difference.amount > 0;
  return (
    <Stack spacing={0.25}>
      <MoneyText value={pricePerUnit} sx={{ fontWeight: 600 }} />
      {budget}
      <Typography
        variant="caption"
        data-verdict={above ? 'outside' : 'within'}
        sx={{ whiteSpace: 'nowrap', color: above ? 'error.main' : 'success.main' }}
      >
        {moneyDifferenceText(difference)}
      </Typography>
    </Stack>
  );
}
