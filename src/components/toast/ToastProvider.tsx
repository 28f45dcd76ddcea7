import type { ReactNode } from 'react';
import { NotificationContextProvider } from 'ra-core';
import { Toasts } from './Toasts';

/**
 * The toast store and renderer for a tree without react-admin's <Admin> (the public screens);
 * the shell's <Admin> holds its own store and draws it with <Toasts> (src/layout/ShellAdmin.tsx).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <NotificationContextProvider>
      {children}
      <Toasts />
    </NotificationContextProvider>
  );
}
