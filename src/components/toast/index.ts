export { Toast, TOAST_DEFAULT_DURATION, TOAST_SHORT_DURATION } from './Toast';
export type { ToastProps, ToastSeverity } from './Toast';
export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastOptions } from './ToastProvider';
