import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { callsTo as callsIn, screenshot, signedInSession, type SignedInSession } from './harness';

// A 1x1 PNG: the procuration file sent with the in-transit form.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let session: SignedInSession;
let page: Page;
let server: SignedInSession['server'];
let apiCalls: Request[];

const callsTo = (path: string) => callsIn(apiCalls, path);
const bodyOf = (r: Request) => JSON.parse(r.postData() ?? 'null') as Record<string, unknown>;

beforeAll(async () => {
  session = await signedInSession();
  ({ page, server, apiCalls } = session);
});

afterAll(async () => {
  await session?.close();
});

async function chooseStatus(name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** The status chip beside the order's heading. */
const statusChip = () => page.locator('main h1 ~ .MuiChip-root').first();
async function expectStatus(name: string): Promise<void> {
  await expect.poll(() => statusChip().innerText(), { timeout: 10_000 }).toBe(name);
}

describe('wholesale orders', () => {
  it('filters by a pseudo-status: status 6 on the wire, only seller-delivered shipped rows shown', async () => {
    await page.goto(server.url('/orders'));
    await page.locator('tbody tr').first().waitFor();
    apiCalls.length = 0;
    await chooseStatus('Отгружен (доставка продавцом)');
    await page.waitForURL(/filter=/);
    await expect.poll(() => callsTo('Order/GetAllOrdersByFilter').length).toBeGreaterThan(0);
    const body = bodyOf(callsTo('Order/GetAllOrdersByFilter').at(-1) as Request);
    expect(body.statusId).toBe(6);
    const rows = page.locator('tbody tr');
    await expect.poll(async () => (await rows.allInnerTexts()).join('\n')).toContain('Отгружен');
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toContain('Отгружен');
      expect(text).toContain('Доставка продавцом');
      expect(text).not.toContain('Самовывоз');
    }
    await screenshot(page, 'orders-pseudo-status');
  });

  it('takes an order from not sent through ready to send, dispatched, in transit (with a file) and delivered', async () => {
    await page.goto(server.url('/orders/1'));
    await page.getByRole('heading', { level: 1, name: /Заказ № 1$/ }).waitFor();
    await expectStatus('Не отправлен');

    // Ready to send: delivery method 1 sends ready days plus the address.
    await page.getByRole('button', { name: 'Готов к отправке', exact: true }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Срок готовности, дней').fill('3');
    await dialog.getByRole('combobox', { name: 'Регион' }).click();
    await page.getByRole('option', { name: 'Свердловская область' }).click();
    await dialog.getByRole('combobox', { name: 'Город' }).click();
    await page.getByRole('option', { name: 'Екатеринбург' }).click();
    await dialog.getByLabel('Улица').fill('ул. Малышева');
    await dialog.getByLabel('Дом').fill('51');
    await dialog.getByLabel('Индекс').fill('620014');
    await dialog.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await page.getByText('Успешно!').first().waitFor();
    const ready = bodyOf(callsTo('Order/ReadyToSent').at(-1) as Request);
    expect(ready).toMatchObject({ orderId: 1, readyDays: 3, address: { street: 'ул. Малышева', houseNumber: '51', postalIndex: '620014' } });
    expect(ready).not.toHaveProperty('dispatchDay');
    await expectStatus('Готов к отправке');

    // Dispatched.
    await page.getByRole('button', { name: 'Отправлен', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Отправлен', exact: true }).click();
    await expectStatus('Готов к отгрузке');
    expect(new URL(callsTo('Order/OrderDispatched').at(-1)?.url() ?? 'http://x').searchParams.get('id')).toBe('1');

    // In transit: the multipart form with a procuration file.
    await page.getByRole('button', { name: 'В пути', exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.locator('[role="spinbutton"]').first().click();
    const today = new Date();
    const dd = String(today.getDate()).padStart(2, '0');
    const mm = String(today.getMonth() + 1).padStart(2, '0');
    await page.keyboard.type(`${dd}${mm}${today.getFullYear()}`);
    await dialog.getByLabel('Марка транспорта').fill('КАМАЗ 5490');
    await dialog.getByLabel('Госномер транспорта').fill('А123ВС66');
    await dialog.getByLabel('ФИО водителя').fill('Иванов Пётр Сергеевич');
    await dialog.getByRole('textbox', { name: 'Телефон водителя' }).fill('9123456789');
    await dialog
      .locator('input[name="ProcurationFiles"]')
      .setInputFiles({ name: 'doverennost.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'В пути', exact: true }).click();
    await expectStatus('В пути');
    const transit = callsTo('Order/OrderInTransit').at(-1) as Request;
    expect(transit.headers()['content-type']).toMatch(/^multipart\/form-data/);
    // The server parsed every field of the form: the order now shows them.
    for (const value of ['КАМАЗ 5490', 'А123ВС66', 'Иванов Пётр Сергеевич']) await page.getByText(value).first().waitFor();
    // The stored file is served back and shown on the order.
    const fileLink = page.locator('a[href*="/seller/uploads/"]').first();
    await fileLink.waitFor();
    const served = await page.request.get(new URL((await fileLink.getAttribute('href')) ?? '', server.origin).href);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

    // Delivered.
    await page.getByRole('button', { name: 'Доставлен', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Доставлен', exact: true }).click();
    await expectStatus('Отгружен');
    expect(callsTo('Order/OrderDelivered')).toHaveLength(1);
    await screenshot(page, 'orders-delivered');
  });

  it('declining a paid order opens the payment warning instead of the error page', async () => {
    await page.goto(server.url('/orders/2'));
    await expectStatus('Не отправлен');
    await page.getByRole('button', { name: 'Отклонить', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Причина отклонения/).fill('Нет товара на складе');
    await dialog.getByRole('button', { name: 'Отклонить', exact: true }).click();
    const warning = page.getByRole('alertdialog');
    await warning.getByText('Заказ уже оплачен').waitFor();
    const decline = new URL(callsTo('Order/DeclineOrderById').at(-1)?.url() ?? 'http://x');
    expect(decline.searchParams.get('id')).toBe('2');
    expect(decline.searchParams.get('declinePurpose')).toBe('Нет товара на складе');
    expect(page.url()).toBe(server.url('/orders/2'));
    await warning.getByRole('button', { name: 'Закрыть', exact: true }).click();
    await expectStatus('Не отправлен');
  });

  it('a comment with markup is shown as text', async () => {
    await page.goto(server.url('/orders/2'));
    await page.getByLabel('Ваш комментарий').fill('<b>Срочно</b> отгрузите');
    await page.getByRole('button', { name: 'Отправить', exact: true }).click();
    await page.getByText('<b>Срочно</b> отгрузите').waitFor();
    expect(await page.locator('main b', { hasText: 'Срочно' }).count()).toBe(0);
  });

  it('exports the filtered list to a CSV that Russian Excel opens', async () => {
    await page.goto(server.url('/orders'));
    await page.locator('tbody tr').first().waitFor();
    await chooseStatus('Завершён');
    await expect
      .poll(async () => (await page.locator('tbody tr').allInnerTexts()).every((row) => row.includes('Завершён')))
      .toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Экспорт', exact: true }).click()]);
    const csv = readFileSync((await download.path()) ?? '');
    expect(csv.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = csv.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toContain(';');
    expect(lines[0]).toContain('Покупатель');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toContain('Завершён');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });
});

describe('orders on a 390 px phone', () => {
  it('shows the lists as cards and stacks the products of an order, nothing wider than the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    try {
      for (const list of ['/orders', '/main-retail-orders']) {
        await page.goto(server.url(list));
        await page.locator('main li').first().waitFor();
        expect(await page.locator('main table').count()).toBe(0);
        expect(await pageWidth()).toBeLessThanOrEqual(390);
      }
      await page.goto(server.url('/orders/14'));
      const products = page.getByRole('region', { name: 'Товары' });
      const firstLine = products.locator('tbody tr').first();
      await firstLine.waitFor();
      expect(await products.locator('thead').isVisible()).toBe(false);
      const quantity = firstLine.locator('td').nth(1);
      expect(await quantity.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Количество"');
      // The label stands on the left of its figure (MUI's right-aligned cell reverses a flex row).
      expect(await quantity.evaluate((cell) => getComputedStyle(cell).flexDirection)).toBe('row');
      const box = await firstLine.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
      expect(await pageWidth()).toBeLessThanOrEqual(390);
      await screenshot(page, 'order-products-phone');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});

describe('retail orders', () => {
  it('changes a retail order from ready to ship to in transit', async () => {
    await page.goto(server.url('/main-retail-orders'));
    await page.locator('tbody tr').first().waitFor();
    await page.goto(server.url('/orders/retail/5'));
    await expectStatus('Готов к отгрузке');
    await page.getByRole('button', { name: 'В пути', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await page.getByText('Успешно!').first().waitFor();
    await expectStatus('В пути');
    const change = bodyOf(callsTo('RetailOrder/ChangeRetailOrderStatus').at(-1) as Request);
    expect(change).toMatchObject({ retailOrderId: 5, retailOrderStatus: 3 });
    await screenshot(page, 'retail-in-transit');
  });
});
