import { addDaysToDay, moscowDayOf } from '../rules/index.js';
import { payReleased, sellerPayoutSchedule } from '../server/services/payouts.js';
import { loadText, quantile, timeInjects, withSeededApp, type SeededApp, type Timing } from './app.js';

const SCALE = 100;
const REQUESTS = 100;
const WARM_UP = 5;
/** The rule over every candidate order (the export's reading): slow, so a few runs. */
const RULE_RUNS = 3;
const DAY_MS = 86_400_000;
/** Payouts made before the timing, days before the seeded clock: a history to page. */
const PAYOUT_DAYS_AGO = [28, 21, 14, 7];

const line = (label: string, t: Timing, count: number): string =>
  `  ${label.padEnd(34)} median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms ` +
  `(${count} requests, mean count ${t.meanRows.toLocaleString('en')}; ${loadText(t)})`;

const period = (now: number, back: number, ahead: number) => {
  const today = moscowDayOf(now);
  return { dateFrom: addDaysToDay(today, -back), dateTo: addDaysToDay(today, ahead) };
};

const scheduleOrders = (data: Record<string, unknown>): number =>
  (data.days as { ordersCount: number }[]).reduce((sum, day) => sum + day.ordersCount, 0);

function timeRule(seeded: SeededApp, sellerId: number, from: string, to: string): number[] {
  const times: number[] = [];
  for (let i = 0; i < RULE_RUNS; i++) {
    const start = performance.now();
    sellerPayoutSchedule(seeded.app.ctx.db, sellerId, seeded.now, from, to);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Payouts at 100,000 wholesale (150,000 retail) orders: builds the server in-process on a
 * temporary SQLite file seeded with SEED_SCALE=100, lets the console pay the demo seller four
 * times (28, 21, 14 and 7 days before the seeded clock), then times `Finances/GetPayoutSchedule`
 * injects of the page's default period (30 days back, 14 ahead) and of a year, and
 * `Finances/GetPayouts` (the history's first page). For comparison it also times the rule over
 * every candidate order (the export's reading, the schedule's before migration 025) in-process.
 */
export async function benchPayouts(): Promise<void> {
  await withSeededApp('payouts', SCALE, async (seeded) => {
    const { app, now, seedMs } = seeded;
    const sellerId = (
      app.ctx.db
        .prepare(
          "SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = 'seller@demo.ru'",
        )
        .get() as { id: number }
    ).id;
    const payStart = performance.now();
    for (const days of PAYOUT_DAYS_AGO) payReleased(app.ctx.db, sellerId, now - days * DAY_MS);
    const payMs = (performance.now() - payStart) / PAYOUT_DAYS_AGO.length;

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
    const rule = timeRule(seeded, sellerId, standard.dateFrom ?? '', standard.dateTo ?? '');

    console.log(
      `Payouts bench: ${seeded.count('wholesale_orders').toLocaleString('en')} wholesale and ` +
        `${seeded.count('retail_orders').toLocaleString('en')} retail orders (SEED_SCALE=${SCALE}), ` +
        `${seeded.count('seller_payout_orders').toLocaleString('en')} orders paid in ${PAYOUT_DAYS_AGO.length} payouts`,
    );
    console.log(`  seeding:                           ${(seedMs / 1000).toFixed(1)} s`);
    console.log(`  console payout (every order read): ${(payMs / 1000).toFixed(2)} s each`);
    console.log(line('GetPayoutSchedule 45 days:', defaultPeriod, REQUESTS));
    console.log(line('GetPayoutSchedule 366 days:', yearPeriod, REQUESTS));
    console.log(line('GetPayouts page 1 of 12:', history, REQUESTS));
    console.log(
      `  the rule over every candidate, 45 days (export):  median ${quantile(rule, 0.5).toFixed(0)} ms, ` +
        `max ${(rule[rule.length - 1] ?? 0).toFixed(0)} ms (${RULE_RUNS} runs)`,
    );
  });
}
