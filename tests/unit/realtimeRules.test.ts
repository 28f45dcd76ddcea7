import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { notificationFilterBody, notificationSettingsBody } from '../../src/api/notificationsPayloads';
import { showsOrder, refreshOrderQueries } from '../../src/realtime/orderStatusRefresh';
import { MAX_RECONNECT_DELAY_MS, reconnectDelayMs } from '../../src/realtime/retryPolicy';
import { relativeTime } from '../../src/realtime/relativeTime';
import { internalLink } from '../../src/realtime/notificationFeed';

const wholesale71 = { orderId: 71, marketType: 1, statusId: 4 } as const;
const query = (queryKey: unknown[], data: unknown = undefined) => ({ queryKey, state: { data } });
const listOf = (...ids: number[]) => ({ data: ids.map((id) => ({ id })), total: ids.length });

describe('the order refresh rule', () => {
  it('matches a getOne of the id and a getList page holding it, of the event market only', () => {
    expect(showsOrder(query(['orders', 'getOne', { id: '71', meta: { view: 'detail' } }]), wholesale71)).toBe(
      true,
    );
    expect(showsOrder(query(['orders', 'getOne', { id: '7' }]), wholesale71)).toBe(false);
    expect(showsOrder(query(['orders', 'getList', {}], listOf(70, 71, 72)), wholesale71)).toBe(true);
    expect(showsOrder(query(['orders', 'getList', {}], listOf(70, 72)), wholesale71)).toBe(false);
    expect(showsOrder(query(['orders', 'getList', {}]), wholesale71)).toBe(false);
    expect(showsOrder(query(['retail-orders', 'getList', {}], listOf(71)), wholesale71)).toBe(false);
    expect(
      showsOrder(query(['retail-orders', 'getOne', { id: '71' }]), { ...wholesale71, marketType: 2 }),
    ).toBe(true);
    expect(showsOrder(query(['orders', 'review', 71]), wholesale71)).toBe(false);
  });

  it('invalidates exactly those queries, the dashboard figures and charts', async () => {
    const client = new QueryClient();
    const set = (key: unknown[], data: unknown) => client.setQueryData(key, data);
    set(['orders', 'getList', { page: 1 }], listOf(71, 72));
    set(['orders', 'getList', { page: 2 }], listOf(60));
    set(['orders', 'getOne', { id: '71' }], { id: 71 });
    set(['retail-orders', 'getOne', { id: '71' }], { id: 71 });
    set(['shell', 'dashboardStatistics', 42], {});
    set(['shell', 'dashboardInfo', 7], {});
    set(['dashboard-charts', 'getSales', 30], {});
    set(['dashboard-charts', 'getFunnel', 30], {});
    set(['notifications', 'feed'], {});
    await refreshOrderQueries(client, wholesale71);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => JSON.stringify(q.queryKey))
      .sort();
    expect(stale).toEqual(
      [
        ['orders', 'getList', { page: 1 }],
        ['orders', 'getOne', { id: '71' }],
        ['dashboard-charts', 'getSales', 30],
        ['dashboard-charts', 'getFunnel', 30],
        ['shell', 'dashboardInfo', 7],
        ['shell', 'dashboardStatistics', 42],
      ]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
  });
});

describe('the reconnect policy', () => {
  it('retries at once, then backs off to 10 s and never gives up', () => {
    expect([0, 1, 2, 3, 4, 50, 10_000].map(reconnectDelayMs)).toEqual([
      0, 1000, 2000, 5000, 10000, 10000, 10000,
    ]);
    expect(MAX_RECONNECT_DELAY_MS).toBe(10_000);
  });
});

describe('notification payloads', () => {
  it('builds the GetNotifications body from the URL filter and page', () => {
    expect(notificationFilterBody({ show: undefined, page: undefined, pageSize: undefined })).toEqual({
      onlyUnread: false,
      pagination: { page: 1, pageSize: 10 },
    });
    expect(notificationFilterBody({ show: 'unread', page: 3, pageSize: 10 })).toEqual({
      onlyUnread: true,
      pagination: { page: 3, pageSize: 10 },
    });
    expect(notificationFilterBody({ show: 'all', page: 2, pageSize: 25 }).onlyUnread).toBe(false);
  });

  it('sends every switchable kind as a boolean, never admin', () => {
    expect(notificationSettingsBody({ review: false, admin: false, extra: true })).toEqual({
      order: true,
      payment: true,
      request: true,
      tender: true,
      dispute: true,
      review: false,
      message: true,
    });
  });
});

describe('notification display', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('says how long ago within a day', () => {
    expect(relativeTime('2026-11-26T11:59:40Z', now)).toBe('только что');
    expect(relativeTime('2026-11-26T12:00:20Z', now)).toBe('только что');
    expect(relativeTime('2026-11-26T11:55:00Z', now)).toBe('5 мин. назад');
    expect(relativeTime('2026-11-26T09:00:00Z', now)).toBe('3 ч. назад');
    expect(relativeTime('2026-11-24T09:00:00Z', now)).toMatch(/^24\.11\.2026 \d\d:00$/);
  });

  it('follows only links inside the back office', () => {
    expect(internalLink('/orders/12')).toBe('/orders/12');
    expect(internalLink('//evil.example/x')).toBeNull();
    expect(internalLink('https://evil.example')).toBeNull();
    expect(internalLink('javascript:alert(1)')).toBeNull();
    expect(internalLink(null)).toBeNull();
  });
});
