import { describe, expect, it } from 'vitest';
import type { OrderRequestListItem } from '../../contract/index.js';
import { call } from './helpers.js';
import {
  cityId,
  filterBody,
  newRequest,
  REQUEST_NOT_FOUND,
  requestRow,
  seededRequest,
  sellerApi,
  STORE_NOT_FOUND,
  visibleRows,
  wholesaleProducts,
  withRequestsServer,
  type RequestsContext,
} from './orderRequestsHelpers.js';

/** Reading order requests: the list and its filter, one request, the filter options, the seed. */

let c: RequestsContext;
withRequestsServer((context) => {
  c = context;
});

const api = () => sellerApi(c.server, c.seller.token);
const ids = (results: OrderRequestListItem[] | undefined) =>
  (results ?? []).map((r) => r.id).sort((a, b) => a - b);
const listIds = async (overrides: Record<string, unknown>) => {
  const reply = await api().list(filterBody(overrides));
  expect(reply.status, JSON.stringify(reply)).toBe(1);
  return ids(reply.data?.orderRequests.results);
};
const visibleIds = (where: (row: ReturnType<typeof requestRow>) => boolean = () => true) =>
  visibleRows(c.server, c.seller.sellerId)
    .filter(where)
    .map((r) => r.id);

describe('seeded demo requests', () => {
  it('covers every status for both sellers, with lines, proposals, an order for 4 and deleted ones', () => {
    for (const sellerId of [c.seller.sellerId, c.other.sellerId]) {
      const rows = c.server.db
        .prepare('SELECT id, status_id, order_id, deleted_by_seller FROM order_requests WHERE seller_id = ?')
        .all(sellerId) as {
        id: number;
        status_id: number;
        order_id: number | null;
        deleted_by_seller: number;
      }[];
      const visible = rows.filter((r) => r.deleted_by_seller === 0);
      expect(new Set(visible.map((r) => r.status_id))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8]));
      expect(rows.some((r) => r.deleted_by_seller === 1)).toBe(true);
      for (const row of rows) {
        const lines = c.server.db
          .prepare('SELECT COUNT(*) FROM order_request_products WHERE request_id = ?')
          .pluck()
          .get(row.id) as number;
        expect(lines, `request ${row.id}`).toBeGreaterThanOrEqual(1);
        expect(lines).toBeLessThanOrEqual(4);
        const proposals = c.server.db
          .prepare('SELECT COUNT(*) FROM order_proposals WHERE request_id = ?')
          .pluck()
          .get(row.id) as number;
        if ([3, 4, 6, 7].includes(row.status_id)) expect(proposals, `request ${row.id}`).toBe(1);
        if (row.status_id === 4) expect(row.order_id).not.toBeNull();
      }
    }
    const demoNew = visibleRows(c.server, c.seller.sellerId).filter((r) => r.status_id === 2);
    expect(demoNew.length).toBeGreaterThanOrEqual(3);
  });
});

