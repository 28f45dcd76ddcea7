import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, migrations } from '../../server/db/migrations.js';
import { moscowDay } from '../../server/lib/time.js';
import { call, createTestServer, DEMO_ACCOUNTS } from './helpers.js';
import { sellerSession, type OrdersServer, type SellerSession, withOrdersServer } from './ordersHelpers.js';

/** Finances (docs/contract/finances.md): wholesale list + summary, retail list and totals. */

const SD = 'MarketSafeDealStatusId';
const PCT = 'MarketPercentage';
const COMMISSION = 'MarketComissionPrice';
const LIST = 'MarketSafeDealWholesaleOrders';

interface Row {
  orderId: number;
  invoiceNumber: string | null;
  orderCreationDate: string;
  buyerName: string;
  invoicePath: string;
  totalAmountForTheOrderFromBuyer: number;
  paymentToTheSeller: number | null;
  orderStatusId: number;
  ndsPrice: number;
  [key: string]: unknown;
}

interface ListData<T> {
  results: T[];
  pageCount: number;
  rowCount: number;
}

interface Summary {
  totalAmountOfOrders: number;
  amountFromSales: number;
  nowReserved: number;
  refunds: number;
  [key: string]: unknown;
}

type WholesaleData = Summary & { pageCount: number } & Record<string, unknown>;

interface RetailRow {
  id: number;
  number: string;
  creationDate: string;
  buyerName: string;
  amount: number;
  paymentToTheSeller: number | null;
  commission: number | null;
  statusId: number;
  [key: string]: unknown;
}

type RetailTotals = Summary & { ordersCount: number };

const WHOLESALE_SAFE_DEAL: Record<number, number> = {
  1: 4,
  9: 4,
  10: 4,
  2: 1,
  3: 1,
  4: 1,
  8: 1,
  21: 1,
  22: 1,
  5: 2,
  6: 2,
  7: 2,
  23: 2,
  24: 3,
};
const RETAIL_SAFE_DEAL: Record<number, number> = { 1: 1, 2: 1, 7: 1, 15: 1, 3: 2, 4: 2, 5: 2, 16: 2, 6: 3 };

/** Open disputes (1, 2) by order id: such an order is safe-deal 1 whatever its status (docs/contract/disputes.md). */
const openDisputes = (isRetail: boolean): Map<number, number> =>
  new Map(
    (
      server.db
        .prepare('SELECT order_id, id FROM disputes WHERE is_retail = ? AND status_id IN (1, 2)')
        .all(isRetail ? 1 : 0) as { order_id: number; id: number }[]
    ).map((d) => [d.order_id, d.id]),
  );

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

/** The full current-form body: every key present, empty filters null (contract "Wholesale"). */
const body = (overrides: Record<string, unknown> = {}, sd = SD): Record<string, unknown> => ({
  sellerId: seller.sellerId,
  orderId: null,
  orderStatusId: null,
  buyerName: null,
  [sd]: null,
  orderCreationDateFrom: null,
  orderCreationDateTo: null,
  column: 'id',
  sortByAscending: false,
  pagination: { page: 1, pageSize: 10 },
  ...overrides,
});

const post = async <T>(path: string, payload: unknown, token = seller.token) =>
  (await call<T>(server.app, 'POST', `/Finances/${path}`, { token, body: payload })).body;

const wholesale = (payload: unknown, token = seller.token) =>
  post<WholesaleData>('GetOrderFinances', payload, token);
const retail = (payload: unknown, token = seller.token) =>
  post<ListData<RetailRow>>('RetailOrderFinances', payload, token);
const retailTotals = (payload: unknown, token = seller.token) =>
  post<RetailTotals>('RetailOrderFinancesTotals', payload, token);

const listOf = (data: WholesaleData | undefined): ListData<Row> => {
  const list = data?.[LIST] as ListData<Row> | undefined;
  if (!list) throw new Error(`no ${LIST} in ${JSON.stringify(data)}`);
  return list;
};

/** Every page of a wholesale filter, concatenated, and the first page's summary. */
async function allWholesale(overrides: Record<string, unknown>, pageSize = 7, token = seller.token) {
  const rows: Row[] = [];
  let summary: WholesaleData | undefined;
  for (let page = 1; ; page++) {
    const reply = await wholesale(body({ ...overrides, pagination: { page, pageSize } }), token);
    expect(reply.status, JSON.stringify(reply)).toBe(1);
    summary ??= reply.data;
    const list = listOf(reply.data);
    rows.push(...list.results);
    expect(reply.data?.pageCount).toBe(list.pageCount);
    if (page >= list.pageCount) {
      expect(rows).toHaveLength(list.rowCount);
      break;
    }
    expect(list.results).toHaveLength(pageSize);
  }
  if (!summary) throw new Error('no reply');
  return { rows, summary };
}

async function allRetail(overrides: Record<string, unknown>, pageSize = 9, token = seller.token) {
  const rows: RetailRow[] = [];
  for (let page = 1; ; page++) {
    const reply = await retail(body({ ...overrides, pagination: { page, pageSize } }), token);
    expect(reply.status, JSON.stringify(reply)).toBe(1);
    rows.push(...(reply.data?.results ?? []));
    if (page >= (reply.data?.pageCount ?? 1)) {
      expect(rows).toHaveLength(reply.data?.rowCount ?? -1);
      return rows;
    }
  }
}

/** Kopecks, so sums of many rounded amounts compare exactly. */
const kop = (value: number | null | undefined): number => Math.round((value ?? 0) * 100);
const sumKop = (values: readonly (number | null)[]): number => values.reduce<number>((s, v) => s + kop(v), 0);

