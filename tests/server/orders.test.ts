import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, migrations } from '../../server/db/migrations.js';
import { WHOLESALE_SCENARIOS } from '../../server/db/seeds/orders.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  DAY,
  NOT_ALLOWED,
  NOT_FOUND,
  PDF,
  PNG,
  NOT_AN_IMAGE,
  postMultipart,
  row,
  sellerSession,
  type OrdersServer,
  type Part,
  type SellerSession,
  withOrdersServer,
} from './ordersHelpers.js';

/** The demo seller's scenario orders on a fresh database (docs/contract/orders.md, "Demo data"). */
const W = {
  notSentMotor: 1,
  notSentMotor2: 2,
  notSentPost: 3,
  notSentPickup: 4,
  readyToSendCdek: 5,
  notPaidWithRenewal: 6,
  notPaid: 7,
  paymentOverdueWithRenewal: 8,
  readyToShipPickup: 9,
  readyToShipMotor: 10,
  readyToShipCdekWithExtension: 11,
  shippedMotor: 12,
  shippedPickup: 13,
  inTransitMotor: 14,
  readyToSendWithExtension: 15,
  readinessOverdueWithExtension: 16,
  shipmentOverdueWithExtension: 17,
  sendingOverdue: 18,
  deliveryOverdue: 19,
  completed: 20,
  declined: 21,
  cancelled: 22,
} as const;

interface ListItem {
  id: number;
  invoiceNumber: string;
  creationDate: string;
  buyerId: number;
  buyerName: string;
  statusId: number;
  shipingMethodId: number;
  deliveryMethodId: number;
  totalAmount: number;
  productsCount: number;
  isPaid: boolean;
  paymentDeadline: string | null;
  dispatchDeadline: string | null;
  deliveryDeadline: string | null;
}

interface ListData {
  results: ListItem[];
  pageCount: number;
  rowCount: number;
}

interface Detail extends ListItem {
  buyer: {
    id: number;
    fullName: string;
    companyName: string | null;
    email: string;
    phoneNumber: string;
    city: string;
  };
  products: {
    id: number;
    quantity: number;
    priceForOne: number;
    amount: number;
    ndsPrice: number;
    withNDS: boolean;
  }[];
  amounts: { productsAmount: number; deliveryAmount: number; ndsPrice: number; totalAmount: number };
  shippingDetails: Record<string, unknown> & {
    procurationFiles: string[];
    address: Record<string, unknown> | null;
  };
  payRenewalRequest: { suggestedDays: number } | null;
  dispatchDeadlineRequest: { extendingDate: string } | null;
  declinePurpose: string | null;
  history: { statusId: number; date: string }[];
}

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

const list = async (body: Record<string, unknown>, token = seller.token) =>
  (await call<ListData>(server.app, 'POST', '/Order/GetAllOrdersByFilter', { token, body })).body;

const detail = async (id: number, token = seller.token) =>
  (await call<Detail>(server.app, 'POST', `/Order/GetOrderById?id=${id}`, { token })).body;

const act = async (pathAndQuery: string, body?: unknown, token = seller.token) =>
  (await call<boolean>(server.app, 'POST', `/Order/${pathAndQuery}`, { token, body })).body;

const statusOf = (id: number): number =>
  count(server, 'SELECT status_id FROM wholesale_orders WHERE id = ?', id);

const dayIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last millisecond of a Moscow day (a bare day on the wire is a Moscow day). */
const moscowEnd = (day: string) => new Date(Date.parse(`${day}T23:59:59.999+03:00`)).toISOString();
/** The first millisecond of a Moscow day. */
const moscowStart = (day: string) => new Date(Date.parse(`${day}T00:00:00.000+03:00`)).toISOString();

/** Every order of the seller, read straight from the table. */
const ownRows = () =>
  server.db
    .prepare(
      'SELECT id, status_id, shipping_method_id, buyer_id, created_at, total_amount FROM wholesale_orders WHERE seller_id = ?',
    )
    .all(seller.sellerId) as {
    id: number;
    status_id: number;
    shipping_method_id: number;
    buyer_id: number;
    created_at: string;
    total_amount: number;
  }[];

const ADDRESS = {
  countryId: 1,
  regionId: 66,
  cityId: 6601,
  street: 'ул. Монтажников',
  houseNumber: '4',
  apartmentOrOficeNumber: null,
  postalIndex: '620050',
};

const inTransitParts = (orderId: number, extra: Part[] = []): Part[] => [
  { name: 'OrderId', value: String(orderId) },
  { name: 'ShippingMethodId', value: '1' },
  { name: 'DeliveryMethodId', value: '1' },
  { name: 'TransportMark', value: 'ГАЗель NEXT' },
  { name: 'TransportNumber', value: 'А123ВС 96' },
  { name: 'DriverFulname', value: 'Сорокин Павел Андреевич' },
  { name: 'DriverPhone', value: '+7 (912) 555-01-02' },
  { name: 'PickUpDate', value: '2026-03-19' },
  ...extra,
];

