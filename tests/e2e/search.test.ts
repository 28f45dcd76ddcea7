import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { CONSOLE_ADMIN, launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { axeViolations, describeViolations } from './axe';
import { openSettled } from './sweep';

/**
 * Global search and the list keys (docs/contract/search.md): a wholesale order a buyer places in
 * the console is found with Ctrl+K by its number and opened with Enter; '?' lists the shortcuts;
 * on a list '/' focuses its search and j / k / Enter open a row.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let page: Page;
let adminToken = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // axe is injected as an inline script, which the app's CSP rightly refuses.
  context = await browser.newContext({
    locale: 'ru-RU',
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });
  page = await context.newPage();
  const [login] = await Promise.all([
    fetch(`${server.origin}/admin/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CONSOLE_ADMIN),
    }),
    signIn(page, server),
  ]);
  adminToken = ((await login.json()) as { token: string }).token;
  await page.waitForURL(/\/seller\/dashboard$/);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function consoleApi<T>(path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${server.origin}/admin/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(reply.status, `${path}: ${reply.status}`).toBeLessThan(300);
  return (await reply.json()) as T;
}

const listQuery = (filter: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,49]')}`;

/** A buyer places a wholesale order with the demo seller, as the console's form does; its id. */
async function placeWholesaleOrder(): Promise<number> {
  const [seller] = await consoleApi<{ id: number }[]>(`sellers?${listQuery({ q: 'seller@demo.ru' })}`);
  const products = await consoleApi<
    { id: number; isActive: boolean; isDraft: boolean; price: number | null }[]
  >(`products?${listQuery({ sellerId: seller?.id, productTypeId: 2, isBlocked: false })}`);
  const product = products.find((p) => p.isActive && !p.isDraft && (p.price ?? 0) > 0);
  const [buyer] = await consoleApi<{ id: number }[]>(`buyers?${listQuery({ q: 'buyer@demo.ru' })}`);
  const order = await consoleApi<{ id: number }>('wholesale-orders', {
    sellerId: seller?.id,
    buyerId: buyer?.id,
    shippingMethodId: 1,
    deliveryMethodId: 1,
    lines: [{ productId: product?.id, quantity: 3, priceForOne: product?.price }],
  });
  return order.id;
}

describe('global search', () => {
  it('Ctrl+K finds a new order by its number under the wholesale orders; Enter opens it', async () => {
    const orderId = await placeWholesaleOrder();
    await openSettled(page, server, '/dashboard');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Поиск' });
    const input = palette.getByRole('combobox', { name: 'Что найти' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(String(orderId));

    const group = palette.getByRole('group', { name: 'Оптовые заказы' });
    const option = group.getByRole('option', { name: new RegExp(`^Заказ № ${orderId}\\b`) });
    await option.waitFor();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/seller/orders/${orderId}$`));
    await expect.poll(() => page.locator('main h1').first().innerText()).toContain(String(orderId));
    expect(await palette.count()).toBe(0);
  });

  it("the header's field opens the palette; a query that matches nothing says so", async () => {
    await page.getByRole('button', { name: /Поиск… \(Ctrl\+K\)/ }).click();
    const palette = page.getByRole('dialog', { name: 'Поиск' });
    await palette.getByRole('combobox', { name: 'Что найти' }).fill('ъъъ не найдётся');
    await expect.poll(() => palette.getByRole('status').innerText()).toBe('Ничего не найдено');
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
  });
});

describe('keyboard shortcuts', () => {
  it("'?' lists the shortcuts, Ctrl+K among them", async () => {
    await openSettled(page, server, '/orders');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Сочетания клавиш' });
    await help.waitFor();
    const rows = (await help.getByRole('row').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(
      expect.arrayContaining([
        'Ctrl+K ⌘K Открыть поиск',
        'j Следующая строка списка',
        'k Предыдущая строка списка',
        'Enter Открыть выбранную строку',
      ]),
    );
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
  });

  it("j / k move between the orders' rows and Enter opens the row reached", async () => {
    await openSettled(page, server, '/orders');
    const rows = page.locator('main table tbody tr');
    const focused = (index: number) => rows.nth(index).evaluate((row) => row === document.activeElement);
    await page.keyboard.press('j');
    await expect.poll(() => focused(0)).toBe(true);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect.poll(() => focused(2)).toBe(true);
    await page.keyboard.press('k');
    await expect.poll(() => focused(1)).toBe(true);
    const number = (await rows.nth(1).getByRole('link').first().innerText()).replace(/\D/g, '');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/seller/orders/${number}$`));
  });

  it("'/' focuses the list's own search; typed into, it stays text", async () => {
    await openSettled(page, server, '/buyers');
    await page.keyboard.press('/');
    const search = page.getByRole('search').getByRole('textbox').first();
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('j/?');
    expect(await search.inputValue()).toBe('j/?');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

/** Waits until the dialog's fade-in has ended: axe measures colours, not a transition. */
const settled = (target: Page) =>
  expect
    .poll(() =>
      target.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
    )
    .toBe(0);

/** The palette with results, and the shortcuts' help: axe finds nothing. */
async function dialogProblems(target: Page, where: string): Promise<string[]> {
  const palette = target.getByRole('dialog', { name: 'Поиск' });
  await palette.getByRole('combobox', { name: 'Что найти' }).fill('10');
  await palette.getByRole('option').first().waitFor();
  await settled(target);
  const problems = describeViolations(`${where} palette`, await axeViolations(target));
  await target.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });
  await target.keyboard.press('?');
  await target.getByRole('dialog', { name: 'Сочетания клавиш' }).waitFor();
  await settled(target);
  problems.push(...describeViolations(`${where} help`, await axeViolations(target)));
  await target.keyboard.press('Escape');
  return problems;
}

describe('accessibility', () => {
  it('the palette and the help pass axe at 1440 px (light) and 390 px (dark), where the header keeps within the width', async () => {
    await openSettled(page, server, '/dashboard');
    await page.keyboard.press('Control+k');
    const problems = await dialogProblems(page, '1440 light');

    // The same page at phone width in the dark theme (the system's scheme, which the app follows).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      await openSettled(page, server, '/dashboard');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await page.getByRole('button', { name: 'Открыть поиск (Ctrl+K)' }).click();
      problems.push(...(await dialogProblems(page, '390 dark')));
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.emulateMedia({ colorScheme: 'light' });
    }
    expect(problems).toEqual([]);
  });
});
