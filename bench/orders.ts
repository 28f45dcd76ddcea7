import { dayIso, loadText, timeInjects, withSeededApp } from './app.js';

const SCALE = 100;
const REQUESTS = 200;
const WARM_UP = 10;
const STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 10, 21, 22, 23, 24];
const COLUMNS = ['creationDate', 'totalAmount'] as const;

/**
 * Wholesale list at 100,000 orders: builds the server in-process on a temporary SQLite file seeded
 * with SEED_SCALE=100, then times 200 `Order/GetAllOrdersByFilter` injects (status filter + date
 * range + sort by creationDate or totalAmount, varying page). The time is the inject round trip:
 * routing, auth, validation, the overdue sweep, both queries and JSON; there is no network.
 */
export async function benchOrders(): Promise<void> {
  await withSeededApp('orders', SCALE, async (seeded) => {
    const { now, seedMs } = seeded;
    const orders = seeded.count('wholesale_orders');
    const bodies = Array.from({ length: REQUESTS + WARM_UP }, (_, i) => {
      const daysBack = 30 + (i % 6) * 60;
      return {
        buyerId: null,
        sellerId: null,
        statusId: STATUSES[i % STATUSES.length],
        dateFrom: dayIso(now - daysBack * 86_400_000),
        dateTo: dayIso(now),
        pagination: { page: 1 + (i % 10), pageSize: 12 },
        shippingMethodId: null,
        column: COLUMNS[i % COLUMNS.length],
        sortByAscending: i % 3 === 0,
      };
    });
    const t = await timeInjects(
      seeded,
      '/seller/api/Order/GetAllOrdersByFilter',
      bodies,
      (data) => data.rowCount as number,
      WARM_UP,
    );
    console.log(`Orders bench: ${orders.toLocaleString('en')} wholesale orders (SEED_SCALE=${SCALE})`);
    console.log(`  seeding:                ${(seedMs / 1000).toFixed(1)} s`);
    console.log(
      `  GetAllOrdersByFilter:   median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms ` +
        `(${REQUESTS} requests, mean rowCount ${t.meanRows}; ${loadText(t)})`,
    );
  });
}
