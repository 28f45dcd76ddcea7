import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { downloadOf, downloadSession, workbookOf, type DownloadSession } from './downloads';
import { CONSOLE_ADMIN, type RunningServer } from './harness';
import { moscowDayOf, PAYOUT_HOLD_DAYS } from '../../rules';

/**
 * Payouts (docs/contract/payouts.md) end to end: a wholesale order sent more than 7 days ago is
 * 'Разблокировано' on its release day; the console's 'Выплатить' (its API, as the console calls
 * it) pays it; the seller's page then shows it 'Выплачено' and in the history with its amount, and
 * the .xlsx of the period has the page's totals.
 */

let server: RunningServer;
let session: DownloadSession;
let page: Page;

/** The released wholesale order with the smallest id (listed first among its day's released). */
let order: { id: number; sentAt: string; releaseDay: string; sellerId: number };

beforeAll(async () => {
  session = await downloadSession();
  ({ server, page } = session);
  const db = new Database(join(server.dataDir, 'market.sqlite'), { readonly: true, fileMustExist: true });
  try {
    order = db
      .prepare(
        `SELECT f.order_id AS id, f.day AS releaseDay, f.seller_id AS sellerId,
           (SELECT MIN(h.created_at) FROM wholesale_order_history h
             WHERE h.order_id = f.order_id AND h.status_id IN (5, 6, 7, 23)) AS sentAt
         FROM order_payout_facts f JOIN sellers s ON s.id = f.seller_id JOIN users u ON u.id = s.user_id
         WHERE u.email = 'seller@demo.ru' AND f.kind = 'sent' AND f.is_retail = 0 AND f.day <= ?
           AND f.order_id NOT IN (SELECT order_id FROM disputes WHERE is_retail = 0 AND status_id IN (1, 2))
         ORDER BY f.order_id LIMIT 1`,
      )
      .get(moscowDayOf(Date.now())) as typeof order;
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await session?.close();
});

const scheduleTable = () => page.getByRole('table', { name: 'Деньги по датам' });
const linkOf = (state: string) =>
  page.getByRole('link', { name: new RegExp(`^Заказ №${order.id} \\(опт\\): ${state}, `) });
const orderLink = (state: string) => scheduleTable().locator(linkOf(state));

/** Rubles of a figure as the page shows it ('1 234,56 руб.'). */
const rubles = (text: string): number => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('payouts', () => {
  it("shows an order sent more than 7 days ago as 'Разблокировано' on its release day", async () => {
    expect(order).toBeDefined();
    expect(Date.now() - Date.parse(order.sentAt)).toBeGreaterThan(PAYOUT_HOLD_DAYS * 86_400_000);
    await page.goto(server.url(`/finances/payouts?from=${order.releaseDay}&to=${order.releaseDay}`));
    await orderLink('Разблокировано').waitFor();
    const [year, month, day] = order.releaseDay.split('-');
    const row = scheduleTable()
      .getByRole('row')
      .filter({ has: linkOf('Разблокировано') });
    expect(await row.getByRole('rowheader').innerText()).toBe(`${day}.${month}.${year}`);
  });

  it("the console's 'Выплатить' pays it: 'Выплачено' today, in the history with its amount, the .xlsx with the page's totals", async () => {
    const login = await fetch(`${server.origin}/admin/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CONSOLE_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const paid = await fetch(`${server.origin}/admin/api/payouts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ sellerId: order.sellerId }),
    });
    expect(paid.status).toBe(200);
    const payout = (await paid.json()) as { amount: number; ordersCount: number };

    const today = moscowDayOf(Date.now());
    await page.goto(server.url(`/finances/payouts?from=${order.releaseDay}&to=${today}`));
    const link = orderLink('Выплачено');
    await link.waitFor();
    const amount = /Выплачено, (.+)$/.exec((await link.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(rubles(amount)).toBeGreaterThan(0);

    const history = page.getByRole('table', { name: 'Выплаты маркетплейса' });
    const first = history.getByRole('row').nth(1);
    await first.getByRole('link', { name: `№${order.id}` }).waitFor();
    const cells = await first.getByRole('cell').allInnerTexts();
    expect(cells.map(rubles)).toContain(payout.amount);
    expect(cells).toContain(String(payout.ordersCount));

    const totals = page.getByRole('region', { name: 'Итоги периода' });
    const shown: number[] = [];
    for (const label of ['Удержано', 'Разблокировано', 'Выплачено', 'Возвращено покупателям']) {
      const card = totals.locator('> div').filter({ hasText: label });
      shown.push(rubles(await card.locator('p').last().innerText()));
    }
    expect(shown[2]).toBeGreaterThanOrEqual(payout.amount);

    const workbook = await workbookOf(
      await downloadOf(page, page.getByRole('button', { name: 'Скачать .xlsx' })),
    );
    const sheet = workbook.getWorksheet('Выплаты');
    const totalRows: number[] = [];
    sheet?.eachRow((row) => {
      if (row.getCell(1).value === 'Итого за период') totalRows.push(Number(row.getCell(5).value));
    });
    expect(totalRows).toEqual(shown);
  });
});
