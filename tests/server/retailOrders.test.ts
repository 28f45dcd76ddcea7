import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETAIL_SCENARIOS } from '../../server/db/seeds/orders.js';
import { moscowDay } from '../../server/lib/time.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  DAY,
  JPEG,
  NOT_ALLOWED,
  NOT_FOUND,
  PDF,
  PNG,
  postMultipart,
  row,
  sellerSession,
  type OrdersServer,
  type Part,
  type SellerSession,
  withOrdersServer,
} from './ordersHelpers.js';

/** The demo seller's retail scenario orders on a fresh database (docs/contract/orders.md). */
const R = {
  notSentMotor: 1,
  notSentCdek: 2,
  notSentPost: 3,
  readyCdek: 4,
  readyMotor: 5,
  readyPickup: 6,
  inTransitCdek: 7,
  readinessOverdue: 8,
  shippingOverdue: 9,
  deliveryOverdue: 10,
  delivered: 11,
  completed: 12,
  cancelled: 13,
} as const;

interface Item {
  id: number;
  number: string;
  creationDate: string;
  buyerName: string;
  productName: string;
  productsCount: number;
  amount: number;
  retailOrderStatus: number;
  deliveryMethodId: number;
  shipingMethodId: number;
}

interface ListData {
  results: Item[];
  pageCount: number;
  rowCount: number;
}

interface Info extends Item {
  buyer: { fullName: string; phoneNumber: string; email: string };
  deliveryAddress: string | null;
  products: {
    retailOrderProductsId: number;
    productName: string;
    quantity: number;
    price: number;
    amount: number;
  }[];
  shippingInfo: {
    pickupDate: string;
    driverPhone: string | null;
    deliveryMethodId: number;
    shippingMethodId: number;
    images: string[];
  } | null;
  cdekOfficeAddress: string | null;
  imIds: string[];
  history: { retailOrderStatus: number; date: string }[];
}

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

const filter = async (body: Record<string, unknown>, token = seller.token) =>
  (await call<ListData>(server.app, 'POST', '/RetailOrder/GetRetailOrdersAndFilter', { token, body })).body;

const general = async (body: Record<string, unknown>, token = seller.token) =>
  (await call<ListData>(server.app, 'POST', '/RetailOrder/GetGeneralRetailOrdersAndFilter', { token, body }))
    .body;

const info = async (id: number, token = seller.token) =>
  (await call<Info>(server.app, 'GET', `/Order/GetRetailOrderInfo?orderId=${id}`, { token })).body;

const change = async (body: Record<string, unknown>, token = seller.token) =>
  (await call<boolean>(server.app, 'POST', '/RetailOrder/ChangeRetailOrderStatus', { token, body })).body;

const statusOf = (id: number): number =>
  count(server, 'SELECT status_id FROM retail_orders WHERE id = ?', id);

const ownRows = () =>
  server.db
    .prepare('SELECT id, status_id, number, created_at FROM retail_orders WHERE seller_id = ?')
    .all(seller.sellerId) as { id: number; status_id: number; number: string; created_at: string }[];

const ALL = { page: 1, pageSize: 100 };
/** The Moscow day of an instant: a bare day on the wire is a Moscow day. */
const dayIso = (ms: number) => moscowDay(ms);
const today = () => dayIso(server.clock.now);
const moscowStart = (day: string) => new Date(Date.parse(`${day}T00:00:00.000+03:00`)).toISOString();
const moscowEnd = (day: string) => new Date(Date.parse(`${day}T23:59:59.999+03:00`)).toISOString();

const shippingJson = (orderId: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    orderId,
    pickupDate: dayIso(server.clock.now + DAY),
    driverPhone: '+7 (912) 555-01-02',
    retailOrderProductsId: null,
    shippingMethodId: 1,
    deliveryMethodId: 1,
    ...extra,
  });

const addInfo = (parts: Part[], token = seller.token) =>
  postMultipart(server.app, '/RetailOrder/AddInfoForShipping', token, parts);

