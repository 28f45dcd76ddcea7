import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PromotionRow } from '../../../contract';
import { formatDays } from '../format';
import { ProductImage } from '../../resources/orders/shared/ProductImage';

/** A promoted product: its image and name (the seller's text, shown as text). */
export function PromotionProduct({ name, image }: { name: string; image: string | null }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }}>
      <ProductImage src={image} alt={translate('promotions.imageAlt', { name })} />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
    </Stack>
  );
}

/** The period of a row: 'N дней'. */
export function PeriodText({ row }: { row: Pick<PromotionRow, 'daysCount'> }) {
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDays(row.daysCount)}
    </Typography>
  );
}
