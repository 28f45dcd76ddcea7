import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { notificationFilterBody, notificationSettingsBody } from '../../src/api/notificationsPayloads';
import { liveEffectOf } from '../../src/realtime/liveEffects';
import { registerLiveList, rowFitsList } from '../../src/realtime/liveLists';
import { applyLiveEffect, showsRecord } from '../../src/realtime/liveRefresh';
import { MAX_RECONNECT_DELAY_MS, reconnectDelayMs } from '../../src/realtime/retryPolicy';
import { relativeTime } from '../../src/realtime/relativeTime';
import { internalLink } from '../../src/realtime/notificationFeed';

const wholesale71 = { orderId: 71, marketType: 1, statusId: 4 } as const;
const order71 = { resource: 'orders', id: 71 };
const query = (queryKey: unknown[], data: unknown = undefined) => ({ queryKey, state: { data } });
const listOf = (...ids: number[]) => ({ data: ids.map((id) => ({ id })), total: ids.length });

describe('the live refresh rule', () => {
  it('matches a getOne of the id, a list page holding it and our queries keyed by it, of its resource only', () => {
    expect(showsRecord(query(['orders', 'getOne', { id: '71', meta: { view: 'detail' } }]), order71)).toBe(
      true,
    );
    expect(showsRecord(query(['orders', 'getOne', { id: '7' }]), order71)).toBe(false);
    expect(showsRecord(query(['orders', 'getList', {}], listOf(70, 71, 72)), order71)).toBe(true);
    expect(showsRecord(query(['orders', 'getList', {}], listOf(70, 72)), order71)).toBe(false);
    expect(showsRecord(query(['orders', 'getList', {}]), order71)).toBe(false);
    expect(showsRecord(query(['retail-orders', 'getList', {}], listOf(71)), order71)).toBe(false);
    expect(showsRecord(query(['orders', 'review', 71]), order71)).toBe(true);
    expect(showsRecord(query(['orders', 'review', 72]), order71)).toBe(false);
    expect(showsRecord(query(['settings', 'getStore']), { resource: 'settings', id: null })).toBe(true);
  });

  it('reads each event as the rows it brings and the records it changes', () => {
    expect(liveEffectOf('OrderStatusChanged', wholesale71)).toEqual({ created: null, changed: [order71] });
    expect(liveEffectOf('OrderCreated', { orderId: 9, marketType: 2, statusId: 2 })).toEqual({
      created: { resource: 'retail-orders', id: 9 },
      changed: [],
    });
    expect(liveEffectOf('DisputeOpened', { disputeId: 5, marketType: 2, orderId: 9 })).toEqual({
      created: { resource: 'disputes', id: 5, scope: { isRetail: true } },
      changed: [{ resource: 'retail-orders', id: 9 }],
    });
    expect(
      liveEffectOf('TenderResult', { tenderId: 3, proposalId: 8, result: 'won', statusId: 2 }).changed,
    ).toEqual([
      { resource: 'tender-proposals', id: 8 },
      { resource: 'tenders', id: 3 },
    ]);
    // An event without the ids it should carry changes no record (the counters still refresh).
    expect(liveEffectOf('OrderCreated', { orderId: 9, marketType: null, statusId: null })).toEqual({
      created: null,
      changed: [],
    });
    expect(
      liveEffectOf('DisputeChanged', {
        disputeId: null,
        marketType: 1,
        orderId: 4,
        change: null,
        statusId: null,
      }),
    ).toEqual({ created: null, changed: [{ resource: 'orders', id: 4 }] });
  });

  it('offers a new row to the open lists of its resource and market only', () => {
    const wholesale = {
      resource: 'disputes',
      permanentFilter: { isRetail: false },
      receive: () => undefined,
    };
    const row = { resource: 'disputes', id: 5, scope: { isRetail: true } };
    expect(rowFitsList(row, wholesale)).toBe(false);
    expect(rowFitsList(row, { ...wholesale, permanentFilter: { isRetail: true } })).toBe(true);
    expect(rowFitsList(row, { ...wholesale, permanentFilter: undefined })).toBe(true);
    expect(rowFitsList({ ...row, resource: 'orders' }, { ...wholesale, permanentFilter: undefined })).toBe(
      false,
    );
  });

  it('invalidates exactly the changed records, the dashboard figures and charts; hands the new row to lists', async () => {
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
    const received: (number | null)[] = [];
    const unregister = registerLiveList({
      resource: 'retail-orders',
      permanentFilter: undefined,
      receive: (id) => received.push(id),
    });
    await applyLiveEffect(client, { created: { resource: 'retail-orders', id: 99 }, changed: [order71] });
    unregister();
    await applyLiveEffect(client, { created: { resource: 'retail-orders', id: 100 }, changed: [] });
    expect(received).toEqual([99]);
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
    expect(relativeTime('2026-11-24T09:00:00Z', now)).toBe('24.11.2026 12:00 МСК');
  });

  it('follows only links inside the back office', () => {
    expect(internalLink('/orders/12')).toBe('/orders/12');
    expect(internalLink('//evil.example/x')).toBeNull();
    expect(internalLink('https://evil.example')).toBeNull();
    expect(internalLink('javascript:alert(1)')).toBeNull();
    expect(internalLink(null)).toBeNull();
  });
});
