export { Toast, TOAST_DEFAULT_DURATION, TOAST_SHORT_DURATION } from './Toast';
export type { ToastProps, ToastSeverity } from './Toast';
export { ToastProvider } from './ToastProvider';
export { Toasts } from './Toasts';
export { useToast } from './useToast';
export type { ToastApi, ToastOptions } from './useToast';
