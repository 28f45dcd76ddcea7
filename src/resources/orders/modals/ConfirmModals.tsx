import { useTranslate } from 'react-admin';
import { formatDate } from '../../../components/format';
import type { Refusal } from '../../../components/dialogs/refusal';
import { FormDialog } from '../../../components/dialogs';

interface ConfirmProps {
  open: boolean;
  pending?: boolean;
  refusal?: Refusal | null;
  onClose: () => void;
  onSubmit: () => void;
}

/** Accept the buyer's pay renewal request (suggested days). */
export function PayRenewalModal({ suggestedDays, ...props }: ConfirmProps & { suggestedDays: number }) {
  const translate = useTranslate();
  return (
    <FormDialog
      {...props}
      maxWidth="xs"
      title={translate('orders.modals.payRenewal.title')}
      text={translate('orders.modals.payRenewal.text', { smart_count: suggestedDays })}
    />
  );
}

/** Shipment deadline: accept the buyer's extending date. */
export function ShipmentDeadlineModal({ extendingDate, ...props }: ConfirmProps & { extendingDate: string }) {
  const translate = useTranslate();
  return (
    <FormDialog
      {...props}
      maxWidth="xs"
      title={translate('orders.modals.shipmentDeadline.title')}
      text={translate('orders.modals.shipmentDeadline.text', { date: formatDate(extendingDate) })}
    />
  );
}

/** Shipped: the seller confirms the order was dispatched. */
export function ShippedModal({ orderId, ...props }: ConfirmProps & { orderId: number }) {
  const translate = useTranslate();
  return (
    <FormDialog
      {...props}
      maxWidth="xs"
      title={translate('orders.modals.shipped.title')}
      text={translate('orders.modals.shipped.text', { id: orderId })}
      submitLabel="orders.actions.dispatched"
    />
  );
}

/** Delivered (seller delivery, 5/23) or collected by the buyer (pick-up, 4/8). */
export function DeliveredModal({
  orderId,
  collected,
  ...props
}: ConfirmProps & { orderId: number; collected?: boolean }) {
  const translate = useTranslate();
  const key = collected ? 'collected' : 'delivered';
  return (
    <FormDialog
      {...props}
      maxWidth="xs"
      title={translate(
        collected ? 'orders.modals.delivered.collectedTitle' : 'orders.modals.delivered.title',
      )}
      text={translate(collected ? 'orders.modals.delivered.collectedText' : 'orders.modals.delivered.text', {
        id: orderId,
      })}
      submitLabel={`orders.actions.${key}`}
      submitColor="success"
    />
  );
}
