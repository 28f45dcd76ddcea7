import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, one, run } from '../../server/db/query.js';
import { MARKETS, MARKET_ID } from '../../server/services/analyticsRules.js';
import { admin, adminToken } from './consoleHelpers.js';
import { addRetail, addWholesale } from './analyticsHelpers.js';
import { acceptReturn, seededDispute } from './disputesHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  createOrdersServer,
  DAY,
  sellerSession,
  type OrdersServer,
  type SellerSession,
} from './ordersHelpers.js';

/**
 * The order totals of migration 022 against a fresh SUM over the order tables, after the seed and
 * after every kind of write: console orders (with a coupon), the buyer's payment, the seller's
 * status actions, the overdue sweep, a refund, and the writes only SQL makes (a new total, a new
 * creation month, another seller, a delete). One server: the writes accumulate.
 */

let server: OrdersServer;
let seller: SellerSession;
let consoleToken: string;

beforeAll(async () => {
  server = await createOrdersServer();
  seller = await sellerSession(server.app);
  consoleToken = await adminToken(server.app);
});
afterAll(() => server.cleanup());

interface TotalRow {
  seller_id: number;
  month: string;
  market: number;
  status_id: number;
  orders_count: number;
  amount_kopecks: number;
}

const ORDER = 'ORDER BY seller_id, month, market, status_id';

function fromOrders(): TotalRow[] {
  const parts = MARKETS.map(
    (
      m,
    ) => `SELECT seller_id, strftime('%Y-%m', created_at, '+3 hours') AS month, ${MARKET_ID[m.name]} AS market,
      status_id, COUNT(*) AS orders_count, CAST(round(SUM(total_amount) * 100) AS INTEGER) AS amount_kopecks
      FROM ${m.orders} GROUP BY 1, 2, 4`,
  );
  return all<TotalRow>(server.db, `SELECT * FROM (${parts.join(' UNION ALL ')}) ${ORDER}`);
}

function expectExact(): void {
  const kept = all<TotalRow>(server.db, `SELECT * FROM order_totals_monthly ${ORDER}`);
  expect(kept).toEqual(fromOrders());
}

const value = <T>(sql: string, ...params: (string | number)[]): T =>
  server.db
    .prepare(sql)
    .pluck()
    .get(...params) as T;

const firstOrder = (table: string, statusId: number): number =>
  value<number>(
    `SELECT id FROM ${table} WHERE seller_id = ? AND status_id = ? ORDER BY id LIMIT 1`,
    seller.sellerId,
    statusId,
  );

