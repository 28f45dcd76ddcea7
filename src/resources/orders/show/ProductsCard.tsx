import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderAmountsDetail, WholesaleProductLine } from '../../../api/orders';
import { formatCount, MoneyText } from '../../../components/format';
import { CouponRows } from '../shared/CouponRows';
import { AmountCell, nowrap, ProductCell, ProductsTable } from '../shared/ProductsTable';
import { SectionCard } from '../shared/SectionCard';

/**
 * Products of a wholesale order and the amounts. A reply without `amounts` shows only the order's
 * total ('----' when that is missing too); missing figures show '----'. The buyer's coupon and its
 * discount come above the total when the order has one.
 */
export function ProductsCard({
  products,
  amounts,
  totalAmount,
  couponCode = null,
}: {
  products: readonly WholesaleProductLine[];
  amounts: OrderAmountsDetail | null;
  totalAmount: number | null;
  /** The buyer's coupon (an addition: null or missing = none shown). */
  couponCode?: string | null;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`orders.detail.${key}`);
  return (
    <SectionCard title={t('products')}>
      <ProductsTable headers={[t('product'), t('quantity'), t('price'), t('nds'), t('amount')]}>
        {products.map((product, index) => (
          <TableRow key={product.id ?? `line-${index}`}>
            <ProductCell
              image={product.image}
              name={product.productName}
              caption={
                product.vendoreCode ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('vendorCode')}: {product.vendoreCode}
                  </Typography>
                ) : null
              }
            />
            <TableCell align="right" sx={nowrap}>
              {formatCount(product.quantity)} {product.measureUnit}
            </TableCell>
            <TableCell align="right">
              <MoneyText value={product.priceForOne} variant="inherit" />
            </TableCell>
            <TableCell align="right" sx={nowrap}>
              {product.withNDS === false ? (
                t('withoutNds')
              ) : (
                <MoneyText value={product.ndsPrice} variant="inherit" />
              )}
            </TableCell>
            <AmountCell amount={product.amount} />
          </TableRow>
        ))}
      </ProductsTable>
      <Box sx={{ mt: 2, ml: 'auto', maxWidth: 340 }}>
        {(amounts
          ? ([
              ['productsAmount', amounts.productsAmount],
              ['deliveryAmount', amounts.deliveryAmount],
              ['ndsAmount', amounts.ndsPrice],
            ] as const)
          : []
        ).map(([key, value]) => (
          <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t(key)}
            </Typography>
            <MoneyText value={value} />
          </Box>
        ))}
        <CouponRows couponCode={couponCode} discountAmount={amounts?.discountAmount} />
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            pt: 1,
            mt: 0.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('totalAmount')}
          </Typography>
          <MoneyText
            value={amounts?.totalAmount ?? totalAmount}
            variant="subtitle1"
            sx={{ fontWeight: 700 }}
          />
        </Box>
      </Box>
    </SectionCard>
  );
}
