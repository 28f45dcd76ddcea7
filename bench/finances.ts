import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/demoAccounts.js';
import { seedDatabase } from '../server/db/seed.js';

const SCALE = 100;
const REQUESTS = 200;
const WARM_UP = 10;
const DAY_MS = 86_400_000;

const STATUSES = [null, 2, 100, 5, 7, 1, 21, 24, 4, null, 6] as const;
const RETAIL_STATUSES = [null, 2, 4, 5, 7, 1, 15, 6, 3, null, 16] as const;
const SAFE_DEALS = [null, 1, 2, null, 3, 4, null] as const;
const BUYERS = [null, null, 'ооо', null, 'иван', null, 'ип', null, 'ТОРГ'] as const;
const RANGES_DAYS = [null, 30, 90, null, 180, 365, 60] as const;

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

const dayIso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

interface Timing {
  median: number;
  p95: number;
  meanRows: number;
}

async function time(
  app: FastifyInstance,
  token: string,
  url: string,
  bodies: readonly Record<string, unknown>[],
  rowCountOf: (data: Record<string, unknown>) => number,
): Promise<Timing> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < bodies.length; i++) {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: bodies[i],
    });
    const elapsed = performance.now() - start;
    const reply = response.json<{ status: number; data: Record<string, unknown> }>();
    if (reply.status !== 1) throw new Error(`${url} failed: ${response.body}`);
    if (i >= WARM_UP) {
      times.push(elapsed); // the first calls warm the statement cache and are not counted
      rows += rowCountOf(reply.data);
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    meanRows: Math.round(rows / times.length),
  };
}

const line = (label: string, t: Timing, count: number): string =>
  `  ${label.padEnd(34)} median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms ` +
  `(${count} requests, mean rowCount ${t.meanRows.toLocaleString('en')})`;

/**
 * Finances at 100,000 wholesale (150,000 retail) orders: builds the server in-process on a
 * temporary SQLite file seeded with SEED_SCALE=100 and times `Finances/GetOrderFinances` injects
 * (summary + one page): 200 filtered calls varying the order status (incl. 100), the safe-deal
 * status, the buyer-name substring, the creation range, the sort column (every contract column,
 * both directions) and the page; then 200 unfiltered first pages (id descending, the screen's
 * default), and the retail list and totals with the same filters. The time is the inject round
 * trip: routing, auth, validation, the overdue sweep, the queries and JSON; no network.
 */
export async function benchFinances(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'seller-bench-finances-'));
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
    const retail = app.ctx.db.prepare('SELECT COUNT(*) FROM retail_orders').pluck().get() as number;

    const login = await app.inject({
      method: 'POST',
      url: '/seller/api/Auth/Login',
      payload: { email: DEMO_ACCOUNTS.seller, password: DEMO_PASSWORD, isRememberMe: false },
    });
    const token = login.json<{ data: { accessToken: string } }>().data.accessToken;

    const brand = app.ctx.brand;
    const safeDealKey = `${brand}SafeDealStatusId`;
    const columns = [
      'id',
      'orderId',
      'invoiceNumber',
      'orderCreationDate',
      'buyerName',
      'totalAmountForTheOrderFromBuyer',
      `${brand}Percentage`,
      'ndsPrice',
      'paymentToTheSeller',
      'orderStatusId',
      safeDealKey,
    ];
    const filtered = (i: number, retailCall: boolean) => {
      const days = pick(RANGES_DAYS, i);
      return {
        sellerId: null,
        orderId: null,
        orderStatusId: pick(retailCall ? RETAIL_STATUSES : STATUSES, i),
        buyerName: pick(BUYERS, i),
        [safeDealKey]: pick(SAFE_DEALS, i),
        orderCreationDateFrom: days === null ? null : dayIso(now - days * DAY_MS),
        orderCreationDateTo: days === null ? null : dayIso(now),
        column: pick(columns, i),
        sortByAscending: i % 2 === 0,
        pagination: { page: 1 + (i % 10), pageSize: 10 },
      };
    };
    const unfiltered = {
      sellerId: null,
      orderId: null,
      orderStatusId: null,
      buyerName: null,
      [safeDealKey]: null,
      orderCreationDateFrom: null,
      orderCreationDateTo: null,
      column: 'id',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 10 },
    };
    const count = REQUESTS + WARM_UP;
    const wholesaleRows = (data: Record<string, unknown>) =>
      (data[`${brand}SafeDealWholesaleOrders`] as { rowCount: number }).rowCount;
    const retailRows = (data: Record<string, unknown>) => data.rowCount as number;
    const totalsRows = (data: Record<string, unknown>) => data.ordersCount as number;

    const wholesale = await time(
      app,
      token,
      '/seller/api/Finances/GetOrderFinances',
      Array.from({ length: count }, (_, i) => filtered(i, false)),
      wholesaleRows,
    );
    const first = await time(
      app,
      token,
      '/seller/api/Finances/GetOrderFinances',
      Array.from({ length: count }, () => unfiltered),
      wholesaleRows,
    );
    const retailList = await time(
      app,
      token,
      '/seller/api/Finances/RetailOrderFinances',
      Array.from({ length: count }, (_, i) => filtered(i, true)),
      retailRows,
    );
    const retailTotals = await time(
      app,
      token,
      '/seller/api/Finances/RetailOrderFinancesTotals',
      Array.from({ length: count }, (_, i) => filtered(i, true)),
      totalsRows,
    );

    console.log(
      `Finances bench: ${orders.toLocaleString('en')} wholesale and ${retail.toLocaleString('en')} retail orders (SEED_SCALE=${SCALE})`,
    );
    console.log(`  seeding:                           ${(seedMs / 1000).toFixed(1)} s`);
    console.log(line('GetOrderFinances filtered+sorted:', wholesale, REQUESTS));
    console.log(line('GetOrderFinances unfiltered p.1:', first, REQUESTS));
    console.log(line('RetailOrderFinances filtered:', retailList, REQUESTS));
    console.log(line('RetailOrderFinancesTotals filtered:', retailTotals, REQUESTS));
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
