import { ReasonDialog } from '../../orders/modals/ReasonDialog';
import type { Refusal } from '../../../components/dialogs/refusal';

/** The contract's limit of `declinePurpose`. */
export const DECLINE_PURPOSE_MAX = 500;

/** The draft of a withdrawal reason: `tender-proposals:decline:<proposalId>`. */
export const declineDraftKey = (proposalId: number): string => `tender-proposals:decline:${proposalId}`;

export interface DeclineDialogProps {
  open: boolean;
  proposalId: number;
  pending: boolean;
  refusal: Refusal | null;
  onClose: () => void;
  onSubmit: (declinePurpose: string) => void;
}

/** 'Отозвать предложение' with a required reason (1..500 characters, kept as a draft). */
export function DeclineDialog({ proposalId, ...rest }: DeclineDialogProps) {
  return (
    <ReasonDialog
      {...rest}
      draftKey={declineDraftKey(proposalId)}
      name="declinePurpose"
      title="tenders.modals.decline.title"
      text="tenders.modals.decline.text"
      label="tenders.modals.decline.reason"
      submitLabel="tenders.actions.decline"
      cancelLabel="tenders.actions.cancel"
      max={DECLINE_PURPOSE_MAX}
    />
  );
}
