import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { newPage, screenshot, signedInSession, type SignedInSession } from './harness';

/** A 1x1 PNG: the option's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const NAME = 'Штукатурка гипсовая E2E 30 кг';
const ADMIN = { email: 'admin@demo.ru', password: 'Admin2026!' };

let session: SignedInSession;
let page: Page;
/** What the browser console said (warnings and errors) while the seller worked. */
const consoleProblems: string[] = [];

beforeAll(async () => {
  session = await signedInSession();
  page = session.page;
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') consoleProblems.push(message.text());
  });
});

afterAll(async () => {
  await session?.close();
});

const option = (number: number) => page.getByRole('group', { name: `Вариант ${number}` });
const textbox = (scope: Locator | Page, label: RegExp) => scope.getByRole('textbox', { name: label });

async function choose(label: RegExp, name: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function fillOption(
  scope: Locator,
  values: { code: string; price: string; min: string; max: string; quantity: string },
) {
  await textbox(scope, /^Артикул/).fill(values.code);
  await textbox(scope, /^Цена за единицу/).fill(values.price);
  await textbox(scope, /^Минимальная цена/).fill(values.min);
  await textbox(scope, /^Максимальная цена/).fill(values.max);
  await textbox(scope, /^Количество для продажи/).fill(values.quantity);
}

/** The list's row of the product, found with the search box. */
/** The row's text with every space (a price's no-break ones too) as a plain space. */
const textOf = async (row: Locator) => (await row.innerText()).replace(/\s+/g, ' ');

async function findRow(): Promise<Locator> {
  await page.getByPlaceholder('Название или артикул').fill(NAME);
  const row = page.locator('tbody tr', { has: page.getByText(NAME, { exact: true }) });
  await row.waitFor();
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  return row;
}

describe('products', () => {
  it('creates a wholesale product with two options and an image, and publishes it', async () => {
    await page.goto(session.server.url('/products/add'));
    const main = page.getByRole('region', { name: 'Основные данные' });
    await textbox(main, /^Название товара/).fill(NAME);
    await choose(/Единица измерения/, 'мешок');
    await choose(/Тип товара/, 'Оптовый');
    await textbox(main, /^Минимум единиц в заказе/).fill('10');
    const categories = page.getByRole('region', { name: 'Категории' });
    await categories.getByRole('button', { name: 'Показать подкатегории «Стройматериалы»' }).click();
    await categories.getByRole('button', { name: 'Показать подкатегории «Сухие смеси»' }).click();
    await categories.getByRole('checkbox', { name: /Штукатурки$/ }).check();

    await fillOption(option(1), { code: 'E2E-30', price: '1000', min: '900', max: '1200', quantity: '50' });
    await option(1)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'plaster.png', mimeType: 'image/png', buffer: PNG });
    await option(1).getByRole('img', { name: 'Изображение 1' }).waitFor();
    await page.getByRole('button', { name: 'Добавить вариант' }).click();
    await fillOption(option(2), {
      code: 'E2E-30-W',
      price: '2000',
      min: '1800',
      max: '2400',
      quantity: '20',
    });
    await screenshot(page, 'products-form-filled');

    await page.getByRole('button', { name: 'Опубликовать' }).click();
    await page.waitForURL(/\/seller\/products\/wholesale/);
    const row = await findRow();
    await expect.poll(() => textOf(row)).toContain('1 000,00 – 2 000,00 руб.');
    await row.getByText('Активен', { exact: true }).waitFor();
    expect(await row.getByRole('img').getAttribute('src')).toMatch(/^\/seller\/uploads\/.+\.png$/);
  });

  it('opens it from the list, edits a price and saves', async () => {
    const row = await findRow();
    await row.getByRole('link', { name: NAME }).click();
    await page.waitForURL(/\/seller\/products\/edit\/\d+$/);
    const price = textbox(option(1), /^Цена за единицу/);
    await expect.poll(() => price.inputValue()).toMatch(/^1\s?000$/);
    expect(await textbox(option(2), /^Артикул/).inputValue()).toBe('E2E-30-W');
    await price.fill('1100');
    await page.getByRole('button', { name: 'Опубликовать' }).click();
    await page.waitForURL(/\/seller\/products\/wholesale/);
    const saved = await findRow();
    await expect.poll(() => textOf(saved)).toContain('1 100,00 – 2 000,00 руб.');
  });

  it('deactivates it from its row: the status chip changes', async () => {
    const row = await findRow();
    await row.getByRole('button', { name: 'Деактивировать' }).click();
    await row.getByText('Неактивен', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Активировать' }).waitFor();
    await screenshot(page, 'products-list-deactivated');
  });

  it('an administrator blocks it in the console: the seller sees it blocked and cannot activate it', async () => {
    const { context, page: admin } = await newPage(session.browser);
    try {
      await admin.goto(`${session.server.origin}/admin/`);
      await admin.getByLabel('E-mail').fill(ADMIN.email);
      await admin.getByRole('textbox', { name: 'Пароль' }).fill(ADMIN.password);
      await admin.getByRole('button', { name: 'Войти' }).click();
      await admin.getByRole('heading', { name: 'Оптовые заказы' }).waitFor();
      const filter = encodeURIComponent(JSON.stringify({ q: NAME }));
      await admin.goto(`${session.server.origin}/admin/products?filter=${filter}`);
      const adminRow = admin.locator('tbody tr', { has: admin.getByText(NAME, { exact: true }) });
      await adminRow.getByText('1 100,00').waitFor();
      await adminRow.getByRole('button', { name: 'Заблокировать' }).click();
      await admin.getByText(`Товар «${NAME}» заблокирован`).waitFor();
      await adminRow.getByRole('button', { name: 'Разблокировать' }).waitFor();
      await screenshot(admin, 'products-console-blocked');
    } finally {
      await context.close();
    }

    await page.reload();
    const row = await findRow();
    await row.getByText('Заблокирован', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Активировать' }).isDisabled()).toBe(true);
  });

  it('left no MUI or React warnings in the browser console', () => {
    expect(consoleProblems.filter((text) => /MUI|React|Warning/.test(text))).toEqual([]);
  });
});
