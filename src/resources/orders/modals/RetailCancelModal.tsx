import { useTranslate } from 'react-admin';
import { useDraftForm } from '../../../components/drafts';
import { FormTextField } from '../../../components/forms/FormTextField';
import { useRulesResolver } from '../../../components/forms/rulesResolver';
import { requiredText } from '../shared/validation';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { retailDraftKey } from './drafts';
import { OrderDialog } from './OrderDialog';

/** The longest cancel reason the server stores (docs/contract/orders.md). */
export const CANCEL_REASON_MAX = 500;

export interface RetailCancelModalProps {
  open: boolean;
  orderId: number;
  orderNumber: string;
  pending?: boolean;
  refusal?: ActionRefusal | null;
  onClose: () => void;
  onSubmit: (declinePurpose: string) => void;
}

/**
 * Cancel of a retail order: a required reason, 'Отменить заказ' to cancel and 'Не отменять' to
 * leave the order as it is (never two buttons that both say "cancel").
 */
export function RetailCancelModal({
  open,
  orderId,
  orderNumber,
  pending,
  refusal,
  onClose,
  onSubmit,
}: RetailCancelModalProps) {
  const translate = useTranslate();
  const { control, handleSubmit, discardDraft } = useDraftForm<{ reason: string }>({
    draftKey: retailDraftKey('cancel', orderId),
    defaultValues: { reason: '' },
    resolver: useRulesResolver(({ reason }) => ({ fields: { reason: requiredText(reason, CANCEL_REASON_MAX) } })),
  });
  return (
    <OrderDialog
      open={open}
      title={translate('orders.modals.retailCancel.title')}
      text={translate('orders.modals.retailCancel.text', { number: orderNumber })}
      submitLabel="orders.actions.retailCancel"
      submitColor="error"
      cancelLabel="orders.actions.keepOrder"
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
        label={translate('orders.modals.retailCancel.reason')}
        required
        multiline
        minRows={3}
        hint={(reason) => `${reason.length} / ${CANCEL_REASON_MAX}`}
      />
    </OrderDialog>
  );
}
