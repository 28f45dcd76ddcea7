import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { MarketType } from '../../contract';
import type { HubEvents } from '../api/realtimeDecoders';
import { DASHBOARD_CHARTS_RESOURCE } from '../dataProvider/resources/dashboardCharts';
import { ORDERS_RESOURCE } from '../dataProvider/resources/orders';
import { RETAIL_ORDERS_RESOURCE } from '../dataProvider/resources/retailOrders';
import { useHubEvent } from './hubEvents';

/** `OrderStatusChanged` as decoded. */
type OrderStatusChangedEvent = HubEvents['OrderStatusChanged'];

/** The react-admin resource whose records an `OrderStatusChanged` of a market names. */
export const ORDER_RESOURCE_OF: Record<MarketType, string> = {
  1: ORDERS_RESOURCE,
  2: RETAIL_ORDERS_RESOURCE,
};

/**
 * The dashboard's figures (src/layout/ShellCounters.tsx keys) and its charts (sales of completed
 * orders, the funnel by status), which all count orders by status.
 */
const DASHBOARD_KEYS: readonly QueryKey[] = [
  ['shell', 'dashboardStatistics'],
  ['shell', 'dashboardInfo'],
  [DASHBOARD_CHARTS_RESOURCE],
];

const rowsOf = (data: unknown): unknown[] => {
  const rows = (data as { data?: unknown } | undefined)?.data;
  return Array.isArray(rows) ? rows : [];
};

const idOf = (row: unknown): string => String((row as { id?: unknown } | null)?.id);

/**
 * Whether a cached react-admin query shows the order: a `getOne` of its id, or a `getList` page
 * (keys `[resource, method, params]`, ra-core's) whose rows hold it.
 */
export function showsOrder(
  query: Pick<Query, 'queryKey'> & { state: { data: unknown } },
  event: OrderStatusChangedEvent,
): boolean {
  const [resource, method, params] = query.queryKey;
  // An event without its market or order cannot name a query; the dashboard still refreshes.
  if (event.marketType === null || event.orderId === null) return false;
  if (resource !== ORDER_RESOURCE_OF[event.marketType]) return false;
  const orderId = String(event.orderId);
  if (method === 'getOne') return idOf(params) === orderId;
  if (method === 'getList') return rowsOf(query.state.data).some((row) => idOf(row) === orderId);
  return false;
}

/**
 * Refetches what shows the order, in place: react-query keeps the old rows on screen until the
 * new ones arrive, so a list neither empties nor loses its scroll. Queries no screen uses are
 * only marked stale.
 */
export async function refreshOrderQueries(
  queryClient: QueryClient,
  event: OrderStatusChangedEvent,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => showsOrder(query, event) }),
    ...DASHBOARD_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** Open lists and order pages refresh when the hub says one of their orders changed status. */
export function useOrderStatusRefresh(): void {
  const queryClient = useQueryClient();
  useHubEvent('OrderStatusChanged', (event) => void refreshOrderQueries(queryClient, event));
}
