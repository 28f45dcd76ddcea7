import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, startServer, type RunningServer } from './harness';

const ADMIN = { email: 'admin@demo.ru', password: 'Admin2026!' };
/** Wholesale order 7 of the demo seller: status 1 (not paid), no pending request (docs/contract/orders.md). */
const ORDER_ID = 7;
/** Markup typed by a buyer stays text on both sides. */
const COMMENT = `<b>Покупатель</b>: когда отгрузите заказ № ${ORDER_ID}?`;

let server: RunningServer;
let browser: Browser;
let consoleContext: BrowserContext;
let admin: Page;

const consoleUrl = (path: string) => `${server.origin}/admin${path}`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context: consoleContext, page: admin } = await newPage(browser));
});

afterAll(async () => {
  await consoleContext?.close();
  await browser?.close();
  await server?.stop();
});

describe('marketplace console', () => {
  it('signs the administrator in at /admin/ with its own key only', async () => {
    await admin.goto(consoleUrl('/'));
    await admin.waitForURL(/\/admin\/login$/);
    await admin.getByLabel('E-mail').fill(ADMIN.email);
    const password = admin.getByRole('textbox', { name: 'Пароль' });
    // A refusal shows the server's message.
    await password.fill('wrong-password');
    await admin.getByRole('button', { name: 'Войти' }).click();
    await admin.getByText('Неверный e-mail или пароль').waitFor();
    await password.fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Войти' }).click();
    // The first resource is the start page: the wholesale orders list.
    await admin.getByRole('heading', { name: 'Оптовые заказы' }).waitFor();
    await admin.locator('tbody tr').first().waitFor();
    const keys = await admin.evaluate(() => Object.keys(localStorage));
    expect(keys).toContain('marketConsoleToken');
    expect(keys.filter((key) => key.startsWith('seller'))).toEqual([]);
  });

  it('pays an unpaid order of the demo seller through its allowed actions', async () => {
    await admin.goto(consoleUrl(`/wholesale-orders/${ORDER_ID}/show`));
    const main = admin.locator('main');
    await main.getByText('Не оплачен', { exact: true }).waitFor();
    for (const name of ['Оплатить', 'Запросить продление оплаты', 'Отменить заказ']) {
      await main.getByRole('button', { name, exact: true }).waitFor();
    }
    expect(await main.getByRole('button', { name: 'Подтвердить доставку', exact: true }).count()).toBe(0);
    await main.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await admin.getByText('Выполнено: Оплатить').waitFor();
    await main.getByText('Не отправлен', { exact: true }).waitFor();
    // Paid: the server allows no buyer action on status 2.
    await main.getByText('Сейчас покупателю нечего делать с этим заказом').waitFor();
    expect(await main.getByRole('button', { name: 'Оплатить', exact: true }).count()).toBe(0);
    await screenshot(admin, 'console-order-paid');
  });

  it('writes a buyer comment on the order, shown as text', async () => {
    await admin.getByLabel('Комментарий покупателя').fill(COMMENT);
    await admin.getByRole('button', { name: 'Отправить комментарий' }).click();
    await admin.getByText('Комментарий добавлен').waitFor();
    await admin.locator('main').getByText(COMMENT, { exact: true }).waitFor();
    expect(await admin.locator('main b', { hasText: 'Покупатель' }).count()).toBe(0);
    // The form is empty again.
    expect(await admin.getByLabel('Комментарий покупателя').inputValue()).toBe('');
  });

  it('the seller sees the order paid in the wholesale list and the comment on its page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, server);
      await page.waitForURL(/\/seller\/dashboard$/);
      // Not sent (2), oldest first: the scenario block's order 7 is on the first page.
      const filter = encodeURIComponent(JSON.stringify({ statusId: 2 }));
      await page.goto(server.url(`/orders?filter=${filter}&order=ASC&page=1&perPage=12&sort=id`));
      const row = page.locator('tbody tr', { has: page.getByText(`№ ${ORDER_ID}`, { exact: true }) });
      await row.waitFor();
      await expect.poll(() => row.locator('.MuiChip-root').innerText()).toBe('Не отправлен');

      await page.goto(server.url(`/orders/${ORDER_ID}`));
      await page.getByRole('heading', { level: 1, name: new RegExp(`Заказ № ${ORDER_ID}$`) }).waitFor();
      // In the comments, and again in the order's timeline.
      await page.getByRole('region', { name: 'Комментарии' }).getByText(COMMENT, { exact: true }).waitFor();
      await page
        .getByRole('region', { name: 'История заказа' })
        .getByText(COMMENT, { exact: true })
        .waitFor();
      expect(await page.locator('main b', { hasText: 'Покупатель' }).count()).toBe(0);
      await screenshot(page, 'console-seller-sees-payment');
    } finally {
      await context.close();
    }
  });

  it('shows every menu label in full at 1440 px and on a 390 px phone', async () => {
    try {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await admin.setViewportSize(viewport);
        await admin.goto(consoleUrl('/'));
        await admin.getByRole('heading', { name: 'Оптовые заказы' }).waitFor();
        // The phone's sidebar is a drawer, closed at first.
        if (viewport.width < 900) await admin.getByRole('button', { name: 'Открыть меню' }).click();
        const menu = admin.locator('.RaMenu-open');
        await menu.getByRole('menuitem', { name: 'Комментарии к отзывам' }).waitFor();
        // The drawer has slid in.
        await expect.poll(() => menu.evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
        const labels = menu.locator('.RaMenuItemLink-root');
        expect(await labels.count()).toBeGreaterThan(20);
        // A label cut short ('Комментарии к отз…') is wider inside than its box, or leaves the item.
        const cut = await labels.evaluateAll((items) =>
          items
            .filter((item) => {
              const text = item.querySelector('.MuiTypography-root');
              if (!text) return true;
              const box = item.getBoundingClientRect();
              return text.scrollWidth > text.clientWidth || text.getBoundingClientRect().right > box.right;
            })
            .map((item) => item.textContent),
        );
        expect(cut, `${viewport.width} px`).toEqual([]);
        await screenshot(admin, `console-menu-${viewport.width}`);
      }
    } finally {
      await admin.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
