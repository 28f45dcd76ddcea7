import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../server/lib/pdf.js';
import { labelsDocument, labelsPdf } from '../../server/services/labelsDocument.js';
import { labelsOf, type LabelOrderFacts } from '../../server/services/labelsLayout.js';
import { DEMO_ACCOUNTS } from './helpers.js';
import { sellerSession, type OrdersServer, type SellerSession, withOrdersServer } from './ordersHelpers.js';
import { pdfPageBarcodes, pdfPageCount } from './labelsPdf.js';

/** Shipping labels: `POST /seller/api/Documents/Labels` (docs/contract/documents.md "Shipping labels"). */

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

type Ref = { id: number; kind: 'wholesale' | 'retail' };

const post = (body: unknown, token: string | null = seller.token) =>
  server.app.inject({
    method: 'POST',
    url: '/seller/api/Documents/Labels',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as Record<string, unknown>,
  });

async function refusal(body: unknown, token?: string | null) {
  const response = await post(body, token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<{ status: number; errorMessage?: string }>();
}

// Scenario block of the demo seller (docs/contract/orders.md "Demo data"): wholesale 5 is in
// status 3, 9 in 4 (buyer collects), 16 in 22, 17 in 8, 1 in 2; retail 4 (1000004) and 5 are in
// status 2, 9 in 15, 1 in 1.
const W5: Ref = { id: 5, kind: 'wholesale' };
const R5: Ref = { id: 5, kind: 'retail' };

describe('labels: the PDF', () => {
  it('prints one 58 × 40 page per order, each barcode its order number', async () => {
    const response = await post({ orders: [W5, R5], format: '58x40' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="labels-\d{4}-\d{2}-\d{2}-2\.pdf"$/,
    );
    const pdf = response.rawPayload;
    expect(pdfPageCount(pdf)).toBe(2);
    expect(pdfPageBarcodes(pdf)).toEqual([['5'], ['1000005']]);
  });

  it('takes every ready status of both markets, and names a single order in the file name', async () => {
    const orders: Ref[] = [
      { id: 9, kind: 'wholesale' },
      { id: 16, kind: 'wholesale' },
      { id: 17, kind: 'wholesale' },
      { id: 4, kind: 'retail' },
      { id: 9, kind: 'retail' },
    ];
    const response = await post({ orders, format: 'a4' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(pdfPageBarcodes(response.rawPayload)).toEqual([['9', '16', '17', '1000004', '1000009']]);
    const one = await post({ orders: [R5], format: 'a4' });
    expect(one.headers['content-disposition']).toBe('attachment; filename="labels-1000005.pdf"');
  });

  it('prints a repeated order once', async () => {
    const response = await post({ orders: [W5, W5, R5], format: '58x40' });
    expect(pdfPageCount(response.rawPayload)).toBe(2);
  });
});

describe('labels: ownership and refusals', () => {
  it("refuses another seller's orders with 'Заказ не найден', whatever else is asked", async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    for (const orders of [[W5], [R5], [W5, R5]]) {
      expect(await refusal({ orders, format: '58x40' }, other.token)).toEqual({
        status: -1,
        errorMessage: 'Заказ не найден',
      });
    }
    expect(await refusal({ orders: [{ id: 999_999, kind: 'retail' }], format: 'a4' })).toMatchObject({
      errorMessage: 'Заказ не найден',
    });
  });

  it('refuses an order that is not ready to ship, naming it', async () => {
    expect(await refusal({ orders: [W5, { id: 1, kind: 'wholesale' }], format: 'a4' })).toEqual({
      status: -1,
      errorMessage: 'Заказ № 1 не готов к отгрузке: этикетки печатаются для заказов, готовых к отгрузке',
    });
    expect(await refusal({ orders: [{ id: 1, kind: 'retail' }], format: 'a4' })).toMatchObject({
      errorMessage: expect.stringContaining('Заказ № 1000001 не готов к отгрузке'),
    });
  });

  it('refuses an empty or oversized list in Russian and a malformed body by its field', async () => {
    expect(await refusal({ orders: [], format: 'a4' })).toEqual({
      status: -1,
      errorMessage: 'Выберите хотя бы один заказ',
    });
    const many = Array.from({ length: 101 }, (_, i) => ({ id: i + 1, kind: 'retail' }));
    expect((await refusal({ orders: many, format: 'a4' })).errorMessage).toMatch(
      /не более чем для 100 заказов/,
    );
    for (const body of [
      { orders: [W5], format: 'a5' },
      { orders: [{ id: 5, kind: 'tender' }], format: 'a4' },
      { orders: [{ id: '5', kind: 'retail' }], format: 'a4' },
      { orders: [W5] },
      { orders: 'all', format: 'a4' },
    ]) {
      expect((await refusal(body)).status).toBe(-1);
    }
  });

  it('needs a seller token', async () => {
    expect((await refusal({ orders: [W5], format: 'a4' }, null)).status).toBe(401);
  });
});

describe('labels: pages', () => {
  const facts = (n: number, long = false): LabelOrderFacts => ({
    kind: 'retail',
    id: n,
    number: String(1_000_000 + n),
    buyer: long ? 'Общество с ограниченной ответственностью «Очень Длинное Имя Покупателя»' : 'Иван Петров',
    destination: {
      kind: 'address',
      text: long ? 'ул. Длинная, д. 1, '.repeat(20) : 'г. Москва, ул. Тверская, д. 1',
    },
    seller: 'Уральские Промтовары',
    weightGrams: 12_500,
    packages: n === 2 ? 3 : 1,
  });

  it('A4 holds 24 labels a sheet; 58 × 40 one, however long the texts', async () => {
    const orders = Array.from({ length: 23 }, (_, i) => facts(i + 1, true));
    const labels = labelsOf(orders);
    expect(labels).toHaveLength(25);
    expect(pdfPageCount(await labelsPdf(labels, 'a4'))).toBe(2);
    const small = await labelsPdf(labels.slice(0, 4), '58x40');
    expect(pdfPageCount(small)).toBe(4);
    expect(pdfPageBarcodes(small)).toEqual([['1000001'], ['1000002'], ['1000002'], ['1000002']]);
  });

  it('the longest texts stay on their 58 × 40 mm page: every line drawn above the bottom margin', async () => {
    const wide = 'Широкий Ш'.repeat(30);
    const worst: LabelOrderFacts = {
      ...facts(1, true),
      buyer: wide,
      seller: wide,
      destination: { kind: 'address', text: wide },
      weightGrams: 1_234_567,
      packages: 2,
    };
    const document = await labelsDocument(labelsOf([worst]), '58x40');
    const pdf = (await renderPdf({ ...document, compress: false })).toString('latin1');
    const baselines = [...pdf.matchAll(/1 0 0 1 [\d.-]+ ([\d.-]+) Tm/g)].map((m) => Number(m[1]));
    expect(baselines.length).toBeGreaterThan(10);
    const pageHeight = (40 * 72) / 25.4;
    const margin = (2 * 72) / 25.4;
    expect(Math.min(...baselines)).toBeGreaterThan(margin);
    expect(Math.max(...baselines)).toBeLessThan(pageHeight - margin);
  });
});