describe('seeded retail orders', () => {
  it('cover every retail status with the scenario block first', () => {
    const rows = ownRows();
    RETAIL_SCENARIOS.forEach((scenario, index) => {
      expect(rows.find((r) => r.id === index + 1)?.status_id, `order ${index + 1}`).toBe(scenario.status);
    });
    const statuses = new Set(rows.map((r) => r.status_id));
    for (const status of [1, 2, 3, 4, 5, 6, 7, 15, 16])
      expect(statuses.has(status), `status ${status}`).toBe(true);
  });
});

describe('RetailOrder/GetRetailOrdersAndFilter', () => {
  it("lists the seller's orders newest first with every list field", async () => {
    const reply = await filter({ pagination: ALL });
    expect(reply.status).toBe(1);
    const own = ownRows();
    expect(reply.data?.rowCount).toBe(own.length);
    expect(reply.data?.pageCount).toBe(Math.ceil(own.length / 100));
    const results = reply.data?.results ?? [];
    expect(Object.keys(results[0] ?? {}).sort()).toEqual(
      [
        'id',
        'number',
        'creationDate',
        'buyerName',
        'productName',
        'productsCount',
        'amount',
        'retailOrderStatus',
        'deliveryMethodId',
        'shipingMethodId',
      ].sort(),
    );
    const dates = results.map((r) => r.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await filter({});
    expect(page.data?.results).toHaveLength(12);
    expect(page.data?.pageCount).toBe(Math.ceil(own.length / 12));
  });

  it('filters by statuses, id, number, product name and dates', async () => {
    const own = ownRows();
    const statuses = await filter({ retailOrderStatuses: [1, 2], pagination: ALL });
    expect(statuses.data?.rowCount).toBe(own.filter((r) => r.status_id === 1 || r.status_id === 2).length);
    expect(statuses.data?.results.every((r) => [1, 2].includes(r.retailOrderStatus))).toBe(true);
    expect((await filter({ retailOrderStatuses: [0], pagination: ALL })).data?.rowCount).toBe(own.length);
    expect((await filter({ retailOrderStatuses: [], pagination: ALL })).data?.rowCount).toBe(own.length);

    const byId = await filter({ retailOrderId: R.readyCdek });
    expect(byId.data?.results.map((r) => r.id)).toEqual([R.readyCdek]);

    const number = await filter({ number: '1000004' });
    expect(number.data?.results.map((r) => r.id)).toEqual([R.readyCdek]);
    const partial = await filter({ number: '100001', pagination: ALL });
    expect(partial.data?.rowCount).toBe(own.filter((r) => r.number.includes('100001')).length);
    expect((await filter({ number: 1000004 })).data?.rowCount).toBe(1);

    const product = count(
      server,
      'SELECT product_name FROM retail_order_products WHERE order_id = ? ORDER BY id',
      R.readyCdek,
    ) as unknown as string;
    const word = product.split(' ')[0]?.toLowerCase() ?? '';
    const byProduct = await filter({ productName: word, pagination: ALL });
    const lines = server.db
      .prepare(
        `SELECT o.id, p.product_name AS name FROM retail_orders o JOIN retail_order_products p ON p.order_id = o.id
         WHERE o.seller_id = ?`,
      )
      .all(seller.sellerId) as { id: number; name: string }[];
    const expected = new Set(lines.filter((l) => l.name.toLowerCase().includes(word)).map((l) => l.id)).size;
    expect(expected).toBeGreaterThan(0);
    expect(byProduct.data?.rowCount).toBe(expected);
    expect(byProduct.data?.results.map((r) => r.id)).toContain(R.readyCdek);

    const from = dayIso(server.clock.now - 5 * DAY);
    const byDate = await filter({ startDate: from, endDate: today(), pagination: ALL });
    expect(byDate.data?.rowCount).toBe(own.filter((r) => r.created_at >= moscowStart(from)).length);
    expect(
      (await filter({ startDate: today(), endDate: dayIso(server.clock.now - DAY) })).data?.rowCount,
    ).toBe(0);
  });

  it('refuses invalid filters and a foreign sellerId with -1', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    expect((await filter({ sellerId: other.sellerId })).status).toBe(-1);
    for (const body of [
      { retailOrderStatuses: [8] },
      { retailOrderStatuses: 1 },
      { number: '12345678' },
      { number: '12a' },
      { productName: 'x'.repeat(101) },
      { startDate: '2026/03/01' },
      { pagination: { page: 1, pageSize: 0 } },
    ]) {
      expect((await filter(body)).status, JSON.stringify(body)).toBe(-1);
    }
  });
});