const ownOrders = (table: 'wholesale_orders' | 'retail_orders', sellerId = seller.sellerId) =>
  server.db
    .prepare(`SELECT id, status_id, created_at, total_amount FROM ${table} WHERE seller_id = ? ORDER BY id`)
    .all(sellerId) as { id: number; status_id: number; created_at: string; total_amount: number }[];

function expectWholesaleTotals(rows: readonly Row[], summary: WholesaleData) {
  const sd = (r: Row) => r[SD] as number;
  expect(kop(summary.totalAmountOfOrders)).toBe(sumKop(rows.map((r) => r.totalAmountForTheOrderFromBuyer)));
  expect(kop(summary.amountFromSales)).toBe(sumKop(rows.map((r) => r.paymentToTheSeller)));
  expect(kop(summary.nowReserved)).toBe(
    sumKop(rows.filter((r) => sd(r) === 1).map((r) => r.totalAmountForTheOrderFromBuyer)),
  );
  expect(kop(summary.refunds)).toBe(
    sumKop(rows.filter((r) => sd(r) === 3).map((r) => r.totalAmountForTheOrderFromBuyer)),
  );
  const commissions = rows.map((r) =>
    r.paymentToTheSeller === null ? null : r.totalAmountForTheOrderFromBuyer - r.paymentToTheSeller,
  );
  expect(kop(summary[COMMISSION] as number)).toBe(sumKop(commissions));
}

