import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { callsTo as callsIn, screenshot, signedInSession, type SignedInSession } from './harness';

let session: SignedInSession;
let page: Page;
let server: SignedInSession['server'];
let apiCalls: Request[];

const callsTo = (path: string) => callsIn(apiCalls, path);
const bodyOf = (r: Request) => JSON.parse(r.postData() ?? 'null') as Record<string, unknown>;

const TEMPLATE = 'Урал и Россия (e2e)';

beforeAll(async () => {
  session = await signedInSession();
  ({ page, server, apiCalls } = session);
});

afterAll(async () => {
  await session?.close();
});

/** Picks an option of an open MUI list (a select's menu or an autocomplete's listbox). */
async function pickOption(name: string): Promise<void> {
  await page.getByRole('option', { name, exact: true }).click();
}

/** Types into a multi autocomplete and picks the option; the list closes with Escape. */
async function chooseIn(field: Locator, name: string): Promise<void> {
  await field.click();
  await field.fill(name.slice(0, 6));
  await pickOption(name);
  await page.keyboard.press('Escape');
}

/** The list row (a table row at 1366 px) that holds the template. */
const templateRow = () => page.locator('tbody tr', { hasText: TEMPLATE });

describe('delivery templates', () => {
  let productName = '';

  it('creates a template with an all-regions direction and a chosen-cities one, with a product', async () => {
    await page.goto(server.url('/shared/delivery/add'));
    await page.getByLabel('Название шаблона').fill(TEMPLATE);

    // A product of the store: the first one offered.
    const products = page.getByRole('combobox', { name: 'Товары шаблона' });
    await products.click();
    const firstProduct = page.getByRole('option').first();
    productName = (await firstProduct.innerText()).trim();
    expect(productName).not.toBe('');
    await firstProduct.click();
    await page.keyboard.press('Escape');

    // Direction 1: every region of Россия (the default country and switch), post, 3–7 days.
    const first = page.getByRole('group', { name: 'Направление 1' });
    await expect.poll(() => first.getByRole('combobox', { name: 'Страна' }).innerText()).toBe('Россия');
    expect(await first.getByRole('switch', { name: 'Все регионы' }).isChecked()).toBe(true);
    await first.getByLabel('Срок от, дн.').fill('3');
    await first.getByLabel('Срок до, дн.').fill('7');
    await first.getByRole('combobox', { name: 'Способ доставки' }).click();
    await pickOption('Почта / курьерская служба');

    // Direction 2: Свердловская and Челябинская области, only Екатеринбург and Челябинск, by truck.
    await page.getByRole('button', { name: 'Добавить направление' }).click();
    const second = page.getByRole('group', { name: 'Направление 2' });
    await second.getByRole('switch', { name: 'Все регионы' }).click();
    const regions = second.getByRole('combobox', { name: 'Регионы' });
    await chooseIn(regions, 'Свердловская область');
    await chooseIn(regions, 'Челябинская область');
    await second.getByRole('switch', { name: 'Все города' }).click();
    const cities = second.getByRole('combobox', { name: 'Города' });
    await chooseIn(cities, 'Екатеринбург');
    await chooseIn(cities, 'Челябинск');
    await second.getByLabel('Срок от, дн.').fill('1');
    await second.getByLabel('Срок до, дн.').fill('2');
    await second.getByRole('combobox', { name: 'Способ доставки' }).click();
    await pickOption('Автотранспорт');
    await second.getByLabel('Вес, кг').fill('1500');
    await screenshot(page, 'delivery-template-form');

    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.waitForURL(/\/seller\/shared\/delivery$/);

    const body = bodyOf(callsTo('Product/AddTemplate').at(-1) as Request);
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ name: TEMPLATE });
    expect((body.productIds as number[]).length).toBe(1);
    const directions = body.directions as Record<string, unknown>[];
    expect(directions).toHaveLength(2);
    expect(directions[0]).toMatchObject({
      countryId: 1,
      isAllRegions: true,
      isAllCities: true,
      directionRegions: [],
      cityIdsForDirection: [],
      deliveryDayFrom: 3,
      deliveryDayTo: 7,
      deliveryMethodId: 3,
      weight: null,
      isDeleted: false,
    });
    expect(directions[1]).toMatchObject({
      countryId: 1,
      isAllRegions: false,
      isAllCities: false,
      deliveryDayFrom: 1,
      deliveryDayTo: 2,
      deliveryMethodId: 1,
      weight: 1500,
    });
    const regionIds = (directions[1].directionRegions as { regionId: number }[]).map((r) => r.regionId);
    expect(regionIds.sort()).toEqual([66, 74]);
    const cityIds = (directions[1].cityIdsForDirection as { cityId: number }[]).map((c) => c.cityId);
    expect(cityIds).toContain(6601);
    expect(cityIds).toHaveLength(2);
    for (const direction of directions) expect(direction).not.toHaveProperty('id');

    // Listed, newest first, with its product and both directions.
    const row = templateRow();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(productName);
    expect(text).toContain('Россия: все регионы');
    expect(text).toContain('Направлений: 2');
    expect(await page.locator('tbody tr').first().innerText()).toContain(TEMPLATE);
    await screenshot(page, 'delivery-list-created');

    // The product form reads the same link: its template select shows the new template.
    const productId = (body.productIds as number[])[0];
    await page.goto(server.url(`/products/edit/${productId}`));
    const select = page.getByRole('combobox', { name: 'Шаблон доставки' });
    await expect.poll(() => select.innerText(), { timeout: 10_000 }).toBe(TEMPLATE);
    await select.click();
    await page.getByRole('option', { name: 'Беларусь (сезонный) (неактивен)' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(server.url('/shared/delivery'));
    await templateRow().waitFor();
  });

  it('switches the template off, and it stays off after a reload', async () => {
    const toggle = templateRow().getByRole('switch', { name: `Включить шаблон «${TEMPLATE}»` });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.getByText('Шаблон выключен').first().waitFor();
    const status = bodyOf(callsTo('Product/ChangeTemplateStatus').at(-1) as Request);
    expect(status).toMatchObject({ isActive: false });
    expect(typeof status.templateId).toBe('number');

    await page.reload();
    const reloaded = templateRow().getByRole('switch', { name: `Включить шаблон «${TEMPLATE}»` });
    await reloaded.waitFor();
    expect(await reloaded.isChecked()).toBe(false);
  });

  it('removes the template after the confirm dialog', async () => {
    await templateRow().getByRole('button', { name: 'Удалить', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Удалить шаблон «${TEMPLATE}»?`).waitFor();
    await dialog.getByRole('button', { name: /Удалить|Подтвердить/ }).click();
    await page.getByText('Шаблон удалён').first().waitFor();
    await templateRow().waitFor({ state: 'detached' });
    expect(callsTo('Product/RemoveTemplateById')).toHaveLength(1);
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(await templateRow().count()).toBe(0);
  });
});

describe('delivery pages at 1440 px and on a 390 px phone', () => {
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const width of [1440, 390]) {
    it(`list, template form and courier services fit ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      try {
        await page.goto(server.url('/shared/delivery'));
        await page.getByText('По всей России').first().waitFor();
        expect(await pageWidth()).toBeLessThanOrEqual(width);
        await screenshot(page, `delivery-list-${width}`);

        // From the list (its rows seed react-admin's cache) to the stored template's form.
        await page
          .locator('tbody tr, li', { hasText: 'Свой регион и соседи' })
          .getByRole('link', { name: 'Изменить' })
          .click();
        const direction = page.getByRole('group', { name: 'Направление 1' });
        await direction.getByRole('combobox', { name: 'Регионы' }).waitFor();
        await expect.poll(() => direction.locator('.MuiChip-label').count()).toBeGreaterThan(0);
        expect(await pageWidth()).toBeLessThanOrEqual(width);
        await screenshot(page, `delivery-form-${width}`);

        await page.goto(server.url('/delivery/couriers'));
        await page.getByText('Почта / курьерская служба').first().waitFor();
        expect(await pageWidth()).toBeLessThanOrEqual(width);
        await screenshot(page, `delivery-couriers-${width}`);
      } finally {
        await page.setViewportSize({ width: 1366, height: 900 });
      }
    });
  }
});

describe('ready-to-send address from the location lookups', () => {
  it('picks Россия → Свердловская область → Екатеринбург, and the order shows that city', async () => {
    await page.goto(server.url('/orders/2'));
    await page.getByRole('heading', { level: 1, name: /Заказ № 2$/ }).waitFor();
    await page.getByRole('button', { name: 'Готов к отправке', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Срок готовности, дней').fill('2');
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Страна' }).innerText()).toBe('Россия');
    await dialog.getByRole('combobox', { name: 'Регион' }).click();
    await pickOption('Свердловская область');
    await dialog.getByRole('combobox', { name: 'Город' }).click();
    await pickOption('Екатеринбург');
    await dialog.getByLabel('Улица').fill('ул. Ленина');
    await dialog.getByLabel('Дом').fill('24');
    await dialog.getByLabel('Индекс').fill('620014');
    await screenshot(page, 'delivery-ready-to-send');
    await dialog.getByRole('button', { name: 'Подтвердить', exact: true }).click();
    await page.getByText('Успешно!').first().waitFor();

    const ready = bodyOf(callsTo('Order/ReadyToSent').at(-1) as Request);
    expect(ready).toMatchObject({
      orderId: 2,
      readyDays: 2,
      address: { countryId: 1, regionId: 66, cityId: 6601, street: 'ул. Ленина', houseNumber: '24' },
    });
    await page
      .getByText(/Екатеринбург/)
      .first()
      .waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toMatch(/Свердловская область[^\n]*Екатеринбург|Екатеринбург[^\n]*Свердловская область/);
    await screenshot(page, 'delivery-order-address');
  });
});