describe('seeded demo data', () => {
  it('has the scenario orders the e2e tests and the contract rely on', () => {
    const rows = ownRows();
    WHOLESALE_SCENARIOS.forEach((scenario, index) => {
      const stored = rows.find((r) => r.id === index + 1);
      expect(stored?.status_id, `order ${index + 1}`).toBe(scenario.status);
      expect(stored?.shipping_method_id, `order ${index + 1}`).toBe(scenario.shipping);
    });
    const statuses = new Set(rows.map((r) => r.status_id));
    for (const status of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22, 23, 24])
      expect(statuses.has(status), `status ${status}`).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(
      count(server, 'SELECT COUNT(*) FROM retail_orders WHERE seller_id = ?', seller.sellerId),
    ).toBeGreaterThanOrEqual(80);
    // Overdue statuses come from the sweep: their history ends with the overdue status at the deadline.
    const history = server.db
      .prepare('SELECT status_id FROM wholesale_order_history WHERE order_id = ? ORDER BY created_at, id')
      .pluck()
      .all(W.paymentOverdueWithRenewal);
    expect(history).toEqual([1, 9]);
  });
});

describe('Order/GetAllOrdersByFilter', () => {
  it("answers only the seller's orders with every list field, shipingMethodId included", async () => {
    const reply = await list({ pagination: { page: 1, pageSize: 100 } });
    expect(reply.status).toBe(1);
    const own = ownRows();
    expect(reply.data?.rowCount).toBe(own.length);
    const ids = new Set(own.map((r) => r.id));
    for (const item of reply.data?.results ?? []) expect(ids.has(item.id)).toBe(true);
    const first = reply.data?.results[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        'invoiceNumber',
        'creationDate',
        'buyerId',
        'buyerName',
        'statusId',
        'shipingMethodId',
        'deliveryMethodId',
        'totalAmount',
        'productsCount',
        'isPaid',
        'paymentDeadline',
        'dispatchDeadline',
        'deliveryDeadline',
      ].sort(),
    );
    expect(first?.shipingMethodId).toBeTypeOf('number');
  });

  it('paginates with pageCount and rowCount (default page size 12, newest id first)', async () => {
    const total = ownRows().length;
    const page1 = await list({});
    expect(page1.data?.results).toHaveLength(12);
    expect(page1.data?.rowCount).toBe(total);
    expect(page1.data?.pageCount).toBe(Math.ceil(total / 12));
    const ids = page1.data?.results.map((r) => r.id) ?? [];
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const last = await list({ pagination: { page: Math.ceil(total / 12), pageSize: 12 } });
    expect(last.data?.results).toHaveLength(total - 12 * (Math.ceil(total / 12) - 1));
    const beyond = await list({ pagination: { page: 99, pageSize: 12 } });
    expect(beyond.data).toMatchObject({ results: [], rowCount: total });
    const empty = await list({ statusId: 2, buyerId: 999_999 });
    expect(empty.data).toEqual({ results: [], pageCount: 1, rowCount: 0 });
  });

  it('filters by status, shipping method, buyer and creation dates', async () => {
    const own = ownRows();
    const byStatus = await list({ statusId: 2, pagination: { page: 1, pageSize: 100 } });
    expect(byStatus.data?.rowCount).toBe(own.filter((r) => r.status_id === 2).length);
    expect(byStatus.data?.results.every((r) => r.statusId === 2)).toBe(true);

    const all = await list({ statusId: 0, pagination: { page: 1, pageSize: 100 } });
    expect(all.data?.rowCount).toBe(own.length);

    const pickup = await list({ shippingMethodId: 2, pagination: { page: 1, pageSize: 100 } });
    expect(pickup.data?.rowCount).toBe(own.filter((r) => r.shipping_method_id === 2).length);
    expect(pickup.data?.results.every((r) => r.shipingMethodId === 2)).toBe(true);

    const buyerId = own[0]?.buyer_id ?? 0;
    const byBuyer = await list({ buyerId, pagination: { page: 1, pageSize: 100 } });
    expect(byBuyer.data?.rowCount).toBe(own.filter((r) => r.buyer_id === buyerId).length);
    expect(byBuyer.data?.results.every((r) => r.buyerId === buyerId)).toBe(true);

    const from = dayIso(server.clock.now - 10 * DAY);
    const to = dayIso(server.clock.now - 2 * DAY);
    const byDate = await list({ dateFrom: from, dateTo: to, pagination: { page: 1, pageSize: 100 } });
    const expected = own.filter(
      (r) => r.created_at >= moscowStart(from) && r.created_at < moscowStart(dayIso(Date.parse(to) + DAY)),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(byDate.data?.rowCount).toBe(expected.length);
    expect(new Set(byDate.data?.results.map((r) => r.id))).toEqual(new Set(expected.map((r) => r.id)));

    const combined = await list({ statusId: 7, dateFrom: from, pagination: { page: 1, pageSize: 100 } });
    expect(combined.data?.rowCount).toBe(
      own.filter((r) => r.status_id === 7 && r.created_at >= moscowStart(from)).length,
    );
  });

  it('maps the pseudo-statuses 30, 31 and 32 like the client does', async () => {
    const own = ownRows();
    const cases = [
      { statusId: 30, status: 6, method: 1 },
      { statusId: 31, status: 6, method: 2 },
      { statusId: 32, status: 4, method: 2 },
    ];
    for (const { statusId, status, method } of cases) {
      const reply = await list({ statusId, pagination: { page: 1, pageSize: 100 } });
      const expected = own.filter((r) => r.status_id === status && r.shipping_method_id === method);
      expect(expected.length, `pseudo ${statusId}`).toBeGreaterThan(0);
      expect(reply.data?.rowCount, `pseudo ${statusId}`).toBe(expected.length);
    }
    // The client's own form (status 4 + shippingMethodId 2) gives the same rows as 32.
    const explicit = await list({ statusId: 4, shippingMethodId: 2, pagination: { page: 1, pageSize: 100 } });
    const pseudo = await list({ statusId: 32, pagination: { page: 1, pageSize: 100 } });
    expect(explicit.data?.results.map((r) => r.id)).toEqual(pseudo.data?.results.map((r) => r.id));
  });

  it.each([
    ['id', (r: ListItem) => r.id],
    ['creationDate', (r: ListItem) => r.creationDate],
    ['buyerName', (r: ListItem) => r.buyerName],
    ['totalAmount', (r: ListItem) => r.totalAmount],
    ['statusId', (r: ListItem) => r.statusId],
  ] as const)('sorts by %s both ways, ties by id', async (column, key) => {
    for (const ascending of [true, false]) {
      const reply = await list({
        column,
        sortByAscending: ascending,
        pagination: { page: 1, pageSize: 100 },
      });
      const results = reply.data?.results ?? [];
      expect(results.length).toBe(ownRows().length);
      const sorted = [...results].sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        const byKey = ka < kb ? -1 : ka > kb ? 1 : 0;
        return (ascending ? 1 : -1) * (byKey || a.id - b.id);
      });
      expect(
        results.map((r) => r.id),
        `${column} ${ascending ? 'asc' : 'desc'}`,
      ).toEqual(sorted.map((r) => r.id));
    }
  });

  it('refuses a foreign sellerId and invalid filters with -1', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    expect((await list({ sellerId: other.sellerId })).status).toBe(-1);
    expect((await list({ sellerId: seller.sellerId })).status).toBe(1);
    for (const body of [
      { statusId: 11 },
      { statusId: '2' },
      { column: 'price' },
      { shippingMethodId: 3 },
      { pagination: { page: 0, pageSize: 12 } },
      { pagination: { page: 1, pageSize: 1000 } },
      { dateFrom: '18.03.2026' },
      { dateTo: '2026-02-30' },
      { sortByAscending: 'yes' },
    ]) {
      const reply = await list(body);
      expect(reply.status, JSON.stringify(body)).toBe(-1);
      expect(reply.errorMessage, JSON.stringify(body)).toBeTruthy();
    }
    const noBody = await call(server.app, 'POST', '/Order/GetAllOrdersByFilter', { token: seller.token });
    expect(noBody.body.status).toBe(-1);
  });

  it('answers 401 without a token', async () => {
    expect((await call(server.app, 'POST', '/Order/GetAllOrdersByFilter', { body: {} })).body.status).toBe(
      401,
    );
  });
});

