import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProductListItem } from '../../../api/products';
import { groupDigits } from '../../../components/format';
import { StatusChip } from '../../../components/status';
import { productStatusOf } from '../../../domain';
import { ProductImage } from '../../orders/shared/ProductImage';

/** The page of a product's form. */
export const productEditPath = (id: number | string): string => `/products/edit/${id}`;

/** '1 200,00 – 1 500,00' (one price when the options cost the same), without the currency. */
export function priceRangeText(min: number, max: number): string {
  const low = groupDigits(min, 2);
  return min === max ? low : `${low} – ${groupDigits(max, 2)}`;
}

/** '1 200,00 – 1 500,00 руб.': the lowest and highest price over the options. */
export function PriceRange({ row }: { row: Pick<ProductListItem, 'minPrice' | 'maxPrice'> }) {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {`${priceRangeText(row.minPrice, row.maxPrice)} ${translate('common.money.currency')}`}
    </Typography>
  );
}

export function ProductThumbnail({ row }: { row: ProductListItem }) {
  const translate = useTranslate();
  return (
    <ProductImage src={row.image} alt={translate('products.list.imageAlt', { name: row.productName })} />
  );
}

/** The product's name, a link to its form (the name is the seller's text, shown as text). */
export function ProductNameLink({ row }: { row: ProductListItem }) {
  return (
    <Link
      component={RouterLink}
      to={productEditPath(row.id)}
      underline="hover"
      sx={{ fontWeight: 600 }}
      onClick={(event) => event.stopPropagation()}
    >
      {row.productName}
    </Link>
  );
}

export function ProductStatusChip({ row }: { row: ProductListItem }) {
  return <StatusChip concept="product" id={productStatusOf(row)} />;
}

/** The product's labels as chips (Новинка, Скидка, ...). */
export function ProductLabels({ labels }: { labels: readonly number[] | null | undefined }) {
  if (!labels || labels.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {labels.map((id) => (
        <StatusChip key={id} concept="productLabel" id={id} />
      ))}
    </Stack>
  );
}
