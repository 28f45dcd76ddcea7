import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DialogButtons } from './DialogButtons';
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  /** Defaults to 'Подтвердить' (common.confirm.ok). */
  confirmText?: ReactNode;
  /** Defaults to 'Отменить' (common.confirm.cancel). */
  cancelText?: ReactNode;
  /** Hides the cancel button (the dialog then closes only by confirming, Escape or the backdrop). */
  hideCancel?: boolean;
  /** Shows a spinner in the confirm button and disables both buttons. */
  loading?: boolean;
  confirmColor?: 'primary' | 'error' | 'success' | 'warning';
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirm dialog of spec section 2: title, content, 'Подтвердить' and an optional 'Отменить'. */
export function ConfirmDialog({
  open,
  title,
  content,
  confirmText,
  cancelText,
  hideCancel,
  loading = false,
  confirmColor = 'primary',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <DialogFrame
      open={open}
      title={title}
      busy={loading}
      maxWidth="xs"
      onSubmit={onConfirm}
      onClose={onClose}
      actions={
        <DialogButtons
          cancelText={hideCancel ? undefined : (cancelText ?? translate('common.confirm.cancel'))}
          submitText={confirmText ?? translate('common.confirm.ok')}
          submitColor={confirmColor}
          pending={loading}
          onCancel={onClose}
        />
      }
    >
      {content}
    </DialogFrame>
  );
}
