import type { ReactNode } from 'react';
import { DialogContentText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/keys';
import { DialogButtons } from './DialogButtons';
import { DialogFrame } from './DialogFrame';
import { RefusalAlert } from './RefusalAlert';
import type { Refusal } from './refusal';

export interface FormDialogProps {
  open: boolean;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  /** i18n key of the submit button (default 'Подтвердить', common.confirm.ok). */
  submitLabel?: MessageKey;
  submitColor?: 'primary' | 'error' | 'success';
  /** i18n key of the dismiss button (default 'Отменить', common.confirm.cancel). */
  cancelLabel?: MessageKey;
  pending?: boolean;
  /** The server refused the action: its message above the buttons; the form stays as typed. */
  refusal?: Refusal | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  onSubmit: () => void;
  /** Escape, the backdrop, and the dismiss button unless `onCancel` is given. */
  onClose: () => void;
  /** The dismiss button, when it does more than closing (forgets a draft Escape keeps). */
  onCancel?: () => void;
}

/**
 * The dialog that asks for something and sends it: a form with a title, an optional text, its
 * fields, the server's refusal (if any) above the dismiss and submit buttons.
 */
export function FormDialog({
  open,
  title,
  text,
  children,
  submitLabel = 'common.confirm.ok',
  submitColor = 'primary',
  cancelLabel = 'common.confirm.cancel',
  pending = false,
  refusal = null,
  maxWidth = 'sm',
  onSubmit,
  onClose,
  onCancel = onClose,
}: FormDialogProps) {
  const translate = useTranslate();
  return (
    <DialogFrame
      open={open}
      title={title}
      busy={pending}
      maxWidth={maxWidth}
      onSubmit={onSubmit}
      onClose={onClose}
      actions={
        <DialogButtons
          cancelText={translate(cancelLabel)}
          submitText={translate(submitLabel)}
          submitColor={submitColor}
          pending={pending}
          onCancel={onCancel}
        />
      }
    >
      {text ? <DialogContentText sx={{ mb: children ? 2 : 0 }}>{text}</DialogContentText> : null}
      {children ? (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      ) : null}
      {refusal ? <RefusalAlert refusal={refusal} /> : null}
    </DialogFrame>
  );
}
