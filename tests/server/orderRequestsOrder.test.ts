import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type {
  CreatedOrderReply,
  OrderRequest,
  WholesaleOrder,
  WholesaleOrderListItem,
} from '../../contract/index.js';
import { call } from './helpers.js';
import { DAY, JPEG, NOT_AN_IMAGE, PDF, PNG, postMultipart, type Part } from './ordersHelpers.js';
import { runBuyerRequestAction } from '../../server/services/orderRequestsBuyer.js';
import {
  newRequest,
  proposalFor,
  REQUEST_NOT_ALLOWED,
  REQUEST_NOT_FOUND,
  requestRow,
  seededRequest,
  sellerApi,
  withRequestsServer,
  type RequestsContext,
} from './orderRequestsHelpers.js';

/** OrderRequest/CreateAnOrder (multipart): the accepted proposal becomes a wholesale order. */

let c: RequestsContext;
withRequestsServer((context) => {
  c = context;
});

const api = () => sellerApi(c.server, c.seller.token);

const createAnOrder = (parts: Part[], token = c.seller.token) =>
  postMultipart<CreatedOrderReply>(c.server.app, '/OrderRequest/CreateAnOrder', token, parts);

const formFor = (id: number, extra: Part[] = []): Part[] => [
  { name: 'OrderRequestId', value: String(id) },
  { name: 'InvoiceValidDays', value: '7' },
  ...extra,
];

const detailOf = async (id: number): Promise<Required<OrderRequest>> => {
  const reply = await api().detail(id);
  if (!reply.data) throw new Error(JSON.stringify(reply));
  return reply.data;
};

