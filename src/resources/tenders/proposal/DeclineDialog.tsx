import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDraft } from '../../../components/drafts';
import { OrderDialog } from '../../orders/modals/OrderDialog';
import { useLiveValidation } from '../../orders/modals/useLiveValidation';
import { useMessage } from '../../orders/modals/useMessage';
import { requiredText } from '../../orders/shared/validation';
import type { TenderRefusal } from '../shared/useTenderAction';

/** The contract's limit of `declinePurpose`. */
export const DECLINE_PURPOSE_MAX = 500;

/** The draft of a withdrawal reason: `tender-proposals:decline:<proposalId>`. */
export const declineDraftKey = (proposalId: number): string => `tender-proposals:decline:${proposalId}`;

export interface DeclineDialogProps {
  open: boolean;
  proposalId: number;
  pending: boolean;
  refusal: TenderRefusal | null;
  onClose: () => void;
  onSubmit: (declinePurpose: string) => void;
}

/** 'Отозвать предложение' with a required reason (1..500 characters, kept as a draft). */
export function DeclineDialog({ open, proposalId, pending, refusal, onClose, onSubmit }: DeclineDialogProps) {
  const translate = useTranslate();
  const message = useMessage();
  const [reason, setReason, clearReason] = useDraft(declineDraftKey(proposalId), '');
  const { errors, check } = useLiveValidation(() => ({ reason: requiredText(reason, DECLINE_PURPOSE_MAX) }));
  return (
    <OrderDialog
      open={open}
      title={translate('tenders.modals.decline.title')}
      text={translate('tenders.modals.decline.text')}
      submitLabel="tenders.actions.decline"
      submitColor="error"
      cancelLabel="tenders.actions.cancel"
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
        name="declinePurpose"
        label={translate('tenders.modals.decline.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        error={Boolean(errors.reason)}
        helperText={message(errors.reason) ?? `${reason.length} / ${DECLINE_PURPOSE_MAX}`}
      />
    </OrderDialog>
  );
}
