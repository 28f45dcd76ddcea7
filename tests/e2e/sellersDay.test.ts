import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDaysToDay, formatMoscowDateTime, moscowDayOf, rublesAmount } from '../../rules';
import { consoleApi, type ConsoleApi } from './consoleApi';
import { axeViolations, describeViolations } from './axe';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { openSettled } from './sweep';

/**
 * The seller's day (issue 34): the work queue (docs/contract/work-queue.md), the global search
 * (search.md) and the order timeline (orders.md "Timeline") on one order a buyer places and pays
 * in the console; then the search palette, '?' and the list keys ('/', j / k / Enter) on their
 * own. The browser runs in New York time: every time shown must still be Moscow time.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let page: Page;
let market: ConsoleApi;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({
    locale: 'ru-RU',
    timezoneId: 'America/New_York',
    viewport: { width: 1440, height: 900 },
    // axe is injected as an inline script, which the app's CSP rightly refuses.
    bypassCSP: true,
  });
  page = await context.newPage();
  [market] = await Promise.all([
    consoleApi(server),
    signIn(page, server).then(() => page.waitForURL(/\/seller\/dashboard$/)),
  ]);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** A mark in the page's window: still there later means the page was not reloaded. */
const markDocument = () =>
  page.evaluate(() => {
    (window as Window & { dayMark?: boolean }).dayMark = true;
  });
const sameDocument = () => page.evaluate(() => (window as Window & { dayMark?: boolean }).dayMark === true);

/** Opens the work queue and waits for its hub connection, marked against reloads. */
async function openQueue(): Promise<void> {
  const registered = page.waitForResponse((r) => r.url().includes('/seller/api/Common/AddOnlineUser'));
  await page.goto(server.url('/work-queue'));
  await registered;
  await page.getByRole('list', { name: 'Очередь дел' }).waitFor();
  await markDocument();
}

/** The queue's card of an order number (not of a longer number that starts so). */
const queueRow = (number: string) =>
  page.locator('main li').filter({ hasText: new RegExp(`Заказ № ${number}(?!\\d)`) });
const timeline = () => page.getByRole('region', { name: 'История заказа' });

/** Fills a ready-to-send dialog: sent the day after tomorrow (Moscow), confirmed. */
async function confirmReadyToSend(): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.locator('[role="spinbutton"]').first().click();
  const [year, month, day] = (addDaysToDay(moscowDayOf(Date.now()), 2) ?? '').split('-');
  await page.keyboard.type(`${day}${month}${year}`);
  await dialog.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe("the seller's day", () => {
  it('an order paid in the console: in the open queue with its countdown, accepted there, found with Ctrl+K, its payment and acceptance in the timeline', async () => {
    await openQueue();
    // Sent by post (delivery method 3): ready to send asks for the day it leaves.
    const order = await market.placeWholesaleOrder({ deliveryMethodId: 3 });
    const before = Date.now();
    await market.call('POST', 'order-actions', { market: 'wholesale', orderId: order.id, action: 'pay' });
    const after = Date.now();

    const row = queueRow(String(order.id));
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain('Отгрузить заказ');
    expect(rowText).toMatch(/Отгрузить до \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК/);
    expect(rowText).toMatch(/осталось \d+ (д|ч|мин)/);
    expect(await sameDocument()).toBe(true);

    // The row's button opens the order page's own ready-to-send modal; once accepted, the row goes.
    await row.getByRole('button', { name: 'Готов к отправке' }).click();
    await confirmReadyToSend();
    await row.waitFor({ state: 'detached' });

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Поиск' });
    await page.keyboard.type(String(order.id));
    const option = palette
      .getByRole('group', { name: 'Оптовые заказы' })
      .getByRole('option', { name: new RegExp(`^Заказ № ${order.id}\\b`) });
    await option.waitFor();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/seller/orders/${order.id}$`));

    const payment = timeline().locator('li[data-kind="payment"]');
    await payment.waitFor();
    const paymentText = await payment.innerText();
    expect(paymentText).toContain('Заказ оплачен');
    expect(paymentText).toContain('Покупатель');
    expect(paymentText).toContain(`${rublesAmount(order.totalAmount)} руб.`);
    const shown = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК/.exec(paymentText)?.[0];
    expect([before, after].map((ms) => `${formatMoscowDateTime(ms)} МСК`)).toContain(shown);
    await timeline().locator('li[data-kind="safeDeal"]', { hasText: 'Деньги удержаны' }).waitFor();
    const newest = timeline().locator('li').first();
    expect(await newest.getAttribute('data-kind')).toBe('status');
    expect(await newest.innerText()).toMatch(/Продавец[\s\S]*Статус заказа:\s*Готов к отправке/);
  });

  it('a retail order to accept appears in the open queue, live, with its deadline', async () => {
    await openQueue();
    const [seller] = await market.list<{ id: number }>('sellers', { q: 'seller@demo.ru' });
    const [buyer] = await market.list<{ id: number }>('buyers', { q: 'buyer@demo.ru' });
    const products = await market.list<{ id: number; isActive: boolean; isDraft: boolean }>('products', {
      sellerId: seller?.id,
      productTypeId: 1,
      isBlocked: false,
    });
    const retail = await market.call<{ number: string }>('POST', 'retail-orders', {
      sellerId: seller?.id,
      buyerId: buyer?.id,
      shippingMethodId: 2,
      deliveryMethodId: 1,
      lines: [{ productId: products.find((p) => p.isActive && !p.isDraft)?.id, quantity: 1, price: 250 }],
    });
    const row = queueRow(retail.number);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Принять заказ');
    // Readiness deadline: now + 2 days.
    expect(text).toMatch(/Принять до \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК/);
    expect(text).toMatch(/осталось (1 д 23 ч|2 д)/);
    expect(await sameDocument()).toBe(true);

    // Its 'Готов к отгрузке' opens the order page with the status modal already open.
    await row.getByRole('button', { name: 'Готов к отгрузке' }).click();
    const dialog = page.getByRole('dialog', { name: 'Изменение статуса' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`Перевести заказ № ${retail.number} в статус «Готов к отгрузке»?`);
    expect(page.url()).toMatch(/\/seller\/orders\/retail\/\d+$/);
    await dialog.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('main').getByText('Готов к отгрузке', { exact: true }).first().waitFor();
    // Accepted: a reload does not open the modal again, and the row has left the queue.
    await page.reload();
    await timeline().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await openQueue();
    expect(await queueRow(retail.number).count()).toBe(0);
  });

  it("a dispute's row opens the dispute list of its order with the dispute's details open", async () => {
    await openQueue();
    const row = page.locator('main li').filter({ hasText: 'Ответить на спор' }).first();
    const id = /Спор № (\d+)/.exec(await row.innerText())?.[1];
    expect(id).toBeDefined();
    await row.getByRole('button', { name: 'Открыть спор' }).click();
    await page.getByRole('dialog', { name: `Спор № ${id}` }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/\/seller\/disputes\/(retails|wholesales)$/);
    expect(url.searchParams.get('dispute')).toBeNull();
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toHaveProperty('orderNumber');
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

describe('global search', () => {
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