describe('Order/GetOrderById', () => {
  it('answers the order with buyer, products, amounts, shipping details, requests and history', async () => {
    const reply = await detail(W.completed);
    expect(reply.status).toBe(1);
    const order = reply.data;
    if (!order) throw new Error('no order');
    expect(order).toMatchObject({ id: W.completed, statusId: 7, shipingMethodId: 1, isPaid: true });
    expect(order.buyer).toMatchObject({ id: order.buyerId });
    expect(order.buyer.email).toContain('@');
    expect(order.buyer.city).toBeTruthy();
    expect(order.products.length).toBe(order.productsCount);
    const sum = order.products.reduce((total, p) => total + p.amount, 0);
    expect(order.amounts.productsAmount).toBeCloseTo(sum, 2);
    expect(order.amounts.totalAmount).toBeCloseTo(
      order.amounts.productsAmount + order.amounts.deliveryAmount,
      2,
    );
    expect(order.totalAmount).toBe(order.amounts.totalAmount);
    expect(order.shippingDetails).toMatchObject({
      shippingMethodId: null,
      deliveryMethodId: 1,
      procurationFiles: [],
    });
    expect(order.shippingDetails.address).toMatchObject({
      street: expect.any(String),
      houseNumber: expect.any(String),
    });
    expect(order.shippingDetails.transportMark).toBeTruthy();
    expect(order.history.map((h) => h.statusId)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const renewal = (await detail(W.notPaidWithRenewal)).data;
    expect(renewal?.payRenewalRequest?.suggestedDays).toBeGreaterThan(0);
    expect(renewal?.dispatchDeadlineRequest).toBeNull();
    const extension = (await detail(W.readyToSendWithExtension)).data;
    expect(extension?.dispatchDeadlineRequest?.extendingDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await detail(W.declined)).data?.declinePurpose).toBeTruthy();
  });

  it("answers -1 'Заказ не найден' for another seller's order and for an unknown id", async () => {
    const otherId = count(
      server,
      'SELECT MIN(id) FROM wholesale_orders WHERE seller_id <> ?',
      seller.sellerId,
    );
    for (const id of [otherId, 999_999]) {
      const reply = await detail(id);
      expect(reply).toEqual({ status: -1, errorMessage: NOT_FOUND });
    }
    expect(
      (await call(server.app, 'POST', '/Order/GetOrderById?id=abc', { token: seller.token })).body.status,
    ).toBe(-1);
    expect((await call(server.app, 'POST', '/Order/GetOrderById', { token: seller.token })).body.status).toBe(
      -1,
    );
  });
});

