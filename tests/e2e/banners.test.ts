import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { bandedPng } from '../../server/db/seeds/png';
import {
  CONSOLE_ADMIN,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  startServer,
  type RunningServer,
} from './harness';

/**
 * Banners end to end (docs/contract/marketing.md "Banners", "Payments and the payment stand-in"):
 * the demo seller requests a banner with an image of the position's size, pays on the stand-in
 * page, comes back to the list with the outcome and the banner 'Новая / ожидает'; the
 * administrator approves it through the console API and the seller sees it 'Активна'.
 */

const POSITION = 'Карточка товара — под описанием';
/** Position 4 of the migration: 728×90. */
const IMAGE = bandedPng([30, 110, 190], 728, 90);
const LINK = 'https://technomir.example/sale';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let seller: Page;
const apiCalls: Request[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page: seller } = await newPage(browser));
  seller.on('request', (request) => {
    if (request.url().includes('/seller/api/')) apiCalls.push(request);
  });
  await signIn(seller, server);
  await seller.waitForURL(/\/seller\/dashboard$/);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function consoleToken(): Promise<string> {
  const login = await fetch(`${server.origin}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CONSOLE_ADMIN),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

describe('banners', () => {
  it('requests a banner: position, the last days of the calendar, an image of the right size, a link', async () => {
    await seller.goto(server.url('/marketing/request-banner'));
    await seller.getByRole('heading', { level: 1, name: 'Заявка на баннерную рекламу' }).waitFor();
    await seller.getByRole('combobox', { name: 'Позиция баннера' }).click();
    await seller.getByRole('option', { name: new RegExp(`^${POSITION}`) }).click();
    const free = seller.locator('button[aria-label*="руб."]:not([disabled])');
    await free.first().waitFor();
    expect(await seller.locator('button[aria-label*="руб."]').count()).toBe(90);
    // the last three days of the 90: nobody books that far ahead in the demo data
    const last = seller.locator('button[aria-label*="руб."]');
    await last.nth(87).click();
    await last.nth(89).click();
    await seller.getByText(/^Период: .* \(3 дня\)\. Итого: .* руб\.$/).waitFor();

    await seller.locator('input[name="BannerFile"]').setInputFiles({
      name: 'banner-728x90.png',
      mimeType: 'image/png',
      buffer: IMAGE,
    });
    await seller.getByText('banner-728x90.png, 728×90 px').waitFor();
    await seller.locator('input[name="Link"]').fill(LINK);
    await screenshot(seller, 'banners-request');

    await seller.getByRole('button', { name: 'Перейти к оплате' }).click();
    // the payment page of this very server (PUBLIC_ORIGIN)
    await seller.waitForURL(new RegExp(`^${server.origin}/pay/[A-Za-z0-9_-]{24}$`));
    await seller.getByText(new RegExp(`Баннер «${POSITION}» с \\d{4}-\\d{2}-\\d{2} по`)).waitFor();
  });

  it('pays on the stand-in page and comes back to the list with the outcome', async () => {
    await seller.getByRole('button', { name: 'Оплатить' }).click();
    await seller.waitForURL(/\/seller\/marketing\/banners\?paymentId=[A-Za-z0-9_-]{24}$/);
    await seller
      .getByText(`Оплата прошла. Баннер «${POSITION}» отправлен на проверку администратору`)
      .waitFor();
    const row = seller.locator('tbody tr').first();
    await row.getByText(POSITION, { exact: true }).waitFor();
    await row.getByText('Новая / ожидает', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: LINK }).getAttribute('href')).toBe(LINK);
    const body = JSON.parse(
      apiCalls
        .filter((r) => r.url().endsWith('/Marketing/GetBanners'))
        .at(-1)
        ?.postData() ?? '{}',
    ) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: null,
      dateFrom: null,
      dateTo: null,
      pagination: { page: 1, pageSize: 10 },
    });
    await screenshot(seller, 'banners-paid');
  });

  it('the administrator approves it; the seller sees it active after a reload', async () => {
    const token = await consoleToken();
    const query = `filter=${encodeURIComponent(JSON.stringify({ positionId: 4, state: 'awaitingApproval' }))}&sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,9]')}`;
    const waiting = await fetch(`${server.origin}/admin/api/banners?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(waiting.status).toBe(200);
    const [banner] = (await waiting.json()) as { id: number; link: string | null; storeName: string }[];
    expect(banner?.link).toBe(LINK);
    const bannerId = banner?.id ?? 0;
    const approve = await fetch(`${server.origin}/admin/api/banners/${bannerId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(approve.status).toBe(200);
    await seller.reload();
    const row = seller.locator('tbody tr').first();
    await row.getByText(POSITION, { exact: true }).waitFor();
    await row.getByText('Активна', { exact: true }).waitFor();
  });
});