describe('Finances/GetOrderFinances: reply', () => {
  it('answers the summary, pageCount and the list with reading A rows (default brand names)', async () => {
    const reply = await wholesale(body());
    expect(reply.status).toBe(1);
    const data = reply.data as WholesaleData;
    expect(Object.keys(data).sort()).toEqual(
      [
        'totalAmountOfOrders',
        'amountFromSales',
        'nowReserved',
        'refunds',
        COMMISSION,
        'pageCount',
        LIST,
      ].sort(),
    );
    const list = listOf(data);
    const own = ownOrders('wholesale_orders');
    expect(list.rowCount).toBe(own.length);
    expect(list.pageCount).toBe(Math.ceil(own.length / 10));
    expect(list.results).toHaveLength(10);
    expect(Object.keys(list.results[0] ?? {}).sort()).toEqual(
      [
        'orderId',
        'invoiceNumber',
        'orderCreationDate',
        'buyerName',
        PCT,
        'invoicePath',
        'totalAmountForTheOrderFromBuyer',
        'paymentToTheSeller',
        'orderStatusId',
        SD,
        'ndsPrice',
        'disputeId',
      ].sort(),
    );
    // Default order: id descending.
    expect(list.results.map((r) => r.orderId)).toEqual(
      own
        .map((o) => o.id)
        .reverse()
        .slice(0, 10),
    );
  });

  it('computes every row from its order: percentage, safe-deal status, VAT, commission and payment', async () => {
    const { rows } = await allWholesale({}, 100);
    const disputes = openDisputes(false);
    // The seed holds open disputes on delivered orders: their payout is held.
    expect(rows.some((r) => r.disputeId !== null && r[SD] === 1 && r.orderStatusId === 6)).toBe(true);
    const orders = new Map(
      (
        server.db
          .prepare(
            'SELECT id, status_id, total_amount, nds_amount, invoice_number, created_at FROM wholesale_orders',
          )
          .all() as {
          id: number;
          status_id: number;
          total_amount: number;
          nds_amount: number;
          invoice_number: string;
          created_at: string;
        }[]
      ).map((o) => [o.id, o]),
    );
    for (const row of rows) {
      const order = orders.get(row.orderId);
      expect(order, `order ${row.orderId}`).toBeDefined();
      if (!order) continue;
      const disputeId = disputes.get(order.id) ?? null;
      const sd = disputeId === null ? WHOLESALE_SAFE_DEAL[order.status_id] : 1;
      expect(row[SD], `order ${row.orderId}`).toBe(sd);
      expect(row.disputeId).toBe(disputeId);
      expect(row[PCT]).toBe(5);
      expect(row.orderStatusId).toBe(order.status_id);
      expect(row.totalAmountForTheOrderFromBuyer).toBe(order.total_amount);
      expect(row.ndsPrice).toBe(order.nds_amount);
      expect(row.invoiceNumber).toBe(order.invoice_number);
      expect(row.orderCreationDate).toBe(order.created_at);
      expect(row.invoicePath).toMatch(
        new RegExp(`^/seller/invoices/${row.orderId}\\.pdf\\?expires=\\d+&signature=`),
      );
      if (sd === 1 || sd === 2) {
        const commission = Math.round(kop(order.total_amount) * 0.05) / 100;
        expect(row.paymentToTheSeller).toBeCloseTo(order.total_amount - commission, 2);
      } else {
        expect(row.paymentToTheSeller, `order ${row.orderId} (safe-deal ${sd})`).toBeNull();
      }
    }
    // The seed covers every safe-deal status.
    expect(new Set(rows.map((r) => r[SD]))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('rounds the commission half up to kopecks', async () => {
    // 100.10 × 5 % = 5.005 -> 5.01; 100.30 × 5 % = 5.015 -> 5.02 (binary floating point says 5.01).
    server.db.prepare('UPDATE wholesale_orders SET total_amount = ?, status_id = 2 WHERE id = 1').run(100.1);
    server.db.prepare('UPDATE wholesale_orders SET total_amount = ?, status_id = 2 WHERE id = 2').run(100.3);
    const { rows, summary } = await allWholesale({ orderStatusId: 2 }, 100);
    expect(rows.find((r) => r.orderId === 1)?.paymentToTheSeller).toBe(95.09);
    expect(rows.find((r) => r.orderId === 2)?.paymentToTheSeller).toBe(95.28);
    expectWholesaleTotals(rows, summary);
  });

  it('uses the brand of the configuration in every branded name', async () => {
    const acme = await createTestServer({ brand: 'Acme' });
    try {
      const session = await sellerSession(acme.app);
      const reply = await call<WholesaleData>(acme.app, 'POST', '/Finances/GetOrderFinances', {
        token: session.token,
        body: { ...body({}, 'AcmeSafeDealStatusId'), AcmeSafeDealStatusId: 2, column: 'AcmePercentage' },
      });
      expect(reply.body.status).toBe(1);
      const data = reply.body.data as WholesaleData;
      expect(data).toHaveProperty('AcmeComissionPrice');
      expect(data).not.toHaveProperty(COMMISSION);
      const list = data.AcmeSafeDealWholesaleOrders as ListData<Row>;
      expect(list.results.length).toBeGreaterThan(0);
      for (const row of list.results) {
        expect(row.AcmeSafeDealStatusId).toBe(2);
        expect(row.AcmePercentage).toBe(5);
        expect(row).not.toHaveProperty(SD);
      }
      const retailReply = await call<ListData<RetailRow>>(acme.app, 'POST', '/Finances/RetailOrderFinances', {
        token: session.token,
        body: body({}, 'AcmeSafeDealStatusId'),
      });
      expect(retailReply.body.data?.results[0]).toHaveProperty('AcmeSafeDealStatusId');
      const totals = await call<RetailTotals>(acme.app, 'POST', '/Finances/RetailOrderFinancesTotals', {
        token: session.token,
        body: body({}, 'AcmeSafeDealStatusId'),
      });
      expect(totals.body.data).toHaveProperty('AcmeComissionPrice');
      // The column list names the configured brand.
      const bad = await call(acme.app, 'POST', '/Finances/GetOrderFinances', {
        token: session.token,
        body: { column: 'nope' },
      });
      expect(bad.body.errorMessage).toContain('AcmePercentage');
    } finally {
      await acme.app.close();
    }
  });

  it('reads the safe-deal field in any spelling: doubled letters, another case or brand', async () => {
    const expected = await allWholesale({ [SD]: 3 }, 100);
    expect(expected.rows.length).toBeGreaterThan(0);
    for (const key of [
      'MarketSafeDeallStatusId',
      'marketsafedealstatusid',
      'MarkettSafeDealStatusId',
      'AcmeSafeDealStatusId',
    ]) {
      const reply = await wholesale({
        ...body(),
        [SD]: undefined,
        [key]: 3,
        pagination: { page: 1, pageSize: 100 },
      });
      expect(reply.status, key).toBe(1);
      expect(
        listOf(reply.data).results.map((r) => r.orderId),
        key,
      ).toEqual(expected.rows.map((r) => r.orderId));
    }
    // Column names in other spellings too.
    const sorted = await wholesale(body({ column: 'marketsafedeallstatusid', sortByAscending: true }));
    expect(sorted.status).toBe(1);
    const byName = await wholesale(body({ column: 'MarketSafeDealStatusId', sortByAscending: true }));
    expect(listOf(sorted.data).results).toEqual(listOf(byName.data).results);
  });
});

describe('Finances/GetOrderFinances: the summary agrees with the rows', () => {
  const filters: Record<string, unknown>[] = [
    {},
    { orderStatusId: 100 },
    { orderStatusId: 2 },
    { [SD]: 1 },
    { [SD]: 2 },
    { [SD]: 3 },
    { [SD]: 4 },
    { [SD]: 2, orderStatusId: 100 },
    { buyerName: 'ооо' },
    { orderCreationDateFrom: '2026-01-01', orderCreationDateTo: '2026-03-18' },
    { [SD]: 4, orderStatusId: 7 },
  ];
  for (const filter of filters) {
    it(`over all pages: ${JSON.stringify(filter)}`, async () => {
      const { rows, summary } = await allWholesale(filter, 7);
      expectWholesaleTotals(rows, summary);
      expect(new Set(rows.map((r) => r.orderId)).size).toBe(rows.length);
    });
  }

  it('answers zeros and no rows for a filter nothing matches', async () => {
    const reply = await wholesale(body({ [SD]: 4, orderStatusId: 7 }));
    expect(reply.data).toMatchObject({
      totalAmountOfOrders: 0,
      amountFromSales: 0,
      nowReserved: 0,
      refunds: 0,
      [COMMISSION]: 0,
      pageCount: 1,
      [LIST]: { results: [], pageCount: 1, rowCount: 0 },
    });
  });

  it('answers an empty page past the end with the true counts', async () => {
    const reply = await wholesale(body({ pagination: { page: 50, pageSize: 10 } }));
    const list = listOf(reply.data);
    expect(list.results).toEqual([]);
    expect(list.rowCount).toBe(ownOrders('wholesale_orders').length);
  });
});

describe('Finances/GetOrderFinances: filters', () => {
  it('filters by order number', async () => {
    const own = ownOrders('wholesale_orders');
    const target = own[5]?.id ?? 0;
    const { rows, summary } = await allWholesale({ orderId: target });
    expect(rows.map((r) => r.orderId)).toEqual([target]);
    expect(summary.totalAmountOfOrders).toBe(rows[0]?.totalAmountForTheOrderFromBuyer);
    expect((await allWholesale({ orderId: String(target) })).rows.map((r) => r.orderId)).toEqual([target]);
    // Another seller's order, or none: nothing.
    const foreign = ownOrders(
      'wholesale_orders',
      (await sellerSession(server.app, DEMO_ACCOUNTS.seller2)).sellerId,
    );
    expect((await allWholesale({ orderId: foreign[0]?.id })).rows).toEqual([]);
    expect((await allWholesale({ orderId: 9_999_999 })).rows).toEqual([]);
  });

  it('filters by order status, 100 meaning delivered (6 and 7)', async () => {
    const own = ownOrders('wholesale_orders');
    for (const status of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22, 23, 24]) {
      const { rows } = await allWholesale({ orderStatusId: status }, 50);
      expect(rows.length, `status ${status}`).toBe(own.filter((o) => o.status_id === status).length);
      expect(rows.every((r) => r.orderStatusId === status)).toBe(true);
    }
    const delivered = await allWholesale({ orderStatusId: 100 }, 50);
    expect(delivered.rows.length).toBe(own.filter((o) => o.status_id === 6 || o.status_id === 7).length);
    expect(new Set(delivered.rows.map((r) => r.orderStatusId))).toEqual(new Set([6, 7]));
    expect((await allWholesale({ orderStatusId: 0 }, 50)).rows).toHaveLength(own.length);
  });

  it('filters by each safe-deal status', async () => {
    const own = ownOrders('wholesale_orders');
    const disputes = openDisputes(false);
    const sdOf = (o: { id: number; status_id: number }) =>
      disputes.has(o.id) ? 1 : WHOLESALE_SAFE_DEAL[o.status_id];
    for (const sd of [1, 2, 3, 4]) {
      const { rows } = await allWholesale({ [SD]: sd }, 50);
      expect(rows.length, `safe-deal ${sd}`).toBe(own.filter((o) => sdOf(o) === sd).length);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r[SD] === sd)).toBe(true);
      const paid = sd === 1 || sd === 2;
      expect(rows.every((r) => (r.paymentToTheSeller === null) === !paid)).toBe(true);
    }
  });

  it('filters by a case-insensitive substring of the buyer name, Cyrillic included', async () => {
    const { rows: all } = await allWholesale({}, 100);
    const name = all.find((r) => /^[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+$/.test(r.buyerName))?.buyerName ?? '';
    expect(name).not.toBe('');
    const surname = name.split(' ')[1] ?? '';
    const expected = all.filter((r) => r.buyerName.toLowerCase().includes(surname.slice(1, 6).toLowerCase()));
    for (const needle of [
      surname.slice(1, 6).toLowerCase(),
      surname.slice(1, 6).toUpperCase(),
      ` ${surname.slice(0, 3)} `.trim(),
    ]) {
      const { rows } = await allWholesale({ buyerName: needle }, 50);
      const wanted = all.filter((r) => r.buyerName.toLowerCase().includes(needle.toLowerCase()));
      expect(rows.map((r) => r.orderId).sort(), needle).toEqual(wanted.map((r) => r.orderId).sort());
      expect(rows.length).toBeGreaterThan(0);
    }
    expect(expected.length).toBeGreaterThan(0);
    // Company names: 'ооо' finds 'ООО «…»'.
    const companies = await allWholesale({ buyerName: 'ооо' }, 50);
    expect(companies.rows.length).toBeGreaterThan(0);
    expect(companies.rows.every((r) => r.buyerName.toLowerCase().includes('ооо'))).toBe(true);
    expect((await allWholesale({ buyerName: 'нет такого' })).rows).toEqual([]);
    // Blank = no filter.
    expect((await allWholesale({ buyerName: '   ' }, 100)).rows).toHaveLength(all.length);
  });

  it('filters by Moscow creation day, both ends inclusive', async () => {
    const own = ownOrders('wholesale_orders');
    const dayOf = (at: string) => moscowDay(Date.parse(at));
    const days = [...new Set(own.map((o) => dayOf(o.created_at)))].sort();
    const from = days[Math.floor(days.length / 4)] ?? '';
    const to = days[Math.floor((days.length * 3) / 4)] ?? '';
    const { rows } = await allWholesale({ orderCreationDateFrom: from, orderCreationDateTo: to }, 50);
    const expected = own.filter((o) => dayOf(o.created_at) >= from && dayOf(o.created_at) <= to);
    expect(rows.map((r) => r.orderId).sort((a, b) => a - b)).toEqual(expected.map((o) => o.id));
    expect(rows.some((r) => dayOf(r.orderCreationDate) === from)).toBe(true);
    expect(rows.some((r) => dayOf(r.orderCreationDate) === to)).toBe(true);
    const single = await allWholesale({ orderCreationDateFrom: to, orderCreationDateTo: to });
    expect(single.rows.map((r) => r.orderId).sort((a, b) => a - b)).toEqual(
      own.filter((o) => dayOf(o.created_at) === to).map((o) => o.id),
    );
    // From after to: nothing.
    expect((await allWholesale({ orderCreationDateFrom: to, orderCreationDateTo: from })).rows).toEqual([]);
  });

  it('combines filters', async () => {
    const { rows: all } = await allWholesale({}, 100);
    const { rows } = await allWholesale(
      { [SD]: 2, buyerName: 'ооо', orderCreationDateFrom: '2025-06-01' },
      50,
    );
    const expected = all.filter(
      (r) =>
        r[SD] === 2 &&
        r.buyerName.toLowerCase().includes('ооо') &&
        r.orderCreationDate >= '2025-05-31T21:00:00.000Z',
    );
    expect(rows.map((r) => r.orderId)).toEqual(expected.map((r) => r.orderId));
  });

  it('accepts the earlier form of the filter with the same result', async () => {
    const own = ownOrders('wholesale_orders');
    const pairs: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ orderId: own[3]?.id }, { id: own[3]?.id }],
      [{ orderStatusId: 100 }, { status: 100 }],
      [{ orderStatusId: 21 }, { status: 21 }],
      [
        { orderCreationDateFrom: '2025-10-01', orderCreationDateTo: '2026-02-15' },
        { creationDateFrom: '2025-10-01', creationDateTo: '2026-02-15' },
      ],
      [
        { [SD]: 1, buyerName: 'ип', orderStatusId: 2 },
        { [SD]: 1, buyerName: 'ип', status: 2 },
      ],
    ];
    for (const [current, earlier] of pairs) {
      const a = await wholesale(body({ ...current, pagination: { page: 1, pageSize: 100 } }));
      // The earlier form: only its own keys.
      const b = await wholesale({
        [SD]: null,
        buyerName: null,
        ...earlier,
        pagination: { page: 1, pageSize: 100 },
      });
      expect(b.status, JSON.stringify(earlier)).toBe(1);
      expect(b.data, JSON.stringify(earlier)).toEqual(a.data);
    }
    const conflict = await wholesale(body({ orderId: own[0]?.id, id: own[1]?.id }));
    expect(conflict).toEqual({
      status: -1,
      errorMessage: "Fields 'orderId' and 'id' (earlier form) disagree",
    });
    const same = await wholesale(body({ orderStatusId: 2, status: 2 }));
    expect(same.status).toBe(1);
  });
});

