import { useId, type FormEvent, type ReactNode } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

export interface DialogFrameProps {
  open: boolean;
  /** The heading, also the dialog's accessible name; a loading placeholder may have none. */
  title?: ReactNode;
  /** A decorative icon before the title. */
  icon?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** While true, Escape and the backdrop do not close the dialog (a call is running). */
  busy?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  fullScreen?: boolean;
  /** 'alertdialog' for notices the seller must acknowledge. */
  role?: 'dialog' | 'alertdialog';
  /** The accessible name of a × button in the top right corner; without it there is none. */
  closeLabel?: string;
  /** Lines between the title, the content and the actions (long, scrolling content). */
  dividers?: boolean;
  /** Makes the dialog a form: the submit button and Enter in a field call it. */
  onSubmit?: () => void;
  onClose: () => void;
}

/** The frame every dialog of the family draws: title, optional ×, content, actions. */
export function DialogFrame({
  open,
  title,
  icon,
  children,
  actions,
  busy = false,
  maxWidth = 'sm',
  fullScreen,
  role,
  closeLabel,
  dividers,
  onSubmit,
  onClose,
}: DialogFrameProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles a submit through portals: a dialog opened from another dialog's form must not submit that form too.
    event.stopPropagation();
    if (!busy) onSubmit?.();
  };
  const body = (
    <>
      {title ? (
        <DialogTitle
          id={titleId}
          sx={{
            fontWeight: 700,
            pr: closeLabel ? 6 : undefined,
            ...(icon ? { display: 'flex', alignItems: 'center', gap: 1.5 } : {}),
          }}
        >
          {icon}
          {title}
        </DialogTitle>
      ) : null}
      {closeLabel ? (
        <IconButton aria-label={closeLabel} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      ) : null}
      {children ? <DialogContent dividers={dividers}>{children}</DialogContent> : null}
      {actions ? <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions> : null}
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={title ? titleId : undefined}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreen}
      role={role}
    >
      {onSubmit ? (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
