import { dayIso, timeInjects, withSeededApp, type SeededApp, type Timing } from './app.js';

const SCALE = 100;
const REQUESTS = 200;
const WARM_UP = 10;
const DAY_MS = 86_400_000;

const STATUSES = [null, 2, 100, 5, 7, 1, 21, 24, 4, null, 6] as const;
const RETAIL_STATUSES = [null, 2, 4, 5, 7, 1, 15, 6, 3, null, 16] as const;
const SAFE_DEALS = [null, 1, 2, null, 3, 4, null] as const;
const BUYERS = [null, null, 'ооо', null, 'иван', null, 'ип', null, 'ТОРГ'] as const;
const RANGES_DAYS = [null, 30, 90, null, 180, 365, 60] as const;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

const time = (
  seeded: SeededApp,
  url: string,
  bodies: readonly Record<string, unknown>[],
  rowCountOf: (data: Record<string, unknown>) => number,
): Promise<Timing> => timeInjects(seeded, url, bodies, rowCountOf, WARM_UP);

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
  await withSeededApp('finances', SCALE, async (seeded) => {
    const { app, now, seedMs } = seeded;
    const orders = seeded.count('wholesale_orders');
    const retail = seeded.count('retail_orders');

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
      seeded,
      '/seller/api/Finances/GetOrderFinances',
      Array.from({ length: count }, (_, i) => filtered(i, false)),
      wholesaleRows,
    );
    const first = await time(
      seeded,
      '/seller/api/Finances/GetOrderFinances',
      Array.from({ length: count }, () => unfiltered),
      wholesaleRows,
    );
    const retailList = await time(
      seeded,
      '/seller/api/Finances/RetailOrderFinances',
      Array.from({ length: count }, (_, i) => filtered(i, true)),
      retailRows,
    );
    const retailTotals = await time(
      seeded,
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
  });
}
