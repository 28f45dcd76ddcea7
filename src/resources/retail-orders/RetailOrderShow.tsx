import { useEffect, useMemo, useState } from 'react';
import { Alert, Link } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { RetailOrderDetail } from '../../api/retailOrders';
import { formatPhone, missingValue } from '../../components/format';
import { StatusChip } from '../../components/status';
import { currentDeadline, RETAIL_DEADLINE_RULES } from '../../domain';
import { RETAIL_ORDERS_RESOURCE } from './handler';
import { retailActionsFor, type RetailAction } from '../orders/shared/actions';
import { RuDateProvider } from '../../components/dates/DateProvider';
import { HistoryList } from '../orders/shared/HistoryList';
import { OrderTimeline } from '../orders/shared/OrderTimeline';
import { useActionFromUrl } from '../orders/shared/useActionFromUrl';
import {
  OrderDetailLoading,
  OrderDetailPage,
  positiveId,
  useDetailTranslate,
  useOrderDetail,
} from '../orders/shared/OrderDetailPage';
import { InfoList, SectionCard } from '../orders/shared/SectionCard';
import { OrderHeader } from '../orders/show/OrderHeader';
import { WriteToBuyerButton } from '../../components/chat';
import { RetailActionButtons } from './RetailActionButtons';
import { RetailActionModals } from './RetailActionModals';
import { RetailProductsCard } from './RetailProductsCard';
import { RetailShippingCard } from './RetailShippingCard';
import { page } from './reload';
import { PrintLabelsButton } from '../orders/labels';
import { UpdButton } from '../closing-documents';

function RetailOrderView({ id }: { id: number }) {
  const t = useDetailTranslate();
  const translate = useTranslate();
  const { data: order, isPending } = useOrderDetail<RetailOrderDetail>(RETAIL_ORDERS_RESOURCE, id);
  const [active, setActive] = useState<RetailAction | null>(null);
  const status = order?.retailOrderStatus;
  const available = useMemo(() => (status === undefined ? null : retailActionsFor(status)), [status]);
  useActionFromUrl(available, setActive);

  if (isPending || !order) return <OrderDetailLoading />;
  const buyer = order.buyer;
  const number = order.number ?? missingValue();
  const deadline = currentDeadline(RETAIL_DEADLINE_RULES, order.retailOrderStatus, order);
  return (
    <OrderDetailPage
      backTo="/main-retail-orders"
      header={
        <OrderHeader
          title={t('retailHeading', { number })}
          chips={<StatusChip concept="retail" id={order.retailOrderStatus} size="medium" />}
          facts={[
            { label: t('created'), value: order.creationDate },
            // Only the deadline of the current step (src/domain/deadlines.ts): none once finished.
            ...(deadline ? [{ label: translate(deadline.labelKey), value: deadline.value }] : []),
          ]}
          notes={
            order.declinePurpose ? (
              <Alert severity="warning" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <strong>{t('cancelPurpose')}:</strong> {order.declinePurpose}
              </Alert>
            ) : null
          }
          actions={
            <>
              <RetailActionButtons actions={retailActionsFor(order.retailOrderStatus)} onAction={setActive} />
              <PrintLabelsButton kind="retail" orderId={order.id} statusId={order.retailOrderStatus} />
              <UpdButton kind="retail" orderId={order.id} statusId={order.retailOrderStatus} />
            </>
          }
        />
      }
      main={
        <>
          <RetailProductsCard
            products={order.products}
            amount={order.amount}
            couponCode={order.couponCode}
            discountAmount={order.discountAmount}
          />
          <RetailShippingCard order={order} />
          <OrderTimeline resource={RETAIL_ORDERS_RESOURCE} orderId={order.id} market="retail" />
        </>
      }
      side={
        <>
          {buyer?.id ? (
            <WriteToBuyerButton buyerId={buyer.id} subjectType="retailOrder" subjectId={order.id} />
          ) : null}
          {buyer ? (
            <SectionCard title={t('buyer')}>
              <InfoList
                items={[
                  { label: t('buyerName'), value: buyer.fullName },
                  { label: t('phone'), value: formatPhone(buyer.phoneNumber) },
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
                chip: <StatusChip concept="retail" id={entry.retailOrderStatus} />,
                date: entry.date,
              }))}
            />
          </SectionCard>
        </>
      }
      modals={
        <RetailActionModals
          order={{
            id: order.id,
            number,
            deliveryMethodId: order.deliveryMethodId,
            productLineIds: order.products
              .map((product) => product.retailOrderProductsId)
              .filter((line): line is number => typeof line === 'number'),
          }}
          active={active}
          onClose={() => setActive(null)}
        />
      }
    />
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
    <RuDateProvider>
      <RetailOrderView key={id} id={id} />
    </RuDateProvider>
  );
}
