export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { InfoDialog, NoticeDialog, type InfoDialogProps, type NoticeDialogProps } from './InfoDialog';
export type { Refusal } from './refusal';
