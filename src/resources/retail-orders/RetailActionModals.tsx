import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { RETAIL_ORDERS_RESOURCE, type RetailOrdersDataProvider } from './handler';
import { DEFAULT_DELIVERY_METHOD } from '../../domain';
import { ChangingStatusModal, RetailCancelModal, ShippedRetailModal, WarningModal } from '../orders/modals';
import { retailDraftKey } from '../orders/modals/drafts';
import { RETAIL_TARGET, type RetailAction } from '../orders/shared/actions';
import { useOrderMutation, type WarningState } from '../orders/shared/useOrderMutation';

/** What the retail modals need to know about the order. */
export interface RetailActionTarget {
  id: number;
  number: string;
  deliveryMethodId: number | null;
  productLineIds: readonly number[];
}

export interface RetailActionModalsProps {
  order: RetailActionTarget;
  active: RetailAction | null;
  onClose: () => void;
}

/** The modal of the chosen retail action (status change or shipping info) and its -20 warning. */
export function RetailActionModals({ order, active, onClose }: RetailActionModalsProps) {
  const dataProvider = useDataProvider<RetailOrdersDataProvider>();
  const [warning, setWarning] = useState<WarningState | null>(null);
  const mutation = useOrderMutation(RETAIL_ORDERS_RESOURCE, { onDone: onClose, onWarning: setWarning });
  const r = RETAIL_ORDERS_RESOURCE;
  const close = () => {
    mutation.reset();
    onClose();
  };
  const common = { open: true, pending: mutation.isPending, refusal: mutation.refusal, onClose: close };

  return (
    <>
      {active === 'cancel' && (
        <RetailCancelModal
          {...common}
          orderId={order.id}
          orderNumber={order.number}
          onSubmit={(declinePurpose) =>
            mutation.mutate({
              run: () =>
                dataProvider.changeStatus(r, {
                  orderId: order.id,
                  toStatus: RETAIL_TARGET.cancel,
                  deliveryMethodId: order.deliveryMethodId,
                  declinePurpose,
                }),
              success: 'orders.toast.success',
              draft: retailDraftKey('cancel', order.id),
            })
          }
        />
      )}
      {active !== null && active !== 'shippingInfo' && active !== 'cancel' && (
        <ChangingStatusModal
          {...common}
          orderId={order.id}
          orderNumber={order.number}
          toStatus={RETAIL_TARGET[active]}
          deliveryMethodId={order.deliveryMethodId}
          onSubmit={({ cdekOfficeAddress, imIds }) =>
            mutation.mutate({
              run: () =>
                dataProvider.changeStatus(r, {
                  orderId: order.id,
                  toStatus: RETAIL_TARGET[active],
                  deliveryMethodId: order.deliveryMethodId,
                  cdekOfficeAddress,
                  imIds,
                }),
              success: 'orders.toast.success',
              draft: retailDraftKey('changingStatus', order.id),
            })
          }
        />
      )}
      {active === 'shippingInfo' && (
        <ShippedRetailModal
          {...common}
          orderId={order.id}
          deliveryMethodId={order.deliveryMethodId ?? DEFAULT_DELIVERY_METHOD}
          productLineIds={order.productLineIds}
          onSubmit={(params) =>
            mutation.mutate({
              run: () => dataProvider.addShippingInfo(r, params),
              success: 'orders.toast.success',
              draft: retailDraftKey('shippedRetail', order.id),
            })
          }
        />
      )}
      <WarningModal open={warning !== null} reason={warning?.reason} onClose={() => setWarning(null)} />
    </>
  );
}