const activeProducts = (type: 1 | 2): number[] =>
  all<{ id: number }>(
    server.db,
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.seller_id = ? AND p.product_type_id = ?
       AND p.is_active = 1 AND p.is_draft = 0 AND p.is_blocked = 0 ORDER BY p.id LIMIT 2`,
    seller.sellerId,
    type,
  ).map((p) => p.id);

describe('order_totals_monthly', () => {
  it('equals the orders after the seed (back-fill and triggers)', () => {
    expect(fromOrders().length).toBeGreaterThan(10);
    expectExact();
  });

  it('follows console orders, with and without a coupon', async () => {
    const buyerId = value<number>('SELECT id FROM users WHERE email = ?', 'maria.ivanova@demo.ru');
    const [retailA, retailB] = activeProducts(1);
    const retail = await admin<{ couponCode: string | null }>(server.app, 'POST', '/retail-orders', {
      token: consoleToken,
      body: {
        sellerId: seller.sellerId,
        buyerId,
        shippingMethodId: 2,
        deliveryMethodId: 1,
        lines: [
          { productId: retailA, quantity: 2, price: 1000 },
          { productId: retailB, quantity: 1, price: 333.33 },
        ],
        couponCode: 'WELCOME-10',
      },
    });
    expect(retail.statusCode).toBe(201);
    expect(retail.body.couponCode).toBe('WELCOME-10');
    const wholesale = await admin(server.app, 'POST', '/wholesale-orders', {
      token: consoleToken,
      body: {
        sellerId: seller.sellerId,
        buyerId,
        shippingMethodId: 1,
        deliveryMethodId: 2,
        lines: [{ productId: activeProducts(2)[0], quantity: 3, priceForOne: 100.1 }],
      },
    });
    expect(wholesale.statusCode).toBe(201);
    expectExact();
  });

  it('follows the payment, the seller’s actions, a refund and the overdue sweep', async () => {
    const notPaid = firstOrder('wholesale_orders', 1);
    const paid = await admin(server.app, 'POST', '/order-actions', {
      token: consoleToken,
      body: { market: 'wholesale', orderId: notPaid, action: 'pay' },
    });
    expect(paid.statusCode).toBe(201);
    expectExact();

    const declined = await call(
      server.app,
      'POST',
      `/Order/DeclineOrderById?id=${firstOrder('wholesale_orders', 1)}&declinePurpose=${encodeURIComponent('Нет товара')}`,
      { token: seller.token },
    );
    expect(declined.body.status).toBe(1);
    const cancelled = await call(server.app, 'POST', '/RetailOrder/ChangeRetailOrderStatus', {
      token: seller.token,
      body: {
        retailOrderId: firstOrder('retail_orders', 1),
        retailOrderStatus: 6,
        cdekOfficeAddress: null,
        ImIds: null,
      },
    });
    expect(cancelled.body.status).toBe(1);
    expectExact();
    for (const isRetail of [false, true]) {
      const dispute = seededDispute(server, seller.sellerId, isRetail, 1);
      expect(await acceptReturn(server.app, seller.token, dispute.id)).toEqual({ status: 1, data: true });
    }
    expectExact();

    // Every deadline passes: the next orders call moves the due orders to their overdue statuses.
    server.clock.now += 60 * DAY;
    const overdueBefore = value<number>(
      'SELECT COUNT(*) FROM wholesale_orders WHERE status_id IN (8, 9, 21, 22, 23)',
    );
    const list = await call(server.app, 'POST', '/Order/GetAllOrdersByFilter', {
      token: seller.token,
      body: { pagination: { page: 1, pageSize: 12 } },
    });
    expect(list.body.status).toBe(1);
    expect(
      value<number>('SELECT COUNT(*) FROM wholesale_orders WHERE status_id IN (8, 9, 21, 22, 23)'),
    ).toBeGreaterThan(overdueBefore);
    expectExact();
  });

  it('follows a new total, a new creation month, another seller, an insert and a delete', () => {
    const other = one<{ id: number }>(
      server.db,
      'SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = ?',
      DEMO_ACCOUNTS.seller2,
    )!.id;
    for (const table of ['wholesale_orders', 'retail_orders']) {
      const id = firstOrder(table, 2);
      run(server.db, `UPDATE ${table} SET total_amount = total_amount + 0.07 WHERE id = ?`, id);
      expectExact();
      // 21:30Z on the last day of a month is already the next Moscow month.
      run(server.db, `UPDATE ${table} SET created_at = '2026-01-31T21:30:00.000Z' WHERE id = ?`, id);
      expectExact();
      run(server.db, `UPDATE ${table} SET seller_id = ? WHERE id = ?`, other, id);
      expectExact();
    }
    // An order without lines or history (those rows would hold the order by their foreign keys).
    const buyerId = value<number>(
      'SELECT buyer_id FROM wholesale_orders WHERE seller_id = ? LIMIT 1',
      seller.sellerId,
    );
    const order = { buyerId, statusId: 2, total: 1234.56, createdAt: '2026-03-10T10:00:00.000Z' };
    const bare = [addWholesale(server, seller.sellerId, order), addRetail(server, seller.sellerId, order)];
    expectExact();
    run(server.db, 'DELETE FROM wholesale_orders WHERE id = ?', bare[0]!);
    run(server.db, 'DELETE FROM retail_orders WHERE id = ?', bare[1]!);
    expectExact();
  });
});
