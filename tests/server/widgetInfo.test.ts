import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer({ publicOrigin: 'https://market.example' });
});
afterEach(async () => {
  await server.app.close();
});

interface StoreRow {
  id: number;
  seller_id: number;
  store_name: string;
  store_logo: string | null;
  store_picture: string | null;
}

const row = <T>(sql: string, ...params: unknown[]) => server.db.prepare(sql).get(...params) as T;

function storeOf(email: string): StoreRow {
  return row<StoreRow>(
    `SELECT st.* FROM stores st JOIN sellers s ON s.id = st.seller_id JOIN users u ON u.id = s.user_id
     WHERE u.email = ?`,
    email,
  );
}

/** The figures computed in plain JavaScript from raw rows, apart from the server's SQL. */
function expectedFigures(store: StoreRow) {
  const products = server.db
    .prepare('SELECT is_active, is_draft, is_blocked FROM products WHERE store_id = ?')
    .all(store.id) as { is_active: number; is_draft: number; is_blocked: number }[];
  const ratings = (
    server.db.prepare('SELECT rating FROM reviews WHERE seller_id = ?').all(store.seller_id) as {
      rating: number;
    }[]
  ).map((r) => r.rating);
  const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
  return {
    productCount: products.filter((p) => p.is_active === 1 && p.is_draft === 0 && p.is_blocked === 0).length,
    rating: Math.round(average * 100) / 100,
  };
}

const widget = (storeId: string | number) =>
  call<Record<string, unknown>>(server.app, 'GET', `/Marketing/GetWidgetInfoByStoreId?storeId=${storeId}`);

describe('GET /Marketing/GetWidgetInfoByStoreId', () => {
  it('answers without a token with exactly what the widget shows', async () => {
    const store = storeOf(DEMO_ACCOUNTS.seller);
    const reply = await widget(store.id);
    expect(reply.body.status).toBe(1);
    const figures = expectedFigures(store);
    expect(reply.body.data).toEqual({
      storeName: store.store_name,
      storeLogo: store.store_logo,
      storePicture: store.store_picture,
      storeRating: figures.rating,
      storeId: store.id,
      name: store.store_name,
      logoUrl: store.store_logo,
      pictureUrl: store.store_picture,
      ...figures,
      storeUrl: `https://market.example/store/${store.id}`,
    });
    // The specification's Store fields (section 3) and our additions, nothing else.
    expect(Object.keys(reply.body.data ?? {}).sort()).toEqual(
      [
        'storeName',
        'storeLogo',
        'storePicture',
        'storeRating',
        'productCount',
        'logoUrl',
        'name',
        'pictureUrl',
        'rating',
        'storeId',
        'storeUrl',
      ].sort(),
    );
    expect(JSON.stringify(reply.body)).not.toContain('@');
    const raw = await server.app.inject({
      method: 'GET',
      url: `/seller/api/Marketing/GetWidgetInfoByStoreId?storeId=${store.id}`,
    });
    expect(raw.headers['cache-control']).toBe('no-store');
  });

  it('counts only the products a buyer sees and follows the reviews', async () => {
    const store = storeOf(DEMO_ACCOUNTS.seller);
    const before = (await widget(store.id)).body.data;
    const visible = row<{ id: number }>(
      'SELECT id FROM products WHERE store_id = ? AND is_active = 1 AND is_draft = 0 AND is_blocked = 0',
      store.id,
    );
    server.db.prepare('UPDATE products SET is_blocked = 1 WHERE id = ?').run(visible.id);
    server.db.prepare('DELETE FROM review_comments').run();
    server.db.prepare('DELETE FROM reviews WHERE seller_id = ?').run(store.seller_id);
    const after = (await widget(store.id)).body.data;
    expect(after?.productCount).toBe(Number(before?.productCount) - 1);
    expect(after).toMatchObject({ ...expectedFigures(store), rating: 0, storeRating: 0 });
  });

  it('shows each store its own figures', async () => {
    const first = storeOf(DEMO_ACCOUNTS.seller);
    const second = storeOf(DEMO_ACCOUNTS.seller2);
    const figures = expectedFigures(second);
    expect((await widget(second.id)).body.data).toMatchObject({
      storeId: second.id,
      name: second.store_name,
      storeName: second.store_name,
      storeRating: figures.rating,
      ...figures,
    });
    expect(second.store_name).not.toBe(first.store_name);
  });

  it('refuses an unknown store, a blocked owner and a malformed storeId with -1', async () => {
    const max = row<{ id: number }>('SELECT MAX(id) AS id FROM stores').id;
    const unknown = await widget(max + 1);
    expect(unknown.body).toMatchObject({ status: -1, errorMessage: 'Магазин не найден' });
    const second = storeOf(DEMO_ACCOUNTS.seller2);
    server.db
      .prepare('UPDATE users SET is_blocked = 1 WHERE id = (SELECT user_id FROM sellers WHERE id = ?)')
      .run(second.seller_id);
    expect((await widget(second.id)).body.status).toBe(-1);
    for (const bad of ['abc', '0', '-3', '1.5', '']) {
      const reply = await widget(bad);
      expect(reply.body.status).toBe(-1);
      expect(reply.body.errorMessage).toMatch(/storeId/);
    }
    const missing = await call(server.app, 'GET', '/Marketing/GetWidgetInfoByStoreId');
    expect(missing.body).toMatchObject({ status: -1, errorMessage: "Query parameter 'storeId' is required" });
  });
});
