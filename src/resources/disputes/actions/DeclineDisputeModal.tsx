import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeclineDisputeInput } from '../../../api/disputesPayloads';
import { DECLINE_PURPOSE_MAX_LENGTH } from '../../../api/disputesPayloads';
import { OrderDialog } from '../../orders/modals';
import { useFormDraft } from '../../orders/modals/drafts';
import { FilesInput } from '../../orders/modals/FilesInput';
import { useLiveValidation } from '../../orders/modals/useLiveValidation';
import { useMessage } from '../../orders/modals/useMessage';
import { DOCUMENT_TYPES } from '../../orders/shared/validation';
import type { ActionRefusal } from '../../orders/shared/useOrderMutation';
import { disputeDraftKey } from '../drafts';
import { validateDecline, type DeclineValues } from '../validation';

export interface DeclineDisputeModalProps {
  disputeId: number;
  /** The order's status as the seller saw it (the row's), sent as `OrderStatusId`. */
  orderStatusId: number | null;
  pending?: boolean;
  refusal?: ActionRefusal | null;
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
  const message = useMessage();
  const t = (key: string) => translate(`disputes.modals.decline.${key}`);
  const { values, set, close } = useFormDraft(disputeDraftKey('decline', disputeId), initial, onClose, {
    persist: withoutFiles,
  });
  const { errors, check } = useLiveValidation(() => validateDecline(values));
  const submit = () => {
    if (check())
      onSubmit({ disputeId, orderStatusId, declinePurpose: values.purpose, declineFiles: values.files });
  };
  return (
    <OrderDialog
      open
      title={t('title')}
      text={t('text')}
      submitLabel="disputes.actions.decline"
      submitColor="error"
      pending={pending}
      refusal={refusal}
      onClose={close}
      onSubmit={submit}
    >
      <TextField
        name="DeclinePurpose"
        label={t('purpose')}
        value={values.purpose}
        onChange={(event) => set('purpose', event.target.value)}
        required
        multiline
        minRows={3}
        error={Boolean(errors.purpose)}
        helperText={message(errors.purpose) ?? `${values.purpose.length} / ${DECLINE_PURPOSE_MAX_LENGTH}`}
      />
      <FilesInput
        name="DeclineFiles"
        label={t('files')}
        hint={t('filesHint')}
        accept={DOCUMENT_TYPES.join(',')}
        files={values.files}
        onChange={(files) => set('files', files)}
        error={message(errors.files)}
      />
    </OrderDialog>
  );
}
