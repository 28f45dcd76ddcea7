import { ReasonDialog } from '../../orders/modals/ReasonDialog';
import type { Refusal } from '../../../components/dialogs/refusal';

export const REJECT_REASON_MAX = 500;

export const rejectDraftKey = (orderRequestId: number): string => `order-requests:reject:${orderRequestId}`;

export interface RejectDialogProps {
  orderRequestId: number;
  pending: boolean;
  refusal: Refusal | null;
  onClose: () => void;
  onSubmit: (rejectReason: string) => void;
}

/** Rejecting a request (2 or 3 → 5) with a reason the buyer will read (1..500 characters). */
export function RejectDialog({ orderRequestId, ...rest }: RejectDialogProps) {
  return (
    <ReasonDialog
      {...rest}
      open
      draftKey={rejectDraftKey(orderRequestId)}
      name="rejectReason"
      title="orderRequests.reject.title"
      text="orderRequests.reject.text"
      label="orderRequests.reject.reason"
      submitLabel="orderRequests.actions.reject"
      max={REJECT_REASON_MAX}
    />
  );
}
