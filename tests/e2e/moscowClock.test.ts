import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';

/**
 * Issue 29 point 4, one clock: the same pages read the same dates in a browser in Moscow and in
 * one in Los Angeles with an English interface (every date is Moscow time, a time of day is
 * marked 'МСК'), and the pickers stay Russian and 24-hour there.
 */

const VIEWPORT = { width: 1366, height: 900 };
/** A day ('28.11.2026') or a day and time ('28.11.2026 06:10 МСК'); a bare time ('06:10 МСК'). */
const DATE_TEXT = /\d{2}\.\d{2}\.\d{4}(?: \d{2}:\d{2}(?: МСК)?)?|\b\d{2}:\d{2} МСК/g;

let server: RunningServer;
let browser: Browser;
let moscowContext: BrowserContext;
let laContext: BrowserContext;
let moscow: Page;
let losAngeles: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  moscowContext = await browser.newContext({
    timezoneId: 'Europe/Moscow',
    locale: 'ru-RU',
    viewport: VIEWPORT,
  });
  moscow = await moscowContext.newPage();
  await signIn(moscow, server);
  await moscow.waitForURL(/\/seller\/dashboard$/);
  // The same seller's session (its tokens live in localStorage), read from another zone and language.
  laContext = await browser.newContext({
    timezoneId: 'America/Los_Angeles',
    locale: 'en-US',
    viewport: VIEWPORT,
    storageState: await moscowContext.storageState(),
  });
  losAngeles = await laContext.newPage();
});

afterAll(async () => {
  await moscowContext?.close();
  await laContext?.close();
  await browser?.close();
  await server?.stop();
});

/** Every date text of the page's main area, in document order. */
const datesOn = async (page: Page): Promise<string[]> =>
  (await page.locator('main').innerText()).match(DATE_TEXT) ?? [];

/** Opens `path` in both browsers and waits until both show the same, non-empty list of dates. */
async function sameDates(path: string): Promise<string[]> {
  await Promise.all([moscow.goto(server.url(path)), losAngeles.goto(server.url(path))]);
  await expect
    .poll(async () => {
      const [inMoscow, inLosAngeles] = await Promise.all([datesOn(moscow), datesOn(losAngeles)]);
      if (inMoscow.length > 0 && inMoscow.join('|') === inLosAngeles.join('|')) return 'same';
      return `Moscow: ${inMoscow.join(', ')}\nLos Angeles: ${inLosAngeles.join(', ')}`;
    })
    .toBe('same');
  return datesOn(moscow);
}

const withTime = (dates: readonly string[]) => dates.filter((text) => /\d{2}:\d{2}/.test(text));

describe('one clock in Moscow and in Los Angeles', () => {
  it('the browsers really are in different zones and languages', async () => {
    const offsets = await Promise.all(
      [moscow, losAngeles].map((page) =>
        page.evaluate(() => ({ offset: new Date().getTimezoneOffset(), language: navigator.language })),
      ),
    );
    expect(offsets[0]).toEqual({ offset: -180, language: 'ru-RU' });
    expect(offsets[1]?.language).toBe('en-US');
    expect([420, 480]).toContain(offsets[1]?.offset);
  });

  it('the order list and an order page show the same Moscow dates, times marked МСК', async () => {
    const list = await sameDates('/orders');
    expect(withTime(list).length).toBeGreaterThan(3);
    for (const text of withTime(list)) expect(text).toMatch(/ МСК$/);

    const firstOrder = moscow.locator('main tbody tr').first();
    await firstOrder.click();
    await moscow.waitForURL(/\/seller\/orders\/\d+$/);
    const orderPath = new URL(moscow.url()).pathname.replace(/^\/seller/, '');
    const order = await sameDates(orderPath);
    expect(withTime(order).length).toBeGreaterThan(0);
    for (const text of withTime(order)) expect(text).toMatch(/ МСК$/);
  });

  it('disputes, notifications and messages show the same Moscow dates', async () => {
    for (const path of ['/disputes/wholesales', '/own-notifications', '/messages']) {
      const dates = await sameDates(path);
      for (const text of withTime(dates)) expect(text, path).toMatch(/ МСК$/);
    }
  });
});

describe('pickers in an English browser', () => {
  it('a day filter opens a Russian calendar and shows dd/MM/yyyy', async () => {
    await losAngeles.goto(server.url('/orders'));
    const from = losAngeles.getByRole('group', { name: 'Дата с' });
    await expect.poll(async () => from.textContent()).toContain('ДД/ММ/ГГГГ');
    await losAngeles.getByRole('button', { name: 'Выберите дату' }).first().click();
    const calendar = losAngeles.getByRole('grid');
    await calendar.waitFor();
    // Weeks start on Monday with Russian day names, whatever the browser's language.
    expect(
      (await calendar.getByRole('columnheader').first().getAttribute('aria-label'))?.toLowerCase(),
    ).toMatch(/^понедельник/);
    await calendar.getByRole('gridcell', { name: '15' }).click();
    await expect.poll(async () => from.textContent()).toMatch(/15\/\d{2}\/\d{4}/);
  });

  it("a coupon's days are typed dd.MM.yyyy and start on the Moscow today", async () => {
    await losAngeles.goto(server.url('/marketing/coupons'));
    await losAngeles.getByRole('button', { name: 'Создать купон' }).click();
    const dialog = losAngeles.getByRole('dialog');
    const validFrom = dialog.locator('input[name="validFrom"]');
    const moscowToday = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${pad(moscowToday.getUTCDate())}.${pad(moscowToday.getUTCMonth() + 1)}.${moscowToday.getUTCFullYear()}`;
    await expect.poll(async () => validFrom.inputValue()).toBe(today);
    expect(await dialog.getByRole('group', { name: 'Действует по' }).textContent()).toMatch(
      /\d{2}\.\d{2}\.\d{4}/,
    );
  });

  it('the store schedule shows 24-hour times, never AM or PM', async () => {
    await losAngeles.goto(server.url('/settings/store'));
    const monday = losAngeles.getByRole('group', { name: 'Понедельник' });
    const opens = monday.getByLabel('С', { exact: true });
    await expect.poll(async () => opens.inputValue()).toMatch(/^\d{2}:\d{2}$/);
    // A text field, not `<input type="time">`, whose display would follow the browser's language.
    expect(await opens.getAttribute('type')).toBe('text');
    expect(await monday.getByLabel('До', { exact: true }).inputValue()).toMatch(/^\d{2}:\d{2}$/);
    expect(await monday.textContent()).not.toMatch(/AM|PM/);
  });
});
