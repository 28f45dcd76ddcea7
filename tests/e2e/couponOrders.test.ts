import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  pickOption,
  screenshot,
  twoSidedSession,
  withFilter,
  type RunningServer,
  type TwoSidedSession,
} from './harness';

/**
 * A buyer's order with the seller's coupon end to end (docs/contract/marketing.md "Coupons in
 * orders (console)"): the console refuses an unknown code with the server's text, places a retail
 * order with 'welcome-10' (any case), and the seller sees the coupon on the order's page and one
 * more use of WELCOME-10 in the coupons list (seeded with 37 uses, no limit; found by the list's
 * code filter, as it is on the second page otherwise).
 */

let session: TwoSidedSession;
let server: RunningServer;
let admin: Page;
let seller: Page;
let orderId = 0;

beforeAll(async () => {
  session = await twoSidedSession();
  ({ server, admin, seller } = session);
});

afterAll(async () => {
  await session?.close();
});

const couponRow = () => seller.locator('tbody tr', { has: seller.getByText('WELCOME-10', { exact: true }) });

describe('coupons in buyers orders', () => {
  it('the seller sees WELCOME-10 used 37 times', async () => {
    await seller.goto(server.url(withFilter('/marketing/coupons', { code: 'WELCOME' })));
    await couponRow().getByText('37', { exact: true }).waitFor();
  });

  it('the console refuses an unknown code, then places a retail order with the coupon', async () => {
    await admin.goto(`${server.origin}/admin/retail-orders/create`);
    await pickOption(admin, 'Продавец', 'Уральские');
    await pickOption(admin, 'Покупатель', 'Смирнов');
    await admin.getByRole('combobox', { name: 'Способ получения' }).click();
    await admin.getByRole('option', { name: 'Самовывоз покупателем' }).click();
    const product = admin.getByRole('combobox', { name: 'Товар' });
    await product.click();
    await admin.getByRole('option').first().click();
    await expect.poll(() => admin.getByLabel('Цена, ₽').inputValue()).not.toBe('');
    const coupon = admin.getByRole('textbox', { name: 'Купон' });
    await coupon.fill('nope-404');
    await admin.getByRole('button', { name: 'Сохранить' }).click();
    await admin.getByText('Купон не найден').waitFor();
    expect(admin.url()).toMatch(/\/admin\/retail-orders\/create$/);
    await coupon.fill(' welcome-10 ');
    await admin.getByRole('button', { name: 'Сохранить' }).click();
    await admin.waitForURL(/\/admin\/retail-orders\/\d+\/show$/);
    orderId = Number(/retail-orders\/(\d+)\/show/.exec(admin.url())?.[1]);
    expect(orderId).toBeGreaterThan(0);
    await admin.locator('main').getByText('WELCOME-10', { exact: true }).waitFor();
    await screenshot(admin, 'console-order-coupon');
  });

  it('the seller sees the coupon and its discount on the order, and one more use', async () => {
    await seller.goto(server.url(`/orders/retail/${orderId}`));
    const products = seller.getByRole('region', { name: 'Товары' });
    await products.getByText('WELCOME-10', { exact: true }).waitFor();
    await products.getByText('Купон', { exact: true }).waitFor();
    await products.getByText('Скидка по купону', { exact: true }).waitFor();
    await screenshot(seller, 'order-coupon');
    await seller.goto(server.url(withFilter('/marketing/coupons', { code: 'WELCOME' })));
    await couponRow().getByText('38', { exact: true }).waitFor();
  });
});
