import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../console/app/i18n';
import { buyerOptionText, orderOptionText } from '../../console/app/optionText';
import type { BuyerRecord, RetailOrderRecord, WholesaleOrderRecord } from '../../console/app/records';
import { admin, withConsoleServer, type ConsoleContext, type Message } from './consoleHelpers.js';

/**
 * What the console's pickers are fed (docs/contract/console.md): the orders a buyer may open a
 * dispute on (`hasOpenDispute: false`), named so a person can pick one, and buyers named as the
 * seller sees them, in that order.
 */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const get = <T>(path: string, query: Record<string, unknown> = {}) =>
  admin<T & Message>(c.server.app, 'GET', path, { token: c.token, query });

const ids = (records: { id: number }[]) => records.map((record) => record.id).sort((a, b) => a - b);

/** The ids of the market's delivered orders, with or without an open dispute (as the API filters). */
async function deliveredIds(isRetail: boolean, hasOpenDispute?: boolean): Promise<number[]> {
  const reply = await get<{ id: number }[]>(isRetail ? '/retail-orders' : '/wholesale-orders', {
    filter: { statusId: isRetail ? 4 : 6, ...(hasOpenDispute === undefined ? {} : { hasOpenDispute }) },
    range: [0, 999],
  });
  expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
  return ids(reply.body);
}

const openDispute = (orderId: number, isRetail: boolean) =>
  admin<{ id: number } & Message>(c.server.app, 'POST', '/disputes', {
    token: c.token,
    body: { orderId, isRetail, reasonId: 3, claim: 'Коробка пришла мятой' },
  });

describe('orders filter hasOpenDispute', () => {
  for (const isRetail of [false, true]) {
    const market = isRetail ? 'retail' : 'wholesale';

    it(`splits delivered ${market} orders by an open dispute; a closed one does not count`, async () => {
      const all = await deliveredIds(isRetail);
      const free = await deliveredIds(isRetail, false);
      const disputed = await deliveredIds(isRetail, true);
      expect(ids([...free, ...disputed].map((id) => ({ id })))).toEqual(all);
      expect(free.length).toBeGreaterThan(0);

      // The picker's order: opening a dispute moves it to the other side, as the API's 409 says.
      const orderId = free[0] as number;
      const opened = await openDispute(orderId, isRetail);
      expect(opened.statusCode, JSON.stringify(opened.body)).toBe(201);
      expect(await deliveredIds(isRetail, false)).not.toContain(orderId);
      expect(await deliveredIds(isRetail, true)).toContain(orderId);
      expect((await openDispute(orderId, isRetail)).statusCode).toBe(409);

      // Closed (for the seller): a new dispute may be opened, so the order is offered again.
      c.server.db.prepare('UPDATE disputes SET status_id = 4 WHERE id = ?').run(opened.body.id);
      expect(await deliveredIds(isRetail, false)).toContain(orderId);
    });
  }

  it('takes a boolean or its text and refuses anything else', async () => {
    const text = await get<{ id: number }[]>('/wholesale-orders', {
      filter: { statusId: 6, hasOpenDispute: 'false' },
      range: [0, 999],
    });
    expect(ids(text.body)).toEqual(await deliveredIds(false, false));
    const bad = await get('/retail-orders', { filter: { hasOpenDispute: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe("Filter 'hasOpenDispute' must be a boolean");
  });
});

describe('the dispute form names its orders', () => {
  it('wholesale: number (the id), invoice, store, buyer as the seller sees them and sum', async () => {
    const reply = await get<WholesaleOrderRecord[]>('/wholesale-orders', {
      filter: { statusId: 6, hasOpenDispute: false },
    });
    const order = reply.body[0];
    if (!order) throw new Error('no delivered wholesale order in the seed');
    const label = orderOptionText('wholesale', translate)(order);
    expect(label.startsWith(`Заказ № ${order.id} · счёт ${order.invoiceNumber} · `)).toBe(true);
    expect(label).toContain(` · ${order.storeName} · ${order.buyerName} · `);
    expect(label).toMatch(/ · \d{1,3}( \d{3})*,\d{2} руб\.$/);
  });

  it('retail: its 7-digit number, no invoice', async () => {
    const reply = await get<RetailOrderRecord[]>('/retail-orders', {
      filter: { statusId: 4, hasOpenDispute: false },
    });
    const order = reply.body[0];
    if (!order) throw new Error('no delivered retail order in the seed');
    const label = orderOptionText('retail', translate)(order);
    expect(label).toMatch(new RegExp(`^Заказ № ${order.number} · `));
    expect(label).not.toContain('счёт');
    expect(label).toContain(` · ${order.buyerName} · `);
  });

  it('formats the parts and leaves out what is missing', () => {
    const order = {
      id: 12,
      invoiceNumber: '2026-000012',
      sellerId: 2,
      storeName: 'Стройматериалы',
      buyerId: 5,
      buyerName: 'ООО Ромашка',
      statusId: 6,
      allowedActions: [],
      totalAmount: 12345.5,
    };
    expect(orderOptionText('wholesale', translate)(order)).toBe(
      'Заказ № 12 · счёт 2026-000012 · Стройматериалы · ООО Ромашка · 12 345,50 руб.',
    );
    expect(orderOptionText('wholesale', translate)({ ...order, invoiceNumber: null, storeName: null })).toBe(
      'Заказ № 12 · ООО Ромашка · 12 345,50 руб.',
    );
  });
});

describe('buyer pickers', () => {
  it('sorts buyers by the name sellers see and names them company first', async () => {
    const reply = await get<BuyerRecord[]>('/buyers', { sort: ['name', 'ASC'], range: [0, 999] });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    const seen = reply.body.map((b) => b.companyName?.trim() || `${b.firstName} ${b.lastName}`.trim());
    expect(seen).toEqual([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const company = reply.body.find((b) => b.companyName);
    const person = reply.body.find((b) => !b.companyName);
    if (!company || !person) throw new Error('the seed has buyers with and without a company');
    expect(buyerOptionText(company)).toBe(
      `${company.companyName} — ${company.firstName} ${company.lastName}`,
    );
    expect(buyerOptionText(person)).toBe(`${person.firstName} ${person.lastName}`);
  });
});
