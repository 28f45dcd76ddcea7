import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMarketplace } from '../../server/marketplace.js';
import { renderPdf } from '../../server/lib/pdf.js';
import { loadInvoice } from '../../server/services/invoicesData.js';
import { invoiceDocument } from '../../server/services/invoicesDocument.js';
import { documentDate, formatKopecks, shortName } from '../../server/services/invoicesText.js';
import { BASE_NOW, call, createTestServer, DEMO_ACCOUNTS } from './helpers.js';
import { pdfText, squeezed } from './pdfText.js';
import { sellerSession, type OrdersServer, type SellerSession, withOrdersServer } from './ordersHelpers.js';

/** Invoice PDFs: `GET /seller/invoices/<orderId>.pdf` (docs/contract/finances.md). */

interface Row {
  orderId: number;
  invoiceNumber: string;
  invoicePath: string;
  paymentToTheSeller: number | null;
  totalAmountForTheOrderFromBuyer: number;
}

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

async function rows(session: SellerSession = seller): Promise<Row[]> {
  const reply = await call<Record<string, { results: Row[] }>>(
    server.app,
    'POST',
    '/Finances/GetOrderFinances',
    {
      token: session.token,
      body: { pagination: { page: 1, pageSize: 100 } },
    },
  );
  return reply.body.data?.MarketSafeDealWholesaleOrders?.results ?? [];
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/**
 * A PDF of pdfmake 0.3 / pdfkit: the header, the trailer, and a cross-reference table whose every
 * offset points at its `n 0 obj`.
 */
function expectValidPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const entries = text
    .slice(startxref)
    .split('\n')
    .filter((line) => /^\d{10} \d{5} n\s*$/.test(line));
  expect(entries.length).toBeGreaterThan(5);
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
}

/** The embedded fonts: subsets of Roboto as TrueType font files (so Cyrillic needs no viewer font). */
function embeddedFonts(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  expect(text).toContain('/FontFile2');
  return [...text.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1] ?? '');
}

