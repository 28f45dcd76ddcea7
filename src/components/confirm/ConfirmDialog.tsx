import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

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
  loading,
  confirmColor = 'primary',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {content ? <DialogContent>{content}</DialogContent> : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {hideCancel ? null : (
          <Button onClick={onClose} disabled={loading} color="inherit">
            {cancelText ?? translate('common.confirm.cancel')}
          </Button>
        )}
        <Button
          onClick={onConfirm}
          disabled={loading}
          variant="contained"
          color={confirmColor}
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmText ?? translate('common.confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
