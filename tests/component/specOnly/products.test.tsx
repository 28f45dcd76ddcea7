import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetail } from '../../../contract';
import { groupTwoSeller, lookupReplies } from '../products/formHarness';
import { productPage, productRow, properties } from '../products/productsHarness';
import { expectCleanPage, renderShell, stubSpecOnlyApi } from './specOnlyHarness';

/**
 * Issue 26: the product pages against a server that honours only the specification
 * (server/specOnly): our fields are left out of every reply, our calls answer -1.
 */

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const SLOW = { timeout: 8000 };

const stored: ProductDetail = {
  id: 77,
  storeId: 9,
  productName: 'Мешки полипропиленовые',
  productDescription: 'Прочные мешки',
  countryOfOrigin: 'Россия',
  measureUnitId: 1,
  productTypeId: 1,
  minUnitInOrder: 1,
  productUnitInPackage: 100,
  isDraft: false,
  isActive: true,
  isBlocked: false,
  addedAtRegistration: false,
  creationDate: '2026-11-01T10:00:00Z',
  categories: [{ categoryId: 4, name: 'Инструменты', path: [{ id: 4, name: 'Инструменты' }] }],
  isFreeShipping: true,
  templateId: null,
  weightAndSizes: { weight: 0.1, length: 100, width: 55, height: null },
  productTags: [{ tagName: 'мешки' }],
  productOptions: [
    {
      id: 501,
      vendoreCode: 'М-1',
      withNDS: false,
      minPrice: 20,
      maxPrice: 40,
      ndsMinPrice: null,
      ndsMaxPrice: null,
      priceForOne: 30,
      discount: 0,
      newPrice: 30,
      quantityForSale: 1000,
      baseOption: true,
      isPreOrder: false,
      preOrderDays: null,
      productProperties: '[]',
      imageIndex: 0,
      productOptionImages: [{ id: 9001, image: '/seller/uploads/a.png', isBaseImage: true }],
    },
  ],
};

const templates = { results: [], pageCount: 1, rowCount: 0 };

describe('product pages against spec-only replies', () => {
  it.each([
    ['/products/retail', 'Product/GetAllRetailProducts'],
    ['/products/wholesale', 'Product/GetAllWholesaleProducts'],
  ])(
    '%s shows the rows; quantity and payout are "----"',
    async (path, call) => {
      stubSpecOnlyApi(lookupReplies({ [call]: () => productPage([productRow()], 1, 1) }));
      const shell = renderShell(path);
      const table = await screen.findByRole('table', { name: 'Товары' }, SLOW);
      const row = (await within(table).findByText('Перфоратор SDS-plus 800 Вт', {}, SLOW)).closest(
        'tr',
      ) as HTMLElement;
      expect(within(row).getByText('PRF-800')).toBeTruthy();
      expect(within(row).getByText('1 200,00 – 1 500,00 руб.')).toBeTruthy();
      // quantity and net payout are ours: the dash
      expect(within(row).getAllByText('----').length).toBeGreaterThanOrEqual(2);
      expect(within(row).getByText('Активен')).toBeTruthy();
      expectCleanPage();
      expect(shell.location()).toBe(path);
    },
    30_000,
  );

  it('/products/add: without GetProductFormSettings the store group offers both types', async () => {
    const calls = stubSpecOnlyApi({ ...lookupReplies(), 'Product/GetAllTemplates': () => templates });
    const shell = renderShell('/products/add', groupTwoSeller);
    expect(await screen.findByRole('textbox', { name: /^Название товара/ }, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.path === 'Product/GetProductFormSettings')).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Тип товара/ }));
    const types = await screen.findByRole('listbox', {}, SLOW);
    expect(within(types).getByRole('option', { name: 'Розничный' })).toBeTruthy();
    expect(within(types).getByRole('option', { name: 'Оптовый' })).toBeTruthy();
    fireEvent.keyDown(types, { key: 'Escape' });
    await waitFor(() => expectCleanPage(), SLOW);
    expect(shell.location()).toBe('/products/add');
  }, 30_000);

  it('/products/edit/{id}: the stored product fills the form; categories without ids are left to choose', async () => {
    stubSpecOnlyApi({
      ...lookupReplies(),
      'Product/GetAllTemplates': () => templates,
      'Product/GetProductById': () => stored,
    });
    const shell = renderShell('/products/edit/77', groupTwoSeller);
    const name = (await screen.findByRole('textbox', { name: /^Название товара/ }, SLOW)) as HTMLInputElement;
    expect(name.value).toBe('Мешки полипропиленовые');
    const option = screen.getByRole('group', { name: 'Вариант 1' });
    expect(within(option).getByRole('textbox', { name: /^Артикул/ })).toHaveProperty('value', 'М-1');
    expect(within(option).getByRole('textbox', { name: /^Минимальная цена/ })).toHaveProperty('value', '20');
    expect(screen.queryByRole('button', { name: /Убрать категорию/ })).toBeNull();
    await waitFor(() => expectCleanPage(), SLOW);
    expect(shell.location()).toBe('/products/edit/77');
  }, 30_000);

  it('/products/property lists the properties', async () => {
    stubSpecOnlyApi({ 'MarketSeller/GetProperty': () => properties });
    const shell = renderShell('/products/property');
    const table = await screen.findByRole('table', { name: 'Свойства товаров' }, SLOW);
    expect(await within(table).findByText('Цвет')).toBeTruthy();
    expect(within(table).getByText('L')).toBeTruthy();
    expectCleanPage();
    expect(shell.location()).toBe('/products/property');
  }, 30_000);
});
