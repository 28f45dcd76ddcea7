import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';

/**
 * Every route of spec section 2 against the reference server in its spec-only mode (SPEC_ONLY=1:
 * replies carry only the fields the specification names, our own calls answer -1). A page must
 * render: no error card or /error-page, no 'undefined', 'NaN', 'null' or '%{' in its text, no
 * uncaught error, no spinner left. `SWEEP_ONLY=/orders,/finacnes` runs the routes starting so.
 */

/** A payment the server does not know: the page it returns to must still render (GetPayment is ours). */
const UNKNOWN_PAYMENT = 'p0000000000000000000000x';

const ANALYTICS = ['sales', 'requests', 'buyers', 'products', 'categories', 'tenders', 'orders'];

/** The ids a detail route needs, read from the server's own database (the first of the demo seller's). */
interface Ids {
  wholesaleOrder: number;
  retailOrder: number;
  request: number;
  tender: number;
  proposal: number;
  product: number;
  template: number;
  buyer: number;
  store: number;
}

function routes(ids: Ids): string[] {
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
    ...ANALYTICS.map((section) => `/dashboard/analytics/${section}`),
  ];
}

function readIds(server: RunningServer): Ids {
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
    };
  } finally {
    db.close();
  }
}

const picked = (path: string): boolean => {
  const only = process.env.SWEEP_ONLY?.split(',')
    .map((prefix) => prefix.trim())
    .filter(Boolean);
  return !only?.length || only.some((prefix) => path.startsWith(prefix));
};

/** What the seller must never see: a text a missing field or a failed template leaves behind. */
const LEFTOVERS = /\bundefined\b|\bNaN\b|\bnull\b|%\{/;
const ERROR_CARD = 'Что-то пошло не так! Перезагрузите страницу';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let page: Page;
let ids: Ids;
const failures: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SPEC_ONLY: '1' }), launchBrowser()]);
  ids = readIds(server);
  context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => failures.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Render failure'))
      failures.push(message.text());
  });
  await signIn(page, server);
  await page.waitForURL(/\/seller\/dashboard$/);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** Opens a path and waits until nothing loads any more: no request in flight, no spinner, no skeleton. */
async function openSettled(path: string): Promise<void> {
  await page.goto(server.url(path));
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelectorAll(
              '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, .MuiCircularProgress-root',
            ).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
}

describe('spec-only replies (SPEC_ONLY=1)', () => {
  it('every route of section 2 renders what it can, with nothing broken', async () => {
    const problems: string[] = [];
    for (const path of routes(ids).filter(picked)) {
      failures.length = 0;
      try {
        await openSettled(path);
      } catch (error) {
        problems.push(`${path}: never settled (${String(error).split('\n')[0]})`);
        continue;
      }
      const url = new URL(page.url());
      const text = await page.evaluate(() => document.body.innerText);
      if (url.pathname.endsWith('/error-page')) problems.push(`${path}: went to /error-page`);
      if (text.includes(ERROR_CARD)) problems.push(`${path}: shows the error card`);
      const leftover = LEFTOVERS.exec(text);
      if (leftover) {
        const at = Math.max(0, leftover.index - 40);
        problems.push(
          `${path}: shows '${leftover[0]}' in "…${text.slice(at, at + 80).replace(/\s+/g, ' ')}…"`,
        );
      }
      for (const failure of failures) problems.push(`${path}: ${failure}`);
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it.runIf(picked('/iframe-embed'))(
    'the store widget shows the store from the spec Store fields',
    async () => {
      const widget = await context.newPage();
      try {
        await widget.goto(server.url(`/iframe-embed?storeId=${ids.store}`));
        await widget.getByText('Совершать покупки').waitFor();
        const text = await widget.evaluate(() => document.body.innerText);
        expect(text).not.toMatch(LEFTOVERS);
      } finally {
        await widget.close();
      }
    },
  );
});
