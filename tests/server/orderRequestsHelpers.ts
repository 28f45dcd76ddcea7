import type {
  OrderProposalBody,
  OrderRequest,
  OrderRequestFilterOptions,
  OrderRequestListReply,
} from '../../contract/index.js';
import type { Envelope } from '../../server/lib/envelope.js';
import { createOrderRequest, type NewOrderRequest } from '../../server/services/orderRequestsBuyer.js';
import { call, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { afterEach, beforeEach } from 'vitest';
import { createOrdersServer, sellerSession, type OrdersServer, type SellerSession } from './ordersHelpers.js';

/** Shared by the order-request tests (docs/contract/requests-tenders.md "Order requests"). */

export const REQUEST_NOT_FOUND = 'Запрос не найден';
export const REQUEST_NOT_ALLOWED = 'Действие недоступно для текущего статуса запроса';
export const STORE_NOT_FOUND = 'Магазин не найден';

export interface RequestsContext {
  server: OrdersServer;
  seller: SellerSession;
  /** The second demo seller, whose requests the first must never reach. */
  other: SellerSession;
}

/** A fresh seeded server per test (uploads in a temporary directory) and both demo sellers' sessions. */
export function withRequestsServer(use: (context: RequestsContext) => void): void {
  let current: OrdersServer | undefined;
  beforeEach(async () => {
    current = await createOrdersServer();
    use({
      server: current,
      seller: await sellerSession(current.app),
      other: await sellerSession(current.app, DEMO_ACCOUNTS.seller2),
    });
  });
  afterEach(async () => {
    await current?.cleanup();
  });
}

export interface RequestRow {
  id: number;
  seller_id: number;
  buyer_id: number;
  status_id: number;
  created_at: string;
  deadline: string;
  shipping_method_id: number;
  country_id: number | null;
  deleted_by_seller: number;
  order_id: number | null;
}

export const requestRow = (server: TestServer, id: number): RequestRow =>
  server.db.prepare('SELECT * FROM order_requests WHERE id = ?').get(id) as RequestRow;

/** Every request of a seller the seller still sees (not deleted), read straight from the table. */
export const visibleRows = (server: TestServer, sellerId: number): RequestRow[] =>
  server.db
    .prepare('SELECT * FROM order_requests WHERE seller_id = ? AND deleted_by_seller = 0 ORDER BY id')
    .all(sellerId) as RequestRow[];

/** A seeded request of the seller in this status (not deleted). */
export function seededRequest(
  server: TestServer,
  sellerId: number,
  statusId: number,
  shipping?: 1 | 2,
): number {
  const id = server.db
    .prepare(
      `SELECT id FROM order_requests WHERE seller_id = ? AND status_id = ? AND deleted_by_seller = 0
         AND (? IS NULL OR shipping_method_id = ?) ORDER BY id LIMIT 1`,
    )
    .pluck()
    .get(sellerId, statusId, shipping ?? null, shipping ?? null) as number | undefined;
  if (id === undefined) throw new Error(`no seeded request of seller ${sellerId} in status ${statusId}`);
  return id;
}

/** The seller's wholesale products on sale, lowest id first. */
export const wholesaleProducts = (server: TestServer, sellerId: number): number[] =>
  server.db
    .prepare(
      `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
       WHERE s.seller_id = ? AND p.product_type_id = 2 AND p.is_active = 1 AND p.is_draft = 0 AND p.is_blocked = 0
         AND p.options_count > 0 ORDER BY p.id`,
    )
    .pluck()
    .all(sellerId) as number[];

/** A business buyer of the seed. */
export const businessBuyer = (server: TestServer): number =>
  server.db
    .prepare(
      'SELECT id FROM users WHERE user_category_id = 2 AND company_name IS NOT NULL ORDER BY id LIMIT 1',
    )
    .pluck()
    .get() as number;

export const cityId = (server: TestServer, name: string): number =>
  server.db.prepare('SELECT id FROM cities WHERE name = ? ORDER BY id LIMIT 1').pluck().get(name) as number;

/** A new request (status 2) sent by a buyer through the buyer-side service, at the server's clock. */
export function newRequest(
  server: TestServer,
  sellerId: number,
  overrides: Partial<NewOrderRequest> = {},
): number {
  const products = wholesaleProducts(server, sellerId);
  const created = createOrderRequest(server.db, server.clock.now, {
    sellerId,
    buyerId: businessBuyer(server),
    shippingMethodId: 1,
    cityId: cityId(server, 'Казань'),
    deliveryAddress: 'ул. Баумана, д. 7',
    deadline: new Date(server.clock.now + 10 * 86_400_000).toISOString(),
    comment: 'Нужна поставка к началу месяца',
    lines: [
      { productId: products[0] ?? 0, quantity: 100, targetPrice: 150 },
      { productId: products[1] ?? 0, quantity: 40, targetPrice: null },
    ],
    ...overrides,
  });
  if (!created.ok) throw new Error(created.message);
  return created.requestId;
}

/** The seller calls, each answering the envelope (this server sends the contract's additions too: `Required`). */
export function sellerApi(server: TestServer, token: string) {
  const post = async <T>(path: string, body?: unknown): Promise<Envelope<T>> =>
    (await call<T>(server.app, 'POST', `/OrderRequest/${path}`, { token, body })).body;
  return {
    list: (body: Record<string, unknown>) => post<OrderRequestListReply>('GetAllOrderRequests', body),
    detail: (id: number) => post<Required<OrderRequest>>(`GetOrderRequestById?orderRequestId=${id}`),
    options: async (sellerId: number) =>
      (
        await call<OrderRequestFilterOptions>(
          server.app,
          'GET',
          `/OrderRequest/GetProductsAndBuyersOfOrderRequest?sellerId=${sellerId}`,
          { token },
        )
      ).body,
    propose: (body: unknown) => post<boolean>('CreateOrderProposal', body),
    update: (body: unknown) => post<boolean>('UpdateOrderProposal', body),
    reject: (orderRequestId: number, rejectReason: string) =>
      post<boolean>('RejectOrderRequest', { orderRequestId, rejectReason }),
    remove: (id: number) => post<boolean>(`DeleteOrderRequest?orderRequestId=${id}`),
  };
}

/** A full proposal for the request: one line per requested product, at 200 rubles, the wanted quantity. */
export function proposalFor(
  detail: Required<OrderRequest>,
  extra: Partial<OrderProposalBody> = {},
): OrderProposalBody {
  return {
    orderRequestId: detail.id,
    validDays: 5,
    deliveryDays: 7,
    deliveryAmount: detail.shippingMethodId === 2 ? 0 : 2500,
    comment: 'Цена при 100% предоплате',
    lines: detail.products.map((p) => ({ orderRequestProductId: p.id, price: 200, quantity: p.quantity })),
    ...extra,
  };
}

/** The filter body with every key present and null (spec section 3), plus `overrides`. */
export const filterBody = (overrides: Record<string, unknown> = {}) => ({
  country: null,
  shippingMethods: null,
  requestId: null,
  orderRequestStatuses: null,
  startDate: null,
  endDate: null,
  buyerId: null,
  productCategoryId: null,
  productId: null,
  sellerId: null,
  pagination: { page: 1, pageSize: 100 },
  ...overrides,
});
