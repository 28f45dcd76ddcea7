import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/demoAccounts.js';
import { seedDatabase } from '../server/db/seed.js';

const SCALE = 100;
const REQUESTS = 200;
const STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 10, 21, 22, 23, 24];
const COLUMNS = ['creationDate', 'totalAmount'] as const;

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

const dayIso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Wholesale list at 100,000 orders: builds the server in-process on a temporary SQLite file seeded
 * with SEED_SCALE=100, then times 200 `Order/GetAllOrdersByFilter` injects (status filter + date
 * range + sort by creationDate or totalAmount, varying page). The time is the inject round trip:
 * routing, auth, validation, the overdue sweep, both queries and JSON; there is no network.
 */
export async function benchOrders(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'seller-bench-orders-'));
  const app = await buildApp({
    dbFile: path.join(dir, 'market.sqlite'),
    dataDir: dir,
    distDir: path.join(dir, 'no-dist'),
  });
  try {
    const now = Date.now();
    const seedStart = performance.now();
    seedDatabase(app.ctx.db, { now, scale: SCALE });
    const seedMs = performance.now() - seedStart;
    const orders = app.ctx.db.prepare('SELECT COUNT(*) FROM wholesale_orders').pluck().get() as number;

    const login = await app.inject({
      method: 'POST',
      url: '/seller/api/Auth/Login',
      payload: { email: DEMO_ACCOUNTS.seller, password: DEMO_PASSWORD, isRememberMe: false },
    });
    const token = login.json<{ data: { accessToken: string } }>().data.accessToken;

    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < REQUESTS + 10; i++) {
      const daysBack = 30 + (i % 6) * 60;
      const body = {
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
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/seller/api/Order/GetAllOrdersByFilter',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      const elapsed = performance.now() - start;
      const reply = response.json<{ status: number; data: { rowCount: number } }>();
      if (reply.status !== 1) throw new Error(`GetAllOrdersByFilter failed: ${response.body}`);
      if (i >= 10) {
        times.push(elapsed); // the first 10 warm the statement cache and are not counted
        rows += reply.data.rowCount;
      }
    }
    times.sort((a, b) => a - b);
    console.log(`Orders bench: ${orders.toLocaleString('en')} wholesale orders (SEED_SCALE=${SCALE})`);
    console.log(`  seeding:                ${(seedMs / 1000).toFixed(1)} s`);
    console.log(
      `  GetAllOrdersByFilter:   median ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms ` +
        `(${REQUESTS} requests, mean rowCount ${Math.round(rows / REQUESTS)})`,
    );
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