describe('RetailOrder/GetGeneralRetailOrdersAndFilter', () => {
  it('searches the number, the buyer name (any case) and product names', async () => {
    const byNumber = await general({ searchValue: '1000007' });
    expect(byNumber.data?.results.map((r) => r.id)).toEqual([R.inTransitCdek]);

    const buyer = (await info(R.inTransitCdek)).data?.buyerName ?? '';
    const lastName = buyer.split(' ').at(-1) ?? '';
    const byBuyer = await general({ searchValue: lastName.toLowerCase(), pagination: ALL });
    expect(byBuyer.data?.rowCount).toBeGreaterThan(0);
    expect(
      byBuyer.data?.results.every((r) => r.buyerName.includes(lastName) || r.number.includes(lastName)),
    ).toBe(true);
    expect(byBuyer.data?.results.map((r) => r.id)).toContain(R.inTransitCdek);

    const product = (await info(R.inTransitCdek)).data?.products[0]?.productName ?? '';
    const byProduct = await general({ searchValue: product.toUpperCase(), pagination: ALL });
    expect(byProduct.data?.results.map((r) => r.id)).toContain(R.inTransitCdek);

    const all = await general({ searchValue: '   ', pagination: ALL });
    expect(all.data?.rowCount).toBe(ownRows().length);
    const nothing = await general({ searchValue: 'нет такого заказа' });
    expect(nothing.data).toEqual({ results: [], pageCount: 1, rowCount: 0 });
    const dated = await general({ dateFrom: today(), dateTo: today(), pagination: ALL });
    expect(dated.data?.rowCount).toBe(
      ownRows().filter((r) => moscowDay(Date.parse(r.created_at)) === today()).length,
    );
    expect((await general({ searchValue: 'x'.repeat(101) })).status).toBe(-1);
  });
});

describe('retail list sorting (optional column / sortByAscending)', () => {
  const isSorted = (values: (string | number)[], ascending: boolean) =>
    values.every((v, i) => i === 0 || (ascending ? values[i - 1] <= v : values[i - 1] >= v));

  it('sorts both retail lists by each column in both directions; default is newest first', async () => {
    for (const ascending of [true, false]) {
      const byAmount = await filter({ column: 'amount', sortByAscending: ascending, pagination: ALL });
      expect(isSorted(byAmount.data?.results.map((r) => r.amount) ?? [], ascending)).toBe(true);
      const byId = await general({ column: 'id', sortByAscending: ascending, pagination: ALL });
      expect(isSorted(byId.data?.results.map((r) => r.id) ?? [], ascending)).toBe(true);
      const byStatus = await filter({
        column: 'retailOrderStatus',
        sortByAscending: ascending,
        pagination: ALL,
      });
      expect(isSorted(byStatus.data?.results.map((r) => r.retailOrderStatus) ?? [], ascending)).toBe(true);
      const byDate = await general({ column: 'creationDate', sortByAscending: ascending, pagination: ALL });
      expect(isSorted(byDate.data?.results.map((r) => r.creationDate) ?? [], ascending)).toBe(true);
    }
    const byBuyer = await filter({ column: 'buyerName', sortByAscending: true, pagination: ALL });
    expect(byBuyer.data?.rowCount).toBe(ownRows().length);
    const plain = await general({ pagination: ALL });
    expect(isSorted(plain.data?.results.map((r) => r.creationDate) ?? [], false)).toBe(true);
    expect((await filter({ column: 'nope' })).status).toBe(-1);
  });
});

