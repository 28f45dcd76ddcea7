import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callsTo, lastBody, screenshot, signedInSession, type SignedInSession } from './harness';

/**
 * Highlights and top end to end (docs/contract/marketing.md "Highlights and top", "Payments and
 * the payment stand-in"): a 7-day highlight bought through the stand-in payment page comes back
 * to its return route as paid and is listed 'Активна'; a top purchase cancelled on the stand-in
 * page comes back as 'Оплата отменена'.
 */

const PAYMENT_ID = '[A-Za-z0-9_-]{24}';

let session: SignedInSession;

beforeAll(async () => {
  session = await signedInSession();
});

afterAll(async () => {
  await session?.close();
});

/** Chooses the first product of the add page not already promoted (nor pending); answers its name. */
async function chooseFirstProduct(page: Page): Promise<string> {
  const products = page.getByRole('region', { name: 'Товар' });
  const radio = products.locator('label:not([data-taken]) input[type="radio"]:not([disabled])').first();
  await radio.waitFor({ state: 'attached' });
  const name = await radio.getAttribute('aria-label');
  await radio.check();
  expect(name).toBeTruthy();
  return name ?? '';
}

describe('highlights', () => {
  it('buys a 7-day highlight through the payment page and lists it as active', async () => {
    const { page, server, apiCalls } = session;
    await page.goto(server.url('/marketing/highlights/add'));
    await page.getByRole('radio', { name: 'Скидка' }).check();
    const product = await chooseFirstProduct(page);
    expect(lastBody(apiCalls, 'Marketing/ProductsForHighlighting')).toMatchObject({
      forDiscount: true,
      forNew: false,
      forSale: false,
      forTop: false,
      forFreeDelivery: false,
    });
    const week = page.getByRole('radio', { name: /^7 дней — .+ руб\.$/ });
    await week.check();
    const weekText = (await week.getAttribute('value')) ?? '';
    await screenshot(page, 'highlight-add');
    await page.getByRole('button', { name: 'Оплатить' }).click();

    await page.waitForURL(new RegExp(`^${server.origin}/pay/${PAYMENT_ID}$`));
    expect(lastBody(apiCalls, 'Marketing/MakeProductAsHighlight')).toMatchObject({
      label: 2,
      periodId: Number(weekText),
    });
    await page.getByText(product, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Оплатить' }).click();

    await page.waitForURL(new RegExp(`/seller/marketing/highlights/add/${PAYMENT_ID}$`));
    await page.getByText('Оплата прошла').waitFor();
    await page.getByText(`Товар «${product}» выделен меткой «Скидка» до`, { exact: false }).waitFor();
    expect(callsTo(apiCalls, 'Marketing/GetPayment').length).toBeGreaterThan(0);
    await screenshot(page, 'highlight-paid');

    await page.getByRole('link', { name: 'К выделенным товарам' }).click();
    await page.waitForURL(/\/seller\/marketing\/highlights$/);
    const row = page.locator('tbody tr').first();
    await row.getByText(product, { exact: true }).waitFor();
    await row.getByText('Активна', { exact: true }).waitFor();
    await row.getByText('Скидка', { exact: true }).waitFor();
    await row.getByText('7 дней', { exact: true }).waitFor();
    expect(lastBody(apiCalls, 'Marketing/HighlightedProducts')).toMatchObject({
      label: null,
      status: null,
      pagination: { page: 1, pageSize: 10 },
    });
    await screenshot(page, 'highlights-list');
  });
});

describe('top', () => {
  it('a top purchase cancelled on the payment page comes back as cancelled', async () => {
    const { page, server, apiCalls } = session;
    await page.goto(server.url('/marketing/top/add'));
    const product = await chooseFirstProduct(page);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(new RegExp(`^${server.origin}/pay/${PAYMENT_ID}$`));
    expect(lastBody(apiCalls, 'Marketing/MakeProductAsTop')).toHaveProperty('productId');
    await page.getByText(product, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Отменить' }).click();

    await page.waitForURL(new RegExp(`/seller/marketing/top/add/${PAYMENT_ID}$`));
    await page.getByText('Оплата отменена').waitFor();
    await screenshot(page, 'top-cancelled');
    await page.getByRole('link', { name: 'Попробовать снова' }).click();
    await page.waitForURL(/\/seller\/marketing\/top\/add$/);
  });
});

describe("'Выдача товара'", () => {
  it('shows each product with its place in the category and suggestion links', async () => {
    const { page, server } = session;
    await page.goto(server.url('/marketing/optimization-for-marketing'));
    const table = page.getByRole('table', { name: 'Выдача товаров' });
    const first = table.locator('tbody tr').first();
    await first.getByText(/^\d+ из 100$/).waitFor();
    await first
      .getByText(/^\d+ из \d+$/)
      .first()
      .waitFor();
    expect(await first.getByRole('progressbar').count()).toBe(6);
    await screenshot(page, 'optimization');
    const fix = first.locator('a[href*="/seller/"]').first();
    const href = (await fix.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /^\/seller\/(marketing\/(highlights|top)\/add\?productId=\d+|products\/edit\/\d+|reviews)$/,
    );
    await fix.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  });

  it('asks the server for one page of 10 at a time; page 2 asks for page 2', async () => {
    const { page, server, apiCalls } = session;
    apiCalls.length = 0;
    await page.goto(server.url('/marketing/optimization-for-marketing'));
    const table = page.getByRole('table', { name: 'Выдача товаров' });
    const first = table.locator('tbody tr').first();
    await first.getByText(/^\d+ из 100$/).waitFor();
    const asked = () =>
      callsTo(apiCalls, 'Marketing/GetSearchOptimization').map((request) =>
        Object.fromEntries(new URL(request.url()).searchParams),
      );
    expect(asked()).toContainEqual({ page: '1', pageSize: '10' });
    expect(asked().every((query) => query.pageSize === '10' && query.page === '1')).toBe(true);
    // the demo seller has more than 10 published products: a full page and a pager from rowCount
    expect(await table.locator('tbody tr').count()).toBe(10);
    const firstProduct = await first.locator('td').first().textContent();
    await page.getByRole('button', { name: 'Страница 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(asked, { timeout: 15_000 }).toContainEqual({ page: '2', pageSize: '10' });
    await expect
      .poll(() => first.locator('td').first().textContent(), { timeout: 15_000 })
      .not.toBe(firstProduct);
  });
});
