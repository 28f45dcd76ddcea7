import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readNewOrderAlertPrefs } from '../../../src/realtime/alerts/newOrderAlertPrefs';
import { stubAudio, stubNotifications } from './newOrderAlertStubs';
import { fakeHub, notificationPage, renderShell, stubOrdersApi } from './realtimeHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STORAGE_KEY = 'sellerNewOrderAlerts.42';

async function openPage() {
  fakeHub();
  stubOrdersApi({ 'Notification/GetNotifications': () => notificationPage([], 0) });
  renderShell('/own-notifications');
  await screen.findByRole('heading', { name: 'Оповещения о новых заказах' }, { timeout: 15000 });
  return {
    sound: () => screen.getByRole('switch', { name: 'Звуковой сигнал' }),
    browser: () => screen.getByRole('switch', { name: 'Уведомление браузера' }),
  };
}

describe("/own-notifications: 'Оповещения о новых заказах'", () => {
  it('both switches are off by default; the sound one is stored for this user only and beeps once', async () => {
    const audio = stubAudio();
    stubNotifications('default');
    const { sound, browser } = await openPage();
    expect(sound()).toHaveProperty('checked', false);
    expect(browser()).toHaveProperty('checked', false);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    fireEvent.click(sound());
    await waitFor(() => expect(sound()).toHaveProperty('checked', true));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({ sound: true, browser: false });
    expect(readNewOrderAlertPrefs(43)).toEqual({ sound: false, browser: false });
    expect(audio.oscillators).toHaveLength(1);

    fireEvent.click(sound());
    await waitFor(() => expect(sound()).toHaveProperty('checked', false));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({ sound: false, browser: false });
  });

  it('reads a stored preference; unreadable JSON is off', async () => {
    stubNotifications('granted');
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ sound: true, browser: true }));
    const first = await openPage();
    expect(first.sound()).toHaveProperty('checked', true);
    expect(first.browser()).toHaveProperty('checked', true);
    localStorage.setItem(STORAGE_KEY, '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    await waitFor(() => expect(first.sound()).toHaveProperty('checked', false));
    expect(first.browser()).toHaveProperty('checked', false);
  });

  it('the browser switch asks for permission and turns on when it is granted', async () => {
    const { requestPermission } = stubNotifications('default', 'granted');
    const { browser } = await openPage();
    fireEvent.click(browser());
    await waitFor(() => expect(browser()).toHaveProperty('checked', true));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({ sound: false, browser: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('denied by the browser: the switch stays off and says why', async () => {
    const { requestPermission } = stubNotifications('default', 'denied');
    const { browser } = await openPage();
    fireEvent.click(browser());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Браузер запретил уведомления: разрешите их в настройках сайта');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(browser()).toHaveProperty('checked', false);
    expect(readNewOrderAlertPrefs(42).browser).toBe(false);
  });

  it('a browser without notifications: the switch stays off and says so', async () => {
    vi.stubGlobal('Notification', undefined);
    const { browser } = await openPage();
    fireEvent.click(browser());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Этот браузер не умеет показывать уведомления.');
    expect(browser()).toHaveProperty('checked', false);
    expect(readNewOrderAlertPrefs(42).browser).toBe(false);
  });
});