describe('wholesale actions', () => {
  it('DeclineOrderById: 1 and 9 -> 10; paid 2, 3, 21, 22 -> -20; others -1', async () => {
    const purpose = encodeURIComponent('Нет товара на складе');
    expect(await act(`DeclineOrderById?id=${W.notPaid}&declinePurpose=${purpose}`)).toEqual({
      status: 1,
      data: true,
    });
    const declined = (await detail(W.notPaid)).data;
    expect(declined?.statusId).toBe(10);
    expect(declined?.declinePurpose).toBe('Нет товара на складе');
    expect(declined?.history.at(-1)).toEqual({
      statusId: 10,
      date: new Date(server.clock.now).toISOString(),
    });

    expect((await act(`DeclineOrderById?id=${W.paymentOverdueWithRenewal}&declinePurpose=x`)).status).toBe(1);
    expect(statusOf(W.paymentOverdueWithRenewal)).toBe(10);

    for (const id of [W.notSentMotor, W.readyToSendCdek, W.sendingOverdue, W.readinessOverdueWithExtension]) {
      const before = row(server, 'wholesale_orders', id);
      const reply = await act(`DeclineOrderById?id=${id}&declinePurpose=x`);
      expect(reply.status, `order ${id}`).toBe(-20);
      expect(reply.errorMessage).toBeTruthy();
      expect(row(server, 'wholesale_orders', id)).toEqual(before);
    }
    for (const id of [W.shippedMotor, W.completed, W.declined, W.inTransitMotor]) {
      expect(await act(`DeclineOrderById?id=${id}&declinePurpose=x`)).toEqual({
        status: -1,
        errorMessage: NOT_ALLOWED,
      });
    }
    expect((await act(`DeclineOrderById?id=${W.notPaidWithRenewal}&declinePurpose=%20%20`)).status).toBe(-1);
    expect((await act(`DeclineOrderById?id=${W.notPaidWithRenewal}`)).status).toBe(-1);
    expect(statusOf(W.notPaidWithRenewal)).toBe(1);
  });

  it('AcceptPayRenewalRequest: a pending request on 1 or 9 sets the payment deadline and status 1', async () => {
    // 9: the deadline has passed, so the N days count from now.
    const reply = await act(`AcceptPayRenewalRequest?orderId=${W.paymentOverdueWithRenewal}&suggestedDays=7`);
    expect(reply).toEqual({ status: 1, data: true });
    const order = (await detail(W.paymentOverdueWithRenewal)).data;
    expect(order?.statusId).toBe(1);
    expect(order?.paymentDeadline).toBe(new Date(server.clock.now + 7 * DAY).toISOString());
    expect(order?.payRenewalRequest).toBeNull();
    // The request is used up; an order without a request refuses.
    expect(
      await act(`AcceptPayRenewalRequest?orderId=${W.paymentOverdueWithRenewal}&suggestedDays=7`),
    ).toEqual({
      status: -1,
      errorMessage: NOT_ALLOWED,
    });
    expect((await act(`AcceptPayRenewalRequest?orderId=${W.notPaid}&suggestedDays=5`)).errorMessage).toBe(
      NOT_ALLOWED,
    );
    expect(
      (await act(`AcceptPayRenewalRequest?orderId=${W.notPaidWithRenewal}&suggestedDays=0`)).status,
    ).toBe(-1);
    // 1: renewing by N days adds N days to the current payment deadline (not now + N).
    const before = (await detail(W.notPaidWithRenewal)).data?.paymentDeadline ?? '';
    expect(Date.parse(before)).toBeGreaterThan(server.clock.now);
    expect(
      (await act(`AcceptPayRenewalRequest?orderId=${W.notPaidWithRenewal}&suggestedDays=5`)).status,
    ).toBe(1);
    expect((await detail(W.notPaidWithRenewal)).data?.paymentDeadline).toBe(
      new Date(Date.parse(before) + 5 * DAY).toISOString(),
    );
  });

  it('DispatchProlongation: 2 and 21 get a new future dispatch deadline and status 2', async () => {
    const date = dayIso(server.clock.now + 5 * DAY);
    expect(await act(`DispatchProlongation?orderId=${W.sendingOverdue}&prolonagationDate=${date}`)).toEqual({
      status: 1,
      data: true,
    });
    const order = (await detail(W.sendingOverdue)).data;
    expect(order?.statusId).toBe(2);
    expect(order?.dispatchDeadline).toBe(moscowEnd(date));
    const iso = new Date(server.clock.now + 2 * DAY).toISOString();
    expect(
      (await act(`DispatchProlongation?orderId=${W.notSentMotor}&prolonagationDate=${iso}`)).status,
    ).toBe(1);
    expect((await detail(W.notSentMotor)).data?.dispatchDeadline).toBe(iso);

    const past = dayIso(server.clock.now - DAY);
    expect(
      (await act(`DispatchProlongation?orderId=${W.notSentMotor2}&prolonagationDate=${past}`)).status,
    ).toBe(-1);
    expect((await act(`DispatchProlongation?orderId=${W.notSentMotor2}&prolonagationDate=soon`)).status).toBe(
      -1,
    );
    expect(await act(`DispatchProlongation?orderId=${W.readyToSendCdek}&prolonagationDate=${date}`)).toEqual({
      status: -1,
      errorMessage: NOT_ALLOWED,
    });
  });

  it('AcceptDispatchDeadline: a pending request on 3, 22, 4 or 8 sets the deadline; 22 -> 3, 8 -> 4', async () => {
    const date = dayIso(server.clock.now + 6 * DAY);
    for (const [id, after] of [
      [W.readinessOverdueWithExtension, 3],
      [W.shipmentOverdueWithExtension, 4],
      [W.readyToSendWithExtension, 3],
      [W.readyToShipCdekWithExtension, 4],
    ] as const) {
      expect(await act(`AcceptDispatchDeadline?orderId=${id}&extendingDate=${date}`), `order ${id}`).toEqual({
        status: 1,
        data: true,
      });
      const order = (await detail(id)).data;
      expect(order?.statusId).toBe(after);
      expect(order?.dispatchDeadline).toBe(moscowEnd(date));
      expect(order?.dispatchDeadlineRequest).toBeNull();
    }
    // Without a pending request, or from another status: refused.
    expect(
      (await act(`AcceptDispatchDeadline?orderId=${W.readyToShipMotor}&extendingDate=${date}`)).errorMessage,
    ).toBe(NOT_ALLOWED);
    expect(
      (await act(`AcceptDispatchDeadline?orderId=${W.notSentMotor}&extendingDate=${date}`)).errorMessage,
    ).toBe(NOT_ALLOWED);
  });

  it('ReadyToSent: method 3 sends only dispatchDay; others readyDays and address', async () => {
    const day = dayIso(server.clock.now + 2 * DAY);
    expect(await act('ReadyToSent', { orderId: W.notSentPost, dispatchDay: day })).toEqual({
      status: 1,
      data: true,
    });
    const post = (await detail(W.notSentPost)).data;
    expect(post?.statusId).toBe(3);
    expect(post?.shippingDetails).toMatchObject({
      dispatchDay: moscowEnd(day),
      readyDays: null,
      address: null,
    });
    expect(post?.dispatchDeadline).toBe(moscowEnd(day));

    expect(await act('ReadyToSent', { orderId: W.notSentMotor, readyDays: 3, address: ADDRESS })).toEqual({
      status: 1,
      data: true,
    });
    const motor = (await detail(W.notSentMotor)).data;
    expect(motor?.statusId).toBe(3);
    expect(motor?.shippingDetails).toMatchObject({
      readyDays: 3,
      dispatchDay: null,
      address: { ...ADDRESS, apartmentOrOficeNumber: null },
    });
    expect(motor?.dispatchDeadline).toBe(new Date(server.clock.now + 3 * DAY).toISOString());

    // Wrong forms for the delivery method, incomplete bodies, wrong status.
    const refusals: [unknown, string][] = [
      [{ orderId: W.notSentMotor2, readyDays: 3 }, "Field 'address' is required for delivery method 1"],
      [{ orderId: W.notSentMotor2, address: ADDRESS }, "Field 'readyDays' is required for delivery method 1"],
      [
        { orderId: W.notSentMotor2, dispatchDay: day },
        "Delivery method 1 takes 'readyDays' and 'address', not 'dispatchDay'",
      ],
      [
        { orderId: W.notSentMotor2, readyDays: 3, address: { ...ADDRESS, street: ' ' } },
        "Field 'address.street' has an invalid format",
      ],
      [{ orderId: W.notSentMotor2, readyDays: 0, address: ADDRESS }, "Field 'readyDays' must be >= 1"],
      [
        { orderId: W.notSentMotor2, readyDays: 3, address: { countryId: 1 } },
        "Field 'address.regionId' is required",
      ],
      [{ readyDays: 3, address: ADDRESS }, "Field 'orderId' is required"],
    ];
    for (const [body, message] of refusals) {
      expect(await act('ReadyToSent', body), JSON.stringify(body)).toEqual({
        status: -1,
        errorMessage: message,
      });
    }
    expect(statusOf(W.notSentMotor2)).toBe(2);
    expect(await act('ReadyToSent', { orderId: W.readyToShipMotor, readyDays: 2, address: ADDRESS })).toEqual(
      {
        status: -1,
        errorMessage: NOT_ALLOWED,
      },
    );
  });

  it('OrderDispatched: 3 and 22 -> 4 with a shipment deadline', async () => {
    expect(await act(`OrderDispatched?id=${W.readyToSendCdek}`)).toEqual({ status: 1, data: true });
    const order = (await detail(W.readyToSendCdek)).data;
    expect(order?.statusId).toBe(4);
    expect(order?.dispatchDeadline).toBe(new Date(server.clock.now + 5 * DAY).toISOString());
    expect((await act(`OrderDispatched?id=${W.readinessOverdueWithExtension}`)).status).toBe(1);
    expect(statusOf(W.readinessOverdueWithExtension)).toBe(4);
    expect(await act(`OrderDispatched?id=${W.notSentMotor}`)).toEqual({
      status: -1,
      errorMessage: NOT_ALLOWED,
    });
  });

  it('OrderDelivered: 5 and 23 -> 6 when the seller delivers; 4 and 8 -> 6 when the buyer collects', async () => {
    expect(await act(`OrderDelivered?orderId=${W.inTransitMotor}`)).toEqual({ status: 1, data: true });
    expect(statusOf(W.inTransitMotor)).toBe(6);
    expect((await act(`OrderDelivered?orderId=${W.deliveryOverdue}`)).status).toBe(1);
    expect((await act(`OrderDelivered?orderId=${W.readyToShipPickup}`)).status).toBe(1);
    expect(statusOf(W.readyToShipPickup)).toBe(6);
    for (const id of [W.readyToShipMotor, W.notSentPickup, W.shippedMotor]) {
      expect(await act(`OrderDelivered?orderId=${id}`), `order ${id}`).toEqual({
        status: -1,
        errorMessage: NOT_ALLOWED,
      });
    }
  });

  it('takes an order 2 -> 3 -> 4 -> 5 (with a file) -> 6 and records the history', async () => {
    const id = W.notSentMotor;
    expect((await act('ReadyToSent', { orderId: id, readyDays: 2, address: ADDRESS })).status).toBe(1);
    server.clock.now += 3_600_000;
    expect((await act(`OrderDispatched?id=${id}`)).status).toBe(1);
    server.clock.now += 3_600_000;
    const transit = await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
      ...inTransitParts(id),
      { name: 'ProcurationFiles', filename: 'доверенность.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(transit).toEqual({ status: 1, data: true });
    server.clock.now += 3_600_000;
    expect((await act(`OrderDelivered?orderId=${id}`)).status).toBe(1);
    const order = (await detail(id)).data;
    expect(order?.statusId).toBe(6);
    expect(order?.history.map((h) => h.statusId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(order?.shippingDetails.procurationFiles).toHaveLength(1);
  });
});

describe('Order/OrderInTransit (multipart)', () => {
  it('stores a real PNG under <dataDir>/uploads and serves it back', async () => {
    const reply = await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
      ...inTransitParts(W.readyToShipMotor, [{ name: 'VoyageNumber', value: 'Рейс 12' }]),
      { name: 'ProcurationFiles', filename: 'Доверенность №1.png', contentType: 'image/png', data: PNG },
      { name: 'ProcurationFiles', filename: 'C:\\Скан\\scan.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(reply).toEqual({ status: 1, data: true });
    const order = (await detail(W.readyToShipMotor)).data;
    expect(order?.statusId).toBe(5);
    expect(order?.deliveryDeadline).toBe(new Date(server.clock.now + 14 * DAY).toISOString());
    expect(order?.shippingDetails).toMatchObject({
      transportMark: 'ГАЗель NEXT',
      transportNumber: 'А123ВС 96',
      driverFulname: 'Сорокин Павел Андреевич',
      // Phones are kept and answered as digits (issue 8.20).
      driverPhone: '79125550102',
      voyageNumber: 'Рейс 12',
      // A bare day is 00:00 in Moscow.
      pickUpDate: '2026-03-18T21:00:00.000Z',
    });
    const urls = order?.shippingDetails.procurationFiles ?? [];
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.png$/);
    expect(urls[1]).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.pdf$/);
    // The original names beside the random stored ones (issue 8.20), by URL.
    expect(order?.shippingDetails.fileNames).toEqual({
      [urls[0] ?? '']: 'Доверенность №1.png',
      [urls[1] ?? '']: 'scan.pdf',
    });
    const stored = readdirSync(path.join(server.dataDir, 'uploads'));
    expect(stored).toHaveLength(2);

    const served = await server.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const fileName = path.basename(urls[0] ?? '');
    expect(readFileSync(path.join(server.dataDir, 'uploads', fileName)).equals(PNG)).toBe(true);
  });

  it('refuses a file whose content is not pdf/jpeg/png/webp, whatever its declared type', async () => {
    const reply = await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
      ...inTransitParts(W.readyToShipMotor),
      { name: 'ProcurationFiles', filename: 'scan.png', contentType: 'image/png', data: NOT_AN_IMAGE },
    ]);
    expect(reply.status).toBe(-1);
    expect(reply.errorMessage).toMatch(/допустимы PDF, JPEG, PNG, WebP/);
    expect(statusOf(W.readyToShipMotor)).toBe(4);
    expect(count(server, 'SELECT COUNT(*) FROM order_files')).toBe(0);
  });

  it('refuses more than 10 files and a file over 10 MB, storing nothing', async () => {
    const files: Part[] = Array.from({ length: 11 }, (_, i) => ({
      name: 'ProcurationFiles',
      filename: `scan${i}.png`,
      contentType: 'image/png',
      data: PNG,
    }));
    const tooMany = await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
      ...inTransitParts(W.readyToShipMotor),
      ...files,
    ]);
    expect(tooMany).toEqual({ status: -1, errorMessage: 'At most 10 files may be uploaded' });
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
      ...inTransitParts(W.readyToShipMotor),
      { name: 'ProcurationFiles', filename: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(tooBig).toEqual({ status: -1, errorMessage: 'A file must be at most 10 MB' });
    const ten = await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
      ...inTransitParts(W.readyToShipMotor),
      ...files.slice(0, 10),
    ]);
    expect(ten.status).toBe(1);
    expect(readdirSync(path.join(server.dataDir, 'uploads'))).toHaveLength(10);
  });

  it('checks the form by hand: ids, methods and the fields each delivery method needs', async () => {
    const without = (name: string) => inTransitParts(W.readyToShipMotor).filter((p) => p.name !== name);
    const cases: [Part[], string][] = [
      [without('OrderId'), "Field 'OrderId' is required"],
      [without('DriverPhone'), "Field 'DriverPhone' is required for delivery method 1"],
      [without('TransportMark'), "Field 'TransportMark' is required for delivery method 1"],
      [
        [...without('ShippingMethodId'), { name: 'ShippingMethodId', value: '2' }],
        "Field 'ShippingMethodId' must be the order's shipping method (1)",
      ],
      [
        [...without('DeliveryMethodId'), { name: 'DeliveryMethodId', value: '2' }],
        "Field 'DeliveryMethodId' must be the order's delivery method (1)",
      ],
      [
        [...without('OrderId'), { name: 'OrderId', value: 'abc' }],
        "Field 'OrderId' must be an integer from 1 to 9007199254740991",
      ],
      [
        [...without('DriverPhone'), { name: 'DriverPhone', value: 'call me' }],
        "Field 'DriverPhone' has an invalid format",
      ],
      [
        [...without('PickUpDate'), { name: 'PickUpDate', value: '2026-13-01' }],
        "Field 'PickUpDate' is not a valid date",
      ],
      [
        [
          ...inTransitParts(W.readyToShipMotor),
          { name: 'Other', filename: 'a.png', contentType: 'image/png', data: PNG },
        ],
        "Unexpected file part 'Other'",
      ],
    ];
    for (const [parts, message] of cases) {
      expect(await postMultipart(server.app, '/Order/OrderInTransit', seller.token, parts), message).toEqual({
        status: -1,
        errorMessage: message,
      });
    }
    expect(statusOf(W.readyToShipMotor)).toBe(4);

    // CDEK needs the track code; the goods of a pickup order never travel with the seller.
    const cdek = [
      { name: 'OrderId', value: String(W.readyToShipCdekWithExtension) },
      { name: 'ShippingMethodId', value: '1' },
    ];
    expect(await postMultipart(server.app, '/Order/OrderInTransit', seller.token, cdek)).toEqual({
      status: -1,
      errorMessage: "Field 'TrackCode' is required for delivery method 2",
    });
    expect(
      await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
        ...cdek,
        { name: 'TrackCode', value: '1234567890' },
      ]),
    ).toEqual({ status: 1, data: true });
    expect(
      await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
        { name: 'OrderId', value: String(W.readyToShipPickup) },
        { name: 'ShippingMethodId', value: '2' },
      ]),
    ).toEqual({ status: -1, errorMessage: NOT_ALLOWED });
    expect(
      await postMultipart(server.app, '/Order/OrderInTransit', seller.token, inTransitParts(W.notSentMotor)),
    ).toEqual({ status: -1, errorMessage: NOT_ALLOWED });
  });

  it('keeps multipart to its own routes: JSON routes refuse it, it refuses JSON', async () => {
    const { payload, headers } = (await import('./ordersHelpers.js')).multipart([
      { name: 'statusId', value: '2' },
    ]);
    const jsonRoute = await server.app.inject({
      method: 'POST',
      url: '/seller/api/Order/GetAllOrdersByFilter',
      headers: { ...headers, authorization: `Bearer ${seller.token}` },
      payload,
    });
    expect(jsonRoute.statusCode).toBe(200);
    expect(jsonRoute.json<{ status: number }>().status).toBe(-1);
    const json = await call(server.app, 'POST', '/Order/OrderInTransit', {
      token: seller.token,
      body: { OrderId: 10 },
    });
    expect(json.body).toEqual({ status: -1, errorMessage: 'The request must be multipart/form-data' });
  });

  it('serves only generated names from the uploads directory', async () => {
    await postMultipart(server.app, '/Order/OrderInTransit', seller.token, [
      ...inTransitParts(W.readyToShipMotor),
      { name: 'ProcurationFiles', filename: 'scan.png', contentType: 'image/png', data: PNG },
    ]);
    for (const url of [
      '/seller/uploads/..%2F..%2Fpackage.json',
      '/seller/uploads/..%2Fmarket.sqlite',
      '/seller/uploads/0123456789abcdef0123456789abcdef.png',
      '/seller/uploads/notes.txt',
      '/seller/uploads/',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('Not found');
    }
    // Dot segments are resolved before routing: they leave /seller/uploads/ and reach no file.
    for (const url of ['/seller/uploads/../../package.json', '/seller/uploads/%2e%2e/%2e%2e/package.json']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('"name"');
    }
  });
});

