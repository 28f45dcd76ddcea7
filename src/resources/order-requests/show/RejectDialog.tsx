import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDraft } from '../../../components/drafts';
import { OrderDialog } from '../../orders/modals/OrderDialog';
import { useLiveValidation } from '../../orders/modals/useLiveValidation';
import { useMessage } from '../../orders/modals/useMessage';
import type { ActionRefusal } from '../../orders/shared/useOrderMutation';
import { requiredText } from '../../orders/shared/validation';

export const REJECT_REASON_MAX = 500;

export const rejectDraftKey = (orderRequestId: number): string => `order-requests:reject:${orderRequestId}`;

export interface RejectDialogProps {
  orderRequestId: number;
  pending: boolean;
  refusal: ActionRefusal | null;
  onClose: () => void;
  onSubmit: (rejectReason: string) => void;
}

/** Rejecting a request (2 or 3 → 5) with a reason the buyer will read (1..500 characters). */
export function RejectDialog({ orderRequestId, pending, refusal, onClose, onSubmit }: RejectDialogProps) {
  const translate = useTranslate();
  const message = useMessage();
  const [reason, setReason, clearReason] = useDraft(rejectDraftKey(orderRequestId), '');
  const { errors, check } = useLiveValidation(() => ({ reason: requiredText(reason, REJECT_REASON_MAX) }));
  return (
    <OrderDialog
      open
      title={translate('orderRequests.reject.title')}
      text={translate('orderRequests.reject.text')}
      submitLabel="orderRequests.actions.reject"
      submitColor="error"
      pending={pending}
      refusal={refusal}
      onClose={() => {
        clearReason();
        onClose();
      }}
      onSubmit={() => {
        if (check()) onSubmit(reason.trim());
      }}
    >
      <TextField
        name="rejectReason"
        label={translate('orderRequests.reject.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        error={Boolean(errors.reason)}
        helperText={message(errors.reason) ?? `${reason.length} / ${REJECT_REASON_MAX}`}
      />
    </OrderDialog>
  );
}
