import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  DAY,
  NOT_AN_IMAGE,
  PDF,
  PNG,
  sellerSession,
  type OrdersServer,
  type Part,
  type SellerSession,
  withOrdersServer,
} from './ordersHelpers.js';
import {
  createOrder,
  getProposal,
  MESSAGES,
  SEEDED,
  storedFiles,
  storedProposal,
  tenderHistory,
  tenderId,
  tenderStatus,
} from './tendersHelpers.js';

/** `Tender/CreateAnOrder` (multipart): the winner's wholesale order, its files and their zip. */

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

interface OrderDetail {
  id: number;
  buyerId: number;
  statusId: number;
  shipingMethodId: number;
  paymentDeadline: string;
  products: {
    productId: number;
    quantity: number;
    measureUnit: string;
    priceForOne: number;
    amount: number;
  }[];
  amounts: { productsAmount: number; deliveryAmount: number; totalAmount: number };
}

const form = (tender: number, extra: Part[] = [], days = '7'): Part[] => [
  { name: 'TenderId', value: String(tender) },
  { name: 'InvoiceValidDays', value: days },
  { name: 'OrderDescription', value: 'Счёт по тендеру, поставка до склада покупателя' },
  ...extra,
];
const file = (filename: string, data: Buffer, contentType = 'application/pdf'): Part => ({
  name: 'TechnicalDocumentations',
  filename,
  contentType,
  data,
});

const orderIds = async (token: string) =>
  (
    await call<{ results: { id: number }[] }>(server.app, 'POST', '/Order/GetAllOrdersByFilter', {
      token,
      body: { pagination: { page: 1, pageSize: 100 } },
    })
  ).body.data?.results.map((o) => o.id) ?? [];

