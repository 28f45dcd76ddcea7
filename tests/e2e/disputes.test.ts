import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  CONSOLE_ADMIN,
  pickOption,
  screenshot,
  TINY_PDF,
  twoSidedSession,
  type RunningServer,
  type TwoSidedSession,
} from './harness';

/**
 * Disputes end to end (docs/contract/disputes.md): a buyer opens a dispute in the console on a
 * delivered order of the demo seller with a file; the seller declines it with a file (arbitration);
 * a dispute the buyer withdraws meanwhile cannot be declined (-20: the dispute-changing modal).
 */

const CLAIM = 'Партия пришла с повреждённой упаковкой, 12 единиц непригодны';

let session: TwoSidedSession;
let server: RunningServer;
let admin: Page;
let seller: Page;
let apiCalls: Request[];
let adminToken = '';
let disputeId = 0;

async function consoleApi<T>(path: string): Promise<T> {
  const reply = await fetch(`${server.origin}/admin/api/${path}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(reply.status).toBe(200);
  return (await reply.json()) as T;
}

const query = (filter: Record<string, unknown>) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`;

beforeAll(async () => {
  session = await twoSidedSession();
  ({ server, admin, seller, apiCalls } = session);
  const login = await fetch(`${server.origin}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CONSOLE_ADMIN),
  });
  adminToken = ((await login.json()) as { token: string }).token;
});

afterAll(async () => {
  await session?.close();
});

describe('disputes', () => {
  it('a buyer opens a dispute with a file on a delivered wholesale order of the demo seller', async () => {
    const [demo] = await consoleApi<{ id: number }[]>(`sellers?${query({ q: 'seller@demo.ru' })}`);
    const delivered = await consoleApi<{ id: number; invoiceNumber: string }[]>(
      `wholesale-orders?${query({ sellerId: demo?.id, statusId: 6 })}`,
    );
    const disputed = await consoleApi<{ orderId: number; statusId: number }[]>(
      `disputes?${query({ sellerId: demo?.id, isRetail: false })}`,
    );
    const busy = new Set(disputed.filter((d) => d.statusId <= 2).map((d) => d.orderId));
    const order = delivered.find((o) => !busy.has(o.id));
    expect(order).toBeDefined();

    await admin.goto(`${server.origin}/admin/disputes/create`);
    await pickOption(admin, 'Заказ', order?.invoiceNumber ?? '');
    await admin.getByLabel('Претензия').fill(CLAIM);
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Фото упаковки.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await admin.getByRole('button', { name: 'Сохранить' }).click();
    await admin.waitForURL(/\/admin\/disputes\/\d+\/show$/);
    disputeId = Number(/disputes\/(\d+)\/show/.exec(admin.url())?.[1]);
    expect(disputeId).toBeGreaterThan(0);
  });

  it('the seller sees the claim as text and declines it with a file', async () => {
    await seller.goto(server.url('/disputes/wholesales'));
    const row = seller.locator('tbody tr', { has: seller.getByText(`№ ${disputeId}`, { exact: true }) });
    await row.waitFor();
    const body = JSON.parse(
      apiCalls
        .filter((r) => r.url().endsWith('/Dispute/GetDisputesByFilter'))
        .at(-1)
        ?.postData() ?? '{}',
    );
    expect(body).toMatchObject({ isRetail: false, pagination: { page: 1, pageSize: 12 } });

    await row.getByRole('button', { name: 'Подробнее' }).click();
    await seller.getByText(CLAIM, { exact: true }).waitFor();
    await seller.getByRole('link', { name: 'Фото упаковки.pdf' }).waitFor();
    await seller.keyboard.press('Escape');

    await row.getByRole('button', { name: 'Отклонить претензию' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog
      .getByLabel('Причина отказа')
      .fill('Упаковка повреждена при разгрузке на складе покупателя, акт приложен');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Акт отгрузки.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await dialog.getByRole('button', { name: 'Отклонить претензию' }).click();
    await seller.getByText('Dispute declined!').waitFor();
    await expect.poll(() => row.getByText('Арбитраж', { exact: true }).count()).toBe(1);
    await screenshot(seller, 'dispute-declined');
  });

  it('a dispute withdrawn meanwhile opens the dispute-changing modal (-20)', async () => {
    await seller.goto(server.url('/disputes/wholesales'));
    const open = seller
      .locator('tbody tr', { has: seller.getByRole('button', { name: 'Отклонить претензию' }) })
      .first();
    await open.waitFor();
    const staleId = Number(/№ (\d+)/.exec(await open.locator('td').first().innerText())?.[1]);
    // The seller's form is open when the buyer withdraws: the live row updates, the form stays.
    await open.getByRole('button', { name: 'Отклонить претензию' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByLabel('Причина отказа').fill('Товар отгружен в полной комплектации');

    await admin.goto(`${server.origin}/admin/disputes/${staleId}/show`);
    await admin.getByRole('button', { name: 'Отозвать претензию' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Отправить' }).click();
    await admin.getByText('Закрыт в пользу продавца').first().waitFor();

    await dialog.getByRole('button', { name: 'Отклонить претензию' }).click();
    await seller.getByText('Статус спора не изменён').waitFor();
    await seller.getByText(/Изменить статус спора сейчас нельзя: спор закрыт/).waitFor();
  });
});