describe('OrderRequest/GetAllOrderRequests', () => {
  it("answers the caller's requests that are not deleted, newest first, with every list field", async () => {
    const reply = await api().list(filterBody());
    const data = reply.data?.orderRequests;
    expect(data?.rowCount).toBe(visibleIds().length);
    expect(ids(data?.results)).toEqual(visibleIds());
    const dates = (data?.results ?? []).map((r) => r.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = data?.results[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        'creationDate',
        'deadline',
        'statusId',
        'buyerId',
        'buyerName',
        'countryId',
        'countryName',
        'shippingMethodId',
        'productsCount',
        'productNames',
        'totalQuantity',
        'proposalAmount',
        'orderId',
      ].sort(),
    );
  });

  it('computes the list fields from the lines and the proposal', async () => {
    const id = newRequest(c.server, c.seller.sellerId, { cityId: cityId(c.server, 'Минск') });
    const detail = (await api().detail(id)).data;
    const item = (await api().list(filterBody({ requestId: id }))).data?.orderRequests.results[0];
    expect(item).toMatchObject({
      id,
      statusId: 2,
      countryId: 2,
      countryName: 'Беларусь',
      productsCount: 2,
      totalQuantity: 140,
      proposalAmount: null,
      orderId: null,
      productNames: detail?.products.map((p) => p.productName).join(', '),
    });
    expect(
      await api().propose({
        orderRequestId: id,
        validDays: 5,
        deliveryDays: 7,
        deliveryAmount: 1000.5,
        comment: null,
        lines: (detail?.products ?? []).map((p) => ({
          orderRequestProductId: p.id,
          price: 12.35,
          quantity: 3,
        })),
      }),
    ).toEqual({ status: 1, data: true });
    const proposed = (await api().list(filterBody({ requestId: id }))).data?.orderRequests.results[0];
    // 2 lines × 3 × 12.35 + delivery 1000.50
    expect(proposed).toMatchObject({ statusId: 3, proposalAmount: 1074.6 });
  });

  it('names the first three products only', async () => {
    const products = wholesaleProducts(c.server, c.seller.sellerId).slice(0, 4);
    const id = newRequest(c.server, c.seller.sellerId, {
      lines: products.map((productId) => ({ productId, quantity: 10, targetPrice: null })),
    });
    const item = (await api().list(filterBody({ requestId: id }))).data?.orderRequests.results[0];
    const names = (await api().detail(id)).data?.products.map((p) => p.productName) ?? [];
    expect(names).toHaveLength(4);
    expect(item?.productNames).toBe(names.slice(0, 3).join(', '));
    expect(item?.productsCount).toBe(4);
  });

  it('takes status 0 and 1 as no filter and one status otherwise', async () => {
    expect(await listIds({ orderRequestStatuses: 0 })).toEqual(visibleIds());
    expect(await listIds({ orderRequestStatuses: 1 })).toEqual(visibleIds());
    for (const status of [2, 3, 4, 5, 6, 7, 8]) {
      const expected = visibleIds((r) => r.status_id === status);
      expect(expected.length, `status ${status}`).toBeGreaterThan(0);
      expect(await listIds({ orderRequestStatuses: status })).toEqual(expected);
    }
    const wrong = await api().list(filterBody({ orderRequestStatuses: 9 }));
    expect(wrong.status).toBe(-1);
    expect(wrong.errorMessage).toMatch(/^Field 'orderRequestStatuses' must be one of/);
  });

  it('takes country -1 and 0 as no filter; a country finds the requests delivered there', async () => {
    const minsk = newRequest(c.server, c.seller.sellerId, { cityId: cityId(c.server, 'Минск') });
    const almaty = newRequest(c.server, c.seller.sellerId, { cityId: cityId(c.server, 'Алматы') });
    expect(await listIds({ country: -1 })).toEqual(visibleIds());
    expect(await listIds({ country: 0 })).toEqual(visibleIds());
    const belarus = await listIds({ country: 2 });
    expect(belarus).toContain(minsk);
    expect(belarus).not.toContain(almaty);
    expect(belarus).toEqual(visibleIds((r) => r.country_id === 2));
    expect((await api().list(filterBody({ country: -2 }))).status).toBe(-1);
  });

  it('filters by request id, buyer, shipping method and requested product', async () => {
    const rows = visibleRows(c.server, c.seller.sellerId);
    const target = rows[0];
    expect(await listIds({ requestId: target?.id })).toEqual([target?.id]);
    expect(await listIds({ requestId: 0 })).toEqual(visibleIds());
    expect(await listIds({ buyerId: target?.buyer_id })).toEqual(
      visibleIds((r) => r.buyer_id === target?.buyer_id),
    );
    for (const method of [1, 2]) {
      const expected = visibleIds((r) => r.shipping_method_id === method);
      expect(expected.length).toBeGreaterThan(0);
      expect(await listIds({ shippingMethods: method })).toEqual(expected);
    }
    const productId = c.server.db
      .prepare('SELECT product_id FROM order_request_products WHERE request_id = ? ORDER BY position LIMIT 1')
      .pluck()
      .get(target?.id) as number;
    const withProduct = c.server.db
      .prepare(
        `SELECT DISTINCT l.request_id FROM order_request_products l JOIN order_requests r ON r.id = l.request_id
         WHERE l.product_id = ? AND r.seller_id = ? AND r.deleted_by_seller = 0 ORDER BY l.request_id`,
      )
      .pluck()
      .all(productId, c.seller.sellerId);
    expect(await listIds({ productId })).toEqual(withProduct);
  });

  it('filters by a category and its descendants', async () => {
    const products = wholesaleProducts(c.server, c.seller.sellerId);
    const productId = products[0] ?? 0;
    const id = newRequest(c.server, c.seller.sellerId, {
      lines: [{ productId, quantity: 5, targetPrice: null }],
    });
    const leaf = c.server.db
      .prepare('SELECT first_category_id FROM products WHERE id = ?')
      .pluck()
      .get(productId) as number;
    // The top category above the product's leaf.
    let top = leaf;
    for (;;) {
      const parent = c.server.db.prepare('SELECT parent_id FROM categories WHERE id = ?').pluck().get(top) as
        number | null;
      if (parent === null) break;
      top = parent;
    }
    expect(top).not.toBe(leaf);
    const expectedFor = (categoryId: number) =>
      c.server.db
        .prepare(
          `SELECT DISTINCT r.id FROM order_requests r JOIN order_request_products l ON l.request_id = r.id
           JOIN products p ON p.id = l.product_id
           WHERE r.seller_id = ? AND r.deleted_by_seller = 0 AND instr(p.category_keys, ?) > 0 ORDER BY r.id`,
        )
        .pluck()
        .all(c.seller.sellerId, ` ${categoryId} `);
    const byTop = await listIds({ productCategoryId: top });
    expect(byTop).toContain(id);
    expect(byTop).toEqual(expectedFor(top));
    expect(await listIds({ productCategoryId: leaf })).toContain(id);
    const otherTop = c.server.db
      .prepare('SELECT id FROM categories WHERE parent_id IS NULL AND id <> ? ORDER BY id LIMIT 1')
      .pluck()
      .get(top) as number;
    const byOther = await listIds({ productCategoryId: otherTop });
    expect(byOther).not.toContain(id);
    expect(byOther).toEqual(expectedFor(otherTop));
  });

  it('reads yyyy/mm/dd days as Moscow days, the end day included (yyyy-MM-dd and ISO too)', async () => {
    const at = (iso: string) => {
      c.server.clock.now = Date.parse(iso);
      return newRequest(c.server, c.seller.sellerId);
    };
    const early = at('2026-03-10T21:00:00.000Z'); // 11.03 00:00 in Moscow
    const late = at('2026-03-11T20:59:59.000Z'); // 11.03 23:59:59 in Moscow
    const before = at('2026-03-10T20:59:59.000Z'); // still 10.03 in Moscow
    const after = at('2026-03-11T21:00:00.000Z'); // 12.03 in Moscow
    for (const day of ['2026/03/11', '2026-03-11', '2026-03-11T12:00:00+03:00']) {
      const found = await listIds({ startDate: day, endDate: day });
      expect(found, day).toContain(early);
      expect(found, day).toContain(late);
      expect(found, day).not.toContain(before);
      expect(found, day).not.toContain(after);
    }
    const from = await listIds({ startDate: '2026/03/12' });
    expect(from).toContain(after);
    expect(from).not.toContain(late);
    const to = await listIds({ endDate: '2026/03/10' });
    expect(to).toContain(before);
    expect(to).not.toContain(early);
    expect(await api().list(filterBody({ startDate: '2026/02/30' }))).toEqual({
      status: -1,
      errorMessage: "Field 'startDate' is not a valid date",
    });
    expect((await api().list(filterBody({ endDate: '11.03.2026' }))).errorMessage).toBe(
      "Field 'endDate' has an invalid format",
    );
  });

  it('sorts by deadline or id on request and paginates with pageCount and rowCount', async () => {
    const byDeadline = (await api().list(filterBody({ column: 'deadline', sortByAscending: true }))).data;
    const deadlines = (byDeadline?.orderRequests.results ?? []).map((r) => r.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    const byId = (await api().list(filterBody({ column: 'id', sortByAscending: false }))).data;
    expect((byId?.orderRequests.results ?? []).map((r) => r.id)).toEqual(visibleIds().reverse());
    const total = visibleIds().length;
    const page = (await api().list(filterBody({ pagination: { page: 2, pageSize: 5 } }))).data?.orderRequests;
    expect(page).toMatchObject({ rowCount: total, pageCount: Math.ceil(total / 5) });
    expect(page?.results).toHaveLength(Math.min(5, total - 5));
    const empty = (await api().list(filterBody({ requestId: 999_999 }))).data?.orderRequests;
    expect(empty).toEqual({ results: [], pageCount: 1, rowCount: 0 });
    expect((await api().list(filterBody({ column: 'buyerName' }))).status).toBe(-1);
  });

  it("refuses another seller's sellerId and accepts the caller's own", async () => {
    expect(await api().list(filterBody({ sellerId: c.other.sellerId }))).toEqual({
      status: -1,
      errorMessage: STORE_NOT_FOUND,
    });
    expect(await listIds({ sellerId: c.seller.sellerId })).toEqual(visibleIds());
    const theirs = await sellerApi(c.server, c.other.token).list(filterBody());
    const theirIds = ids(theirs.data?.orderRequests.results);
    expect(theirIds).toEqual(visibleRows(c.server, c.other.sellerId).map((r) => r.id));
    expect(theirIds.some((id) => visibleIds().includes(id))).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const reply = await call(c.server.app, 'POST', '/OrderRequest/GetAllOrderRequests', {
      body: filterBody(),
    });
    expect(reply.body.status).toBe(401);
  });
});

describe('OrderRequest/GetOrderRequestById', () => {
  it('answers the request with its buyer, place, lines, proposal, files and history', async () => {
    const products = wholesaleProducts(c.server, c.seller.sellerId);
    const id = newRequest(c.server, c.seller.sellerId, { comment: '<b>Срочно</b> & быстро' });
    const reply = await api().detail(id);
    expect(reply.status).toBe(1);
    const detail = reply.data;
    expect(detail).toMatchObject({
      id,
      statusId: 2,
      shippingMethodId: 1,
      comment: '<b>Срочно</b> & быстро',
      deliveryAddress: 'Россия, Республика Татарстан, г. Казань, ул. Баумана, д. 7',
      proposal: null,
      rejectReason: null,
      buyerRejectReason: null,
      orderDescription: null,
      technicalDocumentations: [],
      zipPath: null,
      history: [{ statusId: 2, date: new Date(c.server.clock.now).toISOString() }],
    });
    expect(detail?.buyer).toMatchObject({ companyName: expect.any(String), email: expect.any(String) });
    expect(detail?.buyer.phoneNumber).toMatch(/^\d+$/);
    const product = c.server.db
      .prepare('SELECT product_name, base_vendor_code, min_price, max_price FROM products WHERE id = ?')
      .get(products[0]) as {
      product_name: string;
      base_vendor_code: string;
      min_price: number;
      max_price: number;
    };
    expect(detail?.products[0]).toMatchObject({
      productId: products[0],
      productName: product.product_name,
      vendoreCode: product.base_vendor_code,
      quantity: 100,
      targetPrice: 150,
      minPrice: product.min_price,
      maxPrice: product.max_price,
    });
    expect(detail?.products[0]?.measureUnit).not.toBe('');
    expect(detail?.products[1]).toMatchObject({ productId: products[1], quantity: 40, targetPrice: null });
  });

  it('answers no delivery address when the buyer collects', async () => {
    const id = newRequest(c.server, c.seller.sellerId, { shippingMethodId: 2 });
    const detail = (await api().detail(id)).data;
    expect(detail).toMatchObject({ shippingMethodId: 2, deliveryAddress: null, countryId: 1 });
    expect(requestRow(c.server, id)).toMatchObject({ shipping_method_id: 2 });
  });

  it("answers 'Запрос не найден' for another seller's, unknown and deleted requests", async () => {
    const theirs = seededRequest(c.server, c.other.sellerId, 2);
    const deleted = c.server.db
      .prepare('SELECT id FROM order_requests WHERE seller_id = ? AND deleted_by_seller = 1 LIMIT 1')
      .pluck()
      .get(c.seller.sellerId) as number;
    for (const id of [theirs, deleted, 999_999]) {
      expect(await api().detail(id), `request ${id}`).toEqual({
        status: -1,
        errorMessage: REQUEST_NOT_FOUND,
      });
    }
    expect((await api().detail(0)).status).toBe(-1);
  });
});

describe('OrderRequest/GetProductsAndBuyersOfOrderRequest', () => {
  it("lists the buyers and products of the caller's requests (not deleted), by name", async () => {
    const reply = await api().options(c.seller.sellerId);
    expect(reply.status).toBe(1);
    const products = c.server.db
      .prepare(
        `SELECT DISTINCT p.id FROM order_requests r JOIN order_request_products l ON l.request_id = r.id
         JOIN products p ON p.id = l.product_id WHERE r.seller_id = ? AND r.deleted_by_seller = 0 ORDER BY p.id`,
      )
      .pluck()
      .all(c.seller.sellerId);
    const buyers = [...new Set(visibleRows(c.server, c.seller.sellerId).map((r) => r.buyer_id))].sort(
      (a, b) => a - b,
    );
    expect((reply.data?.orderRequestProducts ?? []).map((p) => p.id).sort((a, b) => a - b)).toEqual(products);
    expect((reply.data?.orderRequestBuyers ?? []).map((b) => b.id).sort((a, b) => a - b)).toEqual(buyers);
    const names = (reply.data?.orderRequestProducts ?? []).map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  it("refuses another seller's id", async () => {
    expect(await api().options(c.other.sellerId)).toEqual({ status: -1, errorMessage: STORE_NOT_FOUND });
  });
});