type Key = (row: Row) => number | string | null;

/** The contract's columns and how each orders the rows (ties: id in the same direction). */
const COLUMNS: [string, Key][] = [
  ['id', (r) => r.orderId],
  ['orderId', (r) => r.orderId],
  ['invoiceNumber', (r) => r.invoiceNumber],
  ['orderCreationDate', (r) => r.orderCreationDate],
  ['buyerName', (r) => r.buyerName],
  ['totalAmountForTheOrderFromBuyer', (r) => r.totalAmountForTheOrderFromBuyer],
  [PCT, (r) => r[PCT] as number],
  ['ndsPrice', (r) => r.ndsPrice],
  // Payment grows with the total; null (safe-deal 3, 4) is the smallest, as SQL orders NULL.
  ['paymentToTheSeller', (r) => (r.paymentToTheSeller === null ? null : r.totalAmountForTheOrderFromBuyer)],
  ['orderStatusId', (r) => r.orderStatusId],
  [SD, (r) => r[SD] as number],
];

function compare(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

function expectOrder(rows: readonly Row[], key: Key, ascending: boolean, label: string) {
  const sign = ascending ? 1 : -1;
  const expected = [...rows].sort((a, b) => sign * (compare(key(a), key(b)) || a.orderId - b.orderId));
  expect(
    rows.map((r) => r.orderId),
    label,
  ).toEqual(expected.map((r) => r.orderId));
}

describe('Finances/GetOrderFinances: sorting', () => {
  for (const [column, key] of COLUMNS) {
    for (const ascending of [true, false]) {
      it(`by ${column} ${ascending ? 'ascending' : 'descending'}, across pages`, async () => {
        const { rows } = await allWholesale({ column, sortByAscending: ascending }, 7);
        expect(rows).toHaveLength(ownOrders('wholesale_orders').length);
        expectOrder(rows, key, ascending, `${column} ${ascending}`);
        // The same order with a filter, and on one big page.
        const filtered = await allWholesale({ column, sortByAscending: ascending, orderStatusId: 100 }, 4);
        expectOrder(filtered.rows, key, ascending, `${column} ${ascending} filtered`);
        const single = await allWholesale({ column, sortByAscending: ascending }, 100);
        expect(single.rows.map((r) => r.orderId)).toEqual(rows.map((r) => r.orderId));
      });
    }
  }

  it('checks the order of the returned values', async () => {
    const values = async (column: string, ascending: boolean, pick: (r: Row) => number | string | null) =>
      (await allWholesale({ column, sortByAscending: ascending }, 100)).rows.map(pick);
    const total = await values(
      'totalAmountForTheOrderFromBuyer',
      true,
      (r) => r.totalAmountForTheOrderFromBuyer,
    );
    expect(total).toEqual([...total].sort((a, b) => compare(a, b)));
    const payment = await values('paymentToTheSeller', false, (r) => r.paymentToTheSeller);
    const firstNull = payment.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(payment.slice(firstNull).every((v) => v === null)).toBe(true);
    const paid = payment.slice(0, firstNull) as number[];
    expect(paid).toEqual([...paid].sort((a, b) => b - a));
    const dates = await values('orderCreationDate', false, (r) => r.orderCreationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const sd = await values(SD, true, (r) => r[SD] as number);
    expect(sd).toEqual([...sd].sort((a, b) => compare(a, b)));
    const names = await values('buyerName', true, (r) => r.buyerName);
    expect(names).toEqual([...names].sort((a, b) => compare(a, b)));
  });

  it('accepts the retail and reading-B field names as columns', async () => {
    const pairs: [string, string][] = [
      ['creationDate', 'orderCreationDate'],
      ['amount', 'totalAmountForTheOrderFromBuyer'],
      ['buyerAmount', 'totalAmountForTheOrderFromBuyer'],
      ['payment', 'paymentToTheSeller'],
      ['statusId', 'orderStatusId'],
      ['ORDERSTATUSID', 'orderStatusId'],
    ];
    for (const [alias, column] of pairs) {
      const a = await wholesale(
        body({ column: alias, sortByAscending: true, pagination: { page: 2, pageSize: 10 } }),
      );
      const b = await wholesale(
        body({ column, sortByAscending: true, pagination: { page: 2, pageSize: 10 } }),
      );
      expect(a.status, alias).toBe(1);
      expect(a.data, alias).toEqual(b.data);
    }
  });

  it('walks in sort order when the matches are dense and falls back to sorting when they are not', async () => {
    // 1,000 old orders of the second seller, then 100 paid ones whose invoice numbers sort last: a
    // walk in invoice order must read past the old ones (more than its budget) before it finds them.
    const second = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const buyer = server.db.prepare('SELECT buyer_id FROM wholesale_orders LIMIT 1').pluck().get() as number;
    const insert = server.db.prepare(
      `INSERT INTO wholesale_orders (seller_id, buyer_id, status_id, total_amount, created_at, invoice_number, nds_amount)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    server.db.transaction(() => {
      for (let i = 0; i < 1000; i++)
        insert.run(
          second.sellerId,
          buyer,
          7,
          1000 + i,
          `2024-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
          `A-${String(i).padStart(4, '0')}`,
          i,
        );
      for (let i = 0; i < 100; i++)
        insert.run(
          second.sellerId,
          buyer,
          2,
          500 + i * 3.33,
          `2026-03-01T00:00:00.000Z`,
          `Z-${String(i).padStart(4, '0')}`,
          100 - i,
        );
    })();
    for (const [column, key] of COLUMNS) {
      for (const ascending of [true, false]) {
        const label = `${column} ${ascending}`;
        const paid = await allWholesale(
          { sellerId: null, column, sortByAscending: ascending, orderStatusId: 2 },
          9,
          second.token,
        );
        expect(paid.rows.length, label).toBeGreaterThanOrEqual(100);
        expectOrder(paid.rows, key, ascending, label);
        const everything = await allWholesale(
          { sellerId: null, column, sortByAscending: ascending },
          100,
          second.token,
        );
        expectOrder(everything.rows, key, ascending, `${label} all`);
        expectWholesaleTotals(everything.rows, everything.summary);
      }
    }
  });
});