describe('Tender/CreateAnOrder', () => {
  it("turns the winner's proposal into its wholesale order, with the files zipped by their names", async () => {
    const rakes = tenderId(server, SEEDED.rakes);
    const proposal = storedProposal(server, rakes, seller.sellerId);
    const tender = server.db
      .prepare('SELECT buyer_id, shipping_method_id, measure_unit FROM tenders WHERE id = ?')
      .get(rakes) as { buyer_id: number; shipping_method_id: number; measure_unit: string };
    const reply = await createOrder(
      server,
      seller.token,
      form(rakes, [file('ТЗ подписанное.pdf', PDF), file('Схема склада.png', PNG, 'image/png')]),
    );
    expect(reply.status).toBe(1);
    const orderId = reply.data?.orderId ?? 0;
    expect(reply.data?.zipPath).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.zip$/);

    // The order is the winner's only.
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    expect(await orderIds(seller.token)).toContain(orderId);
    expect(await orderIds(other.token)).not.toContain(orderId);
    const order = (
      await call<OrderDetail>(server.app, 'POST', `/Order/GetOrderById?id=${orderId}`, {
        token: seller.token,
      })
    ).body.data;
    const { quantity = 0, price_per_unit: price = 0, delivery_amount: delivery = 0 } = proposal ?? {};
    expect(order).toMatchObject({
      buyerId: tender.buyer_id,
      statusId: 1,
      shipingMethodId: tender.shipping_method_id,
      paymentDeadline: new Date(server.clock.now + 7 * DAY).toISOString(),
      products: [
        {
          productId: proposal?.product_id,
          quantity,
          measureUnit: tender.measure_unit,
          priceForOne: price,
          amount: Math.round(quantity * price * 100) / 100,
        },
      ],
      amounts: {
        deliveryAmount: delivery,
        totalAmount: Math.round((quantity * price + delivery) * 100) / 100,
      },
    });

    // Proposal 2 -> 5, tender 3 -> 4; the proposal shows the order, its texts and files.
    const detail = (await getProposal(server, seller.token, proposal?.id ?? 0)).data;
    expect(detail).toMatchObject({
      statusId: 5,
      orderId,
      orderDescription: 'Счёт по тендеру, поставка до склада покупателя',
      zipPath: reply.data?.zipPath,
      tender: { statusId: 4 },
    });
    expect(detail?.technicalDocumentations.map((d) => d.fileName)).toEqual([
      'ТЗ подписанное.pdf',
      'Схема склада.png',
    ]);
    expect(tenderHistory(server, rakes).map((h) => h.statusId)).toEqual([1, 2, 3, 4]);

    // The zip is served as application/zip and holds the files under their original names.
    const zip = await server.app.inject({ method: 'GET', url: reply.data?.zipPath ?? '' });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['ТЗ подписанное.pdf', 'Схема склада.png'].sort());
    expect(Buffer.from(entries['ТЗ подписанное.pdf'] ?? []).equals(PDF)).toBe(true);
    expect(Buffer.from(entries['Схема склада.png'] ?? []).equals(PNG)).toBe(true);
    const served = await server.app.inject({
      method: 'GET',
      url: detail?.technicalDocumentations[0]?.url ?? '',
    });
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(storedFiles(server)).toHaveLength(3);

    // Only once.
    expect(await createOrder(server, seller.token, form(rakes, [file('ещё.pdf', PDF)]))).toEqual({
      status: -1,
      errorMessage: MESSAGES.proposalNotAllowed,
    });
    expect(storedFiles(server)).toHaveLength(3);
  });

  it('needs no files: zipPath is null', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const aprons = tenderId(server, SEEDED.aprons);
    const reply = await createOrder(server, other.token, form(aprons, [], '30'));
    expect(reply.status).toBe(1);
    expect(reply.data?.zipPath).toBeNull();
    expect(await orderIds(other.token)).toContain(reply.data?.orderId);
    expect(await orderIds(seller.token)).not.toContain(reply.data?.orderId);
    expect(tenderStatus(server, aprons)).toBe(4);
    expect(storedFiles(server)).toEqual([]);
  });

  it('checks the form and the proposal before reading any file; a refused call stores nothing', async () => {
    const rakes = tenderId(server, SEEDED.rakes);
    const files = [file('ТЗ.pdf', PDF)];
    const without = (name: string) => [...form(rakes).filter((p) => p.name !== name), ...files];
    const cases: [Part[], string, SellerSession?][] = [
      [without('TenderId'), "Field 'TenderId' is required"],
      [without('OrderDescription'), "Field 'OrderDescription' is required"],
      [
        [
          ...form(rakes).filter((p) => p.name !== 'OrderDescription'),
          { name: 'OrderDescription', value: '   ' },
          ...files,
        ],
        "Field 'OrderDescription' is required",
      ],
      [
        [
          ...form(rakes).filter((p) => p.name !== 'OrderDescription'),
          { name: 'OrderDescription', value: 'я'.repeat(1001) },
          ...files,
        ],
        "Field 'OrderDescription' must be at most 1000 characters long",
      ],
      [form(rakes, files, '31'), "Field 'InvoiceValidDays' must be an integer from 1 to 30"],
      [form(rakes, files, '0'), "Field 'InvoiceValidDays' must be an integer from 1 to 30"],
      [form(rakes, [{ ...file('a.pdf', PDF), name: 'Other' }]), "Unexpected file part 'Other'"],
      // Not (or no longer) the winner: under review, an order already made, not proposed.
      [form(tenderId(server, SEEDED.drills), files), MESSAGES.proposalNotAllowed],
      [form(tenderId(server, SEEDED.winterFoam), files), MESSAGES.proposalNotAllowed],
      [form(tenderId(server, SEEDED.bags), files), MESSAGES.proposalNotFound],
      [form(tenderId(server, SEEDED.tileGlue), files), MESSAGES.tenderNotFound],
      [form(999_999, files), MESSAGES.tenderNotFound],
    ];
    for (const [parts, message] of cases) {
      expect(await createOrder(server, seller.token, parts), message).toEqual({
        status: -1,
        errorMessage: message,
      });
    }
    const notPdf = await createOrder(server, seller.token, form(rakes, [file('scan.pdf', NOT_AN_IMAGE)]));
    expect(notPdf.errorMessage).toMatch(/^Файл «scan\.pdf» не подходит: допустимы PDF, JPEG, PNG, WebP/);
    expect(storedFiles(server)).toEqual([]);
    expect(tenderStatus(server, rakes)).toBe(3);
    expect(count(server, 'SELECT COUNT(*) FROM tender_proposal_files')).toBe(0);
  });

  it('removes the files and the zip when the order itself is refused', async () => {
    const rakes = tenderId(server, SEEDED.rakes);
    const proposal = storedProposal(server, rakes, seller.sellerId);
    const orders = count(server, 'SELECT COUNT(*) FROM wholesale_orders');
    server.db
      .prepare('UPDATE products SET is_blocked = 1, is_active = 0 WHERE id = ?')
      .run(proposal?.product_id);
    const reply = await createOrder(server, seller.token, form(rakes, [file('ТЗ.pdf', PDF)]));
    expect(reply).toEqual({
      status: -1,
      errorMessage: `Строка 1: товар ${proposal?.product_id} заблокирован`,
    });
    expect(storedFiles(server)).toEqual([]);
    expect(count(server, 'SELECT COUNT(*) FROM wholesale_orders')).toBe(orders);
    expect(storedProposal(server, rakes, seller.sellerId)?.status_id).toBe(2);
    expect(tenderStatus(server, rakes)).toBe(3);
  });
});
