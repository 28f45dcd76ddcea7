import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { callsTo, lastBody, screenshot, signedInSession, type SignedInSession } from './harness';

/**
 * Coupons end to end (docs/contract/marketing.md "Coupons"): the demo seller creates a coupon,
 * finds it in the list, changes its discount and deletes it; a duplicate code is refused in the
 * dialog with the typed input kept.
 */

let session: SignedInSession;
let apiCalls: Request[];

beforeAll(async () => {
  session = await signedInSession();
  apiCalls = session.apiCalls;
});

afterAll(async () => {
  await session?.close();
});

const row = (code: string) =>
  session.page.locator('tbody tr', { has: session.page.getByText(code, { exact: true }) });

describe('coupons', () => {
  it('lists the seeded coupons, 10 a page', async () => {
    const { page, server } = session;
    await page.goto(server.url('/marketing/coupons'));
    await page.getByRole('heading', { level: 1, name: 'Купоны' }).waitFor();
    await row('WEEKEND-7').waitFor(); // the newest seeded coupon: page 1
    expect(lastBody(apiCalls, 'Marketing/GetCoupones')).toMatchObject({
      pagination: { page: 1, pageSize: 10 },
    });
    expect(await page.locator('tbody tr').count()).toBe(10);
  });

  it('creates a coupon and sees it in the list', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Создать купон' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый купон' });
    await dialog.locator('input[name="code"]').fill('e2e-2026');
    await dialog.locator('input[name="discountValue"]').fill('12');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Купон создан').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row('E2E-2026').getByText('12 %', { exact: true }).waitFor();
    expect(lastBody(apiCalls, 'Marketing/CreateCoupone')).toMatchObject({
      code: 'E2E-2026',
      discountValue: 12,
    });
  });

  it('changes its discount', async () => {
    const { page } = session;
    await row('E2E-2026').getByRole('button', { name: 'Изменить E2E-2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Купон «E2E-2026»' });
    const discount = dialog.locator('input[name="discountValue"]');
    await discount.fill('15');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Купон сохранён').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('coupon')).toBeNull();
    await row('E2E-2026').getByText('15 %', { exact: true }).waitFor();
    expect(lastBody(apiCalls, 'Marketing/UpdateCoupones')).toMatchObject({
      code: 'E2E-2026',
      discountValue: 15,
    });
    await screenshot(page, 'coupons-list');
  });

  it('a duplicate code is refused in the dialog and the input is kept', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Создать купон' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый купон' });
    await dialog.locator('input[name="code"]').fill('welcome-10');
    await dialog.locator('input[name="discountValue"]').fill('5');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByRole('alert').getByText('Купон с кодом «WELCOME-10» уже есть').waitFor();
    expect(await dialog.locator('input[name="code"]').inputValue()).toBe('welcome-10');
    expect(await dialog.locator('input[name="discountValue"]').inputValue()).toBe('5');
    await screenshot(page, 'coupons-refused');
    await dialog.getByRole('button', { name: 'Отменить' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('deletes it after a confirm', async () => {
    const { page } = session;
    await row('E2E-2026').getByRole('button', { name: 'Удалить E2E-2026' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить купон «E2E-2026»?' });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Купон удалён').waitFor();
    await row('E2E-2026').waitFor({ state: 'detached' });
    expect(callsTo(apiCalls, 'Marketing/DeleteCoupone')).toHaveLength(1);
  });
});
