import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settlementAccountValid } from '../../rules';
import {
  DEMO_SELLER,
  screenshot,
  twoSidedSession,
  type RunningServer,
  type TwoSidedSession,
} from './harness';

/**
 * Settings end to end (issue 15, docs/contract/settings.md): the password (a wrong current one
 * first), the base bank edit through moderation (pending read-only, -3 on a second edit, approved in
 * the console, applied), and the store's schedule and logo.
 */

const NEW_PASSWORD = 'Novyi-Parol2026';
/** The smallest PNG (1×1), typed by its first bytes on the server. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SENT = 'Ваши данные отправлены на редактирование!';
const ALREADY_PENDING =
  'Вы не можете повторно редактировать данные, поскольку ваши данные на редактирование в ожидании подтверждения!';

let session: TwoSidedSession;
let server: RunningServer;
let admin: Page;
let seller: Page;

beforeAll(async () => {
  session = await twoSidedSession();
  ({ server, admin, seller } = session);
});

afterAll(async () => {
  await session?.close();
});

/** A settlement account that passes the key with `bik` and differs from `current`. */
function anotherSettlementAccount(bik: string, current: string): string {
  for (let tail = 0; tail < 1000; tail += 1) {
    const account = `40702810${String(900000000000 + tail * 7).padStart(12, '0')}`;
    if (account !== current && settlementAccountValid(account, bik)) return account;
  }
  throw new Error(`no settlement account for БИК ${bik}`);
}

async function openBaseBank(page: Page): Promise<void> {
  await page.goto(server.url('/settings/requisite'));
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByLabel('Расчётный счёт').waitFor();
}

async function approveInConsole(store: string, section: string): Promise<void> {
  await admin.goto(`${server.origin}/admin/moderation`);
  const row = admin.locator('main tbody tr').filter({ hasText: section }).filter({ hasText: store });
  await row.getByRole('button', { name: 'Одобрить' }).click();
  await admin.getByText('Одобрено: изменения применены').waitFor();
}

describe('settings', () => {
  it('changes the password: a wrong current password first, then the right one', async () => {
    await seller.goto(server.url('/settings/account/password'));
    await seller.getByLabel('Действующий пароль').fill('Wrong-Pass2026');
    await seller.getByLabel('Новый пароль', { exact: false }).first().fill(NEW_PASSWORD);
    await seller.getByLabel('Повторите новый пароль').fill(NEW_PASSWORD);
    await seller.getByRole('button', { name: 'Сменить пароль' }).click();
    await seller.getByText('Действующий пароль указан не верно!').first().waitFor();
    expect(seller.url()).toBe(server.url('/settings/account/password'));

    await seller.getByLabel('Действующий пароль').fill(DEMO_SELLER.password);
    await seller.getByRole('button', { name: 'Сменить пароль' }).click();
    await seller.getByText('Пароль изменен!').waitFor();
    expect(await seller.getByLabel('Действующий пароль').inputValue()).toBe('');
  });

  it('edits the base bank: pending read-only, -3 for a second edit, approved in the console, applied', async () => {
    // A second tab opened before the edit is sent still offers the form: its edit meets -3.
    const secondTab = await seller.context().newPage();
    await openBaseBank(secondTab);
    await openBaseBank(seller);

    const bik = await seller.getByLabel('БИК').inputValue();
    const current = await seller.getByLabel('Расчётный счёт').inputValue();
    const account = anotherSettlementAccount(bik, current);
    await seller.getByLabel('Расчётный счёт').fill(account);
    await seller.getByRole('button', { name: 'Отправить на проверку' }).click();
    await seller.getByText(SENT).waitFor();
    await seller.getByText('Изменения ждут проверки').waitFor();
    const field = seller.getByLabel('Расчётный счёт');
    expect(await field.inputValue()).toBe(account);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    expect(await seller.getByRole('button', { name: 'Отправить на проверку' }).count()).toBe(0);
    await screenshot(seller, 'settings-bank-pending');

    await secondTab.getByLabel('Наименование банка').fill('Другой банк');
    await secondTab.getByRole('button', { name: 'Отправить на проверку' }).click();
    await secondTab.getByText(ALREADY_PENDING).waitFor();
    await secondTab.close();

    await approveInConsole('Уральские Промтовары', 'Основной банк');

    await openBaseBank(seller);
    expect(await seller.getByLabel('Расчётный счёт').inputValue()).toBe(account);
    expect(await seller.getByText('Изменения ждут проверки').count()).toBe(0);
    await seller.getByRole('button', { name: 'Отправить на проверку' }).waitFor();
  });

  it('edits the store schedule and logo; after approval they stay after a reload', async () => {
    await seller.goto(server.url('/settings/store'));
    const sunday = seller.getByRole('group', { name: 'Воскресенье' });
    await sunday.getByLabel('Воскресенье: Работает').check();
    await sunday.getByLabel('С', { exact: true }).fill('11:00');
    await sunday.getByLabel('До', { exact: true }).fill('15:00');
    await seller
      .locator('input#store-logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await seller.getByText('logo.png', { exact: false }).waitFor();
    await seller.getByRole('button', { name: 'Отправить на проверку' }).click();
    await seller.getByText(SENT).waitFor();
    await seller.getByText('Изменения ждут проверки').waitFor();

    await approveInConsole('Уральские Промтовары', 'Магазин');

    await seller.reload();
    const applied = seller.getByRole('group', { name: 'Воскресенье' });
    await applied.getByLabel('С', { exact: true }).waitFor();
    expect(await applied.getByLabel('Воскресенье: Работает').isChecked()).toBe(true);
    expect(await applied.getByLabel('С', { exact: true }).inputValue()).toBe('11:00');
    expect(await applied.getByLabel('До', { exact: true }).inputValue()).toBe('15:00');
    const logo = seller.getByRole('group', { name: 'Логотип' }).locator('img');
    expect(await logo.getAttribute('src')).toMatch(/\/seller\/uploads\//);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await screenshot(seller, 'settings-store-applied');
  });

  it('shows the account and refuses deletion while orders are unfinished (-5)', async () => {
    await seller.goto(server.url('/settings/account'));
    await seller.getByText(DEMO_SELLER.email).waitFor();
    await seller.getByRole('button', { name: 'Удалить аккаунт' }).click();
    await seller.getByRole('dialog').getByRole('button', { name: 'Отправить запрос' }).click();
    await seller
      .getByText('Вы не можете прекратить продажи, поскольку у вас есть незавершенные заказы!')
      .waitFor();
  });

  it('shows the seeded addresses, staff, documents and management', async () => {
    for (const [path, visible] of [
      ['/settings/address', 'Юридический адрес'],
      ['/settings/staff', 'Руководитель'],
      ['/settings/documents', 'Лист записи ЕГРЮЛ'],
      ['/settings/managment', 'Добавить сотрудника'],
    ] as const) {
      await seller.goto(server.url(path));
      await seller.getByText(visible).first().waitFor();
      expect(await seller.getByText('Внимание! Что-то пошло не так!', { exact: false }).count()).toBe(0);
      // the six seeded documents are links to their stored files
      if (path === '/settings/documents')
        expect(await seller.locator('a[href*="/seller/uploads/"]').count()).toBe(6);
    }
  });
});
