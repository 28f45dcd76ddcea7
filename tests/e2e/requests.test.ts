import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  lastBody,
  pickOption,
  screenshot,
  TINY_PDF,
  twoSidedSession,
  type RunningServer,
  type TwoSidedSession,
} from './harness';
import { unzipSync } from 'fflate';

/**
 * An order request end to end (docs/contract/requests-tenders.md): a buyer asks the demo seller
 * for an offer in the console, the seller answers with a proposal, the buyer accepts it in the
 * console, and the seller turns it into a wholesale order with its technical documentation.
 */

let session: TwoSidedSession;
let server: RunningServer;
let admin: Page;
let seller: Page;
let apiCalls: Request[];
let requestId = 0;

const inTenDays = (): string => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  session = await twoSidedSession();
  ({ server, admin, seller, apiCalls } = session);
});

afterAll(async () => {
  await session?.close();
});

describe('order requests', () => {
  it('a buyer sends the demo seller a request from the console', async () => {
    await admin.goto(`${server.origin}/admin/order-requests/create`);
    await pickOption(admin, 'Продавец', 'Уральские');
    await pickOption(admin, 'Покупатель', 'Смирнов');
    await admin.getByRole('combobox', { name: 'Способ получения' }).click();
    await admin.getByRole('option', { name: 'Самовывоз покупателем' }).click();
    await admin.getByLabel('Ответить до').fill(inTenDays());
    await admin.getByLabel('Комментарий').first().fill('Нужна поставка к началу сезона');
    const product = admin.getByRole('combobox', { name: 'Товар' });
    await product.click();
    await admin.getByRole('option').first().click();
    await admin.getByLabel('Количество').fill('40');
    await admin.getByRole('button', { name: 'Сохранить' }).click();
    await admin.waitForURL(/\/admin\/order-requests\/\d+\/show$/);
    requestId = Number(/order-requests\/(\d+)\/show/.exec(admin.url())?.[1]);
    expect(requestId).toBeGreaterThan(0);
    await admin.getByText('Новый запрос', { exact: true }).first().waitFor();
  });

  it('the seller finds it in /requests and answers with a proposal', async () => {
    await seller.goto(server.url('/requests'));
    const row = seller.locator('tbody tr', { has: seller.getByText(`№ ${requestId}`, { exact: true }) });
    await row.waitFor();
    await expect.poll(() => row.locator('.MuiChip-root').innerText()).toBe('Новый запрос');
    // The list body: every key present, empty filters null (spec sections 3 and 5).
    const body = lastBody(apiCalls, 'OrderRequest/GetAllOrderRequests');
    expect(body).toMatchObject({ orderRequestStatuses: null, startDate: null, endDate: null, buyerId: null });
    expect(body.pagination).toEqual({ page: 1, pageSize: 12 });

    await seller.goto(server.url(`/requests/${requestId}`));
    await seller.getByRole('heading', { name: `Запрос № ${requestId}` }).waitFor();
    await seller.getByText('Нужна поставка к началу сезона').waitFor();
    await seller.getByRole('button', { name: 'Отправить предложение' }).click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByLabel('Цена за ед., руб.').fill('1250');
    await dialog.getByLabel('Срок поставки, дней').fill('7');
    await dialog.getByRole('button', { name: 'Отправить предложение' }).click();
    await seller.getByText('Предложение отправлено покупателю').waitFor();
    await seller
      .locator('header, main')
      .getByText('Предложение отправлено', { exact: true })
      .first()
      .waitFor();
    const proposal = lastBody(apiCalls, 'OrderRequest/CreateOrderProposal');
    expect(proposal).toMatchObject({
      orderRequestId: requestId,
      deliveryDays: 7,
      deliveryAmount: 0,
      validDays: 7,
    });
    expect(proposal.lines).toEqual([expect.objectContaining({ price: 1250, quantity: 40 })]);
    await screenshot(seller, 'request-proposal-sent');
  });

  it('the buyer accepts the proposal in the console', async () => {
    await admin.goto(`${server.origin}/admin/order-requests/${requestId}/show`);
    await admin.getByRole('button', { name: 'Принять предложение' }).click();
    await admin.getByText('Выполнено: Принять предложение').waitFor();
    await admin.getByText('Предложение принято', { exact: true }).first().waitFor();
  });

  it('the seller creates the order, which appears among the wholesale orders', async () => {
    await seller.goto(server.url(`/requests/${requestId}`));
    await seller.getByRole('button', { name: 'Создать заказ' }).click();
    const dialog = seller.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Срок оплаты счёта, дней').inputValue()).toBe('5');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ТЗ на поставку.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await dialog.getByRole('button', { name: 'Создать заказ' }).click();
    // Success: a notice with the new order's link and the documentation's zip.
    const notice = seller.getByRole('alertdialog', { name: 'Заказ создан' });
    const orderLink = notice.getByRole('link', { name: /Открыть заказ № \d+/ });
    await orderLink.waitFor();
    const orderId = Number(/№ (\d+)/.exec(await orderLink.innerText())?.[1]);
    const zip = notice.getByRole('link', { name: 'Скачать документацию (ZIP)' });
    const zipUrl = new URL((await zip.getAttribute('href')) ?? '', server.origin).toString();
    const download = await fetch(zipUrl);
    expect(download.headers.get('content-type')).toBe('application/zip');
    // The documentation travelled in the multipart form and came back zipped under its own name.
    expect(Object.keys(unzipSync(new Uint8Array(await download.arrayBuffer())))).toEqual([
      'ТЗ на поставку.pdf',
    ]);

    await orderLink.click();
    await seller.waitForURL(new RegExp(`/seller/orders/${orderId}$`));
    await seller.getByRole('heading', { level: 1, name: new RegExp(`Заказ № ${orderId}$`) }).waitFor();
    await seller.goto(server.url('/orders'));
    const row = seller.locator('tbody tr', { has: seller.getByText(`№ ${orderId}`, { exact: true }) });
    await row.waitFor();
    await expect.poll(() => row.locator('.MuiChip-root').innerText()).toBe('Не оплачен');
    await screenshot(seller, 'request-order-created');
  });
});
