import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { OrderRequestStatus, WholesaleStatus } from '../../rules/statuses';
import type { RunningServer } from './harness';

/**
 * What the sweeps share (the spec-only sweep, the accessibility sweep): every route of spec
 * section 2 with the ids its detail pages need, and how to open one and wait until it settles.
 * `SWEEP_ONLY=/orders,/finacnes` runs the routes starting so.
 */

/** A payment the server does not know: the page it returns to must still render (GetPayment is ours). */
const UNKNOWN_PAYMENT = 'p0000000000000000000000x';

const ANALYTICS = ['sales', 'requests', 'buyers', 'products', 'categories', 'tenders', 'orders'];

/** The ids a detail route needs, read from the server's own database (the first of the demo seller's). */
export interface Ids {
  wholesaleOrder: number;
  retailOrder: number;
  request: number;
  tender: number;
  proposal: number;
  product: number;
  template: number;
  buyer: number;
  store: number;
  /** A wholesale order paid and not sent yet (its page offers 'Продлить срок отправки' and 'Отклонить'). */
  orderAwaitingDispatch: number;
  /** A request awaiting the seller's proposal ('Отправить предложение'). */
  newRequest: number;
  review: number;
}

export function sweepRoutes(ids: Ids): string[] {
  return [
    '/dashboard',
    '/settings/account',
    '/settings/account/password',
    '/settings/address',
    '/settings/staff',
    '/settings/managment',
    '/settings/requisite',
    '/settings/documents',
    '/settings/store',
    '/own-notifications',
    '/notifications',
    '/delivery/couriers',
    '/learning/steps',
    '/products/property',
    '/products/wholesale',
    '/products/retail',
    '/products/add',
    '/products/import',
    `/products/edit/${ids.product}`,
    '/shared/delivery',
    '/shared/delivery/add',
    `/shared/delivery/edit/${ids.template}`,
    '/requests',
    `/requests/${ids.request}`,
    '/messages',
    '/marketing/request-banner',
    '/marketing/top',
    '/marketing/top/add',
    `/marketing/top/add/${UNKNOWN_PAYMENT}`,
    '/marketing/highlights',
    '/marketing/highlights/add',
    `/marketing/highlights/add/${UNKNOWN_PAYMENT}`,
    '/marketing/coupons',
    '/marketing/banners',
    '/marketing/optimization-for-marketing',
    '/dashboard/embed',
    '/main-retail-orders',
    '/orders',
    `/orders/${ids.wholesaleOrder}`,
    `/orders/retail/${ids.retailOrder}`,
    `/orders/all/retail/${ids.retailOrder}`,
    '/accept-order',
    '/buyers',
    `/buyers/${ids.buyer}`,
    '/tenders/search',
    '/tenders/my-tenders',
    `/tenders/${ids.tender}`,
    `/tenders-proposal/${ids.proposal}`,
    '/disputes/retails',
    '/disputes/wholesales',
    '/reviews',
    '/finacnes/retail',
    '/finacnes/whole-sale',
    '/finances/payouts',
    '/work-queue',
    ...ANALYTICS.map((section) => `/dashboard/analytics/${section}`),
  ];
}

export function readIds(server: RunningServer): Ids {
  const db = new Database(join(server.dataDir, 'market.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const one = (sql: string): number => {
      const row = db.prepare(sql).get() as { id: number } | undefined;
      if (!row) throw new Error(`no row for: ${sql}`);
      return row.id;
    };
    const seller = one(
      "SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = 'seller@demo.ru'",
    );
    const store = one(`SELECT id FROM stores WHERE seller_id = ${seller}`);
    return {
      wholesaleOrder: one(`SELECT id FROM wholesale_orders WHERE seller_id = ${seller} ORDER BY id LIMIT 1`),
      retailOrder: one(`SELECT id FROM retail_orders WHERE seller_id = ${seller} ORDER BY id LIMIT 1`),
      request: one(`SELECT id FROM order_requests WHERE seller_id = ${seller} ORDER BY id LIMIT 1`),
      tender: one('SELECT id FROM tenders ORDER BY id LIMIT 1'),
      proposal: one(`SELECT id FROM tender_proposals WHERE seller_id = ${seller} ORDER BY id LIMIT 1`),
      product: one(`SELECT id FROM products WHERE store_id = ${store} ORDER BY id LIMIT 1`),
      template: one(`SELECT id FROM delivery_templates WHERE store_id = ${store} ORDER BY id LIMIT 1`),
      buyer: one(
        `SELECT buyer_id AS id FROM wholesale_orders WHERE seller_id = ${seller} ORDER BY id LIMIT 1`,
      ),
      store,
      orderAwaitingDispatch: one(
        `SELECT id FROM wholesale_orders WHERE seller_id = ${seller} AND status_id = ${WholesaleStatus.NotSent} ORDER BY id LIMIT 1`,
      ),
      newRequest: one(
        `SELECT id FROM order_requests WHERE seller_id = ${seller} AND status_id = ${OrderRequestStatus.New} ORDER BY id LIMIT 1`,
      ),
      review: one(`SELECT id FROM reviews WHERE seller_id = ${seller} ORDER BY id LIMIT 1`),
    };
  } finally {
    db.close();
  }
}

export const picked = (path: string): boolean => {
  const only = process.env.SWEEP_ONLY?.split(',')
    .map((prefix) => prefix.trim())
    .filter(Boolean);
  return !only?.length || only.some((prefix) => path.startsWith(prefix));
};

/** How long no request may be in flight before a page counts as settled. */
const QUIET_MS = 150;

interface Traffic {
  inFlight: Set<object>;
  /** performance.now() of the last request started or ended. */
  lastChange: number;
}

const trafficOfPage = new WeakMap<Page, Traffic>();

/** The page's requests in flight, counted from the first visit on (websockets are not requests). */
function trafficOf(page: Page): Traffic {
  const known = trafficOfPage.get(page);
  if (known) return known;
  const traffic: Traffic = { inFlight: new Set(), lastChange: performance.now() };
  const started = (request: object) => {
    traffic.inFlight.add(request);
    traffic.lastChange = performance.now();
  };
  const ended = (request: object) => {
    traffic.inFlight.delete(request);
    traffic.lastChange = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  trafficOfPage.set(page, traffic);
  return traffic;
}

/**
 * Opens a path and waits until nothing loads any more: no request in flight for `QUIET_MS`, no
 * spinner, no skeleton. Playwright's 'networkidle' waits 500 ms of silence on every visit; the
 * sweeps make about 600 visits, so counting the requests saves minutes of CI.
 */
export async function openSettled(page: Page, server: RunningServer, path: string): Promise<void> {
  const traffic = trafficOf(page);
  await page.goto(server.url(path));
  await expect
    .poll(() => traffic.inFlight.size === 0 && performance.now() - traffic.lastChange >= QUIET_MS, {
      timeout: 15_000,
      interval: 25,
    })
    .toBe(true);
  // Nothing loading, and no finite transition running: a button enabled as the data arrives fades
  // its colour in over 250 ms, and axe must not measure it halfway.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelectorAll(
              '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, .MuiCircularProgress-root',
            ).length +
            document
              .getAnimations()
              .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
              .length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
}
