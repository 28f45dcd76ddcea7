import type { ReactNode } from 'react';
import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderRequest } from '../../../api/orderRequests';
import { missingValue, MoneyText } from '../../../components/format';
import { shippingMethodLabelKey } from '../../../domain';
import { HistoryList } from '../../orders/shared/HistoryList';
import { nowrap, ProductCell, ProductsTable } from '../../orders/shared/ProductsTable';
import { InfoList, SectionCard } from '../../orders/shared/SectionCard';
import { quantityText } from '../../tenders/shared/quantity';
import { priceRangeText } from './priceRange';
import { StatusChip } from '../../../components/status';

const D = 'orderRequests.detail.';

function useT() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`${D}${key}`, options);
}

/** The products the buyer asks for: what, how many, at what wished price, and the product's own price range. */
export function WantedProductsCard({ products }: { products: OrderRequest['products'] }) {
  const t = useT();
  const translate = useTranslate();
  if (products.length === 0)
    return (
      <SectionCard title={t('products')}>
        <Typography variant="body2">{translate('common.empty')}</Typography>
      </SectionCard>
    );
  return (
    <SectionCard title={t('products')}>
      <ProductsTable headers={[t('product'), t('quantity'), t('targetPrice'), t('priceRange')]}>
        {products.map((product) => (
          <TableRow key={product.id}>
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
              {quantityText(product.quantity, product.measureUnit)}
            </TableCell>
            <TableCell align="right">
              <MoneyText value={product.targetPrice} variant="inherit" />
            </TableCell>
            <TableCell align="right" sx={{ ...nowrap, pr: { xs: 2, sm: 3 } }}>
              {priceRangeText(product.minPrice, product.maxPrice)}
            </TableCell>
          </TableRow>
        ))}
      </ProductsTable>
    </SectionCard>
  );
}

/** How the goods reach the buyer. */
export function DeliveryCard({ request }: { request: OrderRequest }) {
  const t = useT();
  const translate = useTranslate();
  return (
    <SectionCard title={t('delivery')}>
      <InfoList
        items={[
          { label: t('shippingMethod'), value: translate(shippingMethodLabelKey(request.shippingMethodId)) },
          { label: t('country'), value: request.countryName },
          { label: t('address'), value: request.deliveryAddress },
        ]}
      />
    </SectionCard>
  );
}

/** The buyer's own words, shown as text. */
export function BuyerCommentCard({ comment }: { comment: string | null }) {
  const t = useT();
  return (
    <SectionCard title={t('comment')}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment?.trim() ? comment : t('noComment')}
      </Typography>
    </SectionCard>
  );
}

export function RequestHistoryCard({ history }: { history: OrderRequest['history'] }) {
  const t = useT();
  return (
    <SectionCard title={t('history')}>
      {history.length === 0 ? (
        <Typography variant="body2">{missingValue()}</Typography>
      ) : (
        <HistoryList
          entries={history.map((entry, index) => ({
            key: `${entry.statusId}-${entry.date}-${index}`,
            chip: <StatusChip concept="orderRequest" id={entry.statusId} />,
            date: entry.date,
          }))}
        />
      )}
    </SectionCard>
  );
}

/** A label and an amount on one line (the totals of the proposal card). */
export function AmountRow({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(strong ? { pt: 1, mt: 0.5, borderTop: 1, borderColor: 'divider' } : {}),
      }}
    >
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? undefined : 'text.secondary'}
        sx={strong ? { fontWeight: 700 } : undefined}
      >
        {label}
      </Typography>
      {value}
    </Box>
  );
}
