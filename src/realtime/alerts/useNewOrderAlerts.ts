import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSellerUser } from '../../authProvider/SellerUserContext';
import { useHubEvent } from '../hubEvents';
import { pageHidden, showBrowserNotification } from './browserNotifications';
import { useNewOrderAlertPrefs } from './newOrderAlertPrefs';
import { playNewOrderBeep } from './newOrderBeep';
import { newOrderNotice } from './newOrderNotice';

/**
 * The seller's optional new-order signal (set on /own-notifications): on `OrderCreated`, a beep
 * when the sound is on; a browser notification when it is on, allowed and the page is not in
 * view (a visible page already shows the bell). Its click opens the order. Never throws.
 */
export function useNewOrderAlerts(): void {
  const { userId } = useSellerUser();
  const prefs = useNewOrderAlertPrefs(userId);
  const translate = useTranslate();
  const navigate = useNavigate();
  useHubEvent('OrderCreated', (event) => {
    if (prefs.sound) playNewOrderBeep();
    if (!prefs.browser || !pageHidden()) return;
    try {
      const { path, ...notice } = newOrderNotice(event, translate);
      showBrowserNotification(notice, path === null ? undefined : () => void navigate(path));
    } catch {
      // A missing text or a navigation error must not break the hub's other listeners.
    }
  });
}
