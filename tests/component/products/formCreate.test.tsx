import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoSeller } from '../shell/shellHarness';
import { lookupReplies, renderProductForm, stubApi } from './formHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SLOW = { timeout: 8000 };

const field = (scope: HTMLElement, label: RegExp): HTMLElement =>
  within(scope).getByRole('textbox', { name: label });
const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(field(scope, label), { target: { value } });

async function choose(scope: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const option = (number: number) => screen.getByRole('group', { name: `Вариант ${number}` });

/** Fills the main data and the category of a wholesale product. */
async function fillProduct() {
  const main = await screen.findByRole('region', { name: 'Основные данные' }, SLOW);
  type(main, /^Название товара/, 'Цемент М500');
  await choose(main, /Единица измерения/, 'мешок');
  await choose(main, /Тип товара/, 'Оптовый');
  type(main, /^Минимум единиц в заказе/, '10');
  const categories = screen.getByRole('region', { name: 'Категории' });
  fireEvent.click(
    await within(categories).findByRole('button', { name: 'Показать подкатегории «Стройматериалы»' }),
  );
  fireEvent.click(await within(categories).findByRole('checkbox', { name: 'Стройматериалы / Цемент' }));
  const tags = screen.getByRole('region', { name: 'Теги' });
  fireEvent.change(field(tags, /^Теги/), { target: { value: 'цемент' } });
  fireEvent.keyDown(field(tags, /^Теги/), { key: 'Enter' });
}

function fillOption(scope: HTMLElement, values: { code: string; price: string; min: string; max: string }) {
  type(scope, /^Артикул/, values.code);
  type(scope, /^Цена за единицу/, values.price);
  type(scope, /^Скидка/, '10');
  type(scope, /^(Минимальная цена)/, values.min);
  type(scope, /^(Максимальная цена)/, values.max);
  type(scope, /^Количество для продажи/, '50');
}

describe('/products/add', () => {
  it('a wholesale product with two options: live newPrice and payout, the exact AddProduct body, then the wholesale list', async () => {
    const calls = stubApi(lookupReplies({ 'Product/AddProduct': () => true }));
    const { location } = renderProductForm('/products/add');
    await fillProduct();

    fillOption(option(1), { code: 'Ц-500', price: '1000', min: '900', max: '1 200' });
    await choose(option(1), /Цвет/, 'Серый');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    const second = await screen.findByRole('group', { name: 'Вариант 2' });
    fireEvent.click(within(second).getByRole('checkbox', { name: 'Цена с НДС' }));
    fillOption(second, { code: 'Ц-500-НДС', price: '1000', min: '950,5', max: '1300' });
    expect(field(second, /^Минимальная цена с НДС/)).toBeTruthy();

    // live: 1 000 − 10 % = 900; 5 % commission 45; with VAT 150 more
    expect(within(option(1)).getByTestId('option-0-new-price').textContent).toContain('900,00 руб.');
    expect(within(option(1)).getByTestId('option-0-payout').textContent).toContain('855,00 руб.');
    expect(within(second).getByTestId('option-1-payout').textContent).toContain('705,00 руб.');
    expect(within(second).getByTestId('option-1-payout').textContent).toContain('НДС 150,00 руб.');
    type(option(1), /^Скидка/, '20');
    expect(within(option(1)).getByTestId('option-0-new-price').textContent).toContain('800,00 руб.');
    type(option(1), /^Скидка/, '10');

    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(location()).toBe('/products/wholesale'), SLOW);
    const add = calls.filter((call) => call.path === 'Product/AddProduct');
    expect(add).toHaveLength(1);
    const optionBody = {
      withNDS: false,
      minPrice: 900,
      maxPrice: 1200,
      ndsMinPrice: null,
      ndsMaxPrice: null,
      priceForOne: 1000,
      discount: 10,
      newPrice: 900,
      quantityForSale: 50,
      isPreOrder: false,
      preOrderDays: null,
      imageIndex: 0,
      productOptionImages: [],
    };
    expect(add[0]?.json).toEqual({
      storeId: 9,
      productName: 'Цемент М500',
      productDescription: null,
      countryOfOrigin: null,
      measureUnitId: 12,
      productTypeId: 2,
      minUnitInOrder: 10,
      productUnitInPackage: 1,
      isDraft: false,
      isActive: true,
      categories: [{ categoryId: 31 }],
      isFreeShipping: false,
      templateId: null,
      weightAndSizes: { weight: null, length: null, width: null, height: null },
      productTags: [{ tagName: 'цемент' }],
      productOptions: [
        {
          ...optionBody,
          vendoreCode: 'Ц-500',
          baseOption: true,
          productProperties: '[{"propertyId":1,"propertyKey":"Цвет","value":"Серый"}]',
        },
        {
          ...optionBody,
          vendoreCode: 'Ц-500-НДС',
          withNDS: true,
          minPrice: null,
          maxPrice: null,
          ndsMinPrice: 950.5,
          ndsMaxPrice: 1300,
          baseOption: false,
          productProperties: '[]',
        },
      ],
    });
    // the real wholesale list page asks for its first page
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'Product/GetAllWholesaleProducts')).toBe(true),
    );
    expect(sessionStorage.getItem('draft:products:add')).toBeNull();
  });

  it('max price below min blocks sending, with its message under the field', async () => {
    const calls = stubApi(lookupReplies({ 'Product/AddProduct': () => true }));
    renderProductForm('/products/add');
    await fillProduct();
    fillOption(option(1), { code: 'Ц-500', price: '1000', min: '900', max: '800' });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await within(option(1)).findByText('Максимальная цена меньше минимальной')).toBeTruthy();
    expect(screen.getByText('Исправьте поля, отмеченные красным')).toBeTruthy();
    expect(calls.some((call) => call.path === 'Product/AddProduct')).toBe(false);
    // fixed, the message goes away and the product is sent
    type(option(1), /^(Максимальная цена)/, '1000');
    await waitFor(() =>
      expect(within(option(1)).queryByText('Максимальная цена меньше минимальной')).toBeNull(),
    );
  });

  it('a -1 refusal is shown above the buttons; everything typed stays (and survives a reload as a draft)', async () => {
    stubApi(
      lookupReplies({
        'Product/AddProduct': () => ({ status: -1, errorMessage: 'Вариант 1: артикул «Ц-500» уже есть' }),
      }),
    );
    const { location } = renderProductForm('/products/add');
    await fillProduct();
    fillOption(option(1), { code: 'Ц-500', price: '1000', min: '900', max: '1000' });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Вариант 1: артикул «Ц-500» уже есть');
    expect(location()).toBe('/products/add');
    expect((field(option(1), /^Артикул/) as HTMLInputElement).value).toBe('Ц-500');
    expect((screen.getByRole('textbox', { name: /^Название товара/ }) as HTMLInputElement).value).toBe(
      'Цемент М500',
    );
    const draft = JSON.parse(sessionStorage.getItem('draft:products:add') ?? 'null') as {
      productName: string;
      options: { vendoreCode: string }[];
    };
    expect(draft.productName).toBe('Цемент М500');
    expect(draft.options[0]?.vendoreCode).toBe('Ц-500');
  });

  it('without form settings a group 1 store gets retail fixed, retail categories and no payout', async () => {
    // a server without the call: the API layer answers null (docs/contract/products.md "Lookups")
    const calls = stubApi(lookupReplies({ 'Product/GetProductFormSettings': () => null }));
    renderProductForm('/products/add', demoSeller);
    const main = await screen.findByRole('region', { name: 'Основные данные' }, SLOW);
    const typeSelect = within(main).getByRole('combobox', { name: /Тип товара/ });
    expect(typeSelect.textContent).toContain('Розничный');
    expect(typeSelect.getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByRole('checkbox', { name: 'Инструменты' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'Product/GetCategoriesByGroupId')?.json).toEqual({
      isRetail: true,
      id: 1,
    });
    type(option(1), /^Цена за единицу/, '1000');
    expect(within(option(1)).getByTestId('option-0-new-price').textContent).toContain('1 000,00 руб.');
    expect(within(option(1)).queryByTestId('option-0-payout')).toBeNull();
  });
});