describe('Order/GetRetailOrderInfo', () => {
  it('answers the order with buyer, products, shipping info, CDEK data and history', async () => {
    const reply = await info(R.inTransitCdek);
    expect(reply.status).toBe(1);
    const order = reply.data;
    expect(order).toMatchObject({
      id: R.inTransitCdek,
      number: '1000007',
      retailOrderStatus: 3,
      deliveryMethodId: 2,
    });
    expect(order?.buyer.email).toContain('@');
    expect(order?.products.length).toBe(order?.productsCount);
    expect(order?.amount).toBeCloseTo(order?.products.reduce((t, p) => t + p.amount, 0) ?? 0, 2);
    expect(order?.shippingInfo).toMatchObject({ deliveryMethodId: 2, shippingMethodId: 1, images: [] });
    expect(order?.cdekOfficeAddress).toMatch(/СДЭК/);
    expect(order?.imIds.length).toBeGreaterThan(0);
    expect(order?.history.map((h) => h.retailOrderStatus)).toEqual([1, 2, 3]);
    const fresh = (await info(R.notSentMotor)).data;
    expect(fresh?.shippingInfo).toBeNull();
    expect(fresh?.imIds).toEqual([]);
  });

  it("answers -1 'Заказ не найден' for another seller's order or an unknown id", async () => {
    const otherId = count(server, 'SELECT MIN(id) FROM retail_orders WHERE seller_id <> ?', seller.sellerId);
    expect(await info(otherId)).toEqual({ status: -1, errorMessage: NOT_FOUND });
    expect(await info(999_999)).toEqual({ status: -1, errorMessage: NOT_FOUND });
    expect(
      (await call(server.app, 'GET', '/Order/GetRetailOrderInfo', { token: seller.token })).body.status,
    ).toBe(-1);
  });
});

