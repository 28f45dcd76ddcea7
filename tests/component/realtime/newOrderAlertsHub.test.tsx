import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { NewOrderAlertPrefs } from '../../../src/realtime/alerts/newOrderAlertPrefs';
import { restoreVisibility, setVisibility, stubAudio, stubNotifications } from './newOrderAlertStubs';
import { fakeHub, notificationPage, renderShell, stubOrdersApi } from './realtimeHarness';

afterEach(() => {
  restoreVisibility();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens the shell with the seller's stored preference; returns the hub and the router. */
async function openShell(prefs: NewOrderAlertPrefs) {
  localStorage.setItem('sellerNewOrderAlerts.42', JSON.stringify(prefs));
  const hub = fakeHub();
  stubOrdersApi({ 'Notification/GetNotifications': () => notificationPage([], 0) });
  const shell = renderShell('/own-notifications');
  await screen.findByRole('heading', { name: 'Оповещения о новых заказах' }, { timeout: 15000 });
  await waitFor(() => expect(hub.sessions).toHaveLength(1));
  return { hub, shell };
}

describe('OrderCreated: the sound', () => {
  it('sound on: a two-tone beep through an oscillator, also without the order id', async () => {
    const audio = stubAudio();
    const { hub } = await openShell({ sound: true, browser: false });
    hub.emit('OrderCreated', { orderId: 61, marketType: 1, statusId: 1 });
    expect(audio.oscillators).toHaveLength(1);
    expect(audio.oscillators[0]).toEqual({ frequencies: [880, 1320], started: true });
    hub.emit('OrderCreated', {} as never);
    expect(audio.oscillators).toHaveLength(2);
  });

  it('sound off: nothing plays', async () => {
    const audio = stubAudio();
    const { hub } = await openShell({ sound: false, browser: false });
    hub.emit('OrderCreated', { orderId: 61, marketType: 1, statusId: 1 });
    expect(audio.oscillators).toHaveLength(0);
  });
});

describe('OrderCreated: the browser notification', () => {
  it('on, granted, page hidden: one notification; its click focuses the window and opens the order', async () => {
    const { shown } = stubNotifications('granted');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    setVisibility('hidden');
    const { hub, shell } = await openShell({ sound: false, browser: true });
    hub.emit('OrderCreated', { orderId: 61, marketType: 1, statusId: 1 });
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('Новый заказ');
    expect(shown[0]!.options).toMatchObject({ body: 'Оптовый заказ № 61', tag: 'order-1-61' });

    act(() => shown[0]!.onclick?.());
    expect(focus).toHaveBeenCalled();
    expect(shown[0]!.closed).toBe(true);
    await waitFor(() => expect(shell.location()).toBe('/orders/61'));
  });

  it('a retail order opens its retail page', async () => {
    const { shown } = stubNotifications('granted');
    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    setVisibility('hidden');
    const { hub, shell } = await openShell({ sound: false, browser: true });
    hub.emit('OrderCreated', { orderId: 1234, marketType: 2, statusId: 1 });
    expect(shown[0]!.options).toMatchObject({ body: 'Розничный заказ № 1234', tag: 'order-2-1234' });
    act(() => shown[0]!.onclick?.());
    await waitFor(() => expect(shell.location()).toBe('/orders/retail/1234'));
  });

  it('without the order id: a notification that opens nothing', async () => {
    const { shown } = stubNotifications('granted');
    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    setVisibility('hidden');
    const { hub, shell } = await openShell({ sound: false, browser: true });
    hub.emit('OrderCreated', { marketType: 1 } as never);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.options?.body).toBe('Поступил новый заказ');
    expect(shown[0]!.options?.tag).toBeUndefined();
    act(() => shown[0]!.onclick?.());
    expect(shell.location()).toBe('/own-notifications');
  });

  it('a visible page, a withdrawn permission or the switch off: none', async () => {
    const { shown } = stubNotifications('granted');
    setVisibility('visible');
    const { hub } = await openShell({ sound: false, browser: true });
    hub.emit('OrderCreated', { orderId: 61, marketType: 1, statusId: 1 });
    expect(shown).toHaveLength(0);

    setVisibility('hidden');
    stubNotifications('denied');
    hub.emit('OrderCreated', { orderId: 62, marketType: 1, statusId: 1 });
    expect(shown).toHaveLength(0);

    const granted = stubNotifications('granted');
    act(() => {
      localStorage.setItem('sellerNewOrderAlerts.42', JSON.stringify({ sound: false, browser: false }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'sellerNewOrderAlerts.42' }));
    });
    hub.emit('OrderCreated', { orderId: 63, marketType: 1, statusId: 1 });
    expect(granted.shown).toHaveLength(0);
  });
});
