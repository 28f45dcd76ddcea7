import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDaysToDay, formatMoscowDateTime, moscowDayOf, rublesAmount } from '../../rules';
import {
  CONSOLE_ADMIN,
  DEMO_SELLER,
  launchBrowser,
  signIn,
  startServer,
  type RunningServer,
} from './harness';

/**
 * The order timeline (docs/contract/orders.md "Timeline"): the buyer places and pays a wholesale
 * order through the console's REST API (as the console's screens do), the seller opens the order
 * page and sees the payment in 'История заказа' with its amount and Moscow time; accepting the
 * order on the page ('Готов к отправке') adds the status change by 'Продавец'.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let page: Page;
let adminToken = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // Any zone but Moscow's: every time shown must still be Moscow time.
  context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'America/New_York',
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  const [login] = await Promise.all([
    consoleCall<{ token: string }>('POST', '/login', {
      email: CONSOLE_ADMIN.email,
      password: CONSOLE_ADMIN.password,
    }),
    signIn(page, server).then(() => page.waitForURL(/\/seller\/dashboard$/)),
  ]);
  adminToken = login.token;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** One call of the console's REST API (`/admin/api`), as ra-data-simple-rest sends it. */
async function consoleCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${server.origin}/admin/api${path}`, {
    method,
    headers: {
      ...(adminToken ? { authorization: `Bearer ${adminToken}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

const filter = (value: Record<string, unknown>): string =>
  `filter=${encodeURIComponent(JSON.stringify(value))}`;

/** The buyer's new wholesale order for the demo seller, through the console (its 'Создать' of wholesale orders). */
async function placeOrder(): Promise<{ id: number; totalAmount: number }> {
  const [seller] = await consoleCall<{ id: number }[]>('GET', `/sellers?${filter({ q: DEMO_SELLER.email })}`);
  const [buyer] = await consoleCall<{ id: number }[]>('GET', `/buyers?${filter({ q: 'buyer@demo.ru' })}`);
  const products = await consoleCall<{ id: number; isActive: boolean; isDraft: boolean }[]>(
    'GET',
    `/products?${filter({ sellerId: seller!.id, productTypeId: 2, isBlocked: false })}`,
  );
  const product = products.find((p) => p.isActive && !p.isDraft);
  return consoleCall('POST', '/wholesale-orders', {
    sellerId: seller!.id,
    buyerId: buyer!.id,
    shippingMethodId: 1,
    deliveryMethodId: 3,
    deliveryAmount: 450,
    lines: [{ productId: product!.id, quantity: 2, priceForOne: 1875.25 }],
  });
}

const timeline = () => page.getByRole('region', { name: 'История заказа' });

describe('order timeline', () => {
  it("shows the console's payment with its amount and Moscow time, then the seller's acceptance", async () => {
    const order = await placeOrder();
    const before = Date.now();
    await consoleCall('POST', '/order-actions', { market: 'wholesale', orderId: order.id, action: 'pay' });
    const after = Date.now();

    await page.goto(server.url(`/orders/${order.id}`));
    const payment = timeline().locator('li[data-kind="payment"]');
    await payment.waitFor();
    const text = await payment.innerText();
    expect(text).toContain('Заказ оплачен');
    expect(text).toContain('Покупатель');
    expect(text).toContain(`${rublesAmount(order.totalAmount)} руб.`);
    const shown = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК/.exec(text)?.[0];
    expect([before, after].map((ms) => `${formatMoscowDateTime(ms)} МСК`)).toContain(shown);
    expect(await timeline().locator('li[data-kind="safeDeal"]').first().innerText()).toContain(
      'Деньги удержаны',
    );

    // Accept the order: ready to send by post on the day after tomorrow (Moscow).
    await page.getByRole('button', { name: 'Готов к отправке', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[role="spinbutton"]').first().click();
    const [year, month, day] = (addDaysToDay(moscowDayOf(Date.now()), 2) ?? '').split('-');
    await page.keyboard.type(`${day}${month}${year}`);
    await dialog.getByRole('button', { name: 'Подтвердить', exact: true }).click();

    const newest = timeline().locator('li').first();
    await expect.poll(() => newest.getAttribute('data-kind')).toBe('status');
    await expect.poll(() => newest.innerText()).toMatch(/Продавец[\s\S]*Статус заказа:\s*Готов к отправке/);
  });
});
