import type { Refusal } from '../../../components/dialogs/refusal';
import { retailDraftKey } from './drafts';
import { ReasonDialog } from './ReasonDialog';

/** The longest cancel reason the server stores (docs/contract/orders.md). */
export const CANCEL_REASON_MAX = 500;

export interface RetailCancelModalProps {
  open: boolean;
  orderId: number;
  orderNumber: string;
  pending?: boolean;
  refusal?: Refusal | null;
  onClose: () => void;
  onSubmit: (declinePurpose: string) => void;
}

/**
 * Cancel of a retail order: a required reason, 'Отменить заказ' to cancel and 'Не отменять' to
 * leave the order as it is (never two buttons that both say "cancel").
 */
export function RetailCancelModal({
  orderId,
  orderNumber,
  pending = false,
  refusal = null,
  ...rest
}: RetailCancelModalProps) {
  return (
    <ReasonDialog
      {...rest}
      draftKey={retailDraftKey('cancel', orderId)}
      // This draft has always been stored as `{ reason }`.
      draft={{}}
      name="declinePurpose"
      title="orders.modals.retailCancel.title"
      text="orders.modals.retailCancel.text"
      textArgs={{ number: orderNumber }}
      label="orders.modals.retailCancel.reason"
      submitLabel="orders.actions.retailCancel"
      cancelLabel="orders.actions.keepOrder"
      max={CANCEL_REASON_MAX}
      pending={pending}
      refusal={refusal}
    />
  );
}
