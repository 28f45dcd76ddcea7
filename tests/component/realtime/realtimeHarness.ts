import { afterEach } from 'vitest';
import { act } from '@testing-library/react';
import type { HubEvents, HubTarget, SellerNotification } from '../../../contract';
import { hubClient } from '../../../src/realtime/hubClient';
import { dispatchHubEvent } from '../../../src/realtime/hubEvents';
import type { HubStartOptions, HubState } from '../../../src/realtime/hubTypes';

export { renderShell } from '../shell/shellHarness';
export { page, stubOrdersApi, type ApiCall } from '../orders/ordersHarness';

interface FakeSession {
  options: HubStartOptions;
  stopped: boolean;
}

const realLoad = hubClient.load;
afterEach(() => {
  hubClient.load = realLoad;
});

/**
 * Replaces the SignalR client with a fake the test drives: the shell starts it as it would the
 * real one; `open` plays a (re)connect (the shell registers), `setState` a drop, `emit` an event.
 */
export function fakeHub() {
  const sessions: FakeSession[] = [];
  hubClient.load = () =>
    Promise.resolve((options: HubStartOptions) => {
      const session: FakeSession = { options, stopped: false };
      sessions.push(session);
      return {
        stop: () => {
          session.stopped = true;
          return Promise.resolve();
        },
      };
    });
  const current = (): FakeSession => {
    const session = sessions.at(-1);
    if (!session) throw new Error('the shell has not started the hub');
    return session;
  };
  return {
    sessions,
    current,
    setState(state: HubState) {
      act(() => current().options.onState(state));
    },
    async open(connectionId = 'conn-1', reconnect = false) {
      await act(async () => {
        await current().options.onOpen(connectionId, reconnect);
        current().options.onState('connected');
      });
    },
    emit<T extends HubTarget>(target: T, payload: HubEvents[T]) {
      act(() => dispatchHubEvent(target, payload));
    },
  };
}

export function notification(overrides: Partial<SellerNotification> = {}): SellerNotification {
  return {
    id: 1,
    kind: 'order',
    title: 'Новый заказ № 61',
    text: 'Покупатель оформил заказ на 381 336,95 руб.',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    isRead: false,
    link: '/orders/61',
    ...overrides,
  };
}

/** A GetNotifications reply. */
export const notificationPage = (results: SellerNotification[], unreadCount: number, pageCount = 1) => ({
  results,
  pageCount,
  rowCount: results.length,
  unreadCount,
});
