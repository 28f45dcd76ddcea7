import type { Db } from '../server/db/query.js';
import { Random } from '../server/db/seeds/random.js';
import { RETAIL_RULES, WHOLESALE_RULES } from '../server/services/analyticsRules.js';
import { dayIso, quantile, timeInjects, withSeededApp, type SeededApp } from './app.js';

/** The demo data set, plus a year of orders for the demo seller (`seedYear`). */
const SCALE = 0;
const WHOLESALE_ORDERS = 40_000;
const RETAIL_ORDERS = 60_000;
const PRODUCTS = 5_000;
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
 * A year of orders for the demo seller: 40,000 wholesale and 60,000 retail orders spread evenly
 * over the last 365 days, one or two lines each over 5,000 new products, every status of both
 * markets, a shipped history entry where the status says so. Written row by row through the
 * order tables, so the triggers of migration 016 keep the daily totals as in production.
 * (SEED_SCALE=100 seeds the same order count but takes many minutes on a shared machine.)
 */
function seedYear(db: Db, sellerId: number, storeId: number, now: number): void {
  const rng = new Random(16);
  const buyers = db
    .prepare('SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM sellers)')
    .pluck()
    .all() as number[];
  const addProduct = db.prepare(
    `INSERT INTO products (store_id, product_name, product_type_id, created_at, total_quantity, name_key, search_name)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const created = new Date(now - 400 * DAY_MS).toISOString();
  const products: number[] = [];
  for (let i = 1; i <= PRODUCTS; i++) {
    const name = `Товар для аналитики (партия ${i})`;
    products.push(
      Number(
        addProduct.run(storeId, name, 1 + (i % 2), created, i % 40, name.toLowerCase(), name.toLowerCase())
          .lastInsertRowid,
      ),
    );
  }
  const markets = [
    {
      rules: WHOLESALE_RULES,
      count: WHOLESALE_ORDERS,
      line: `INSERT INTO wholesale_order_products (order_id, product_id, product_name, quantity, measure_unit, price_for_one, amount) VALUES (?, ?, 'Товар', ?, 'шт', ?, ?)`,
    },
    {
      rules: RETAIL_RULES,
      count: RETAIL_ORDERS,
      line: `INSERT INTO retail_order_products (order_id, product_id, product_name, search_name, quantity, price, amount) VALUES (?, ?, 'Товар', 'товар', ?, ?, ?)`,
    },
  ];
  for (const { rules, count, line } of markets) {
    const addOrder = db.prepare(
      `INSERT INTO ${rules.orders} (seller_id, buyer_id, status_id, total_amount, created_at) VALUES (?, ?, ?, ?, ?)`,
    );
    const addLine = db.prepare(line);
    const addHistory = db.prepare(
      `INSERT INTO ${rules.history} (order_id, status_id, created_at) VALUES (?, ?, ?)`,
    );
    for (let i = 0; i < count; i++) {
      const at = now - Math.floor((i / count) * 365 * DAY_MS) - rng.int(0, 3_600_000);
      const status = rng.pick(rules.statuses);
      const lines = Array.from({ length: rng.int(1, 2) }, () => ({
        product: rng.pick(products),
        quantity: rng.int(1, 20),
        price: rng.int(100, 5000),
      }));
      const total = lines.reduce((n, l) => n + l.quantity * l.price, 0);
      const id = Number(
        addOrder.run(sellerId, rng.pick(buyers), status, total, new Date(at).toISOString()).lastInsertRowid,
      );
      for (const l of lines) addLine.run(id, l.product, l.quantity, l.price, l.quantity * l.price);
      if (rules.shipped.includes(status))
        addHistory.run(id, status, new Date(at + rng.int(2, 96) * 3_600_000).toISOString());
    }
  }
}

/**
 * Analytics at 100,000 orders over a year for the demo seller (see seedYear; the daily totals
 * kept by the triggers of migration 016 while seeding): times
 * each GET over a year range and the two list calls (every sort, both directions, pages 1..5,
 * a search on every third call). The time is the inject round trip (routing, auth, validation,
 * the queries and JSON); no network.
 */
export async function benchAnalytics(): Promise<void> {
  await withSeededApp('analytics', SCALE, async (seeded) => {
    const db = seeded.app.ctx.db;
    const demo = db
      .prepare(
        'SELECT s.id AS sellerId, st.id AS storeId FROM sellers s JOIN stores st ON st.seller_id = s.id ORDER BY s.id LIMIT 1',
      )
      .get() as { sellerId: number; storeId: number };
    const start = performance.now();
    db.transaction(() => seedYear(db, demo.sellerId, demo.storeId, seeded.now))();
    const yearMs = performance.now() - start;
    console.log(
      `Analytics bench: ${seeded.count('wholesale_orders').toLocaleString('en')} wholesale, ` +
        `${seeded.count('retail_orders').toLocaleString('en')} retail orders (SEED_SCALE=${SCALE})`,
    );
    console.log(
      `  seeding:                       ${(seeded.seedMs / 1000).toFixed(1)} s demo + ${(yearMs / 1000).toFixed(1)} s the year`,
    );
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
    const products = await timeInjects(
      seeded,
      '/seller/api/Analytics/GetProducts',
      bodies(PRODUCT_SORTS),
      rowCount,
      WARM_UP,
    );
    console.log(`${line('GetProducts', products)} (mean rowCount ${products.meanRows})`);
    const categories = await timeInjects(
      seeded,
      '/seller/api/Analytics/GetCategories',
      bodies(CATEGORY_SORTS),
      rowCount,
      WARM_UP,
    );
    console.log(`${line('GetCategories', categories)} (mean rowCount ${categories.meanRows})`);
  });
}
