import { createElement, useMemo, type ReactNode } from 'react';
import { useNotify } from 'ra-core';
import { ToastText, type ToastSeverity } from './Toast';

export interface ToastOptions {
  /** The text as the seller reads it (translated by the caller). */
  message: ReactNode;
  /** An optional second line, e.g. 'Проверьте ваше интернет соединение'. */
  description?: ReactNode;
  /** Default 'success'. */
  severity?: ToastSeverity;
  /** Milliseconds; default 5000 (TOAST_DEFAULT_DURATION); `null` keeps it open. */
  autoHideDuration?: number | null;
}

type ToastExtras = Omit<ToastOptions, 'message' | 'severity'>;

export interface ToastApi {
  /** Shows a toast, replacing the one on screen. */
  show(options: ToastOptions): void;
  success(message: ReactNode, options?: ToastExtras): void;
  error(message: ReactNode, options?: ToastExtras): void;
}

/**
 * The one way a screen shows a toast. It goes to react-admin's notification store (the shell's
 * <Admin>, or <ToastProvider> where there is no <Admin>), which <Toasts> draws.
 */
export function useToast(): ToastApi {
  const notify = useNotify();
  return useMemo(() => {
    const show = ({ message, description, severity = 'success', autoHideDuration }: ToastOptions) =>
      // An element, not a string: <Toasts> translates strings, which only react-admin's own notices send.
      notify(createElement(ToastText, { message, description }), { type: severity, autoHideDuration });
    return {
      show,
      success: (message, options) => show({ ...options, message, severity: 'success' }),
      error: (message, options) => show({ ...options, message, severity: 'error' }),
    };
  }, [notify]);
}
