import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  CONSOLE_ADMIN,
  DEMO_SELLER,
  launchBrowser,
  signIn,
  startServer,
  type RunningServer,
} from './harness';

/**
 * The work queue (docs/contract/work-queue.md) as a seller watches it: /work-queue is open, a buyer
 * places orders through the console's API (as the console does) and they appear in the queue
 * without a reload, each with its deadline and countdown; a paid order's 'Готов к отправке' opens
 * the order page's ready-to-send modal; the dashboard's 'Сегодня' card counts them.
 */

interface ConsoleRecord {
  id: number;
  email?: string;
  number?: string;
  invoiceNumber?: string;
  isActive?: boolean;
  isDraft?: boolean;
}

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let page: Page;
let token = '';
let sellerId = 0;
let buyerId = 0;

async function consoleCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${server.origin}/admin/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

const list = (resource: string, filter: Record<string, unknown>) =>
  consoleCall<ConsoleRecord[]>(
    'GET',
    `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,199]')}`,
  );

async function productOf(productTypeId: 1 | 2): Promise<number> {
  const products = await list('products', { sellerId, productTypeId, isBlocked: false });
  const product = products.find((record) => record.isActive === true && record.isDraft !== true);
  if (!product) throw new Error(`no active product of type ${productTypeId}`);
  return product.id;
}

const markDocument = () =>
  page.evaluate(() => {
    (window as Window & { queueMark?: boolean }).queueMark = true;
  });
const sameDocument = () =>
  page.evaluate(() => (window as Window & { queueMark?: boolean }).queueMark === true);

/** The queue's card of an order number. */
const rowOf = (number: string) => page.locator('main li').filter({ hasText: `Заказ № ${number}` });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  const login = await fetch(`${server.origin}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CONSOLE_ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
  sellerId =
    (await list('sellers', { q: DEMO_SELLER.email })).find((s) => s.email === DEMO_SELLER.email)?.id ?? 0;
  buyerId = (await list('buyers', {}))[0]?.id ?? 0;
  await signIn(page, server);
  await page.waitForURL(/\/seller\/dashboard$/);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('work queue', () => {
  it('a new order placed in the console appears in the open queue with its countdown, live', async () => {
    const registered = page.waitForResponse((r) => r.url().includes('/seller/api/Common/AddOnlineUser'));
    await page.goto(server.url('/work-queue'));
    await registered;
    await page.getByRole('list', { name: 'Очередь дел' }).waitFor();
    await markDocument();

    const retail = await consoleCall<ConsoleRecord>('POST', 'retail-orders', {
      sellerId,
      buyerId,
      shippingMethodId: 2,
      deliveryMethodId: 1,
      lines: [{ productId: await productOf(1), quantity: 1, price: 250 }],
    });
    const accept = rowOf(retail.number ?? '');
    await accept.waitFor({ timeout: 10_000 });
    const acceptText = await accept.innerText();
    expect(acceptText).toContain('Принять заказ');
    // Readiness deadline: now + 2 days.
    expect(acceptText).toMatch(/Принять до \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК/);
    expect(acceptText).toMatch(/осталось (1 д 23 ч|2 д)/);

    const wholesale = await consoleCall<ConsoleRecord>('POST', 'wholesale-orders', {
      sellerId,
      buyerId,
      shippingMethodId: 1,
      deliveryMethodId: 1,
      lines: [{ productId: await productOf(2), quantity: 2, priceForOne: 1000 }],
    });
    await consoleCall('POST', 'order-actions', { market: 'wholesale', orderId: wholesale.id, action: 'pay' });
    const ship = rowOf(wholesale.invoiceNumber ?? '');
    await ship.waitFor({ timeout: 10_000 });
    const shipText = await ship.innerText();
    expect(shipText).toContain('Отгрузить заказ');
    expect(shipText).toMatch(/Отгрузить до \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК/);
    expect(shipText).toMatch(/осталось \d+ (д|ч|мин)/);
    expect(await sameDocument()).toBe(true);

    await ship.getByRole('button', { name: 'Готов к отправке' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/\S/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("the dashboard's 'Сегодня' card counts the queue and links to it", async () => {
    await page.goto(server.url('/dashboard'));
    const card = page.locator('main').getByRole('link', { name: /Сегодня/ });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toMatch(/Дел: \d+/);
    expect(await card.innerText()).toContain('Самое срочное');
    await card.click();
    await page.waitForURL(/\/seller\/work-queue$/);
    await page.getByRole('list', { name: 'Очередь дел' }).waitFor();
  });
});
