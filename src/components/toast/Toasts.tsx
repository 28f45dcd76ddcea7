import { useEffect, useState } from 'react';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'ra-core';
import { Toast } from './Toast';

interface Shown {
  /** Changes with every toast so a new one restarts the hide timer. */
  id: number;
  open: boolean;
  payload: NotificationPayload | null;
}

/**
 * The one toast renderer: draws the notification store of the nearest <Admin> or <ToastProvider>
 * with <Toast>, top right. A new toast replaces the one on screen. react-admin's own notices
 * arrive as text keys and are translated; screens' toasts (useToast) arrive ready to show.
 */
export function Toasts() {
  const { notifications, resetNotifications } = useNotificationContext();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown>({ id: 0, open: false, payload: null });

  useEffect(() => {
    const latest = notifications[notifications.length - 1];
    if (!latest) return;
    resetNotifications();
    setShown((previous) => ({ id: previous.id + 1, open: true, payload: latest }));
  }, [notifications, resetNotifications]);

  const { payload } = shown;
  if (!payload) return null;
  const { message, type, notificationOptions = {} } = payload;
  return (
    <Toast
      key={shown.id}
      open={shown.open}
      message={typeof message === 'string' ? translate(message, notificationOptions.messageArgs) : message}
      severity={type}
      autoHideDuration={notificationOptions.autoHideDuration}
      onClose={() => setShown((previous) => ({ ...previous, open: false }))}
    />
  );
}
