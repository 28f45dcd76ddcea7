import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RetailProductLine } from '../../api/retailOrders';
import { formatCount, MoneyText } from '../../components/format';
import { CouponRows } from '../orders/shared/CouponRows';
import { AmountCell, ProductCell, ProductsTable } from '../orders/shared/ProductsTable';
import { SectionCard } from '../orders/shared/SectionCard';

/** Products of a retail order, the buyer's coupon and its discount (when there is one), and the order amount. */
export function RetailProductsCard({
  products,
  amount,
  couponCode = null,
  discountAmount = null,
}: {
  products: readonly RetailProductLine[];
  amount: number | null;
  couponCode?: string | null;
  discountAmount?: number | null;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`orders.detail.${key}`);
  return (
    <SectionCard title={t('products')}>
      <ProductsTable headers={[t('product'), t('quantity'), t('price'), t('amount')]}>
        {products.map((product, index) => (
          <TableRow key={product.retailOrderProductsId ?? `line-${index}`}>
            <ProductCell image={product.image} name={product.productName} />
            <TableCell align="right">{formatCount(product.quantity)}</TableCell>
            <TableCell align="right">
              <MoneyText value={product.price} variant="inherit" />
            </TableCell>
            <AmountCell amount={product.amount} />
          </TableRow>
        ))}
      </ProductsTable>
      {couponCode ? (
        <Box sx={{ mt: 2, ml: 'auto', maxWidth: 340 }}>
          <CouponRows couponCode={couponCode} discountAmount={discountAmount} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 3, pt: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('totalAmount')}
        </Typography>
        <MoneyText value={amount} variant="subtitle1" sx={{ fontWeight: 700 }} />
      </Box>
    </SectionCard>
  );
}