describe('GET /seller/invoices/<orderId>.pdf', () => {
  it("serves the seller's own invoice from the row's invoicePath, without a header", async () => {
    const list = await rows();
    const paid = list.find((r) => r.paymentToTheSeller !== null);
    const unpaid = list.find((r) => r.paymentToTheSeller === null);
    expect(paid && unpaid).toBeTruthy();
    for (const row of [paid, unpaid]) {
      if (!row) continue;
      const response = await get(row.invoicePath);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="invoice-${row.orderId}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      expectValidPdf(pdf);
      expect(embeddedFonts(pdf)).toContain('Roboto-Regular');
    }
  });

  it("answers 404 for another seller's order, an unknown order, a bad name or a wrong signature", async () => {
    const own = (await rows())[0];
    const second = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const foreign = (await rows(second))[0];
    expect(own && foreign).toBeTruthy();
    if (!own || !foreign) return;
    const query = own.invoicePath.slice(own.invoicePath.indexOf('?'));
    const cases = [
      `/seller/invoices/${foreign.orderId}.pdf${query}`,
      `/seller/invoices/${foreign.orderId}.pdf`,
      `/seller/invoices/999999.pdf${query}`,
      `/seller/invoices/${own.orderId}.pdf`,
      `/seller/invoices/${own.orderId}.pdf?expires=9999999999&signature=${query.split('signature=')[1]}`,
      `/seller/invoices/${own.orderId}.pdf${query.slice(0, -2)}xx`,
      `/seller/invoices/${own.orderId}.txt${query}`,
      `/seller/invoices/..%2F${own.orderId}.pdf${query}`,
      `/seller/invoices/0${own.orderId}.pdf${query}`,
    ];
    for (const url of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('Not found');
    }
    // Another seller's bearer token does not open it either.
    const response = await get(`/seller/invoices/${own.orderId}.pdf`, {
      authorization: `Bearer ${second.token}`,
    });
    expect(response.statusCode).toBe(404);
    // The foreign seller's own link works for them only.
    expect((await get(foreign.invoicePath)).statusCode).toBe(200);
  });

  it("accepts the owner's access token in a header instead of the signature", async () => {
    const own = (await rows())[0];
    if (!own) throw new Error('no rows');
    const url = `/seller/invoices/${own.orderId}.pdf`;
    expect((await get(url, { authorization: `Bearer ${seller.token}` })).statusCode).toBe(200);
    expect((await get(url, { accesstoken: seller.token })).statusCode).toBe(200);
    expect((await get(url, { authorization: 'Bearer nonsense' })).statusCode).toBe(404);
  });

  it('expires a link after one to two hours (403), and hands out the same link within an hour', async () => {
    const own = (await rows())[0];
    if (!own) throw new Error('no rows');
    expect((await rows())[0]?.invoicePath).toBe(own.invoicePath);
    server.clock.now += 60 * 60 * 1000;
    expect((await get(own.invoicePath)).statusCode).toBe(200);
    server.clock.now += 60 * 60 * 1000;
    const expired = await get(own.invoicePath);
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('expired');
    const fresh = (await rows())[0];
    expect(fresh?.invoicePath).not.toBe(own.invoicePath);
    expect((await get(fresh?.invoicePath ?? '')).statusCode).toBe(200);
  });

  it('keeps its signing secret across restarts of the server on the same database', async () => {
    const dbFile = path.join(server.dataDir, 'market.sqlite');
    const distDir = path.join(server.dataDir, 'no-dist');
    const first = await createTestServer({ dbFile, distDir, accessTokenTtlSeconds: 86_400 });
    const session = await sellerSession(first.app);
    const reply = await call<Record<string, { results: Row[] }>>(
      first.app,
      'POST',
      '/Finances/GetOrderFinances',
      {
        token: session.token,
        body: {},
      },
    );
    const link = reply.body.data?.MarketSafeDealWholesaleOrders?.results[0]?.invoicePath ?? '';
    expect(link).toMatch(/signature=[A-Za-z0-9_-]{32}$/);
    await first.app.close();
    const second = await buildMarketplace({ dbFile, distDir, now: () => BASE_NOW });
    try {
      expect((await second.inject({ method: 'GET', url: link })).statusCode).toBe(200);
      const secret = second.ctx.db
        .prepare("SELECT value FROM server_secrets WHERE name = 'invoice'")
        .pluck()
        .get();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await second.close();
    }
  });
});

/** The demo seller's first wholesale order with a delivery charge and VAT, straight from the rows. */
function demoOrder(): { id: number; created_at: string; total_amount: number; nds_amount: number } {
  const order = server.db
    .prepare(
      `SELECT id, created_at, total_amount, nds_amount FROM wholesale_orders
       WHERE seller_id = ? AND delivery_amount > 0 AND nds_amount > 0 ORDER BY id LIMIT 1`,
    )
    .get(seller.sellerId) as
    { id: number; created_at: string; total_amount: number; nds_amount: number } | undefined;
  if (!order) throw new Error('no order with delivery and VAT');
  return order;
}

