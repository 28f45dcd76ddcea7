import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { RetailOrder } from '../../api/retailOrders';
import { RETAIL_ORDERS_RESOURCE } from '../../dataProvider/resources/retailOrders';
import { retailActionsFor, type RetailAction } from '../orders/shared/actions';
import { OrdersDateProvider } from '../orders/shared/DateProvider';
import { HistoryList } from '../orders/shared/HistoryList';
import { InfoList, SectionCard } from '../orders/shared/SectionCard';
import { RetailStatusChip } from '../orders/shared/StatusChips';
import { OrderHeader } from '../orders/show/OrderHeader';
import { DETAIL_META } from '../orders/shared/detailQuery';
import { RetailActionButtons } from './RetailActionButtons';
import { RetailActionModals } from './RetailActionModals';
import { RetailProductsCard } from './RetailProductsCard';
import { RetailShippingCard } from './RetailShippingCard';
import { page } from './reload';

const positiveId = (value: string | undefined): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

function RetailOrderView({ id }: { id: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`orders.detail.${key}`, options);
  const { data: order, isPending } = useGetOne<RetailOrder>(
    RETAIL_ORDERS_RESOURCE,
    { id, meta: DETAIL_META },
    { retry: false },
  );
  const [active, setActive] = useState<RetailAction | null>(null);

  if (isPending || !order) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <CircularProgress size={32} />
      </Box>
    );
  }
  const buyer = order.buyer;
  return (
    <Box sx={{ py: 3 }}>
      <Button
        component={RouterLink}
        to="/main-retail-orders"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1.5 }}
        color="inherit"
      >
        {t('back')}
      </Button>
      <OrderHeader
        title={t('retailHeading', { number: order.number })}
        chips={<RetailStatusChip status={order.retailOrderStatus} size="medium" />}
        facts={[
          { label: t('created'), value: order.creationDate },
          { label: t('readinessDeadline'), value: order.readinessDeadline },
          { label: t('shippingDeadline'), value: order.shippingDeadline },
          { label: t('deliveryDeadline'), value: order.deliveryDeadline },
        ]}
        actions={
          <RetailActionButtons actions={retailActionsFor(order.retailOrderStatus)} onAction={setActive} />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <RetailProductsCard products={order.products} amount={order.amount} />
          <RetailShippingCard order={order} />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {buyer ? (
            <SectionCard title={t('buyer')}>
              <InfoList
                items={[
                  { label: t('buyerName'), value: buyer.fullName },
                  { label: t('phone'), value: buyer.phoneNumber },
                  {
                    label: t('email'),
                    value: buyer.email ? <Link href={`mailto:${buyer.email}`}>{buyer.email}</Link> : null,
                  },
                  { label: t('deliveryAddress'), value: order.deliveryAddress },
                ]}
              />
            </SectionCard>
          ) : null}
          <SectionCard title={t('history')}>
            <HistoryList
              entries={order.history.map((entry, index) => ({
                key: `${entry.retailOrderStatus}-${entry.date}-${index}`,
                chip: <RetailStatusChip status={entry.retailOrderStatus} />,
                date: entry.date,
              }))}
            />
          </SectionCard>
        </Stack>
      </Box>
      <RetailActionModals
        order={{
          id: order.id,
          number: order.number,
          deliveryMethodId: order.deliveryMethodId,
          productLineIds: order.products.map((product) => product.retailOrderProductsId),
        }}
        active={active}
        onClose={() => setActive(null)}
      />
    </Box>
  );
}

/** Spec section 5: without a usable order id the page reloads. */
function ReloadPage() {
  useEffect(() => {
    page.reload();
  }, []);
  return null;
}

/** /orders/retail/{orderId} and /orders/all/retail/{orderId}: the retail order detail. */
export default function RetailOrderShow() {
  const { orderId } = useParams();
  const id = positiveId(orderId);
  if (id === null) return <ReloadPage />;
  return (
    <OrdersDateProvider>
      <RetailOrderView key={id} id={id} />
    </OrdersDateProvider>
  );
}
