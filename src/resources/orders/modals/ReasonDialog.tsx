import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDraft } from '../../../components/drafts';
import type { MessageKey } from '../../../i18n/keys';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { requiredText } from '../shared/validation';
import { OrderDialog } from './OrderDialog';
import { useLiveValidation } from './useLiveValidation';
import { useMessage } from './useMessage';

export interface ReasonDialogProps {
  open: boolean;
  /** Where the typed reason is kept until it is sent or the dialog is cancelled. */
  draftKey: string;
  /** The field's name (the wire name of the reason). */
  name: string;
  title: MessageKey;
  text: MessageKey;
  label: MessageKey;
  submitLabel: MessageKey;
  cancelLabel?: MessageKey;
  max: number;
  pending: boolean;
  refusal: ActionRefusal | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * An action that ends something with a reason the other side will read: a required text of
 * 1..`max` characters with its counter, kept as a draft (it survives a session-expiry reload),
 * sent trimmed; a refusal of the server stays inside with the text kept.
 */
export function ReasonDialog({
  open,
  draftKey,
  name,
  title,
  text,
  label,
  max,
  onClose,
  onSubmit,
  ...rest
}: ReasonDialogProps) {
  const translate = useTranslate();
  const message = useMessage();
  const [reason, setReason, clearReason] = useDraft(draftKey, '');
  const { errors, check } = useLiveValidation(() => ({ reason: requiredText(reason, max) }));
  return (
    <OrderDialog
      open={open}
      title={translate(title)}
      text={translate(text)}
      submitColor="error"
      {...rest}
      onClose={() => {
        clearReason();
        onClose();
      }}
      onSubmit={() => {
        if (check()) onSubmit(reason.trim());
      }}
    >
      <TextField
        name={name}
        label={translate(label)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        error={Boolean(errors.reason)}
        helperText={message(errors.reason) ?? `${reason.length} / ${max}`}
      />
    </OrderDialog>
  );
}
