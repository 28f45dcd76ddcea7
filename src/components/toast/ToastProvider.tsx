import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast, type ToastSeverity } from './Toast';

export interface ToastOptions {
  message: ReactNode;
  description?: ReactNode;
  severity?: ToastSeverity;
  /** Milliseconds; default 5000 (TOAST_DEFAULT_DURATION). */
  autoHideDuration?: number | null;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen. */
  show(options: ToastOptions): void;
  success(message: ReactNode, options?: Omit<ToastOptions, 'message' | 'severity'>): void;
  error(message: ReactNode, options?: Omit<ToastOptions, 'message' | 'severity'>): void;
  hide(): void;
}

const ToastContext = createContext<ToastApi | null>(null);

interface ToastState extends ToastOptions {
  open: boolean;
  /** Changes with every toast so a new one restarts the hide timer. */
  id: number;
}

/** Holds one toast at a time for the tree below; `useToast()` shows it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState>({ open: false, id: 0, message: '' });

  const show = useCallback((options: ToastOptions) => {
    setToast((previous) => ({ ...options, open: true, id: previous.id + 1 }));
  }, []);
  const hide = useCallback(() => setToast((previous) => ({ ...previous, open: false })), []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      hide,
      success: (message, options) => show({ ...options, message, severity: 'success' }),
      error: (message, options) => show({ ...options, message, severity: 'error' }),
    }),
    [show, hide],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toast
        key={toast.id}
        open={toast.open}
        message={toast.message}
        description={toast.description}
        severity={toast.severity}
        autoHideDuration={toast.autoHideDuration}
        onClose={hide}
      />
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
