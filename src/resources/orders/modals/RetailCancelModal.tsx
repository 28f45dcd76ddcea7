import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { requiredText } from '../shared/validation';
import type { ActionRefusal } from '../shared/useOrderMutation';
import { retailDraftKey, useFormDraft } from './drafts';
import { OrderDialog } from './OrderDialog';
import { useLiveValidation } from './useLiveValidation';
import { useMessage } from './useMessage';

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
  const message = useMessage();
  const { values, set, close } = useFormDraft(retailDraftKey('cancel', orderId), { reason: '' }, onClose);
  const { errors, check } = useLiveValidation(() => ({
    reason: requiredText(values.reason, CANCEL_REASON_MAX),
  }));
  const submit = () => {
    if (check()) onSubmit(values.reason.trim());
  };
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
      onClose={close}
      onSubmit={submit}
    >
      <TextField
        name="declinePurpose"
        label={translate('orders.modals.retailCancel.reason')}
        value={values.reason}
        onChange={(event) => set('reason', event.target.value)}
        required
        multiline
        minRows={3}
        error={Boolean(errors.reason)}
        helperText={message(errors.reason) ?? `${values.reason.length} / ${CANCEL_REASON_MAX}`}
      />
    </OrderDialog>
  );
}
