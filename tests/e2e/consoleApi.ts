import { CONSOLE_ADMIN, DEMO_SELLER, type RunningServer } from './harness';

/**
 * The marketplace console's REST API (`/admin/api`, as ra-data-simple-rest sends it), the
 * administrator signed in: the buyers' and the administrator's side of an end-to-end flow,
 * without the console's screens when the screens are not what a test is about.
 */
export interface PlacedOrder {
  id: number;
  invoiceNumber: string;
  totalAmount: number;
}

export interface ConsoleApi {
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
  list<T extends { id: number }>(resource: string, filter: Record<string, unknown>): Promise<T[]>;
  /** A buyer's new wholesale order for the demo seller (the console's 'Создать' of wholesale orders). */
  placeWholesaleOrder(order?: { quantity?: number; deliveryMethodId?: number }): Promise<PlacedOrder>;
}

export async function consoleApi(server: RunningServer): Promise<ConsoleApi> {
  const send = async <T>(method: string, path: string, body: unknown, token: string): Promise<T> => {
    const reply = await fetch(`${server.origin}/admin/api/${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as T;
  };
  const { token } = await send<{ token: string }>('POST', 'login', CONSOLE_ADMIN, '');

  const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    send<T>(method, path, body, token);
  const list = <T extends { id: number }>(resource: string, filter: Record<string, unknown>) =>
    call<T[]>(
      'GET',
      `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,199]')}`,
    );

  async function placeWholesaleOrder({ quantity = 2, deliveryMethodId = 1 } = {}) {
    const [seller] = await list('sellers', { q: DEMO_SELLER.email });
    const [buyer] = await list('buyers', { q: 'buyer@demo.ru' });
    const products = await list<{ id: number; isActive: boolean; isDraft: boolean; price: number | null }>(
      'products',
      { sellerId: seller?.id, productTypeId: 2, isBlocked: false },
    );
    const product = products.find((p) => p.isActive && !p.isDraft && (p.price ?? 0) > 0);
    if (!seller || !buyer || !product) throw new Error('the demo data has no seller, buyer or product');
    return call<PlacedOrder>('POST', 'wholesale-orders', {
      sellerId: seller.id,
      buyerId: buyer.id,
      shippingMethodId: 1,
      deliveryMethodId,
      lines: [{ productId: product.id, quantity, priceForOne: product.price }],
    });
  }

  return { call, list, placeWholesaleOrder };
}
