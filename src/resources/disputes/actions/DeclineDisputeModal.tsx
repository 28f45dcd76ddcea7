import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { DeclineDisputeInput } from '../../../api/disputesPayloads';
import { DECLINE_PURPOSE_MAX_LENGTH } from '../../../api/disputesPayloads';
import { useDraftForm } from '../../../components/drafts';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { FormDialog } from '../../../components/dialogs';
import { FilesInput } from '../../orders/modals/FilesInput';
import { DOCUMENT_TYPES } from '../../orders/shared/validation';
import type { Refusal } from '../../../components/dialogs/refusal';
import { disputeDraftKey } from '../drafts';
import { validateDecline, type DeclineValues } from '../validation';

export interface DeclineDisputeModalProps {
  disputeId: number;
  /** The order's status as the seller saw it (the row's), sent as `OrderStatusId`. */
  orderStatusId: number | null;
  pending?: boolean;
  refusal?: Refusal | null;
  onClose: () => void;
  onSubmit: (input: DeclineDisputeInput) => void;
}

const initial: DeclineValues = { purpose: '', files: [] };

/** Files cannot be stored: the draft keeps the purpose. */
const withoutFiles = ({ files: _files, ...rest }: DeclineValues): Partial<DeclineValues> => rest;

/** 'Отклонить претензию': the seller's reason (required) and supporting files; the dispute goes to arbitration. */
export function DeclineDisputeModal({
  disputeId,
  orderStatusId,
  pending,
  refusal,
  onClose,
  onSubmit,
}: DeclineDisputeModalProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`disputes.modals.decline.${key}`);
  const { control, handleSubmit, discardDraft } = useDraftForm<DeclineValues>({
    draftKey: disputeDraftKey('decline', disputeId),
    defaultValues: initial,
    draft: { persist: withoutFiles },
    resolver: useRulesResolver((values) => ({ fields: validateDecline(values) })),
  });
  const files = useController({ control, name: 'files' });
  const submit = handleSubmit(({ purpose, files: declineFiles }) =>
    onSubmit({ disputeId, orderStatusId, declinePurpose: purpose, declineFiles }),
  );
  return (
    <FormDialog
      open
      title={t('title')}
      text={t('text')}
      submitLabel="disputes.actions.decline"
      submitColor="error"
      pending={pending}
      refusal={refusal}
      onClose={() => {
        discardDraft();
        onClose();
      }}
      onSubmit={submit}
    >
      <FormTextField
        control={control}
        field="purpose"
        name="DeclinePurpose"
        label={t('purpose')}
        required
        multiline
        minRows={3}
        hint={(purpose) => `${purpose.length} / ${DECLINE_PURPOSE_MAX_LENGTH}`}
      />
      <FilesInput
        name="DeclineFiles"
        label={t('files')}
        hint={t('filesHint')}
        accept={DOCUMENT_TYPES.join(',')}
        files={files.field.value}
        onChange={files.field.onChange}
        error={files.fieldState.error?.message}
      />
    </FormDialog>
  );
}
