import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pickOption, screenshot, twoSidedSession, type TwoSidedSession } from './harness';

/** Wholesale order 7 of the demo seller: status 1 (not paid) in the demo data. */
const UNPAID_ORDER_ID = 7;
const DEMO_STORE = 'Уральские Промтовары';

let session: TwoSidedSession;

beforeAll(async () => {
  session = await twoSidedSession();
});

afterAll(async () => {
  await session?.close();
});

/** The bell's unread count as the seller (and a screen reader) reads it: 0 when none. */
async function bellCount(seller: Page): Promise<number> {
  const label = (await seller.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/непрочитанных: (\d+)/.exec(label)?.[1] ?? 0);
}

/** A mark in the page's window: still there later means the page was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Window & { realtimeMark?: boolean }).realtimeMark = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { realtimeMark?: boolean }).realtimeMark === true);

/** Waits until the seller's page has registered its (new) hub connection. */
const hubRegistered = (seller: Page) =>
  seller.waitForResponse((response) => response.url().includes('/seller/api/Common/AddOnlineUser'));

/** The administrator sends a notification to the demo seller through the console's form. */
async function sendNotification(admin: Page, title: string, text: string, link = ''): Promise<void> {
  await admin.goto(`${session.server.origin}/admin/notifications/create`);
  await pickOption(admin, 'Продавец', DEMO_STORE);
  await admin.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  await admin.getByRole('textbox', { name: 'Текст' }).fill(text);
  if (link) await admin.getByRole('textbox', { name: 'Ссылка' }).fill(link);
  await admin.getByRole('button', { name: 'Сохранить' }).click();
  await admin.waitForURL(/\/admin\/notifications$/);
}

describe('real-time: the seller sees what the marketplace does, without reloading', () => {
  it("an administrator's notification raises the bell, is listed on /own-notifications; mark all read -> 0", async () => {
    const { seller, admin } = session;
    await seller.getByTestId('notification-bell').waitFor();
    await expect.poll(() => bellCount(seller)).toBeGreaterThan(0); // the seeded unread ones
    const before = await bellCount(seller);
    await markDocument(seller);

    const title = 'Обновите реквизиты магазина';
    const text = '<b>Важно</b>: проверьте банковские реквизиты до конца месяца';
    await sendNotification(admin, title, text, '/settings/requisite');
    await expect.poll(() => bellCount(seller)).toBe(before + 1);
    expect(await sameDocument(seller)).toBe(true);

    await seller.getByTestId('notification-bell').click();
    const popover = seller.getByRole('dialog', { name: 'Уведомления' });
    await popover.getByText(title).waitFor();
    await popover.getByText(text, { exact: true }).waitFor();
    expect(await popover.locator('b').count()).toBe(0);
    await screenshot(seller, 'realtime-bell');
    await popover.getByRole('link', { name: 'Все уведомления' }).click();
    await seller.waitForURL(/\/seller\/own-notifications/);
    const first = seller.locator('main tbody tr').first();
    await expect.poll(() => first.innerText()).toContain(title);
    expect(await first.locator('[data-unread]').count()).toBe(1);

    await seller.getByRole('button', { name: 'Отметить все как прочитанные' }).click();
    await expect.poll(() => bellCount(seller)).toBe(0);
    await expect.poll(() => seller.locator('main [data-unread]').count()).toBe(0);
    expect(await sameDocument(seller)).toBe(true);
  });

  it('a payment made in the console changes the row of the open wholesale list in place', async () => {
    const { seller, admin } = session;
    const registered = hubRegistered(seller);
    await seller.goto(session.server.url('/orders?order=ASC&page=1&perPage=12&sort=id'));
    const row = seller.locator('tbody tr', {
      has: seller.getByText(`№ ${UNPAID_ORDER_ID}`, { exact: true }),
    });
    await row.waitFor();
    await expect.poll(() => row.locator('.MuiChip-root').innerText()).toBe('Не оплачен');
    await registered;
    await markDocument(seller);

    await admin.goto(`${session.server.origin}/admin/wholesale-orders/${UNPAID_ORDER_ID}/show`);
    await admin.locator('main').getByRole('button', { name: 'Оплатить', exact: true }).click();
    await admin.getByText('Выполнено: Оплатить').waitFor();

    await expect.poll(() => row.locator('.MuiChip-root').innerText()).toBe('Не отправлен');
    expect(await sameDocument(seller)).toBe(true);
  });

  it("survives the hub restarting: 'нет соединения' shows, goes, and notifications arrive again", async () => {
    const { seller, admin, server } = session;
    await seller.getByTestId('notification-bell').waitFor();
    await markDocument(seller);
    const offline = seller.getByText('нет соединения');
    let reconnected: Promise<unknown> | null = null;
    await server.restart(async () => {
      await offline.waitFor();
      reconnected = hubRegistered(seller);
    });
    await reconnected;
    await offline.waitFor({ state: 'detached' });
    expect(await sameDocument(seller)).toBe(true);

    const before = await bellCount(seller);
    await sendNotification(admin, 'Плановые работы завершены', 'Площадка снова работает в обычном режиме');
    await expect.poll(() => bellCount(seller)).toBe(before + 1);
    expect(await sameDocument(seller)).toBe(true);
  });
});