describe('RetailOrder/ChangeRetailOrderStatus', () => {
  it('allows 1/7 -> 2, 2/15 -> 3, 3/16 -> 4 and 1/7 -> 6', async () => {
    const cases = [
      [R.notSentMotor, 2],
      [R.readinessOverdue, 2],
      [R.readyMotor, 3],
      [R.shippingOverdue, 3],
      [R.inTransitCdek, 4],
      [R.deliveryOverdue, 4],
      [R.notSentPost, 6],
    ] as const;
    for (const [id, to] of cases) {
      const body: Record<string, unknown> = {
        retailOrderId: id,
        retailOrderStatus: to,
        cdekOfficeAddress: null,
        ImIds: null,
      };
      if (id === R.shippingOverdue)
        Object.assign(body, { cdekOfficeAddress: 'СДЭК, г. Пермь, ул. Ленина, 1', ImIds: ['42'] });
      expect(await change(body), `${id} -> ${to}`).toEqual({ status: 1, data: true });
      expect(statusOf(id)).toBe(to);
    }
    const history = (await info(R.readyMotor)).data?.history ?? [];
    expect(history.at(-1)).toEqual({ retailOrderStatus: 3, date: new Date(server.clock.now).toISOString() });
  });

  it('requires the CDEK office and ImIds to send a CDEK order', async () => {
    const base = { retailOrderId: R.readyCdek, retailOrderStatus: 3 };
    const before = row(server, 'retail_orders', R.readyCdek);
    const message = "Delivery by CDEK (method 2) requires 'cdekOfficeAddress' and a non-empty 'ImIds'";
    for (const extra of [
      {},
      { cdekOfficeAddress: 'СДЭК, Москва' },
      { cdekOfficeAddress: 'СДЭК, Москва', ImIds: [] },
      { cdekOfficeAddress: '  ', ImIds: ['1'] },
    ]) {
      expect(await change({ ...base, ...extra }), JSON.stringify(extra)).toEqual({
        status: -1,
        errorMessage: message,
      });
    }
    expect(row(server, 'retail_orders', R.readyCdek)).toEqual(before);
    expect(
      await change({
        ...base,
        cdekOfficeAddress: 'СДЭК, г. Москва, ул. Профсоюзная, 56',
        ImIds: ['1234567890', '1234567891'],
      }),
    ).toEqual({
      status: 1,
      data: true,
    });
    const order = (await info(R.readyCdek)).data;
    expect(order).toMatchObject({
      retailOrderStatus: 3,
      cdekOfficeAddress: 'СДЭК, г. Москва, ул. Профсоюзная, 56',
      imIds: ['1234567890', '1234567891'],
    });
  });

  it("a cancel stores the seller's reason (declinePurpose) and answers it in the order (issue 8.19)", async () => {
    expect(
      await change({
        retailOrderId: R.notSentMotor,
        retailOrderStatus: 6,
        cdekOfficeAddress: null,
        ImIds: null,
        declinePurpose: '  Товар закончился <b>на складе</b> ',
      }),
    ).toEqual({ status: 1, data: true });
    const order = (await info(R.notSentMotor)).data as Info & { declinePurpose: string | null };
    expect(order.retailOrderStatus).toBe(6);
    expect(order.declinePurpose).toBe('Товар закончился <b>на складе</b>');
    // Without a reason (a client of the bare specification) the cancel still works.
    expect(await change({ retailOrderId: R.notSentPost, retailOrderStatus: 6 })).toEqual({
      status: 1,
      data: true,
    });
    expect(
      ((await info(R.notSentPost)).data as Info & { declinePurpose: string | null }).declinePurpose,
    ).toBeNull();
    // Other orders answer null; a reason longer than 500 characters is refused.
    expect(
      ((await info(R.readyMotor)).data as Info & { declinePurpose: string | null }).declinePurpose,
    ).toBeNull();
    expect(
      (await change({ retailOrderId: R.notSentCdek, retailOrderStatus: 6, declinePurpose: 'я'.repeat(501) }))
        .status,
    ).toBe(-1);
    expect(statusOf(R.notSentCdek)).toBe(1);
  });

  it('refuses other transitions with -1 and invalid bodies with -1', async () => {
    const refused = [
      [R.completed, 4],
      [R.notSentMotor, 3],
      [R.notSentMotor, 4],
      [R.readyMotor, 6],
      [R.notSentMotor, 5],
      [R.delivered, 5],
      [R.cancelled, 2],
      [R.notSentMotor, 1],
      [R.notSentMotor, 7],
    ] as const;
    for (const [id, to] of refused) {
      expect(await change({ retailOrderId: id, retailOrderStatus: to }), `${id} -> ${to}`).toEqual({
        status: -1,
        errorMessage: NOT_ALLOWED,
      });
    }
    for (const body of [
      { retailOrderId: R.notSentMotor, retailOrderStatus: 8 },
      { retailOrderId: R.notSentMotor },
      { retailOrderStatus: 2 },
      { retailOrderId: R.notSentMotor, retailOrderStatus: '2' },
      { retailOrderId: R.readyCdek, retailOrderStatus: 3, cdekOfficeAddress: 'x', ImIds: [''] },
    ]) {
      expect((await change(body)).status, JSON.stringify(body)).toBe(-1);
    }
    expect(statusOf(R.notSentMotor)).toBe(1);
  });
});

