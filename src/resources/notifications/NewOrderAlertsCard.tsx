import { useState } from 'react';
import { Alert, Card, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSellerUser } from '../../authProvider/SellerUserContext';
import {
  browserNotificationPermission,
  requestBrowserNotificationPermission,
  type BrowserNotificationPermission,
} from '../../realtime/alerts/browserNotifications';
import { updateNewOrderAlertPrefs, useNewOrderAlertPrefs } from '../../realtime/alerts/newOrderAlertPrefs';
import { playNewOrderBeep } from '../../realtime/alerts/newOrderBeep';

const A = 'notifications.newOrderAlerts.';

/** Why the browser switch stayed off. */
type Refusal = 'denied' | 'dismissed' | 'unsupported';

const REFUSAL_OF: Record<Exclude<BrowserNotificationPermission, 'granted'>, Refusal> = {
  denied: 'denied',
  default: 'dismissed',
  unsupported: 'unsupported',
};

/**
 * 'Оповещения о новых заказах' on /own-notifications: a beep and a browser notification for each
 * new order, both off until the seller turns them on (src/realtime/alerts). Turning the browser
 * one on asks the browser's permission; refused, it stays off and says why.
 */
export function NewOrderAlertsCard() {
  const translate = useTranslate();
  const { userId } = useSellerUser();
  const prefs = useNewOrderAlertPrefs(userId);
  const [permission, setPermission] = useState(browserNotificationPermission);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [asking, setAsking] = useState(false);
  // Permission withdrawn in the site settings since: the stored 'on' no longer shows anything.
  const browserOn = prefs.browser && permission === 'granted';
  const shownRefusal = refusal ?? (prefs.browser && permission === 'denied' ? 'denied' : null);

  const changeSound = (on: boolean) => {
    updateNewOrderAlertPrefs(userId, { sound: on });
    // The click lets the browser start audio, and the seller hears what will sound.
    if (on) playNewOrderBeep();
  };

  const changeBrowser = async (on: boolean) => {
    setRefusal(null);
    if (!on) {
      updateNewOrderAlertPrefs(userId, { browser: false });
      return;
    }
    setAsking(true);
    const answer = await requestBrowserNotificationPermission();
    setAsking(false);
    setPermission(answer);
    updateNewOrderAlertPrefs(userId, { browser: answer === 'granted' });
    if (answer !== 'granted') setRefusal(REFUSAL_OF[answer]);
  };

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="new-order-alerts-title"
      sx={{ borderRadius: 3, p: 2, mb: 2 }}
    >
      <Typography id="new-order-alerts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {translate(`${A}title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${A}intro`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
        <FormControlLabel
          control={<Switch checked={prefs.sound} onChange={(event) => changeSound(event.target.checked)} />}
          label={translate(`${A}sound`)}
        />
        <FormControlLabel
          control={
            <Switch
              checked={browserOn}
              disabled={asking}
              onChange={(event) => void changeBrowser(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'new-order-alerts-browser-hint' } }}
            />
          }
          label={translate(`${A}browser`)}
        />
      </Stack>
      <Typography id="new-order-alerts-browser-hint" variant="body2" color="text.secondary">
        {translate(`${A}browserHint`)}
      </Typography>
      {shownRefusal ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {translate(`${A}${shownRefusal}`)}
        </Alert>
      ) : null}
    </Card>
  );
}
