import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { WholesaleOrderDetail } from '../../../api/orders';
import { formatDate } from '../../../components/format';
import { StatusChip } from '../../../components/status';
import { currentDeadline, WHOLESALE_DEADLINE_RULES } from '../../../domain';
import { ORDERS_RESOURCE } from '../handler';
import { wholesaleActionsFor, type WholesaleAction } from '../shared/actions';
import { RuDateProvider } from '../../../components/dates/DateProvider';
import { HistoryList } from '../shared/HistoryList';
import { OrderTimeline } from '../shared/OrderTimeline';
import {
  OrderDetailLoading,
  OrderDetailPage,
  positiveId,
  useDetailTranslate,
  useOrderDetail,
} from '../shared/OrderDetailPage';
import { SectionCard } from '../shared/SectionCard';
import { WholesaleActionModals } from '../shared/WholesaleActionModals';
import { WriteToBuyerButton } from '../../../components/chat';
import { BuyerCard } from './BuyerCard';
import { OrderComments } from './OrderComments';
import { OrderHeader } from './OrderHeader';
import { OrderReview } from './OrderReview';
import { ProductsCard } from './ProductsCard';
import { ShippingCard } from './ShippingCard';
import { WholesaleActionButtons } from './WholesaleActionButtons';
import { PrintLabelsButton } from '../labels';
import { UpdButton } from '../../closing-documents';

function WholesaleOrderView({ id }: { id: number }) {
  const t = useDetailTranslate();
  const translate = useTranslate();
  const { data: order, isPending } = useOrderDetail<WholesaleOrderDetail>(ORDERS_RESOURCE, id);
  const [active, setActive] = useState<WholesaleAction | null>(null);

  if (isPending || !order) return <OrderDetailLoading />;
  const deadline = currentDeadline(WHOLESALE_DEADLINE_RULES, order.statusId, order);
  const actions = wholesaleActionsFor({
    statusId: order.statusId,
    shippingMethodId: order.shippingDetails.shippingMethodId,
    payRenewalRequest: order.payRenewalRequest,
    dispatchDeadlineRequest: order.dispatchDeadlineRequest,
  });

  return (
    <OrderDetailPage
      backTo="/orders"
      header={
        <OrderHeader
          title={t('heading', { id: order.id })}
          subtitle={order.invoiceNumber ? t('invoice', { number: order.invoiceNumber }) : null}
          chips={<StatusChip concept="wholesale" id={order.statusId} size="medium" />}
          facts={[
            { label: t('created'), value: order.creationDate },
            // Only the deadline of the current step (src/domain/deadlines.ts): none once finished.
            ...(deadline ? [{ label: translate(deadline.labelKey), value: deadline.value }] : []),
          ]}
          notes={
            <Stack spacing={1} sx={{ mt: 2 }}>
              {order.payRenewalRequest ? (
                <Alert severity="info">
                  {t('payRenewalRequest', { smart_count: order.payRenewalRequest.suggestedDays })}
                </Alert>
              ) : null}
              {order.dispatchDeadlineRequest ? (
                <Alert severity="info">
                  {t('dispatchDeadlineRequest', {
                    date: formatDate(order.dispatchDeadlineRequest.extendingDate),
                  })}
                </Alert>
              ) : null}
              {order.declinePurpose ? (
                <Alert severity="warning" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <strong>{t('declinePurpose')}:</strong> {order.declinePurpose}
                </Alert>
              ) : null}
            </Stack>
          }
          actions={
            <>
              <WholesaleActionButtons actions={actions} onAction={setActive} />
              <PrintLabelsButton kind="wholesale" orderId={order.id} statusId={order.statusId} />
              <UpdButton kind="wholesale" orderId={order.id} statusId={order.statusId} />
            </>
          }
        />
      }
      main={
        <>
          <ProductsCard
            products={order.products}
            amounts={order.amounts}
            totalAmount={order.totalAmount}
            couponCode={order.couponCode}
          />
          <ShippingCard details={order.shippingDetails} />
          <OrderComments orderId={order.id} />
          <OrderTimeline resource={ORDERS_RESOURCE} orderId={order.id} market="wholesale" />
        </>
      }
      side={
        <>
          {order.buyer?.id ? (
            <WriteToBuyerButton buyerId={order.buyer.id} subjectType="order" subjectId={order.id} />
          ) : null}
          <BuyerCard buyer={order.buyer} />
          <SectionCard title={t('history')}>
            <HistoryList
              entries={order.history.map((entry, index) => ({
                key: `${entry.statusId}-${entry.date}-${index}`,
                chip: <StatusChip concept="wholesale" id={entry.statusId} />,
                date: entry.date,
              }))}
            />
          </SectionCard>
          <OrderReview orderId={order.id} />
        </>
      }
      modals={
        <WholesaleActionModals
          order={{
            id: order.id,
            shippingMethodId: order.shippingDetails.shippingMethodId,
            deliveryMethodId: order.deliveryMethodId ?? order.shippingDetails.deliveryMethodId,
            payRenewalRequest: order.payRenewalRequest,
            dispatchDeadlineRequest: order.dispatchDeadlineRequest,
          }}
          active={active}
          onClose={() => setActive(null)}
        />
      }
    />
  );
}

/** /orders/{orderId}: the wholesale order detail (GetOrderById) with its allowed actions. */
export default function WholesaleOrderShow() {
  const { orderId } = useParams();
  const id = positiveId(orderId);
  if (id === null) return <Navigate to="/orders" replace />;
  return (
    <RuDateProvider>
      <WholesaleOrderView key={id} id={id} />
    </RuDateProvider>
  );
}
