import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, startServer, type RunningServer } from './harness';

/**
 * /learning/steps for a seller who has just started (the seed's `start@demo.ru`, an empty store):
 * 'first product' is open, the seller publishes one through the product form, and after a reload
 * the step is ticked (docs/contract/learning.md).
 */
const STARTER = { email: 'start@demo.ru', password: 'Seller2026!' };
const NAME = 'Варежки шерстяные E2E';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page } = await newPage(browser));
  await signIn(page, server, STARTER);
  await page.waitForURL(/\/seller\/dashboard$/);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const step = (key: string): Locator => page.getByTestId(`learning-step-${key}`);
const textbox = (scope: Locator, label: RegExp) => scope.getByRole('textbox', { name: label });

async function choose(label: RegExp, name: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

describe('learning steps', () => {
  it("a new seller's checklist has 'first product' open, and the guide opens from the sidebar", async () => {
    await page.getByRole('navigation').getByText('Обучение и поддержка', { exact: true }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Руководство продавца' }).click();
    await page.waitForURL(/\/seller\/learning\/steps$/);
    await page.getByRole('heading', { level: 2, name: 'Шаги к успеху' }).waitFor();
    await expect.poll(() => page.getByTestId('learning-progress').innerText()).toBe('0 из 8');
    const first = step('firstProduct');
    expect(await first.getAttribute('data-done')).toBe('false');
    await first.getByRole('img', { name: 'Не выполнено' }).waitFor();
    expect(await first.getByRole('link', { name: 'Добавить товар' }).getAttribute('href')).toBe('/seller/products/add');

    await page.getByRole('button', { name: 'С чего начать' }).click();
    await page.getByText(/Заполните реквизиты и оформите магазин/).waitFor();
    await screenshot(page, 'learning-new-seller');
  });

  it("publishing a product ticks 'first product' after a reload", async () => {
    await step('firstProduct').getByRole('link', { name: 'Добавить товар' }).click();
    await page.waitForURL(/\/seller\/products\/add$/);
    const main = page.getByRole('region', { name: 'Основные данные' });
    await textbox(main, /^Название товара/).fill(NAME);
    await choose(/Единица измерения/, 'мешок');
    await choose(/Тип товара/, 'Оптовый');
    await textbox(main, /^Минимум единиц в заказе/).fill('10');
    const categories = page.getByRole('region', { name: 'Категории' });
    await categories.getByRole('button', { name: 'Показать подкатегории «Стройматериалы»' }).click();
    await categories.getByRole('button', { name: 'Показать подкатегории «Сухие смеси»' }).click();
    await categories.getByRole('checkbox', { name: /Штукатурки$/ }).check();
    const option = page.getByRole('group', { name: 'Вариант 1' });
    await textbox(option, /^Артикул/).fill('E2E-MITT');
    await textbox(option, /^Цена за единицу/).fill('1000');
    await textbox(option, /^Минимальная цена/).fill('900');
    await textbox(option, /^Максимальная цена/).fill('1200');
    await textbox(option, /^Количество для продажи/).fill('50');
    await page.getByRole('button', { name: 'Опубликовать' }).click();
    await page.waitForURL(/\/seller\/products\/wholesale/);

    await page.goto(server.url('/learning/steps'));
    await page.reload();
    const first = step('firstProduct');
    await first.getByRole('img', { name: 'Выполнено' }).waitFor();
    expect(await first.getAttribute('data-done')).toBe('true');
    await first.getByText(/^Выполнено \d{2}\.\d{2}\.\d{4}$/).waitFor();
    await expect.poll(() => page.getByTestId('learning-progress').innerText()).toBe('1 из 8');
    // Only what the seller did is ticked.
    expect(await step('deliveryTemplate').getAttribute('data-done')).toBe('false');
    await screenshot(page, 'learning-first-product');
  });
});
