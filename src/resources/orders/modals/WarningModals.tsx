import { DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NoticeDialog } from '../../../components/dialogs';

interface NoticeProps {
  open: boolean;
  onClose: () => void;
}

/** Status -20 on an order action: 'Действие невозможно: ...' with the server's reason. */
export function WarningModal({ open, onClose, reason }: NoticeProps & { reason?: string | null }) {
  const translate = useTranslate();
  return (
    <NoticeDialog open={open} onClose={onClose} title={translate('orders.modals.warning.title')}>
      <DialogContentText>
        {translate('orders.modals.warning.text', {
          reason: reason?.trim() || translate('orders.modals.warning.defaultReason'),
        })}
      </DialogContentText>
    </NoticeDialog>
  );
}

/** Status -20 on a decline: the order is paid and cannot be declined. */
export function PaymentWarningModal({ open, onClose }: NoticeProps) {
  const translate = useTranslate();
  return (
    <NoticeDialog open={open} onClose={onClose} title={translate('orders.modals.paymentWarning.title')}>
      <DialogContentText sx={{ mb: 1 }}>{translate('orders.modals.paymentWarning.text')}</DialogContentText>
      <DialogContentText>{translate('orders.modals.paymentWarning.hint')}</DialogContentText>
    </NoticeDialog>
  );
}

/** Status -20 on a dispute decline (spec section 8): the dispute cannot be changed now. */
export function DisputeChangingModal({ open, onClose, reason }: NoticeProps & { reason?: string | null }) {
  const translate = useTranslate();
  return (
    <NoticeDialog open={open} onClose={onClose} title={translate('orders.modals.disputeChanging.title')}>
      <DialogContentText>
        {translate('orders.modals.disputeChanging.text', {
          reason: reason?.trim() || translate('orders.modals.disputeChanging.defaultReason'),
        })}
      </DialogContentText>
    </NoticeDialog>
  );
}
