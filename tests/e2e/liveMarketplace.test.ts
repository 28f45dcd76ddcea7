import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settlementAccountValid } from '../../rules';
import { CONSOLE_ADMIN, DEMO_SELLER, twoSidedSession, type TwoSidedSession } from './harness';

/**
 * The live marketplace (issue 27, docs/contract/realtime.md): what a buyer or the administrator
 * does in the console reaches the seller's open list or page without a reload. Two browser
 * contexts on one server: the console acts (its API with the administrator's token, or its
 * screens), the seller's page changes in place (a mark in its window survives).
 */

let session: TwoSidedSession;
let seller: Page;
let admin: Page;
let origin = '';
let token = '';
let sellerId = 0;
let buyerId = 0;
/** The dispute the console opens, whose details then receive a buyer's message. */
let openDisputeId = 0;

interface ConsoleRecord {
  id: number;
  [field: string]: unknown;
}

async function consoleCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${origin}/admin/api/${path}`, {
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

/** The seller's proposals under review on tenders still open or choosing their winner. */
async function proposalsUnderReview(): Promise<ConsoleRecord[]> {
  const tenders = await list('tenders', {});
  const deciding = new Set(
    tenders.filter((tender) => tender.statusId === 1 || tender.statusId === 2).map((tender) => tender.id),
  );
  const proposals = await list('tender-proposals', { sellerId, statusId: 1 });
  return proposals.filter(
    (proposal) => proposal.isDeleted !== true && deciding.has(Number(proposal.tenderId)),
  );
}

/** A mark in the page's window: still there later means the page was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Window & { liveMark?: boolean }).liveMark = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { liveMark?: boolean }).liveMark === true);

/** Opens a back-office page and waits for its hub connection, marked against reloads. */
async function openLive(path: string, ready: string): Promise<void> {
  const registered = seller.waitForResponse((r) => r.url().includes('/seller/api/Common/AddOnlineUser'));
  await seller.goto(`${origin}/seller${path}`);
  await registered;
  await seller.locator(ready).first().waitFor();
  await markDocument(seller);
}

const firstRow = () => seller.locator('main tbody tr').first();

beforeAll(async () => {
  session = await twoSidedSession();
  ({ seller, admin } = session);
  origin = session.server.origin;
  const login = await fetch(`${origin}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CONSOLE_ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
  const sellers = await list('sellers', { q: DEMO_SELLER.email });
  sellerId = sellers.find((record) => record.email === DEMO_SELLER.email)?.id ?? 0;
  buyerId = (await list('buyers', {}))[0]?.id ?? 0;
  expect(sellerId).toBeGreaterThan(0);
  expect(buyerId).toBeGreaterThan(0);
});

afterAll(async () => {
  await session?.close();
});

