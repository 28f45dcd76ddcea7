import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchKind, SearchReply } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import type { Db } from '../../server/db/index.js';
import { SEARCH_MESSAGES } from '../../server/routes/search.js';
import { searchEverything } from '../../server/services/search.js';
import { call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/**
 * `Search/Global` (docs/contract/search.md): each kind's matching rule, the groups' order and
 * limits, the caller's own records only, the query's bounds and the spec-only refusal.
 */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;

beforeAll(async () => {
  server = await createTestServer();
  [seller, other] = await Promise.all([
    sellerSession(server.app),
    sellerSession(server.app, DEMO_ACCOUNTS.seller2),
  ]);
});
afterAll(() => server.app.close());

const search = async (body: Record<string, unknown>, token = seller.token) =>
  (await call<SearchReply>(server.app, 'POST', '/Search/Global', { token, body })).body;

/** The titles of one kind's group ([] when the reply has none). */
async function titles(query: string, kind: SearchKind, token = seller.token): Promise<string[]> {
  const reply = await search({ query, limit: 10 }, token);
  expect(reply.status).toBe(1);
  return reply.data?.groups.find((group) => group.kind === kind)?.items.map((item) => item.title) ?? [];
}

const ids = (sql: string, ...params: (string | number)[]) =>
  all<{ id: number }>(server.db, sql, ...params).map((row) => row.id);

describe('orders', () => {
  it('a wholesale order by its number: the exact one first, then longer numbers, newest first; own only', async () => {
    const own = ids('SELECT id FROM wholesale_orders WHERE seller_id = ? ORDER BY id', seller.sellerId);
    const target = own.find((id) => id >= 10 && id < 100)!;
    const prefix = String(target).slice(0, 1);
    const expected = [
      ...own.filter((id) => String(id) === prefix),
      ...own.filter((id) => String(id).startsWith(prefix) && String(id).length === 2).reverse(),
      ...own.filter((id) => String(id).startsWith(prefix) && String(id).length === 3).reverse(),
    ]
      .slice(0, 10)
      .map(String);
    expect(await titles(`№ ${prefix}`, 'wholesaleOrder')).toEqual(expected);
    expect((await titles(String(target), 'wholesaleOrder'))[0]).toBe(String(target));

    const foreign = ids(
      'SELECT id FROM wholesale_orders WHERE seller_id = ? ORDER BY id DESC',
      other.sellerId,
    )[0]!;
    expect(await titles(String(foreign), 'wholesaleOrder')).not.toContain(String(foreign));
    expect(await titles(String(foreign), 'wholesaleOrder', other.token)).toContain(String(foreign));
  });

  it('a wholesale order by a prefix of its invoice, with the invoice and the buyer beside it', async () => {
    const order = one<{ id: number; invoice_number: string }>(
      server.db,
      'SELECT id, invoice_number FROM wholesale_orders WHERE seller_id = ? ORDER BY id LIMIT 1',
      seller.sellerId,
    )!;
    const reply = await search({ query: order.invoice_number });
    const group = reply.data?.groups.find((g) => g.kind === 'wholesaleOrder');
    expect(group?.items[0]).toMatchObject({ id: order.id, code: order.invoice_number });
    expect(group?.items[0]?.subtitle).toBeTruthy();
    expect(await titles(order.invoice_number.slice(0, -1), 'wholesaleOrder')).toContain(String(order.id));
  });

  it('a retail order by a prefix of its number', async () => {
    const numbers = all<{ number: string }>(
      server.db,
      'SELECT number FROM retail_orders WHERE seller_id = ? ORDER BY number',
      seller.sellerId,
    ).map((row) => row.number);
    const first = numbers[0]!;
    expect((await titles(first, 'retailOrder'))[0]).toBe(first);
    const prefix = first.slice(0, 6);
    expect(await titles(prefix, 'retailOrder')).toEqual(
      numbers
        .filter((n) => n.startsWith(prefix))
        .reverse()
        .slice(0, 10),
    );
    const foreign = one<{ number: string }>(
      server.db,
      'SELECT number FROM retail_orders WHERE seller_id = ? LIMIT 1',
      other.sellerId,
    )!.number;
    expect(await titles(foreign, 'retailOrder')).toEqual([]);
  });
});

describe('products, buyers, requests and tenders', () => {
  it('a product by part of its name in any case (Cyrillic too) or by the start of a vendor code', async () => {
    const product = one<{ id: number; product_name: string; base_vendor_code: string }>(
      server.db,
      'SELECT id, product_name, base_vendor_code FROM products WHERE store_id = (SELECT id FROM stores WHERE seller_id = ?) ORDER BY id LIMIT 1',
      seller.sellerId,
    )!;
    const word = product.product_name.split(' ')[0]!;
    expect(await titles(word.slice(1).toUpperCase(), 'product')).toContain(product.product_name);
    expect(await titles(product.base_vendor_code, 'product')).toEqual([product.product_name]);
    // A vendor code matches from its start only; the other seller's products never.
    expect(await titles(product.base_vendor_code.slice(1), 'product')).not.toContain(product.product_name);
    expect(await titles(product.product_name, 'product', other.token)).not.toContain(product.product_name);
  });

  it('a buyer by the start of a word of the name, or by the start of the ИНН; own buyers only', async () => {
    const buyer = one<{ id: number; first_name: string; last_name: string }>(
      server.db,
      `SELECT u.id, u.first_name, u.last_name FROM users u
       WHERE u.id IN (SELECT buyer_id FROM wholesale_orders WHERE seller_id = ?)
         AND COALESCE(u.company_name, '') = '' ORDER BY u.id LIMIT 1`,
      seller.sellerId,
    )!;
    const name = `${buyer.first_name} ${buyer.last_name}`;
    expect(await titles(buyer.last_name.slice(0, 4).toLowerCase(), 'buyer')).toContain(name);
    // Inside a word is not the start of one.
    expect(await titles(buyer.last_name.slice(1, 5), 'buyer')).not.toContain(name);
    // A buyer who ordered from the other seller only.
    const stranger = Number(
      run(
        server.db,
        `INSERT INTO users (email, password_hash, user_category_id, first_name, last_name, created_at)
         VALUES ('stranger@demo.ru', '-', 2, 'Ефросинья', 'Чужова', '2026-01-01T00:00:00.000Z')`,
      ).lastInsertRowid,
    );
    run(
      server.db,
      `INSERT INTO wholesale_orders (seller_id, buyer_id, status_id, total_amount, created_at)
       VALUES (?, ?, 1, 100, '2026-03-01T00:00:00.000Z')`,
      other.sellerId,
      stranger,
    );
    expect(await titles('чужова', 'buyer')).toEqual([]);
    expect(await titles('ЧУЖОВА', 'buyer', other.token)).toEqual(['Ефросинья Чужова']);

    run(
      server.db,
      `INSERT INTO requisites (user_id, ownership_type_id, company_name_or_ip_name, full_company_name_or_ip_name, vat)
       VALUES (?, 2, 'ИП', 'ИП', '771234567890')`,
      buyer.id,
    );
    const reply = await search({ query: '7712345' });
    expect(reply.data?.groups.find((g) => g.kind === 'buyer')?.items).toEqual([
      { id: buyer.id, title: name, subtitle: null, code: '771234567890', date: null },
    ]);
  });

  it("a request by its number, the seller's own and not deleted", async () => {
    const own = ids(
      'SELECT id FROM order_requests WHERE seller_id = ? AND deleted_by_seller = 0 ORDER BY id',
      seller.sellerId,
    );
    const target = own[own.length - 1]!;
    expect((await titles(String(target), 'request'))[0]).toBe(String(target));
    const foreign = ids('SELECT id FROM order_requests WHERE seller_id = ?', other.sellerId)[0]!;
    expect(await titles(String(foreign), 'request')).not.toContain(String(foreign));
    run(server.db, 'UPDATE order_requests SET deleted_by_seller = 1 WHERE id = ?', target);
    expect(await titles(String(target), 'request')).not.toContain(String(target));
  });

  it('a tender by its number when the seller may see it: open, or with its own proposal', async () => {
    const open = ids('SELECT id FROM tenders WHERE status_id = 1 ORDER BY id DESC')[0]!;
    const reply = await search({ query: String(open) });
    const tender = reply.data?.groups.find((g) => g.kind === 'tender')?.items[0];
    expect(tender?.id).toBe(open);
    expect(tender?.subtitle).toBe(
      one<{ title: string }>(server.db, 'SELECT title FROM tenders WHERE id = ?', open)!.title,
    );
    const hidden = ids(
      `SELECT id FROM tenders t WHERE status_id <> 1 AND NOT EXISTS (SELECT 1 FROM tender_proposals p
         WHERE p.tender_id = t.id AND p.seller_id = ? AND p.is_deleted = 0)`,
      seller.sellerId,
    )[0]!;
    expect(await titles(String(hidden), 'tender')).not.toContain(String(hidden));
  });
});

describe('the call', () => {
  it('lists the groups in a fixed order, leaves out empty ones and keeps each to the limit', async () => {
    const reply = await search({ query: '1', limit: 3 });
    expect(reply).toEqual({ status: 1, data: { groups: [] } });
    const many = await search({ query: '10', limit: 2 });
    const kinds = many.data?.groups.map((group) => group.kind) ?? [];
    const order: SearchKind[] = ['wholesaleOrder', 'retailOrder', 'product', 'buyer', 'request', 'tender'];
    expect(kinds).toEqual(order.filter((kind) => kinds.includes(kind)));
    expect(kinds).toEqual(expect.arrayContaining(['wholesaleOrder', 'retailOrder', 'request']));
    for (const group of many.data?.groups ?? []) expect(group.items.length).toBeLessThanOrEqual(2);
  });

  it('refuses a missing, mistyped or overlong query and a limit out of range; needs a seller', async () => {
    expect((await search({})).status).toBe(-1);
    expect((await search({ query: 5 })).status).toBe(-1);
    expect((await search({ query: 'ab', limit: 11 })).status).toBe(-1);
    expect(await search({ query: `${'я'.repeat(101)}` })).toMatchObject({
      status: -1,
      errorMessage: SEARCH_MESSAGES.tooLong,
    });
    const anonymous = await call(server.app, 'POST', '/Search/Global', { body: { query: 'ab' } });
    expect(anonymous.body.status).not.toBe(1);
  });

  it('a spec-only server answers -1', async () => {
    const specOnly = await createTestServer({ specOnly: true });
    try {
      const { token } = await sellerSession(specOnly.app);
      const reply = await call(specOnly.app, 'POST', '/Search/Global', { token, body: { query: 'ab' } });
      expect(reply.body.status).toBe(-1);
    } finally {
      await specOnly.app.close();
    }
  });
});

describe('speed at any size', () => {
  /** The statements one search prepares, with the plan SQLite gives each (the demo database, no statistics). */
  function plansOf(text: string): string[] {
    const statements: string[] = [];
    const prepare = server.db.prepare.bind(server.db);
    const recorder = Object.create(server.db) as Db;
    recorder.prepare = ((sql: string) => {
      statements.push(sql);
      return prepare(sql);
    }) as Db['prepare'];
    const storeId = one<{ id: number }>(
      server.db,
      'SELECT id FROM stores WHERE seller_id = ?',
      seller.sellerId,
    )!.id;
    searchEverything(recorder, { sellerId: seller.sellerId, storeId }, { text, limit: 5 }, server.clock.now);
    return statements
      .filter((sql) => /^\s*SELECT/i.test(sql))
      .flatMap((sql) => {
        const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 1);
        const plan = server.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
        return plan.map((step) => step.detail);
      });
  }

  it('reads no order, request or tender table whole, and products only on their search index', () => {
    for (const text of ['12', '2026-00', 'лопата']) {
      const plans = plansOf(text);
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.filter((step) => /^SCAN /.test(step) && !/^SCAN u\b/.test(step))).toEqual([]);
      if (text === 'лопата')
        expect(plans).toContain('SEARCH m USING COVERING INDEX products_search (store_id=?)');
    }
  });
});
