import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ProductFormValues } from '../../../api/productsPayloads';
import { formatMoney } from '../../../components/format';
import { optionFigures } from './optionFigures';

/**
 * The option's price after its discount and, when the seller's commission is known, what the
 * seller receives per unit (docs/contract/products.md "Net payout"), live as the seller types.
 */
export function OptionPrices({
  index,
  commissionPercentage,
}: {
  index: number;
  commissionPercentage: number | null;
}) {
  const translate = useTranslate();
  const [priceText, discountText, withNDS] = useWatch<
    ProductFormValues,
    [`options.${number}.priceForOne`, `options.${number}.discount`, `options.${number}.withNDS`]
  >({ name: [`options.${index}.priceForOne`, `options.${index}.discount`, `options.${index}.withNDS`] });
  const shown = optionFigures(priceText, discountText, withNDS, commissionPercentage);
  if (!shown) return null;
  const { newPrice, payout: figures } = shown;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 4 },
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Box data-testid={`option-${index}-new-price`}>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('productForm.options.newPrice')}
        </Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(newPrice)}</Typography>
      </Box>
      {figures ? (
        <Box data-testid={`option-${index}-payout`}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('productForm.options.payout')}
          </Typography>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'success.main' }}>
            {formatMoney(figures.payout)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {withNDS
              ? translate('productForm.options.payoutDetails', {
                  commission: formatMoney(figures.commission),
                  vat: formatMoney(figures.vat),
                })
              : translate('productForm.options.payoutDetailsNoVat', {
                  commission: formatMoney(figures.commission),
                })}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