const uploads = (): string[] => {
  const dir = path.join(c.server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

const wholesaleCount = () =>
  c.server.db.prepare('SELECT COUNT(*) FROM wholesale_orders').pluck().get() as number;

describe('OrderRequest/CreateAnOrder', () => {
  it('creates the order from the accepted proposal, stores the files and their zip', async () => {
    const id = seededRequest(c.server, c.seller.sellerId, 6, 1);
    const request = await detailOf(id);
    const proposal = request.proposal;
    if (!proposal) throw new Error('an accepted request has a proposal');
    const reply = await createAnOrder(
      formFor(id, [
        { name: 'OrderDescription', value: 'Отгрузка двумя партиями' },
        {
          name: 'TechnicalDocumentations',
          filename: 'Спецификация.pdf',
          contentType: 'application/pdf',
          data: PDF,
        },
        { name: 'TechnicalDocumentations', filename: 'Чертёж.png', contentType: 'image/png', data: PNG },
      ]),
    );
    expect(reply.status, JSON.stringify(reply)).toBe(1);
    const orderId = reply.data?.orderId ?? 0;
    const zipPath = reply.data?.zipPath ?? '';
    expect(zipPath).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.zip$/);

    // The seller finds the new order among the wholesale orders, unpaid, with the proposal's lines.
    const listed = await call<{ results: WholesaleOrderListItem[] }>(
      c.server.app,
      'POST',
      '/Order/GetAllOrdersByFilter',
      {
        token: c.seller.token,
        body: { statusId: 1, pagination: { page: 1, pageSize: 100 } },
      },
    );
    const item = listed.body.data?.results.find((o) => o.id === orderId);
    expect(item).toMatchObject({
      buyerId: request.buyerId,
      statusId: 1,
      shipingMethodId: request.shippingMethodId,
      deliveryMethodId: 1,
      totalAmount: proposal.totalAmount,
      productsCount: proposal.lines.length,
      isPaid: false,
      paymentDeadline: new Date(c.server.clock.now + 7 * DAY).toISOString(),
    });
    const order = (
      await call<WholesaleOrder>(c.server.app, 'POST', `/Order/GetOrderById?id=${orderId}`, {
        token: c.seller.token,
      })
    ).body.data;
    expect(
      order?.products?.map((p) => [p.productId, p.productName, p.quantity, p.priceForOne, p.amount]),
    ).toEqual(proposal.lines.map((l) => [l.productId, l.productName, l.quantity, l.price, l.amount]));
    expect(order?.amounts).toMatchObject({
      productsAmount: proposal.productsAmount,
      deliveryAmount: proposal.deliveryAmount,
      totalAmount: proposal.totalAmount,
    });

    // The request: 4 with the order, the description, the files by their names and the zip.
    const done = await detailOf(id);
    expect(done).toMatchObject({
      statusId: 4,
      orderId,
      orderDescription: 'Отгрузка двумя партиями',
      zipPath,
    });
    expect(done.history.slice(-1)).toEqual([
      { statusId: 4, date: new Date(c.server.clock.now).toISOString() },
    ]);
    expect(done.technicalDocumentations.map((f) => f.fileName)).toEqual(['Спецификация.pdf', 'Чертёж.png']);
    const [pdfUrl, pngUrl] = done.technicalDocumentations.map((f) => f.url);
    expect(pdfUrl).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.pdf$/);
    const served = await c.server.app.inject({ method: 'GET', url: pngUrl ?? '' });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const zip = await c.server.app.inject({ method: 'GET', url: zipPath });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['Спецификация.pdf', 'Чертёж.png']);
    expect(Buffer.from(entries['Спецификация.pdf'] ?? new Uint8Array()).equals(PDF)).toBe(true);
    expect(Buffer.from(entries['Чертёж.png'] ?? new Uint8Array()).equals(PNG)).toBe(true);
    expect(uploads()).toHaveLength(3);

    // Once created, a second call is refused and stores nothing.
    expect(
      await createAnOrder(
        formFor(id, [
          { name: 'TechnicalDocumentations', filename: 'a.pdf', contentType: 'application/pdf', data: PDF },
        ]),
      ),
    ).toEqual({ status: -1, errorMessage: REQUEST_NOT_ALLOWED });
    expect(uploads()).toHaveLength(3);
  });

  it('creates the order without files (no zip), with the buyer collecting and no description', async () => {
    // A request the buyer collects, proposed by the seller and accepted by the buyer.
    const id = newRequest(c.server, c.seller.sellerId, { shippingMethodId: 2 });
    expect((await api().propose(proposalFor(await detailOf(id)))).status).toBe(1);
    const accepted = runBuyerRequestAction(c.server.db, c.server.clock.now, {
      requestId: id,
      action: 'acceptProposal',
      reason: null,
      adminId: null,
    });
    expect(accepted.ok).toBe(true);
    const reply = await createAnOrder([
      { name: 'OrderRequestId', value: String(id) },
      { name: 'InvoiceValidDays', value: '1' },
    ]);
    expect(reply.status).toBe(1);
    expect(reply.data?.zipPath).toBeNull();
    const done = await detailOf(id);
    expect(done).toMatchObject({
      statusId: 4,
      orderDescription: null,
      technicalDocumentations: [],
      zipPath: null,
    });
    const order = c.server.db
      .prepare(
        'SELECT shipping_method_id, delivery_method_id, payment_deadline FROM wholesale_orders WHERE id = ?',
      )
      .get(reply.data?.orderId);
    expect(order).toEqual({
      shipping_method_id: 2,
      delivery_method_id: 1,
      payment_deadline: new Date(c.server.clock.now + DAY).toISOString(),
    });
    expect(uploads()).toEqual([]);
  });

  it('is refused in every other status, storing no file and no order', async () => {
    for (const status of [2, 3, 4, 5, 7, 8]) {
      const id = seededRequest(c.server, c.seller.sellerId, status);
      const before = requestRow(c.server, id);
      const orders = wholesaleCount();
      const reply = await createAnOrder(
        formFor(id, [
          {
            name: 'TechnicalDocumentations',
            filename: 'scan.pdf',
            contentType: 'application/pdf',
            data: PDF,
          },
        ]),
      );
      expect(reply, `from ${status}`).toEqual({ status: -1, errorMessage: REQUEST_NOT_ALLOWED });
      expect(requestRow(c.server, id)).toEqual(before);
      expect(wholesaleCount()).toBe(orders);
    }
    expect(uploads()).toEqual([]);
  });

  it("answers 'Запрос не найден' for another seller's or an unknown request", async () => {
    const theirs = seededRequest(c.server, c.other.sellerId, 6);
    for (const id of [theirs, 999_999]) {
      const reply = await createAnOrder(
        formFor(id, [
          {
            name: 'TechnicalDocumentations',
            filename: 'scan.pdf',
            contentType: 'application/pdf',
            data: PDF,
          },
        ]),
      );
      expect(reply).toEqual({ status: -1, errorMessage: REQUEST_NOT_FOUND });
    }
    expect(requestRow(c.server, theirs).status_id).toBe(6);
    expect(uploads()).toEqual([]);
  });

  it('refuses when a product is no longer on sale and removes the stored files and zip', async () => {
    const id = seededRequest(c.server, c.seller.sellerId, 6, 1);
    const productId = (await detailOf(id)).proposal?.lines[0]?.productId;
    c.server.db.prepare('UPDATE products SET is_active = 0 WHERE id = ?').run(productId);
    const orders = wholesaleCount();
    const reply = await createAnOrder(
      formFor(id, [
        {
          name: 'TechnicalDocumentations',
          filename: 'Спецификация.pdf',
          contentType: 'application/pdf',
          data: PDF,
        },
        { name: 'TechnicalDocumentations', filename: 'Фото.jpg', contentType: 'image/jpeg', data: JPEG },
      ]),
    );
    expect(reply).toEqual({ status: -1, errorMessage: `Строка 1: товар ${productId} снят с продажи` });
    expect(requestRow(c.server, id)).toMatchObject({ status_id: 6, order_id: null });
    expect(wholesaleCount()).toBe(orders);
    expect(c.server.db.prepare('SELECT COUNT(*) FROM order_request_files').pluck().get()).toBe(0);
    expect(uploads()).toEqual([]);
  });

  it('checks the form by hand before reading any file', async () => {
    const id = seededRequest(c.server, c.seller.sellerId, 6);
    const file: Part = {
      name: 'TechnicalDocumentations',
      filename: 'scan.pdf',
      contentType: 'application/pdf',
      data: PDF,
    };
    const cases: [Part[], string][] = [
      [[{ name: 'InvoiceValidDays', value: '7' }, file], "Field 'OrderRequestId' is required"],
      [[{ name: 'OrderRequestId', value: String(id) }, file], "Field 'InvoiceValidDays' is required"],
      [
        [{ name: 'OrderRequestId', value: String(id) }, { name: 'InvoiceValidDays', value: '31' }, file],
        "Field 'InvoiceValidDays' must be an integer from 1 to 30",
      ],
      [
        [...formFor(id), { name: 'OrderDescription', value: 'я'.repeat(1001) }, file],
        "Field 'OrderDescription' must be at most 1000 characters long",
      ],
      [
        [
          ...formFor(id),
          {
            name: 'TechnicalDocumentations',
            filename: 'scan.png',
            contentType: 'image/png',
            data: NOT_AN_IMAGE,
          },
        ],
        'Файл «scan.png» не подходит: допустимы PDF, JPEG, PNG, WebP (тип проверяется по содержимому файла)',
      ],
      [
        [...formFor(id), { name: 'Other', filename: 'a.pdf', contentType: 'application/pdf', data: PDF }],
        "Unexpected file part 'Other'",
      ],
    ];
    for (const [parts, message] of cases) {
      expect(await createAnOrder(parts), message).toEqual({ status: -1, errorMessage: message });
    }
    const tooMany: Part[] = Array.from({ length: 11 }, (_, i) => ({ ...file, filename: `scan${i}.pdf` }));
    expect(await createAnOrder([...formFor(id), ...tooMany])).toEqual({
      status: -1,
      errorMessage: 'At most 10 files may be uploaded',
    });
    expect(requestRow(c.server, id).status_id).toBe(6);
    expect(uploads()).toEqual([]);
  });
});
