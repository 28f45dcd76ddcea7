import { useTranslate } from 'react-admin';
import { fieldDraft, useDraftForm, type DraftOptions } from '../../../components/drafts';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import type { MessageKey } from '../../../i18n/keys';
import type { Refusal } from '../../../components/dialogs/refusal';
import { requiredText } from '../shared/validation';
import { FormDialog } from '../../../components/dialogs';

export interface ReasonDialogProps {
  open: boolean;
  /** Where the typed reason is kept until it is sent or the dialog is cancelled. */
  draftKey: string;
  /** The field's name (the wire name of the reason). */
  name: string;
  title: MessageKey;
  text: MessageKey;
  textArgs?: Record<string, string | number>;
  label: MessageKey;
  submitLabel: MessageKey;
  cancelLabel?: MessageKey;
  max: number;
  /** How the draft is stored: the bare text unless the dialog has always stored `{ reason }`. */
  draft?: DraftOptions<ReasonValues>;
  pending: boolean;
  refusal: Refusal | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

interface ReasonValues {
  reason: string;
}

const bareReason = fieldDraft<ReasonValues, 'reason'>('reason');

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
  textArgs,
  label,
  max,
  draft = bareReason,
  onClose,
  onSubmit,
  ...rest
}: ReasonDialogProps) {
  const translate = useTranslate();
  const { control, handleSubmit, discardDraft } = useDraftForm<ReasonValues>({
    draftKey,
    defaultValues: { reason: '' },
    draft,
    resolver: useRulesResolver(({ reason }) => ({ fields: { reason: requiredText(reason, max) } })),
  });
  return (
    <FormDialog
      open={open}
      title={translate(title)}
      text={translate(text, textArgs)}
      submitColor="error"
      {...rest}
      onClose={() => {
        discardDraft();
        onClose();
      }}
      onSubmit={handleSubmit(({ reason }) => onSubmit(reason.trim()))}
    >
      <FormTextField
        control={control}
        field="reason"
        name={name}
        label={translate(label)}
        required
        multiline
        minRows={3}
        hint={(reason) => `${reason.length} / ${max}`}
      />
    </FormDialog>
  );
}