describe('RetailOrder/AddInfoForShipping (multipart)', () => {
  it('stores the json part and the File images and moves 1 to 2', async () => {
    const lineId = (await info(R.notSentMotor)).data?.products[0]?.retailOrderProductsId;
    const reply = await addInfo([
      { name: 'json', value: shippingJson(R.notSentMotor, { retailOrderProductsId: lineId }) },
      { name: 'File', filename: 'box.png', contentType: 'image/png', data: PNG },
      { name: 'File', filename: 'box.jpg', contentType: 'image/jpeg', data: JPEG },
    ]);
    expect(reply).toEqual({ status: 1, data: true });
    const order = (await info(R.notSentMotor)).data;
    expect(order?.retailOrderStatus).toBe(2);
    expect(order?.shippingInfo).toMatchObject({
      pickupDate: moscowStart(dayIso(server.clock.now + DAY)),
      driverPhone: '79125550102',
      deliveryMethodId: 1,
      shippingMethodId: 1,
    });
    const images = order?.shippingInfo?.images ?? [];
    expect(images).toHaveLength(2);
    const served = await server.app.inject({ method: 'GET', url: images[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // A second call replaces the info and, when images are sent, the images (old files are deleted).
    const again = await addInfo([
      { name: 'json', value: shippingJson(R.notSentMotor, { driverPhone: '912 000-00-00' }) },
      { name: 'File', filename: 'Фото груза.png', contentType: 'image/png', data: PNG },
    ]);
    expect(again.status).toBe(1);
    const updated = (await info(R.notSentMotor)).data;
    expect(updated?.shippingInfo?.driverPhone).toBe('79120000000');
    const [image] = updated?.shippingInfo?.images ?? [];
    expect((updated?.shippingInfo as { fileNames?: Record<string, string> }).fileNames).toEqual({
      [image ?? '']: 'Фото груза.png',
    });
    expect(updated?.shippingInfo?.images).toHaveLength(1);
    expect(readdirSync(path.join(server.dataDir, 'uploads'))).toHaveLength(1);
  });

  it('accepts the json part as a JSON Blob, without files, for method 3 without a driver phone', async () => {
    const reply = await addInfo([
      {
        name: 'json',
        filename: 'blob',
        contentType: 'application/json',
        data: Buffer.from(shippingJson(R.notSentPost, { deliveryMethodId: 3, driverPhone: undefined })),
      },
    ]);
    expect(reply).toEqual({ status: 1, data: true });
    expect((await info(R.notSentPost)).data?.shippingInfo).toMatchObject({
      driverPhone: null,
      deliveryMethodId: 3,
      images: [],
    });
    expect(statusOf(R.notSentPost)).toBe(2);
    // From 7 (readiness overdue) too; the shipping deadline is the end of the pick-up day.
    expect((await addInfo([{ name: 'json', value: shippingJson(R.readinessOverdue) }])).status).toBe(1);
    expect(statusOf(R.readinessOverdue)).toBe(2);
    expect(
      count(server, 'SELECT shipping_deadline FROM retail_orders WHERE id = ?', R.readinessOverdue),
    ).toBe(moscowEnd(dayIso(server.clock.now + DAY)));
  });

  it('refuses wrong parts, methods, dates, images and statuses, storing nothing', async () => {
    const cases: [Part[], string][] = [
      [[], "Part 'json' is required"],
      [[{ name: 'json', value: '{oops' }], "Part 'json' is not valid JSON"],
      [[{ name: 'json', value: '[1]' }], "Part 'json' must be an object"],
      [
        [{ name: 'json', value: shippingJson(R.notSentMotor, { orderId: 'x' }) }],
        "Field 'orderId' must be a positive integer",
      ],
      [
        [{ name: 'json', value: shippingJson(R.notSentMotor, { pickupDate: '01.04.2026' }) }],
        "Field 'pickupDate' must be a date (yyyy-MM-dd or ISO 8601)",
      ],
      [
        [
          {
            name: 'json',
            value: shippingJson(R.notSentMotor, { pickupDate: dayIso(server.clock.now - DAY) }),
          },
        ],
        "Field 'pickupDate' must be today or later",
      ],
      [
        [{ name: 'json', value: shippingJson(R.notSentMotor, { driverPhone: null }) }],
        "Field 'driverPhone' is required for delivery method 1",
      ],
      [
        [{ name: 'json', value: shippingJson(R.notSentMotor, { deliveryMethodId: 2 }) }],
        "Field 'deliveryMethodId' must be the order's delivery method (1)",
      ],
      [
        [{ name: 'json', value: shippingJson(R.notSentPost, { deliveryMethodId: 3 }) }],
        "Field 'driverPhone' is not sent with delivery method 3",
      ],
      [
        [{ name: 'json', value: shippingJson(R.notSentMotor, { shippingMethodId: 3 }) }],
        "Field 'shippingMethodId' must be one of [1,2]",
      ],
      [
        [{ name: 'json', value: shippingJson(R.notSentMotor, { retailOrderProductsId: 999_999 }) }],
        `Product line 999999 is not part of order ${R.notSentMotor}`,
      ],
      [
        [
          { name: 'json', value: shippingJson(R.notSentMotor) },
          { name: 'File', filename: 'scan.pdf', contentType: 'image/png', data: PDF },
        ],
        'Файл «scan.pdf» не подходит: допустимы JPEG, PNG, WebP (тип проверяется по содержимому файла)',
      ],
      [
        [
          { name: 'json', value: shippingJson(R.notSentMotor) },
          ...Array.from({ length: 11 }, (_, i): Part => ({
            name: 'File',
            filename: `${i}.png`,
            contentType: 'image/png',
            data: PNG,
          })),
        ],
        'At most 10 files may be uploaded',
      ],
      [[{ name: 'json', value: shippingJson(R.inTransitCdek, { deliveryMethodId: 2 }) }], NOT_ALLOWED],
      [[{ name: 'json', value: shippingJson(R.cancelled) }], NOT_ALLOWED],
    ];
    for (const [parts, message] of cases) {
      expect(await addInfo(parts), message).toEqual({ status: -1, errorMessage: message });
    }
    expect(statusOf(R.notSentMotor)).toBe(1);
    expect(
      count(server, 'SELECT COUNT(*) FROM retail_shipping_info WHERE order_id = ?', R.notSentMotor),
    ).toBe(0);
    expect(count(server, 'SELECT COUNT(*) FROM order_files')).toBe(0);
  });
});

describe('the retail overdue sweep', () => {
  it('moves 1 -> 7, 2 -> 15 and 3 -> 16 after their deadlines', async () => {
    server.clock.now += 20 * DAY;
    const overdue = await filter({ retailOrderStatuses: [7, 15, 16], pagination: ALL });
    const ids = overdue.data?.results.map((r) => r.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining([R.notSentMotor, R.readyMotor, R.inTransitCdek]));
    expect(statusOf(R.notSentMotor)).toBe(7);
    expect(statusOf(R.readyMotor)).toBe(15);
    expect(statusOf(R.inTransitCdek)).toBe(16);
    expect(statusOf(R.delivered)).toBe(4);
    const deadline = count(
      server,
      'SELECT readiness_deadline FROM retail_orders WHERE id = ?',
      R.notSentMotor,
    );
    expect((await info(R.notSentMotor)).data?.history.at(-1)).toEqual({
      retailOrderStatus: 7,
      date: deadline,
    });
  });
});

describe("another seller's retail orders", () => {
  it('are refused for reads and every action, and nothing changes', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const before = [R.notSentMotor, R.readyCdek].map((id) => row(server, 'retail_orders', id));
    expect(await info(R.notSentMotor, other.token)).toEqual({ status: -1, errorMessage: NOT_FOUND });
    expect(await change({ retailOrderId: R.notSentMotor, retailOrderStatus: 2 }, other.token)).toEqual({
      status: -1,
      errorMessage: NOT_FOUND,
    });
    expect(
      await change(
        { retailOrderId: R.readyCdek, retailOrderStatus: 3, cdekOfficeAddress: 'x', ImIds: ['1'] },
        other.token,
      ),
    ).toEqual({ status: -1, errorMessage: NOT_FOUND });
    expect(
      await addInfo(
        [
          { name: 'json', value: shippingJson(R.notSentMotor) },
          { name: 'File', filename: 'box.png', contentType: 'image/png', data: PNG },
        ],
        other.token,
      ),
    ).toEqual({ status: -1, errorMessage: NOT_FOUND });
    expect([R.notSentMotor, R.readyCdek].map((id) => row(server, 'retail_orders', id))).toEqual(before);
    expect(
      count(server, 'SELECT COUNT(*) FROM retail_shipping_info WHERE order_id = ?', R.notSentMotor),
    ).toBe(0);
    expect(count(server, 'SELECT COUNT(*) FROM order_files')).toBe(0);
    const theirs = await filter({ retailOrderId: R.notSentMotor }, other.token);
    expect(theirs.data?.rowCount).toBe(0);
    const search = await general({ searchValue: '1000001' }, other.token);
    expect(search.data?.results.some((r) => r.id === R.notSentMotor)).toBe(false);
  });
});
