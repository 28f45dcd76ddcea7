import { useTranslate } from 'react-admin';
import { FormDialog } from '../../../components/dialogs';
import type { Refusal } from '../../../components/dialogs/refusal';

export interface AcceptReturnModalProps {
  disputeId: number;
  orderNumber: string;
  pending?: boolean;
  refusal?: Refusal | null;
  onClose: () => void;
  onSubmit: () => void;
}

/** 'Принять возврат': the seller confirms; the order is cancelled and the buyer gets the money back. */
export function AcceptReturnModal({ disputeId, orderNumber, ...props }: AcceptReturnModalProps) {
  const translate = useTranslate();
  return (
    <FormDialog
      {...props}
      open
      maxWidth="xs"
      title={translate('disputes.modals.acceptReturn.title')}
      text={translate('disputes.modals.acceptReturn.text', { id: disputeId, number: orderNumber })}
      submitLabel="disputes.actions.acceptReturn"
    />
  );
}