describe('Finances: scope', () => {
  it("shows only the caller's own orders, for both demo sellers", async () => {
    const second = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    for (const [session, percentage] of [
      [seller, 5],
      [second, 7],
    ] as const) {
      const { rows, summary } = await allWholesale({ sellerId: session.sellerId }, 13, session.token);
      const own = ownOrders('wholesale_orders', session.sellerId);
      expect(rows.map((r) => r.orderId).sort((a, b) => a - b)).toEqual(own.map((o) => o.id));
      expect(rows.every((r) => r[PCT] === percentage)).toBe(true);
      expectWholesaleTotals(rows, summary);
      const retailRows = await allRetail({ sellerId: session.sellerId }, 13, session.token);
      expect(retailRows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
        ownOrders('retail_orders', session.sellerId).map((o) => o.id),
      );
    }
    // The second seller's commission is 7 %.
    const paid = (await allWholesale({ sellerId: second.sellerId, [SD]: 2 }, 50, second.token)).rows[0];
    expect(paid).toBeDefined();
    if (paid) {
      const total = kop(paid.totalAmountForTheOrderFromBuyer);
      expect(kop(paid.paymentToTheSeller)).toBe(total - Math.floor((total * 700 + 5000) / 10000));
    }
  });

  it('answers -1 for a foreign sellerId and 401 without a token', async () => {
    const second = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const denied = { status: -1, errorMessage: 'Access denied: sellerId does not belong to the caller' };
    expect(await wholesale(body({ sellerId: second.sellerId }))).toEqual(denied);
    expect(await retail(body({ sellerId: second.sellerId }))).toEqual(denied);
    expect(await retailTotals(body({ sellerId: second.sellerId }))).toEqual(denied);
    expect(await wholesale(body({ sellerId: 999 }))).toEqual(denied);
    // 0 and null mean the caller.
    expect((await wholesale(body({ sellerId: 0 }))).status).toBe(1);
    expect((await wholesale(body({ sellerId: null }))).status).toBe(1);
    const anonymous = await call(server.app, 'POST', '/Finances/GetOrderFinances', { body: body() });
    expect(anonymous.body.status).toBe(401);
  });
});

