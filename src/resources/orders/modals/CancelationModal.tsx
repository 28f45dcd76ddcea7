import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDraft } from '../../../components/drafts';
import { requiredText } from '../shared/validation';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { orderDraftKey } from './drafts';
import { OrderDialog } from './OrderDialog';
import { useLiveValidation } from './useLiveValidation';
import { useMessage } from './useMessage';

export const DECLINE_PURPOSE_MAX = 500;

export interface CancelationModalProps {
  open: boolean;
  orderId: number;
  pending?: boolean;
  refusal?: ActionRefusal | null;
  onClose: () => void;
  onSubmit: (declinePurpose: string) => void;
}

/** Decline of a wholesale order with a required reason. */
export function CancelationModal({
  open,
  orderId,
  pending,
  refusal,
  onClose,
  onSubmit,
}: CancelationModalProps) {
  const translate = useTranslate();
  const message = useMessage();
  const [reason, setReason, clearReason] = useDraft(orderDraftKey('cancelation', orderId), '');
  const { errors, check } = useLiveValidation(() => ({
    reason: requiredText(reason, DECLINE_PURPOSE_MAX),
  }));
  const error = errors.reason;
  const submit = () => {
    if (check()) onSubmit(reason.trim());
  };
  return (
    <OrderDialog
      open={open}
      title={translate('orders.modals.cancelation.title')}
      text={translate('orders.modals.cancelation.text')}
      submitLabel="orders.actions.decline"
      submitColor="error"
      pending={pending}
      refusal={refusal}
      onClose={() => {
        clearReason();
        onClose();
      }}
      onSubmit={submit}
    >
      <TextField
        name="declinePurpose"
        label={translate('orders.modals.cancelation.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        error={Boolean(error)}
        helperText={message(error) ?? `${reason.length} / ${DECLINE_PURPOSE_MAX}`}
      />
    </OrderDialog>
  );
}
