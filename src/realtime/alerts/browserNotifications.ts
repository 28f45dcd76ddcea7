/** The page's permission for browser notifications; 'unsupported' when the browser has no API. */
export type BrowserNotificationPermission = NotificationPermission | 'unsupported';

const notificationApi = (): typeof Notification | null =>
  typeof window !== 'undefined' && typeof window.Notification === 'function' ? window.Notification : null;

export function browserNotificationPermission(): BrowserNotificationPermission {
  try {
    return notificationApi()?.permission ?? 'unsupported';
  } catch {
    return 'unsupported';
  }
}

/** Asks the browser (a prompt the first time); resolves, never rejects. */
export async function requestBrowserNotificationPermission(): Promise<BrowserNotificationPermission> {
  const api = notificationApi();
  if (!api) return 'unsupported';
  try {
    return await api.requestPermission();
  } catch {
    // Some browsers throw when asked outside a click, or inside an insecure page.
    return browserNotificationPermission();
  }
}

/** Whether the seller is looking at another tab or window (then only a notification is seen). */
export const pageHidden = (): boolean =>
  typeof document !== 'undefined' && document.visibilityState !== 'visible';

export interface BrowserNotice {
  title: string;
  body: string;
  /** Notices with the same tag replace each other (several open tabs show one). */
  tag?: string;
}

/**
 * Shows a notification when the permission is granted; a click brings the window forward and
 * calls `onClick`. Returns whether it was shown; never throws.
 */
export function showBrowserNotification(notice: BrowserNotice, onClick?: () => void): boolean {
  const api = notificationApi();
  if (!api || browserNotificationPermission() !== 'granted') return false;
  try {
    const notification = new api(notice.title, { body: notice.body, tag: notice.tag });
    notification.onclick = () => {
      window.focus();
      onClick?.();
      notification.close();
    };
    return true;
  } catch {
    // Chrome on Android allows notifications from a service worker only.
    return false;
  }
}