describe('Finances: validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['page 0', { pagination: { page: 0, pageSize: 10 } }, "Field 'pagination.page' must be >= 1"],
    ['pageSize 0', { pagination: { page: 1, pageSize: 0 } }, "Field 'pagination.pageSize' must be >= 1"],
    [
      'pageSize 101',
      { pagination: { page: 1, pageSize: 101 } },
      "Field 'pagination.pageSize' must be <= 100",
    ],
    ['orderId too big', { orderId: 10_000_000 }, "Field 'orderId' must be <= 9999999"],
    ['orderId negative', { orderId: -1 }, "Field 'orderId' must be >= 0"],
    ['orderId letters', { orderId: '12a' }, "Field 'orderId' has an invalid format"],
    ['orderId 8 digits', { orderId: '12345678' }, "Field 'orderId' has an invalid format"],
    ['orderId fraction', { orderId: 1.5 }, "Field 'orderId' must be an integer or a string or null"],
    ['earlier id', { id: -3 }, "Field 'id' must be >= 0"],
    ['buyerName 21', { buyerName: 'а'.repeat(21) }, "Field 'buyerName' must be at most 20 characters long"],
    ['buyerName number', { buyerName: 5 }, "Field 'buyerName' must be a string or null"],
    ['column', { column: 'price' }, "Field 'column' must be one of"],
    [
      'date format',
      { orderCreationDateFrom: '18/03/2026' },
      "Field 'orderCreationDateFrom' has an invalid format",
    ],
    [
      'impossible date',
      { orderCreationDateTo: '2026-02-30' },
      "Field 'orderCreationDateTo' is not a valid date",
    ],
    ['earlier date', { creationDateFrom: '2026-3-1' }, "Field 'creationDateFrom' has an invalid format"],
    ['status', { orderStatusId: 11 }, "Field 'orderStatusId' must be one of"],
    ['earlier status', { status: 30 }, "Field 'status' must be one of"],
    ['safe deal', { [SD]: 5 }, `Field '${SD}' must be one of [null,0,1,2,3,4]`],
    ['safe deal text', { [SD]: '1' }, `Field '${SD}' must be an integer or null`],
    ['sort flag', { sortByAscending: 'yes' }, "Field 'sortByAscending' must be a boolean or null"],
    ['sellerId', { sellerId: -2 }, "Field 'sellerId' must be >= 0"],
  ];
  for (const [label, overrides, message] of cases) {
    it(`refuses ${label}`, async () => {
      for (const path of ['GetOrderFinances', 'RetailOrderFinances', 'RetailOrderFinancesTotals']) {
        const reply = await post(path, body(overrides));
        expect(reply.status, `${path}: ${JSON.stringify(reply)}`).toBe(-1);
        expect(reply.errorMessage, path).toContain(message);
      }
    });
  }

  it('refuses a body that is not an object, and retail refuses 100 and wholesale-only statuses', async () => {
    expect((await post('GetOrderFinances', [1, 2])).errorMessage).toBe('Request body must be an object');
    const retailStatus = await retail(body({ orderStatusId: 100 }));
    expect(retailStatus.status).toBe(-1);
    expect(retailStatus.errorMessage).toContain("Field 'orderStatusId' must be one of");
    expect((await retail(body({ orderStatusId: 21 }))).status).toBe(-1);
    expect((await wholesale(body({ orderStatusId: 15 }))).status).toBe(-1);
  });

  it('takes defaults for absent keys: page 1, 10 rows, id descending', async () => {
    const reply = await wholesale({});
    const list = listOf(reply.data);
    const own = ownOrders('wholesale_orders');
    expect(list.results.map((r) => r.orderId)).toEqual(
      own
        .map((o) => o.id)
        .reverse()
        .slice(0, 10),
    );
    expect((await retail({})).data?.results).toHaveLength(10);
  });
});