describe('the overdue sweep', () => {
  it('moves orders past their deadlines on the next read, dated at the deadline', async () => {
    const deadline = count(
      server,
      'SELECT dispatch_deadline FROM wholesale_orders WHERE id = ?',
      W.notSentMotor,
    );
    const paymentDeadline = count(
      server,
      'SELECT payment_deadline FROM wholesale_orders WHERE id = ?',
      W.notPaid,
    );
    expect(statusOf(W.notSentMotor)).toBe(2);
    server.clock.now += 30 * DAY;
    // Nothing changes until an orders call runs the sweep.
    expect(statusOf(W.notSentMotor)).toBe(2);
    const overdue = await list({ statusId: 21, pagination: { page: 1, pageSize: 100 } });
    expect(overdue.data?.results.map((r) => r.id)).toContain(W.notSentMotor);
    expect(statusOf(W.notPaid)).toBe(9);
    expect(statusOf(W.readyToSendCdek)).toBe(22);
    expect(statusOf(W.readyToShipMotor)).toBe(8);
    expect(statusOf(W.inTransitMotor)).toBe(23);
    const history = (await detail(W.notSentMotor)).data?.history;
    expect(history?.at(-1)).toEqual({ statusId: 21, date: deadline });
    expect((await detail(W.notPaid)).data?.history.at(-1)).toEqual({ statusId: 9, date: paymentDeadline });
    // Final statuses never move.
    expect(statusOf(W.completed)).toBe(7);
    expect(statusOf(W.shippedMotor)).toBe(6);
  });

  it('runs before actions too: an order that just became overdue is handled as such', async () => {
    server.clock.now += 30 * DAY;
    // 2 became 21: declining is still a payment conflict, prolongation brings it back to 2.
    expect((await act(`DeclineOrderById?id=${W.notSentMotor2}&declinePurpose=x`)).status).toBe(-20);
    const date = dayIso(server.clock.now + 3 * DAY);
    expect(
      (await act(`DispatchProlongation?orderId=${W.notSentMotor2}&prolonagationDate=${date}`)).status,
    ).toBe(1);
    expect(statusOf(W.notSentMotor2)).toBe(2);
    const statuses = server.db
      .prepare('SELECT status_id FROM wholesale_order_history WHERE order_id = ? ORDER BY created_at, id')
      .pluck()
      .all(W.notSentMotor2);
    expect(statuses).toEqual([1, 2, 21, 2]);
  });
});

