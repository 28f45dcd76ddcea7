import type { ReactNode, SyntheticEvent } from 'react';
import Snackbar from '@mui/material/Snackbar';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** Toasts hide after 5 seconds unless told otherwise (specification section 9). */
export const TOAST_DEFAULT_DURATION = 5000;
/** The shorter duration some toasts use (specification section 9). */
export const TOAST_SHORT_DURATION = 2000;

export type ToastSeverity = AlertColor;

export interface ToastProps {
  open: boolean;
  /** The main line (a title line when `description` is given). */
  message: ReactNode;
  /** An optional second line, e.g. 'Проверьте ваше интернет соединение'. */
  description?: ReactNode;
  severity?: ToastSeverity;
  /** Milliseconds before it hides; `null` keeps it open. Default 5000. */
  autoHideDuration?: number | null;
  onClose: () => void;
}

/** What a toast says: one line, or a title line over a second line. */
export function ToastText({ message, description }: { message: ReactNode; description?: ReactNode }) {
  if (!description) return <>{message}</>;
  return (
    <>
      <AlertTitle sx={{ mb: 0.25 }}>{message}</AlertTitle>
      {description}
    </>
  );
}

/** A controlled toast: MUI Snackbar + Alert anchored top right. */
export function Toast({
  open,
  message,
  description,
  severity = 'success',
  autoHideDuration = TOAST_DEFAULT_DURATION,
  onClose,
}: ToastProps) {
  const handleClose = (_event?: SyntheticEvent | Event | null, reason?: string) => {
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert severity={severity} variant="filled" onClose={handleClose} sx={{ width: '100%', minWidth: 280 }}>
        <ToastText message={message} description={description} />
      </Alert>
    </Snackbar>
  );
}
