import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProductListItem } from '../../../api/products';
import { formatCount, missingValue, rublesAmount } from '../../../components/format';
import { StatusChip } from '../../../components/status';
import { productStatusOf } from '../../../domain';
import { ProductImage } from '../../orders/shared/ProductImage';

/** The page of a product's form. */
export const productEditPath = (id: number | string): string => `/products/edit/${id}`;

/** Spaces that never break a line: inside a price and before the currency. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * '1 200,00 – 1 500,00 руб.': the lowest and highest price over the options. A narrow column may
 * break the line after the dash, never inside a price. One price alone when only one is known,
 * '----' without either.
 */
export function PriceRange({ row }: { row: Pick<ProductListItem, 'minPrice' | 'maxPrice'> }) {
  const translate = useTranslate();
  const low = row.minPrice ?? row.maxPrice;
  const highest = row.maxPrice ?? row.minPrice;
  const high =
    highest === null
      ? missingValue()
      : unbroken(`${rublesAmount(highest)} ${translate('common.money.currency')}`);
  const text = low === null || low === highest ? high : `${unbroken(`${rublesAmount(low)} –`)} ${high}`;
  return (
    <Typography component="span" variant="body2">
      {text}
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

/** Chips whose text may wrap ('Бесплатная доставка' in two lines): the table fits at 1440 px. */
const LABELS_LOOK = {
  flexWrap: 'wrap',
  maxWidth: 104,
  '& .MuiChip-root': { height: 'auto', maxWidth: '100%' },
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25, lineHeight: 1.3 },
} as const;

/** The summed quantity of the options ('1 301'), '----' when the server does not tell it. */
export const quantityText = (row: Pick<ProductListItem, 'quantity'>): string => formatCount(row.quantity);

/** The product's labels as chips (Новинка, Скидка, ...). */
export function ProductLabels({ labels }: { labels: readonly number[] | null | undefined }) {
  if (!labels || labels.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={LABELS_LOOK}>
      {labels.map((id) => (
        <StatusChip key={id} concept="productLabel" id={id} />
      ))}
    </Stack>
  );
}
