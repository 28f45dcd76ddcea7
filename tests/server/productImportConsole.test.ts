import { describe, expect, it } from 'vitest';
import { admin, withConsoleServer, type ConsoleContext } from './consoleHelpers.js';
import { call } from './helpers.js';
import { postMultipart } from './ordersHelpers.js';

/** The console's list of sellers' imports (docs/contract/import.md "Console"): counts only. */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

async function uploadAndCheck(): Promise<number> {
  const code = c.server.db
    .prepare(
      `SELECT o.vendor_code FROM product_options o JOIN products p ON p.id = o.product_id
       JOIN stores s ON s.id = p.store_id WHERE s.seller_id = ? ORDER BY o.id LIMIT 1`,
    )
    .pluck()
    .get(c.seller.sellerId) as string;
  const reply = await postMultipart<{ id: number }>(c.server.app, '/ProductImport/Upload', c.seller.token, [
    { name: 'kind', value: 'prices' },
    {
      name: 'File',
      filename: 'цены.csv',
      contentType: 'text/csv',
      data: Buffer.from(`Артикул;Цена, руб.\n${code};777\nНЕТ;1\n`),
    },
  ]);
  const id = reply.data?.id ?? 0;
  for (let i = 0; i < 500; i++) {
    const job = await call<{ status: string }>(
      c.server.app,
      'GET',
      `/ProductImport/GetImport?importId=${id}`,
      {
        token: c.seller.token,
      },
    );
    if (job.body.data?.status !== 'checking') break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return id;
}

describe('console product imports', () => {
  it('lists every import with its seller, store and counts, and nothing of its rows', async () => {
    const id = await uploadAndCheck();
    const list = await admin<Record<string, unknown>[]>(c.server.app, 'GET', '/product-imports', {
      token: c.token,
      query: { sort: ['id', 'DESC'], range: [0, 9], filter: { sellerId: c.seller.sellerId } },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('product-imports 0-0/1');
    expect(list.body).toEqual([
      {
        id,
        sellerId: c.seller.sellerId,
        storeName: expect.any(String),
        kind: 'prices',
        fileName: 'цены.csv',
        status: 'checked',
        create: 0,
        update: 1,
        unchanged: 0,
        errors: 1,
        createdAt: expect.any(String),
        appliedAt: null,
        undoneAt: null,
      },
    ]);
    const other = await admin<unknown[]>(c.server.app, 'GET', '/product-imports', {
      token: c.token,
      query: { filter: { sellerId: c.seller.sellerId + 1000 } },
    });
    expect(other.body).toEqual([]);
    const one = await admin(c.server.app, 'GET', `/product-imports/${id}`, { token: c.token });
    expect(one.body).toEqual(list.body[0]);
    const write = await admin(c.server.app, 'DELETE', `/product-imports/${id}`, { token: c.token });
    expect(write.statusCode).toBe(405);
    const anonymous = await admin(c.server.app, 'GET', '/product-imports');
    expect(anonymous.statusCode).toBe(401);
  });
});
