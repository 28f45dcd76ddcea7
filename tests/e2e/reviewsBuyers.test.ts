import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import {
  CONSOLE_ADMIN,
  DEMO_SELLER,
  lastBody,
  screenshot,
  signedInSession,
  withFilter,
  type SignedInSession,
} from './harness';

/**
 * Reviews and buyers end to end (docs/contract/disputes.md "Reviews", "Buyers"): a buyer's review
 * with markup (written through the console: the demo seed holds none) is shown as text and answered; the buyers list filtered by market leads to a buyer
 * whose page lists their orders with links to the order pages.
 */

const MARKUP = 'Пришло не то, что на фото <img src=x onerror=alert(1)> верните деньги';
const ANSWER = 'Приносим извинения: свяжемся с вами и заменим товар за наш счёт.';

let session: SignedInSession;
let apiCalls: Request[];
const dialogs: string[] = [];

interface ConsoleRecord {
  id: number;
  [field: string]: unknown;
}

/** The buyer of a shipped or completed wholesale order of the demo seller reviews it with MARKUP. */
async function writeMarkupReview(origin: string): Promise<void> {
  const login = await fetch(`${origin}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CONSOLE_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${origin}/admin/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const list = async (resource: string, filter: Record<string, unknown>) =>
    (await (
      await call('GET', `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]`)
    ).json()) as ConsoleRecord[];
  const sellerId = (await list('sellers', { q: DEMO_SELLER.email })).find(
    (record) => record.email === DEMO_SELLER.email,
  )?.id;
  // Shipped (6) or completed (7): the orders a buyer may review; the first not reviewed yet.
  const orders = (await list('wholesale-orders', { sellerId })).filter((order) =>
    [6, 7].includes(Number(order.statusId)),
  );
  for (const order of orders) {
    const reply = await call('POST', 'reviews', { orderId: order.id, rating: 1, text: MARKUP });
    if (reply.status === 201) return;
  }
  throw new Error('no wholesale order of the demo seller to review');
}

beforeAll(async () => {
  session = await signedInSession();
  apiCalls = session.apiCalls;
  await writeMarkupReview(session.server.origin);
  session.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

afterAll(async () => {
  await session?.close();
});

describe('reviews', () => {
  it('shows a review with markup as text, with ratings minus 0.1', async () => {
    const { page, server } = session;
    await page.goto(server.url(withFilter('/reviews', { rating: 1 })));
    const row = page.locator('tbody tr', { has: page.getByText(MARKUP, { exact: true }) });
    await row.waitFor();
    expect(lastBody(apiCalls, 'MarketSeller/GetReviews')).toMatchObject({ rating: 1, withAnswer: null });
    // Rating 1 is shown as 0,9 (spec section 9); the buyer's markup created no element and ran nothing.
    await row.getByText('0,9', { exact: true }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('answers the review; the answer joins its thread', async () => {
    const { page } = session;
    await page.locator('tbody tr', { has: page.getByText(MARKUP, { exact: true }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(MARKUP, { exact: true }).waitFor();
    await dialog.getByLabel('Ваш ответ покупателю').fill(ANSWER);
    await dialog.getByRole('button', { name: 'Ответить' }).click();
    await page.getByText('Ответ опубликован').waitFor();
    await dialog.getByText(ANSWER, { exact: true }).waitFor();
    expect(lastBody(apiCalls, 'MarketSeller/AddReviewComment')).toMatchObject({ text: ANSWER });
    await screenshot(page, 'review-answered');
  });
});

describe('buyers', () => {
  it('lists the retail buyers, 10 a page, and opens a buyer with their orders', async () => {
    const { page, server } = session;
    await page.goto(server.url(withFilter('/buyers', { orderTypeId: 1 })));
    const first = page.locator('tbody tr').first();
    await first.waitFor();
    expect(lastBody(apiCalls, 'SellerSettings/GetBuyersByFilter')).toMatchObject({
      orderTypeId: 1,
      // Spec section 5: -1 is 'no selection' for country and userType.
      country: -1,
      userTypeId: -1,
      pagination: { page: 1, pageSize: 10 },
    });
    await first.click();
    await page.waitForURL(/\/seller\/buyers\/\d+$/);
    await page.getByText('Заказы покупателя').first().waitFor();
    await page.getByRole('tab', { name: 'Розница' }).click();
    const orderLink = page.locator('main a[href*="/orders/retail/"]').first();
    await orderLink.waitFor();
    await orderLink.click();
    await page.waitForURL(/\/seller\/orders\/retail\/\d+$/);
    await screenshot(page, 'buyer-order');
  });
});
