import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch, type Control } from 'react-hook-form';
import type { OrderRequestProduct } from '../../../api/orderRequests';
import type { ProposalFormValues } from '../../../api/orderRequestsPayloads';
import { formatMoneyOrDash, groupDigits } from '../../../components/format';
import { FormTextField } from '../../../components/forms/FormTextField';
import { ProductImage } from '../../orders/shared/ProductImage';
import { orDash, quantityText } from '../../tenders/shared/quantity';
import { priceRangeText } from '../show/priceRange';
import { compareWithTarget } from './proposalRules';

const P = 'orderRequests.proposal.';

const COMPARISON_COLOR = { below: 'success.main', above: 'warning.dark', equal: 'text.secondary' } as const;

export interface ProposalLineProps {
  index: number;
  product: OrderRequestProduct;
  control: Control<ProposalFormValues>;
  amount: number | null;
}

/** One requested product in the proposal form: what the buyer wants, the seller's price and quantity, the line amount. */
export function ProposalLine({
  index,
  product,
  control,
  amount,
}: ProposalLineProps) {
  const translate = useTranslate();
  const price = useWatch({ control, name: `lines.${index}.price` });
  const comparison = compareWithTarget(price, product.targetPrice);
  const percent = comparison
    ? groupDigits(comparison.percent, Number.isInteger(comparison.percent) ? 0 : 1)
    : '';
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: 14 }}>
        {orDash(product.productName)}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}>
        <ProductImage src={product.image} alt={product.productName ?? ''} size={40} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          {translate(`${P}wanted`, { quantity: quantityText(product.quantity, product.measureUnit) })}
          {' · '}
          {translate(`${P}target`, { price: formatMoneyOrDash(product.targetPrice) })}
          {' · '}
          {translate(`${P}range`, { range: priceRangeText(product.minPrice, product.maxPrice) })}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr minmax(140px, auto)' },
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={control}
          field={`lines.${index}.price`}
          name={`lines.${index}.price`}
          label={translate(`${P}price`)}
          required
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          field={`lines.${index}.quantity`}
          name={`lines.${index}.quantity`}
          label={
            product.measureUnit
              ? translate(`${P}quantity`, { unit: product.measureUnit })
              : translate(`${P}quantityNoUnit`)
          }
          required
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Box>
          <Typography variant="caption" color="text.secondary">
            {translate(`${P}lineAmount`)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatMoneyOrDash(amount)}
          </Typography>
        </Box>
      </Box>
      {comparison ? (
        <Typography
          variant="caption"
          sx={{ color: COMPARISON_COLOR[comparison.kind], display: 'block', mt: 1 }}
        >
          {translate(`${P}comparison.${comparison.kind}`, { percent })}
        </Typography>
      ) : null}
    </Box>
  );
}
