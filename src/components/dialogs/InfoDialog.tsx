import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

export interface InfoDialogProps extends Pick<
  DialogFrameProps,
  | 'open'
  | 'title'
  | 'icon'
  | 'children'
  | 'maxWidth'
  | 'fullScreen'
  | 'role'
  | 'closeLabel'
  | 'dividers'
  | 'onClose'
> {
  /** The text of a button that closes the dialog ('Начать работу', 'Закрыть'); none without it. */
  dismissText?: ReactNode;
}

/** A dialog that shows something and asks nothing: content, a × and/or one closing button. */
export function InfoDialog({ dismissText, onClose, ...frame }: InfoDialogProps) {
  return (
    <DialogFrame
      {...frame}
      onClose={onClose}
      actions={
        dismissText ? (
          <Button variant="contained" onClick={onClose}>
            {dismissText}
          </Button>
        ) : undefined
      }
    />
  );
}

export interface NoticeDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}

/** A notice the seller acknowledges with 'Закрыть' (warnings). */
export function NoticeDialog({ open, title, children, onClose }: NoticeDialogProps) {
  const translate = useTranslate();
  return (
    <InfoDialog
      open={open}
      title={title}
      role="alertdialog"
      maxWidth="xs"
      dismissText={translate('common.dialog.close')}
      onClose={onClose}
    >
      {children}
    </InfoDialog>
  );
}
