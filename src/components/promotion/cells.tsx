import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDays, missingValue } from '../format';
import { ProductImage } from '../../resources/orders/shared/ProductImage';

/** A promoted product: its image and name (the seller's text, shown as text; '----' when not sent). */
export function PromotionProduct({ name, image }: { name: string | null; image: string | null }) {
  const translate = useTranslate();
  const shown = name ?? missingValue();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }}>
      <ProductImage src={image} alt={translate('promotions.imageAlt', { name: shown })} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {shown}
      </Typography>
    </Stack>
  );
}

/** 'N дней', or '----' when the reply did not carry the days. */
export const daysText = (daysCount: number | null): string =>
  daysCount === null ? missingValue() : formatDays(daysCount);

/** The period of a row: 'N дней'. */
export function PeriodText({ row }: { row: { daysCount: number | null } }) {
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {daysText(row.daysCount)}
    </Typography>
  );
}
