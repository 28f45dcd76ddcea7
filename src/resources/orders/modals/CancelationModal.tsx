import { useTranslate } from 'react-admin';
import { fieldDraft, useDraftForm } from '../../../components/drafts';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { requiredText } from '../shared/validation';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { orderDraftKey } from './drafts';
import { OrderDialog } from './OrderDialog';

export const DECLINE_PURPOSE_MAX = 500;

export interface CancelationModalProps {
  open: boolean;
  orderId: number;
  pending?: boolean;
  refusal?: ActionRefusal | null;
  onClose: () => void;
  onSubmit: (declinePurpose: string) => void;
}

interface CancelationValues {
  reason: string;
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
  const { control, handleSubmit, discardDraft } = useDraftForm<CancelationValues>({
    draftKey: orderDraftKey('cancelation', orderId),
    defaultValues: { reason: '' },
    draft: fieldDraft('reason'),
    resolver: useRulesResolver(({ reason }) => ({ fields: { reason: requiredText(reason, DECLINE_PURPOSE_MAX) } })),
  });
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
        discardDraft();
        onClose();
      }}
      onSubmit={handleSubmit(({ reason }) => onSubmit(reason.trim()))}
    >
      <FormTextField
        control={control}
        field="reason"
        name="declinePurpose"
        label={translate('orders.modals.cancelation.reason')}
        required
        multiline
        minRows={3}
        hint={(reason) => `${reason.length} / ${DECLINE_PURPOSE_MAX}`}
      />
    </OrderDialog>
  );
}
