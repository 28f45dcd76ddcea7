import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { renderPdf, toPdfText } from '../../server/lib/pdf.js';
import { BASE_NOW, call, createTestServer, DEMO_ACCOUNTS } from './helpers.js';
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

/** Checks the cross-reference table: every offset points at its `n 0 obj`. */
function expectValidPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, size] = /xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .filter((line) => / 00000 n $/.test(line));
  expect(entries).toHaveLength(Number(size) - 1);
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
  // Only 7-bit text in the page content (the fonts are Latin-1; Russian is transliterated).
  const content = text.slice(streamStart, streamStart + length);
  expect(Array.from(content).every((c) => c === '\n' || (c >= ' ' && c <= '~'))).toBe(true);
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
      const text = pdf.toString('latin1');
      expect(text).toContain(`(Invoice No. ${row.invoiceNumber})`);
      expect(text).toContain('Uralskie Promtovary');
      const total = row.totalAmountForTheOrderFromBuyer.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
      expect(text).toContain(`(${total})`);
      if (row.paymentToTheSeller === null) expect(text).toContain('(----)');
      else {
        const payment = row.paymentToTheSeller.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
        expect(text).toContain(`(${payment})`);
      }
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
    const second = await buildApp({ dbFile, distDir, now: () => BASE_NOW });
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

describe('PDF writer', () => {
  it('transliterates Russian and simplifies typography to ASCII', () => {
    expect(toPdfText('ООО «Уральские Промтовары»')).toBe('OOO "Uralskie Promtovary"');
    expect(toPdfText('Щука, Ёжик и ЩИ — № 5')).toBe('Shchuka, Yozhik i SHCHI - No. 5');
    expect(toPdfText('ИП Белов Роман Игоревич')).toBe('IP Belov Roman Igorevich');
    expect(toPdfText('Café 😀')).toBe('Cafe ?');
  });

  it('escapes parentheses and backslashes in text', () => {
    const pdf = renderPdf({ title: 'T', texts: [{ x: 10, y: 10, text: 'a (b) \\ c' }] }).toString('latin1');
    expect(pdf).toContain('(a \\(b\\) \\\\ c) Tj');
    expectValidPdf(Buffer.from(pdf, 'latin1'));
  });
});
