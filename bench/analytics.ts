import { dayIso, quantile, timeInjects, withSeededApp, type SeededApp } from './app.js';

const SCALE = 100;
const REQUESTS = 50;
const WARM_UP = 5;
const DAY_MS = 86_400_000;

const GETS = [
  'GetAnalyticsOfSales',
  'GetAnalyticsOfRetailOrders',
  'GetAnalyticsOfWholesaleOrders',
  'GetOrderRequests',
  'GetAnalyticsOfTender',
  'GetAnalyticsOfBuyers',
  'GetAnalyticsOfProducts',
  'GetAnalyticsPerProductType',
  'GetOrderFunnel',
] as const;

const PRODUCT_SORTS = ['revenue', 'quantitySold', 'ordersCount', 'productName', 'stock'] as const;
const CATEGORY_SORTS = ['revenue', 'quantitySold', 'productsCount', 'categoryName'] as const;

/** A year ending `i % 7` days before today (Moscow days as the seeded clock sees them). */
const yearRange = (now: number, i: number) => ({
  from: dayIso(now - (365 + (i % 7)) * DAY_MS),
  to: dayIso(now - (i % 7) * DAY_MS),
});

async function timeGets(seeded: SeededApp, name: string): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + WARM_UP; i++) {
    const { from, to } = yearRange(seeded.now, i);
    const start = performance.now();
    const response = await seeded.app.inject({
      method: 'GET',
      url: `/seller/api/Analytics/${name}?DateFrom=${from}&DateTo=${to}`,
      headers: { authorization: `Bearer ${seeded.token}` },
    });
    const elapsed = performance.now() - start;
    if (response.json<{ status: number }>().status !== 1) throw new Error(`${name} failed: ${response.body}`);
    if (i >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

const line = (label: string, t: { median: number; p95: number }): string =>
  `  ${label.padEnd(30)} median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms`;

/**
 * Analytics at 100,000 wholesale (150,000 retail) orders over a year for the demo seller
 * (SEED_SCALE=100, the daily totals kept by the triggers of migration 016 while seeding): times
 * each GET over a year range and the two list calls (every sort, both directions, pages 1..5,
 * a search on every third call). The time is the inject round trip (routing, auth, validation,
 * the queries and JSON); no network.
 */
export async function benchAnalytics(): Promise<void> {
  await withSeededApp('analytics', SCALE, async (seeded) => {
    console.log(
      `Analytics bench: ${seeded.count('wholesale_orders').toLocaleString('en')} wholesale, ` +
        `${seeded.count('retail_orders').toLocaleString('en')} retail orders (SEED_SCALE=${SCALE})`,
    );
    console.log(`  seeding:                       ${(seeded.seedMs / 1000).toFixed(1)} s`);
    for (const name of GETS) console.log(line(name, await timeGets(seeded, name)));
    const bodies = <F extends string>(fields: readonly F[]) =>
      Array.from({ length: REQUESTS + WARM_UP }, (_, i) => {
        const { from, to } = yearRange(seeded.now, i);
        return {
          dateFrom: from,
          dateTo: to,
          sort: { field: fields[i % fields.length], order: i % 2 === 0 ? 'DESC' : 'ASC' },
          search: i % 3 === 0 ? 'партия 1' : null,
          pagination: { page: 1 + (i % 5), pageSize: 10 },
        };
      });
    const rowCount = (data: Record<string, unknown>) => data.rowCount as number;
    const products = await timeInjects(seeded, '/seller/api/Analytics/GetProducts', bodies(PRODUCT_SORTS), rowCount, WARM_UP);
    console.log(`${line('GetProducts', products)} (mean rowCount ${products.meanRows})`);
    const categories = await timeInjects(seeded, '/seller/api/Analytics/GetCategories', bodies(CATEGORY_SORTS), rowCount, WARM_UP);
    console.log(`${line('GetCategories', categories)} (mean rowCount ${categories.meanRows})`);
  });
}