describe('Finances/RetailOrderFinances and RetailOrderFinancesTotals', () => {
  it('answers retail rows computed from the retail orders', async () => {
    const reply = await retail(body());
    expect(reply.status).toBe(1);
    expect(Object.keys(reply.data ?? {}).sort()).toEqual(['pageCount', 'results', 'rowCount']);
    const own = ownOrders('retail_orders');
    expect(reply.data?.rowCount).toBe(own.length);
    expect(Object.keys(reply.data?.results[0] ?? {}).sort()).toEqual(
      [
        'id',
        'number',
        'creationDate',
        'buyerName',
        'amount',
        'paymentToTheSeller',
        'commission',
        'statusId',
        SD,
        'disputeId',
      ].sort(),
    );
    const rows = await allRetail({}, 100);
    const byId = new Map(own.map((o) => [o.id, o]));
    const disputes = openDisputes(true);
    for (const row of rows) {
      const order = byId.get(row.id);
      expect(order).toBeDefined();
      if (!order) continue;
      const disputeId = disputes.get(order.id) ?? null;
      const sd = disputeId === null ? RETAIL_SAFE_DEAL[order.status_id] : 1;
      expect(row[SD], `retail ${row.id}`).toBe(sd);
      expect(row.disputeId).toBe(disputeId);
      expect(row.statusId).toBe(order.status_id);
      expect(row.amount).toBe(order.total_amount);
      expect(row.creationDate).toBe(order.created_at);
      if (sd === 3) {
        expect(row.commission).toBeNull();
        expect(row.paymentToTheSeller).toBeNull();
      } else {
        const total = kop(order.total_amount);
        const commission = Math.floor((total * 500 + 5000) / 10000);
        expect(kop(row.commission)).toBe(commission);
        expect(kop(row.paymentToTheSeller)).toBe(total - commission);
      }
    }
    expect(new Set(rows.map((r) => r[SD]))).toEqual(new Set([1, 2, 3]));
  });

  it('carries the retail order number of the retail order screens, and the filter finds it', async () => {
    const orders = server.db
      .prepare('SELECT id, number FROM retail_orders WHERE seller_id = ? ORDER BY id')
      .all(seller.sellerId) as { id: number; number: string }[];
    const rows = await allRetail({}, 100);
    const numbers = new Map(orders.map((o) => [o.id, o.number]));
    expect(rows.length).toBe(orders.length);
    for (const row of rows) expect(row.number, `retail ${row.id}`).toBe(numbers.get(row.id));
    // The number shown by RetailOrder/GetRetailOrdersAndFilter for the same order.
    const first = orders[0];
    if (!first) throw new Error('no retail orders');
    const listed = await call<{ results: { id: number; number: string }[] }>(
      server.app,
      'POST',
      '/RetailOrder/GetRetailOrdersAndFilter',
      { token: seller.token, body: { retailOrderId: first.id, pagination: { page: 1, pageSize: 10 } } },
    );
    expect(listed.body.data?.results[0]?.number).toBe(first.number);
    expect(rows.find((r) => r.id === first.id)?.number).toBe(first.number);
    // Searching finances for the number shown ('1000001') finds that order, as a number or text.
    for (const orderId of [Number(first.number), first.number]) {
      const found = await retail(body({ orderId }));
      expect(
        found.data?.results.map((r) => r.id),
        String(orderId),
      ).toEqual([first.id]);
      expect((await retailTotals(body({ orderId }))).data?.ordersCount).toBe(1);
    }
    // The internal id is not an order number.
    const byId = await retail(body({ orderId: first.id }));
    expect(byId.data?.results.map((r) => r.id)).not.toContain(first.id);
    // Sorting by the number (the wholesale column 'invoiceNumber') orders by it.
    const sorted = await allRetail({ column: 'invoiceNumber', sortByAscending: true }, 100);
    const shown = sorted.map((r) => r.number);
    expect(shown).toEqual([...shown].sort());
  });

  const filters: Record<string, unknown>[] = [
    {},
    { orderStatusId: 5 },
    { orderStatusId: 6 },
    { [SD]: 1 },
    { [SD]: 2 },
    { [SD]: 3 },
    { [SD]: 4 },
    { buyerName: 'ова' },
    { orderCreationDateFrom: '2026-01-01', orderCreationDateTo: '2026-03-18', [SD]: 2 },
  ];
  for (const filter of filters) {
    it(`totals agree with the rows over all pages: ${JSON.stringify(filter)}`, async () => {
      const rows = await allRetail(filter, 8);
      const totals = await retailTotals(body({ ...filter, pagination: { page: 3, pageSize: 8 } }));
      expect(totals.status).toBe(1);
      const t = totals.data as RetailTotals;
      expect(Object.keys(t).sort()).toEqual(
        [
          'totalAmountOfOrders',
          'amountFromSales',
          'nowReserved',
          'refunds',
          COMMISSION,
          'ordersCount',
        ].sort(),
      );
      expect(t.ordersCount).toBe(rows.length);
      expect(kop(t.totalAmountOfOrders)).toBe(sumKop(rows.map((r) => r.amount)));
      expect(kop(t.amountFromSales)).toBe(sumKop(rows.map((r) => r.paymentToTheSeller)));
      expect(kop(t[COMMISSION] as number)).toBe(sumKop(rows.map((r) => r.commission)));
      expect(kop(t.nowReserved)).toBe(sumKop(rows.filter((r) => r[SD] === 1).map((r) => r.amount)));
      expect(kop(t.refunds)).toBe(sumKop(rows.filter((r) => r[SD] === 3).map((r) => r.amount)));
      for (const row of rows) {
        if (filter[SD]) expect(row[SD]).toBe(filter[SD]);
        if (filter.orderStatusId) expect(row.statusId).toBe(filter.orderStatusId);
        if (filter.buyerName) expect(row.buyerName.toLowerCase()).toContain(filter.buyerName);
      }
    });
  }

  it('sorts by the wholesale column names of the same meaning', async () => {
    const cases: [string, (r: RetailRow) => number | string | null][] = [
      ['id', (r) => r.id],
      ['orderCreationDate', (r) => r.creationDate],
      ['buyerName', (r) => r.buyerName],
      ['totalAmountForTheOrderFromBuyer', (r) => r.amount],
      ['paymentToTheSeller', (r) => (r.paymentToTheSeller === null ? null : r.amount)],
      ['commission', (r) => (r.commission === null ? null : r.amount)],
      ['orderStatusId', (r) => r.statusId],
      [SD, (r) => r[SD] as number],
    ];
    for (const [column, key] of cases) {
      for (const ascending of [true, false]) {
        const rows = await allRetail({ column, sortByAscending: ascending }, 11);
        const sign = ascending ? 1 : -1;
        const expected = [...rows].sort((a, b) => sign * (compare(key(a), key(b)) || a.id - b.id));
        expect(
          rows.map((r) => r.id),
          `${column} ${ascending}`,
        ).toEqual(expected.map((r) => r.id));
      }
    }
  });

  it('is the same filter as the wholesale call, in the earlier form too', async () => {
    const a = await retail(body({ orderStatusId: 2, pagination: { page: 1, pageSize: 50 } }));
    const b = await retail({ status: 2, pagination: { page: 1, pageSize: 50 } });
    expect(b.data).toEqual(a.data);
    const totalsA = await retailTotals(body({ orderStatusId: 2 }));
    const totalsB = await retailTotals({ status: 2 });
    expect(totalsB.data).toEqual(totalsA.data);
  });
});

