import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ORDERS_RESOURCE, type OrdersDataProvider } from '../handler';
import {
  CancelationModal,
  CargoModal,
  DeliveredModal,
  OnWayModal,
  PayRenewalModal,
  PaymentWarningModal,
  ProlongationModal,
  ShipmentDeadlineModal,
  ShippedModal,
  WarningModal,
} from '../modals';
import { orderDraftKey } from '../modals/drafts';
import { DEFAULT_DELIVERY_METHOD, ShippingMethod } from '../../../domain';
import type { WholesaleAction } from './actions';
import { useOrderMutation, type WarningState } from './useOrderMutation';

/** What the wholesale modals need to know about the order. */
export interface WholesaleActionTarget {
  id: number;
  shippingMethodId: number | null;
  deliveryMethodId: number | null;
  payRenewalRequest?: { suggestedDays: number } | null;
  dispatchDeadlineRequest?: { extendingDate: string } | null;
}

export interface WholesaleActionModalsProps {
  order: WholesaleActionTarget;
  active: WholesaleAction | null;
  onClose: () => void;
}

/**
 * The modal of the chosen wholesale action, its call, its toast, the server's refusal (-1) inside
 * the modal and the -20 warnings.
 */
export function WholesaleActionModals({ order, active, onClose }: WholesaleActionModalsProps) {
  const dataProvider = useDataProvider<OrdersDataProvider>();
  const [warning, setWarning] = useState<WarningState | null>(null);
  const mutation = useOrderMutation(ORDERS_RESOURCE, { onDone: onClose, onWarning: setWarning });
  const pending = mutation.isPending;
  const orderId = order.id;
  const r = ORDERS_RESOURCE;
  const close = () => {
    mutation.reset();
    onClose();
  };
  const common = { open: true, pending, refusal: mutation.refusal, onClose: close };

  return (
    <>
      {active === 'decline' && (
        <CancelationModal
          {...common}
          orderId={orderId}
          onSubmit={(declinePurpose) =>
            mutation.mutate({
              run: () => dataProvider.declineOrder(r, { orderId, declinePurpose }),
              success: 'orders.toast.declined',
              payment: true,
              draft: orderDraftKey('cancelation', orderId),
            })
          }
        />
      )}
      {active === 'acceptPayRenewal' && order.payRenewalRequest && (
        <PayRenewalModal
          {...common}
          suggestedDays={order.payRenewalRequest.suggestedDays}
          onSubmit={() =>
            mutation.mutate({
              run: () =>
                dataProvider.acceptPayRenewal(r, {
                  orderId,
                  suggestedDays: order.payRenewalRequest?.suggestedDays ?? 0,
                }),
              success: 'orders.toast.payRenewed',
            })
          }
        />
      )}
      {active === 'prolongation' && (
        <ProlongationModal
          {...common}
          orderId={orderId}
          onSubmit={(prolonagationDate) =>
            mutation.mutate({
              run: () => dataProvider.prolongDispatch(r, { orderId, prolonagationDate }),
              success: 'orders.toast.prolonged',
              draft: orderDraftKey('prolongation', orderId),
            })
          }
        />
      )}
      {active === 'acceptDispatchDeadline' && order.dispatchDeadlineRequest && (
        <ShipmentDeadlineModal
          {...common}
          extendingDate={order.dispatchDeadlineRequest.extendingDate}
          onSubmit={() =>
            mutation.mutate({
              run: () =>
                dataProvider.acceptDispatchDeadline(r, {
                  orderId,
                  extendingDate: order.dispatchDeadlineRequest?.extendingDate ?? '',
                }),
              success: 'orders.toast.prolonged',
            })
          }
        />
      )}
      {active === 'readyToSend' && (
        <CargoModal
          {...common}
          orderId={orderId}
          deliveryMethodId={order.deliveryMethodId ?? DEFAULT_DELIVERY_METHOD}
          onSubmit={(input) =>
            mutation.mutate({
              run: () => dataProvider.readyToSend(r, input),
              success: 'orders.toast.success',
              draft: orderDraftKey('cargo', orderId),
            })
          }
        />
      )}
      {active === 'dispatched' && (
        <ShippedModal
          {...common}
          orderId={orderId}
          onSubmit={() =>
            mutation.mutate({
              run: () => dataProvider.markDispatched(r, { orderId }),
              success: 'orders.toast.success',
            })
          }
        />
      )}
      {active === 'inTransit' && (
        <OnWayModal
          {...common}
          orderId={orderId}
          shippingMethodId={order.shippingMethodId ?? ShippingMethod.SellerDelivers}
          deliveryMethodId={order.deliveryMethodId ?? DEFAULT_DELIVERY_METHOD}
          onSubmit={(input) =>
            mutation.mutate({
              run: () => dataProvider.markInTransit(r, input),
              success: 'orders.toast.success',
              draft: orderDraftKey('onWay', orderId),
            })
          }
        />
      )}
      {(active === 'delivered' || active === 'collected') && (
        <DeliveredModal
          {...common}
          orderId={orderId}
          collected={active === 'collected'}
          onSubmit={() =>
            mutation.mutate({
              run: () => dataProvider.markDelivered(r, { orderId }),
              success: 'orders.toast.success',
            })
          }
        />
      )}
      <PaymentWarningModal open={warning?.payment === true} onClose={() => setWarning(null)} />
      <WarningModal
        open={warning?.payment === false}
        reason={warning?.reason}
        onClose={() => setWarning(null)}
      />
    </>
  );
}
