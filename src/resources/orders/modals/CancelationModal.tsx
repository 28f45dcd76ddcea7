import type { Refusal } from '../../../components/dialogs/refusal';
import { orderDraftKey } from './drafts';
import { ReasonDialog } from './ReasonDialog';

export const DECLINE_PURPOSE_MAX = 500;

export interface CancelationModalProps {
  open: boolean;
  orderId: number;
  pending?: boolean;
  refusal?: Refusal | null;
  onClose: () => void;
  onSubmit: (declinePurpose: string) => void;
}

/** Decline of a wholesale order with a required reason. */
export function CancelationModal({ orderId, pending = false, refusal = null, ...rest }: CancelationModalProps) {
  return (
    <ReasonDialog
      {...rest}
      draftKey={orderDraftKey('cancelation', orderId)}
      name="declinePurpose"
      title="orders.modals.cancelation.title"
      text="orders.modals.cancelation.text"
      label="orders.modals.cancelation.reason"
      submitLabel="orders.actions.decline"
      max={DECLINE_PURPOSE_MAX}
      pending={pending}
      refusal={refusal}
    />
  );
}
