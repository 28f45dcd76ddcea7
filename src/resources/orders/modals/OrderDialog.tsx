import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../../i18n/keys';
import type { Refusal } from '../../../components/dialogs/refusal';

export interface OrderDialogProps {
  open: boolean;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  /** i18n key of the submit button (default 'orders.actions.confirm'). */
  submitLabel?: MessageKey;
  submitColor?: 'primary' | 'error' | 'success';
  /** i18n key of the dismiss button (default 'orders.actions.cancel'). */
  cancelLabel?: MessageKey;
  pending?: boolean;
  /** The server refused the action: its message above the buttons; the form stays as typed. */
  refusal?: Refusal | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * The frame of every order modal: a form with a title, its fields, a refusal of the server (if
 * any) above 'Отменить' and the submit button.
 */
export function OrderDialog({
  open,
  title,
  text,
  children,
  submitLabel = 'orders.actions.confirm',
  submitColor = 'primary',
  cancelLabel = 'orders.actions.cancel',
  pending = false,
  refusal = null,
  maxWidth = 'sm',
  onSubmit,
  onClose,
}: OrderDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          {text ? <DialogContentText sx={{ mb: children ? 2 : 0 }}>{text}</DialogContentText> : null}
          {children ? (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
            </Stack>
          ) : null}
          {refusal ? (
            <Alert
              severity="error"
              role="alert"
              sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              <AlertTitle>{translate('orders.modals.refusal.title')}</AlertTitle>
              {refusal.message ?? translate('orders.modals.refusal.noReason')}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending} color="inherit">
            {translate(cancelLabel)}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export interface NoticeDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/** A notice with a single 'Закрыть' button (warnings). */
export function NoticeDialog({ open, title, children, onClose }: NoticeDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          {translate('orders.actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
