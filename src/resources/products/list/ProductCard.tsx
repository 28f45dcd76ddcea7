import { useTranslate } from 'react-admin';
import type { ProductListItem } from '../../../api/products';
import { MoneyText, missingValue } from '../../../components/format';
import { ListCard } from '../../../components/list';
import { PriceRange, ProductStatusChip, quantityText } from './cells';

/** A product on a phone: name, status, vendor code, category, quantity, price and payout. */
export function ProductCard({ row }: { row: ProductListItem }) {
  const translate = useTranslate();
  return (
    <ListCard
      title={row.productName}
      badge={<ProductStatusChip row={row} />}
      primary={translate('products.list.vendorCode', { code: row.vendoreCode ?? missingValue() })}
      secondary={row.categoryName ?? undefined}
      caption={translate('products.list.quantityValue', { quantity: quantityText(row) })}
      amount={<PriceRange row={row} />}
      footer={
        <>
          {translate('products.list.columns.netPayout')}:{' '}
          <MoneyText value={row.netPayout} variant="inherit" />
        </>
      }
    />
  );
}
