import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderAmounts, WholesaleOrderProduct } from '../../../api/orders';
import { formatMoney } from '../../../components/format';
import { ProductImage } from '../shared/ProductImage';
import { SectionCard } from '../shared/SectionCard';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Products of a wholesale order and the amounts. */
export function ProductsCard({
  products,
  amounts,
}: {
  products: WholesaleOrderProduct[];
  amounts: OrderAmounts;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`orders.detail.${key}`);
  return (
    <SectionCard title={t('products')}>
      <TableContainer sx={{ mx: { xs: -2, sm: -3 }, width: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ pl: { xs: 2, sm: 3 } }}>{t('product')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
              <TableCell align="right">{t('price')}</TableCell>
              <TableCell align="right">{t('nds')}</TableCell>
              <TableCell align="right" sx={{ pr: { xs: 2, sm: 3 } }}>
                {t('amount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map((product) => (
              <TableRow key={product.id}>
                <TableCell sx={{ pl: { xs: 2, sm: 3 } }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <ProductImage src={product.image} alt={product.productName} />
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {product.productName}
                      </Typography>
                      {product.vendoreCode ? (
                        <Typography variant="caption" color="text.secondary">
                          {t('vendorCode')}: {product.vendoreCode}
                        </Typography>
                      ) : null}
                    </Box>
                  </Box>
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {product.quantity} {product.measureUnit}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {formatMoney(product.priceForOne)}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {product.withNDS ? formatMoney(product.ndsPrice) : t('withoutNds')}
                </TableCell>
                <TableCell align="right" sx={{ ...nowrap, fontWeight: 600, pr: { xs: 2, sm: 3 } }}>
                  {formatMoney(product.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 2, ml: 'auto', maxWidth: 340 }}>
        {(
          [
            ['productsAmount', amounts.productsAmount],
            ['deliveryAmount', amounts.deliveryAmount],
            ['ndsAmount', amounts.ndsPrice],
          ] as const
        ).map(([key, value]) => (
          <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography variant="body2" sx={nowrap}>
              {formatMoney(value)}
            </Typography>
          </Box>
        ))}
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
          <Typography variant="subtitle1" sx={{ fontWeight: 700, ...nowrap }}>
            {formatMoney(amounts.totalAmount)}
          </Typography>
        </Box>
      </Box>
    </SectionCard>
  );
}
