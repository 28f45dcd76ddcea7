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
import type { RetailOrderProduct } from '../../api/retailOrders';
import { formatMoney } from '../../components/format';
import { ProductImage } from '../orders/shared/ProductImage';
import { SectionCard } from '../orders/shared/SectionCard';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Products of a retail order and the order amount. */
export function RetailProductsCard({ products, amount }: { products: RetailOrderProduct[]; amount: number }) {
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
              <TableCell align="right" sx={{ pr: { xs: 2, sm: 3 } }}>
                {t('amount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {products.map((product) => (
              <TableRow key={product.retailOrderProductsId}>
                <TableCell sx={{ pl: { xs: 2, sm: 3 } }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <ProductImage src={product.image} alt={product.productName} />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {product.productName}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell align="right">{product.quantity}</TableCell>
                <TableCell align="right" sx={nowrap}>
                  {formatMoney(product.price)}
                </TableCell>
                <TableCell align="right" sx={{ ...nowrap, fontWeight: 600, pr: { xs: 2, sm: 3 } }}>
                  {formatMoney(product.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 3, pt: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('totalAmount')}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, ...nowrap }}>
          {formatMoney(amount)}
        </Typography>
      </Box>
    </SectionCard>
  );
}