describe('live marketplace: the seller sees what the console does, without reloading', () => {
  it('a new retail order appears at the top of the open retail list, marked', async () => {
    await openLive('/main-retail-orders', 'main tbody tr');
    const productId = await productOf(1);
    const order = await consoleCall<{ number: string }>('POST', 'retail-orders', {
      sellerId,
      buyerId,
      shippingMethodId: 2,
      deliveryMethodId: 1,
      lines: [{ productId, quantity: 1, price: 250 }],
    });
    await expect.poll(() => firstRow().innerText(), { timeout: 10_000 }).toContain(order.number);
    await seller.getByText('В списке новая строка').waitFor({ state: 'attached' });
    expect(await sameDocument(seller)).toBe(true);
  });

  it('a new wholesale order appears on /orders; while a filter is typed it waits in the bar', async () => {
    await openLive('/orders', 'main tbody tr');
    const productId = await productOf(2);
    const place = () =>
      consoleCall<ConsoleRecord>('POST', 'wholesale-orders', {
        sellerId,
        buyerId,
        shippingMethodId: 1,
        deliveryMethodId: 1,
        lines: [{ productId, quantity: 2, priceForOne: 1000 }],
      });
    const first = await place();
    await expect.poll(() => firstRow().innerText(), { timeout: 10_000 }).toContain(`№ ${first.id}`);

    await seller.locator('main form input[type="text"]').first().focus();
    const second = await place();
    const bar = seller.getByTestId('live-rows-bar');
    await expect.poll(() => bar.innerText(), { timeout: 10_000 }).toContain('Новых: 1');
    expect(await firstRow().innerText()).not.toContain(`№ ${second.id}`);
    await bar.getByRole('button', { name: 'Показать' }).click();
    await expect.poll(() => firstRow().innerText()).toContain(`№ ${second.id}`);
    expect(await sameDocument(seller)).toBe(true);
  });

  it("a new order request appears on /requests and in the dashboard's 'Новые запросы'", async () => {
    const productId = await productOf(2);
    const request = () =>
      consoleCall<ConsoleRecord>('POST', 'order-requests', {
        sellerId,
        buyerId,
        shippingMethodId: 2,
        deadline: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        comment: 'Живой запрос',
        lines: [{ productId, quantity: 5 }],
      });
    await openLive('/dashboard', 'main');
    const newRequests = seller.locator('main a').filter({ hasText: 'Новые запросы' }).locator('p').last();
    await newRequests.waitFor();
    const countBefore = Number((await newRequests.innerText()).replace(/\D/g, '') || 0);
    await request();
    await expect
      .poll(async () => Number((await newRequests.innerText()).replace(/\D/g, '') || 0), { timeout: 10_000 })
      .toBe(countBefore + 1);
    expect(await sameDocument(seller)).toBe(true);

    await openLive('/requests', 'main tbody tr');
    const created = await request();
    await expect.poll(() => firstRow().innerText(), { timeout: 10_000 }).toContain(String(created.id));
    expect(await sameDocument(seller)).toBe(true);
  });

  it('a new dispute appears on /disputes/wholesales', async () => {
    const delivered = await list('wholesale-orders', { sellerId, statusId: 6, hasOpenDispute: false });
    const order = delivered[0];
    expect(order).toBeDefined();
    await openLive('/disputes/wholesales', 'main tbody tr');
    const dispute = await consoleCall<ConsoleRecord>('POST', 'disputes', {
      orderId: order!.id,
      isRetail: false,
      reasonId: 1,
      claim: 'Товар пришёл повреждённым',
    });
    await expect.poll(() => firstRow().innerText(), { timeout: 10_000 }).toContain(String(order!.id));
    expect(await sameDocument(seller)).toBe(true);
    openDisputeId = dispute.id;
  });

  it("a buyer's message appears in the open dispute's details", async () => {
    expect(openDisputeId).toBeGreaterThan(0);
    await openLive(`/disputes/wholesales?dispute=${openDisputeId}`, 'main tbody tr');
    const details = seller.getByRole('dialog', { name: `Спор № ${openDisputeId}` });
    await details.getByText('Товар пришёл повреждённым').waitFor();
    const text = 'Живое сообщение: <b>фото</b> упаковки';
    await consoleCall('POST', 'dispute-messages', { disputeId: openDisputeId, comment: text });
    await details.getByText(text).waitFor({ timeout: 10_000 });
    expect(await details.locator('b').count()).toBe(0);
    expect(await sameDocument(seller)).toBe(true);
  });

  it('a tender a buyer publishes appears on the open /tenders/search', async () => {
    const [model] = await list('tenders', { statusId: 1 });
    expect(model).toBeDefined();
    await openLive('/tenders/search', 'main tbody tr');
    const title = 'Живой тендер: перчатки рабочие';
    // The search is sorted by the deadline, soonest first: a deadline in an hour is the first row.
    await consoleCall('POST', 'tenders', {
      buyerId: model!.buyerId,
      title,
      description: 'Нужны перчатки для склада',
      categoryId: model!.categoryId,
      quantity: 100,
      measureUnit: model!.measureUnit,
      budgetPerUnit: 50,
      deliveryDays: 5,
      shippingMethodId: 1,
      cityId: model!.cityId,
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await expect.poll(() => firstRow().innerText(), { timeout: 10_000 }).toContain(title);
    expect(await sameDocument(seller)).toBe(true);
  });

  it("the seller's proposal chosen as the winner changes the open proposal page", async () => {
    const proposal = (await proposalsUnderReview())[0];
    expect(proposal).toBeDefined();
    await openLive(`/tenders-proposal/${proposal!.id}`, 'main h1');
    await seller.getByText('На рассмотрении').first().waitFor();
    await consoleCall('POST', 'tender-actions', {
      tenderId: proposal!.tenderId,
      action: 'chooseWinner',
      proposalId: proposal!.id,
    });
    await seller.getByText('Победитель', { exact: true }).first().waitFor({ timeout: 10_000 });
    expect(await seller.getByText('На рассмотрении').count()).toBe(0);
    expect(await sameDocument(seller)).toBe(true);
  });

  it("a tender the buyer cancels shows the seller's open proposal as not chosen", async () => {
    // The last one: the winner test above took the first.
    const open = (await proposalsUnderReview()).at(-1);
    expect(open).toBeDefined();
    await openLive(`/tenders-proposal/${open!.id}`, 'main h1');
    await seller.getByText('На рассмотрении').first().waitFor();
    await consoleCall('POST', 'tender-actions', { tenderId: open!.tenderId, action: 'cancel' });
    await seller.getByText('Не выбрано', { exact: true }).first().waitFor({ timeout: 10_000 });
    expect(await seller.getByText('На рассмотрении').count()).toBe(0);
    expect(await sameDocument(seller)).toBe(true);
  });

  it("a buyer's pay-renewal request shows on the open order page", async () => {
    const unpaid = await list('wholesale-orders', { sellerId, statusId: 1 });
    const order = unpaid.find((record) => record.payRenewalDays === null);
    expect(order).toBeDefined();
    await openLive(`/orders/${order!.id}`, 'main h1');
    await consoleCall('POST', 'order-actions', {
      market: 'wholesale',
      orderId: order!.id,
      action: 'request-pay-renewal',
      days: 4,
    });
    await seller.getByText('Покупатель просит продлить счёт на 4 дня').waitFor({ timeout: 10_000 });
    expect(await sameDocument(seller)).toBe(true);
  });

  it('a new review appears at the top of /reviews', async () => {
    const completed = await list('wholesale-orders', { sellerId, statusId: 7 });
    const reviewed = new Set((await list('reviews', { sellerId })).map((review) => review.orderId));
    const order = completed.find((record) => !reviewed.has(record.id));
    expect(order).toBeDefined();
    await openLive('/reviews', 'main tbody tr');
    const text = 'Живой отзыв: всё пришло вовремя';
    await consoleCall('POST', 'reviews', { orderId: order!.id, rating: 5, text });
    await expect.poll(() => firstRow().innerText(), { timeout: 10_000 }).toContain('Живой отзыв');
    expect(await sameDocument(seller)).toBe(true);
  });

  it('an approved edit lifts the pending banner of the open settings page and tells the bell', async () => {
    await openLive('/settings/requisite', 'main');
    await seller.getByRole('button', { name: 'Далее' }).click();
    const accountField = seller.getByLabel('Расчётный счёт');
    await accountField.waitFor();
    const bik = await seller.getByLabel('БИК').inputValue();
    const current = await accountField.inputValue();
    let account = '';
    for (let tail = 0; tail < 1000 && !account; tail += 1) {
      const candidate = `40702810${String(900000000000 + tail * 7).padStart(12, '0')}`;
      if (candidate !== current && settlementAccountValid(candidate, bik)) account = candidate;
    }
    await accountField.fill(account);
    await seller.getByRole('button', { name: 'Отправить на проверку' }).click();
    await seller.getByText('Изменения ждут проверки').waitFor();
    const bell = seller.getByTestId('notification-bell');
    const unread = async () =>
      Number(/непрочитанных: (\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const before = await unread();

    await admin.goto(`${origin}/admin/moderation`);
    const row = admin
      .locator('main tbody tr')
      .filter({ hasText: 'Основной банк' })
      .filter({ hasText: 'Уральские Промтовары' });
    await row.getByRole('button', { name: 'Одобрить' }).click();
    await admin.getByText('Одобрено: изменения применены').waitFor();

    await expect.poll(() => seller.getByText('Изменения ждут проверки').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => unread()).toBe(before + 1);
    expect(await sameDocument(seller)).toBe(true);
  });
});