describe("another seller's orders", () => {
  it('are refused for reads and every action, and nothing changes', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const mine: number[] = [
      W.notSentMotor,
      W.readyToShipMotor,
      W.paymentOverdueWithRenewal,
      W.readyToSendWithExtension,
    ];
    const before = mine.map((id) => row(server, 'wholesale_orders', id));
    const comments = count(server, 'SELECT COUNT(*) FROM order_comments');
    const date = dayIso(server.clock.now + 3 * DAY);
    const calls: [string, () => Promise<{ status: number; errorMessage?: string }>][] = [
      ['GetOrderById', () => detail(W.notSentMotor, other.token)],
      [
        'DeclineOrderById',
        () => act(`DeclineOrderById?id=${W.notPaid}&declinePurpose=x`, undefined, other.token),
      ],
      [
        'AcceptPayRenewalRequest',
        () =>
          act(
            `AcceptPayRenewalRequest?orderId=${W.paymentOverdueWithRenewal}&suggestedDays=5`,
            undefined,
            other.token,
          ),
      ],
      [
        'DispatchProlongation',
        () =>
          act(
            `DispatchProlongation?orderId=${W.notSentMotor}&prolonagationDate=${date}`,
            undefined,
            other.token,
          ),
      ],
      [
        'AcceptDispatchDeadline',
        () =>
          act(
            `AcceptDispatchDeadline?orderId=${W.readyToSendWithExtension}&extendingDate=${date}`,
            undefined,
            other.token,
          ),
      ],
      [
        'ReadyToSent',
        () => act('ReadyToSent', { orderId: W.notSentMotor, readyDays: 2, address: ADDRESS }, other.token),
      ],
      [
        'OrderDispatched',
        () => act(`OrderDispatched?id=${W.readyToSendWithExtension}`, undefined, other.token),
      ],
      [
        'OrderInTransit',
        () =>
          postMultipart(server.app, '/Order/OrderInTransit', other.token, [
            ...inTransitParts(W.readyToShipMotor),
            { name: 'ProcurationFiles', filename: 'scan.png', contentType: 'image/png', data: PNG },
          ]),
      ],
      ['OrderDelivered', () => act(`OrderDelivered?orderId=${W.inTransitMotor}`, undefined, other.token)],
      ['GetReviewByOrderId', () => act(`GetReviewByOrderId?orderId=${W.completed}`, undefined, other.token)],
      [
        'GetComments',
        async () =>
          (
            await call(server.app, 'POST', `/Common/GetComments?orderId=${W.completed}`, {
              token: other.token,
            })
          ).body,
      ],
      [
        'AddComment',
        async () =>
          (
            await call(server.app, 'POST', '/Common/AddComment', {
              token: other.token,
              body: { orderId: W.completed, comment: 'Чужой комментарий' },
            })
          ).body,
      ],
    ];
    for (const [name, run] of calls) {
      expect(await run(), name).toEqual({ status: -1, errorMessage: NOT_FOUND });
    }
    expect(mine.map((id) => row(server, 'wholesale_orders', id))).toEqual(before);
    expect(statusOf(W.notPaid)).toBe(1);
    expect(statusOf(W.inTransitMotor)).toBe(5);
    expect(count(server, 'SELECT COUNT(*) FROM order_comments')).toBe(comments);
    expect(count(server, 'SELECT COUNT(*) FROM order_files')).toBe(0);
    // The other seller's own list does not contain them either.
    const theirs = await list({ pagination: { page: 1, pageSize: 100 } }, other.token);
    expect(theirs.data?.results.some((r) => mine.includes(r.id))).toBe(false);
  });
});