describe('the invoice document (issue 8 point 16: a Russian invoice)', () => {
  it('dates the invoice with the Moscow day of the order', () => {
    expect(documentDate('2026-11-10T22:43:00.000Z')).toBe('11 ноября 2026 г.');
    expect(documentDate('2026-11-10T20:59:59.999Z')).toBe('10 ноября 2026 г.');
    expect(documentDate('2025-12-31T21:00:00.000Z')).toBe('1 января 2026 г.');
  });

  it('formats money and signatures as Russian documents do', () => {
    expect(formatKopecks(123_456_789)).toBe('1\u00a0234\u00a0567,89');
    expect(formatKopecks(5)).toBe('0,05');
    expect(shortName('Петров Игорь Владимирович')).toBe('Петров И. В.');
    expect(shortName(null)).toBe('');
  });

  it('is a счёт на оплату with both parties, the lines, VAT, the total and the total in words', () => {
    const order = demoOrder();
    // 01:43 in Moscow on the next day: the invoice carries the day the seller sees.
    server.db
      .prepare("UPDATE wholesale_orders SET created_at = '2026-03-10T22:43:00.000Z' WHERE id = ?")
      .run(order.id);
    const data = loadInvoice(server.db, seller.sellerId, order.id);
    if (!data) throw new Error('no invoice data');
    expect(loadInvoice(server.db, seller.sellerId + 1, order.id)).toBeNull();
    const doc = invoiceDocument(data);
    const texts = JSON.stringify(doc.content);
    expect(doc.info.title).toBe(`Счёт на оплату № ${data.number} от 11 марта 2026 г.`);
    expect(doc.language).toBe('ru-RU');
    expect(doc.defaultStyle.font).toBe('Roboto');
    for (const expected of [
      `Счёт на оплату № ${data.number} от 11 марта 2026 г.`,
      'Банк получателя: Уральский банк ПАО Сбербанк',
      '046577674',
      '40702810016540012345',
      'Поставщик (исполнитель):',
      'ООО «Уральские Промтовары», ИНН 6671098764, ОГРН 1196658012341',
      'г. Екатеринбург',
      'Покупатель (заказчик):',
      'Товары (работы, услуги)',
      'Кол-во',
      'Доставка',
      'Итого:',
      'В том числе НДС (20 %):',
      'Всего к оплате:',
      'Руководитель ______________ Петров И. В.',
      'Бухгалтер ______________ Сафонова Л. И.',
      `Заказ № ${order.id} в магазине «Уральские Промтовары»`,
    ]) {
      expect(texts, expected).toContain(JSON.stringify(expected).slice(1, -1));
    }
    for (const line of data.lines) {
      expect(texts).toContain(JSON.stringify(line.name).slice(1, -1));
      expect(texts).toContain(formatKopecks(line.amount));
    }
    const total = Math.round(order.total_amount * 100);
    expect(data.total).toBe(total);
    expect(data.vat).toBe(Math.round(order.nds_amount * 100));
    expect(data.lines.reduce((sum, l) => sum + l.amount, 0) + data.delivery).toBe(total);
    expect(texts).toContain(`на сумму ${formatKopecks(total)} руб.`);
    // The total in words, e.g. 'Триста восемьдесят одна тысяча ... рублей 95 копеек'.
    expect(texts).toMatch(/"[А-Я][а-я ]+ рубл(ь|я|ей) \d\d копе(йка|йки|ек)"/);
    // No English and no developer notes.
    expect(texts).not.toMatch(/Invoice|Total|transliterat|Helvetica/i);
  });

  it('renders as a PDF with an embedded Cyrillic font whose text reads back', async () => {
    const order = demoOrder();
    const data = loadInvoice(server.db, seller.sellerId, order.id);
    if (!data) throw new Error('no invoice data');
    const doc = invoiceDocument(data);
    const pdf = await renderPdf({ ...doc, compress: false });
    expectValidPdf(pdf);
    expect(embeddedFonts(pdf)).toEqual(expect.arrayContaining(['Roboto-Regular', 'Roboto-Medium']));
    const text = squeezed(pdfText(pdf));
    expect(text).toContain(squeezed(`Счёт на оплату № ${data.number} от ${documentDate(data.createdAt)}`));
    expect(text).toContain(squeezed('Поставщик (исполнитель):'));
    expect(text).toContain(squeezed('ООО «Уральские Промтовары»'));
    expect(text).toContain(squeezed(data.buyer.name));
    expect(text).toContain(squeezed(formatKopecks(data.total)));
    expect(text).toContain(squeezed(data.lines[0]?.name ?? '?'));
    // The default (compressed) rendering is a valid PDF too, and smaller.
    const compressed = await renderPdf(doc);
    expectValidPdf(compressed);
    expect(compressed.length).toBeLessThan(pdf.length);
    // The definition given to pdfmake is not changed by it.
    expect(invoiceDocument(data)).toEqual(doc);
  });

  it('serves the invoice of the order with the title, the total and the words', async () => {
    const own = (await rows()).find((r) => r.orderId === demoOrder().id);
    if (!own) throw new Error('no finance row');
    const response = await get(own.invoicePath);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    expectValidPdf(pdf);
    expect(embeddedFonts(pdf)).toContain('Roboto-Regular');
    expect(pdf.length).toBeLessThan(200_000);
  });
});
