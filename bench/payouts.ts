import { loadavg } from 'node:os';
import { addDaysToDay, moscowDayOf } from '../rules/index.js';
import { payReleased } from '../server/services/payouts.js';
import { payoutExportSchedule } from '../server/services/payoutsExport.js';
import { loadText, quantile, timeInjects, withSeededApp, type SeededApp, type Timing } from './app.js';

const SCALE = 100;
const REQUESTS = 100;
const WARM_UP = 5;
/** Console payouts timed at the seeded clock, each rolled back so that every one pays the same orders. */
const PAYOUT_RUNS = 20;
/** The export's reading (every order of the period) in-process, and the whole file by inject. */
const EXPORT_READS = 20;
const EXPORT_FILES = 5;
const DAY_MS = 86_400_000;
/** Payouts made before the timing, days before the seeded clock: a history to page. */
const PAYOUT_DAYS_AGO = [28, 21, 14, 7];

const line = (label: string, t: Timing, count: number, unit = 'count'): string =>
  `  ${label.padEnd(34)} median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms ` +
  `(${count} runs, mean ${unit} ${t.meanRows.toLocaleString('en')}; ${loadText(t)})`;

const period = (now: number, back: number, ahead: number) => {
  const today = moscowDayOf(now);
  return { dateFrom: addDaysToDay(today, -back) ?? today, dateTo: addDaysToDay(today, ahead) ?? today };
};

const scheduleOrders = (data: Record<string, unknown>): number =>
  (data.days as { ordersCount: number }[]).reduce((sum, day) => sum + day.ordersCount, 0);

/** Times `run` (which returns a count) `runs` times after one warm-up run. */
async function timeRuns(runs: number, run: () => number | Promise<number>): Promise<Timing> {
  await run();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    rows += await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    meanRows: Math.round(rows / runs),
    load: loadavg(),
  };
}

/** The console's payout at `now`, rolled back: the orders it paid. */
function payAndRollBack(seeded: SeededApp, sellerId: number): number {
  const { db } = seeded.app.ctx;
  db.exec('BEGIN');
  try {
    const payoutId = payReleased(db, sellerId, seeded.now);
    return payoutId === null
      ? 0
      : (db.prepare('SELECT orders_count FROM seller_payouts WHERE id = ?').pluck().get(payoutId) as number);
  } finally {
    db.exec('ROLLBACK');
  }
}

/** One GET of the export file; its size in bytes. */
async function exportFile(seeded: SeededApp, format: 'xlsx' | 'csv', dates: ReturnType<typeof period>) {
  const response = await seeded.app.inject({
    method: 'GET',
    url: `/seller/api/Finances/PayoutsExport?format=${format}&dateFrom=${dates.dateFrom}&dateTo=${dates.dateTo}`,
    headers: { authorization: `Bearer ${seeded.token}` },
  });
  if (
    response.statusCode !== 200 ||
    !String(response.headers['content-type']).includes(format === 'csv' ? 'csv' : 'sheet')
  )
    throw new Error(`PayoutsExport ${format} failed: ${response.body.slice(0, 300)}`);
  return response.rawPayload.length;
}

/**
 * Payouts at 100,000 wholesale (150,000 retail) orders: builds the server in-process on a
 * temporary SQLite file seeded with SEED_SCALE=100, lets the console pay the demo seller four
 * times (28, 21, 14 and 7 days before the seeded clock), then times the console's payout at the
 * seeded clock (rolled back each time), `Finances/GetPayoutSchedule` injects of the page's default
 * period (30 days back, 14 ahead) and of a year, `Finances/GetPayouts` (the history's first page),
 * and the export of the default period: its reading in-process and the `.csv` / `.xlsx` files.
 */
export async function benchPayouts(): Promise<void> {
  await withSeededApp('payouts', SCALE, async (seeded) => {
    const { app, now, seedMs } = seeded;
    const { db } = app.ctx;
    const sellerId = (
      db
        .prepare(
          "SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = 'seller@demo.ru'",
        )
        .get() as { id: number }
    ).id;
    const firstPayouts = PAYOUT_DAYS_AGO.map((days) => {
      const start = performance.now();
      const payoutId = payReleased(db, sellerId, now - days * DAY_MS);
      const ms = performance.now() - start;
      const count = db.prepare('SELECT orders_count FROM seller_payouts WHERE id = ?').pluck().get(payoutId);
      return `${ms.toFixed(0)} ms (${Number(count).toLocaleString('en')} orders)`;
    });
    const payout = await timeRuns(PAYOUT_RUNS, () => payAndRollBack(seeded, sellerId));

    const count = REQUESTS + WARM_UP;
    const url = '/seller/api/Finances/GetPayoutSchedule';
    const standard = period(now, 30, 14);
    const year = period(now, 351, 14);
    const defaultPeriod = await timeInjects(
      seeded,
      url,
      Array(count).fill(standard),
      scheduleOrders,
      WARM_UP,
    );
    const yearPeriod = await timeInjects(seeded, url, Array(count).fill(year), scheduleOrders, WARM_UP);
    const history = await timeInjects(
      seeded,
      '/seller/api/Finances/GetPayouts',
      Array(count).fill({ pagination: { page: 1, pageSize: 12 } }),
      (data) => (data.results as unknown[]).length,
      WARM_UP,
    );
    const exportRead = await timeRuns(EXPORT_READS, () =>
      payoutExportSchedule(db, sellerId, now, standard.dateFrom, standard.dateTo).days.reduce(
        (sum, day) => sum + day.orders.length,
        0,
      ),
    );
    const csv = await timeRuns(EXPORT_FILES, () => exportFile(seeded, 'csv', standard));
    const xlsx = await timeRuns(EXPORT_FILES, () => exportFile(seeded, 'xlsx', standard));

    console.log(
      `Payouts bench: ${seeded.count('wholesale_orders').toLocaleString('en')} wholesale and ` +
        `${seeded.count('retail_orders').toLocaleString('en')} retail orders (SEED_SCALE=${SCALE}), ` +
        `${seeded.count('seller_payout_orders').toLocaleString('en')} orders paid in ${PAYOUT_DAYS_AGO.length} payouts`,
    );
    console.log(`  seeding:                           ${(seedMs / 1000).toFixed(1)} s`);
    console.log(
      `  the ${PAYOUT_DAYS_AGO.length} payouts (${PAYOUT_DAYS_AGO.join(', ')} days back): ${firstPayouts.join(', ')}`,
    );
    console.log(line('console payout now (rolled back):', payout, PAYOUT_RUNS, 'orders paid'));
    console.log(line('GetPayoutSchedule 45 days:', defaultPeriod, REQUESTS));
    console.log(line('GetPayoutSchedule 366 days:', yearPeriod, REQUESTS));
    console.log(line('GetPayouts page 1 of 12:', history, REQUESTS));
    console.log(line('export 45 days, reading:', exportRead, EXPORT_READS, 'orders'));
    console.log(line('PayoutsExport 45 days .csv:', csv, EXPORT_FILES, 'bytes'));
    console.log(line('PayoutsExport 45 days .xlsx:', xlsx, EXPORT_FILES, 'bytes'));
  });
}