describe('migration 002', () => {
  it('back-fills orders that existed before it', () => {
    const db = new Database(':memory:');
    migrate(db, migrations.slice(0, 1));
    db.exec(`
      INSERT INTO users (id, email, password_hash, user_category_id, created_at) VALUES
        (1, 's@x.ru', 'x', 1, '2025-01-01T00:00:00.000Z'), (2, 'b@x.ru', 'x', 2, '2025-01-01T00:00:00.000Z');
      INSERT INTO sellers (id, user_id, created_at) VALUES (1, 1, '2025-01-01T00:00:00.000Z');
      INSERT INTO wholesale_orders (id, seller_id, buyer_id, status_id, total_amount, created_at) VALUES
        (5, 1, 2, 1, 100, '2025-02-01T00:00:00.000Z'), (6, 1, 2, 7, 200, '2025-03-01T00:00:00.000Z');
      INSERT INTO retail_orders (id, seller_id, buyer_id, status_id, total_amount, created_at) VALUES
        (3, 1, 2, 5, 50, '2025-02-01T00:00:00.000Z');`);
    expect(migrate(db, migrations.slice(0, 2))).toEqual([2]);
    expect(
      db
        .prepare('SELECT id, invoice_number, is_paid, shipping_method_id FROM wholesale_orders ORDER BY id')
        .all(),
    ).toEqual([
      { id: 5, invoice_number: '2025-000005', is_paid: 0, shipping_method_id: 1 },
      { id: 6, invoice_number: '2025-000006', is_paid: 1, shipping_method_id: 1 },
    ]);
    expect(db.prepare('SELECT number FROM retail_orders').pluck().get()).toBe('1000003');
    expect(db.prepare('SELECT COUNT(*) FROM wholesale_order_history').pluck().get()).toBe(2);
    expect(db.prepare('SELECT COUNT(*) FROM retail_order_history').pluck().get()).toBe(1);
    db.close();
  });
});