describe('migration 003', () => {
  it('adds the commission percentage (5 by default, 7 for the second demo seller) and the indexes', () => {
    const db = new Database(':memory:');
    migrate(db, migrations.slice(0, 2));
    db.exec(`
      INSERT INTO users (id, email, password_hash, user_category_id, created_at) VALUES
        (1, 'seller@demo.ru', 'x', 1, '2025-01-01T00:00:00.000Z'),
        (2, 'seller2@demo.ru', 'x', 1, '2025-01-01T00:00:00.000Z');
      INSERT INTO sellers (id, user_id, created_at) VALUES
        (1, 1, '2025-01-01T00:00:00.000Z'), (2, 2, '2025-01-01T00:00:00.000Z');`);
    expect(migrate(db, migrations.slice(0, 3))).toEqual([3]);
    expect(db.prepare('SELECT id, commission_percentage AS p FROM sellers ORDER BY id').all()).toEqual([
      { id: 1, p: 5 },
      { id: 2, p: 7 },
    ]);
    const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").pluck().all();
    for (const name of [
      'wholesale_orders_seller_status',
      'wholesale_orders_seller_total',
      'wholesale_orders_seller_invoice',
      'wholesale_orders_seller_nds',
      'wholesale_orders_seller_created',
      'retail_orders_seller_status',
      'retail_orders_seller_total',
      'retail_orders_seller_number',
      'retail_orders_seller_created',
    ])
      expect(indexes, name).toContain(name);
    expect(() => db.prepare('UPDATE sellers SET commission_percentage = 101 WHERE id = 1').run()).toThrow(
      /CHECK/,
    );
    db.close();
  });
});
