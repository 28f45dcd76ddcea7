import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { categories, page, productPage, productRow, renderShell, stubApi } from './productsHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BLOCKED = 'Товар заблокирован администратором: активировать его нельзя';

const rows = [
  productRow({ id: 101, labels: [1, 5] }),
  productRow({
    id: 102,
    productName: 'Шуруповёрт 18 В',
    vendoreCode: 'SHR-18',
    minPrice: 4990,
    maxPrice: 4990,
    isActive: false,
  }),
  productRow({ id: 103, productName: 'Болгарка 125 мм', isActive: false, isBlocked: true }),
  productRow({ id: 104, productName: 'Лобзик', isActive: false, isDraft: true }),
];

const listStubs = (list: () => unknown = () => productPage(rows, 30, 3)) => ({
  'Product/GetAllWholesaleProducts': list,
  'Product/GetAllRetailProducts': list,
  'Product/GetCategoriesByGroupId': () => categories,
});

describe('/products/wholesale and /products/retail', () => {
  it('sends the exact body and shows the rows: price range, status chips, labels, payout', async () => {
    const calls = stubApi(listStubs());
    renderShell('/products/wholesale');
    const table = await screen.findByRole('table', { name: 'Товары' }, { timeout: 8000 });
    expect(await within(table).findByText('Шуруповёрт 18 В')).toBeTruthy();

    const list = calls.filter((c) => c.path === 'Product/GetAllWholesaleProducts');
    expect(list[0]?.method).toBe('POST');
    expect(list[0]?.json).toEqual({
      storeId: 9,
      searchValue: null,
      status: null,
      categoryId: null,
      priceFrom: null,
      priceTo: null,
      inStock: null,
      column: 'id',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 12 },
    });
    expect(calls.some((c) => c.path === 'Product/GetAllRetailProducts')).toBe(false);
    // the category filter asks for the store group's top wholesale categories
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'Product/GetCategoriesByGroupId')?.json).toEqual({
        isRetail: false,
        id: 1,
      }),
    );

    expect(within(table).getAllByText('1 200,00 – 1 500,00 руб.').length).toBeGreaterThan(0);
    expect(within(table).getByText('4 990,00 руб.')).toBeTruthy();
    const chip = (text: string) => within(table).getAllByText(text)[0]?.closest('[data-status-kind]');
    expect(chip('Активен')?.getAttribute('data-status-kind')).toBe('success');
    expect(chip('Неактивен')?.getAttribute('data-status-kind')).toBe('default');
    expect(chip('Заблокирован')?.getAttribute('data-status-kind')).toBe('danger');
    expect(chip('Черновик')?.getAttribute('data-status-kind')).toBe('purple');
    expect(within(table).getByText('Новинка')).toBeTruthy();
    expect(within(table).getByText('Бесплатная доставка')).toBeTruthy();
    expect(within(table).getAllByText('1 026,00 руб.').length).toBe(4);
    const link = within(table).getByRole('link', { name: 'Шуруповёрт 18 В' });
    expect(link.getAttribute('href')).toBe('/products/edit/102');
    expect(screen.getByRole('link', { name: 'Добавить товар' }).getAttribute('href')).toBe('/products/add');
    expect(screen.getByRole('button', { name: 'Страница 3' })).toBeTruthy();
  });

  it('filters, sort and page from the URL go on the wire of the retail list', async () => {
    const calls = stubApi(listStubs(() => productPage([productRow({ productTypeId: 1 })], 13, 2)));
    const filter = {
      searchValue: ' дрель ',
      status: 2,
      categoryId: 14,
      priceFrom: '100',
      priceTo: '2500,5',
      inStock: true,
    };
    renderShell(
      `/products/retail?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=price&order=ASC&page=2&perPage=12`,
    );
    await screen.findByText('Перфоратор SDS-plus 800 Вт', {}, { timeout: 8000 });
    const body = calls.find((c) => c.path === 'Product/GetAllRetailProducts')?.json;
    expect(body).toEqual({
      storeId: 9,
      searchValue: 'дрель',
      status: 2,
      categoryId: 14,
      priceFrom: 100,
      priceTo: 2500.5,
      inStock: true,
      column: 'price',
      sortByAscending: true,
      pagination: { page: 2, pageSize: 12 },
    });
    expect(calls.find((c) => c.path === 'Product/GetCategoriesByGroupId')?.json).toEqual({
      isRetail: true,
      id: 1,
    });
  });

  it('an inverted price range from a link is shown and not sent', async () => {
    const calls = stubApi(listStubs());
    const filter = { priceFrom: '900', priceTo: '100' };
    renderShell(`/products/wholesale?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(
      await screen.findByText(
        'Исправьте фильтры, отмеченные красным: список с ними не загружается',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === 'Product/GetAllWholesaleProducts')).toBe(false);
  });

  it('a blocked product cannot be activated: its action is off and says why', async () => {
    stubApi(listStubs());
    renderShell('/products/wholesale');
    const table = await screen.findByRole('table', { name: 'Товары' }, { timeout: 8000 });
    const row = (await within(table).findByText('Болгарка 125 мм')).closest('tr');
    if (!row) throw new Error('no row');
    const action = within(row).getByRole('button', { name: 'Активировать' });
    expect((action as HTMLButtonElement).disabled).toBe(true);
    expect(within(row).getByLabelText(BLOCKED)).toBeTruthy();
  });

  it('the bulk action deactivates the selected rows: {productIds, isActive: false}, a toast, the list re-read', async () => {
    const calls = stubApi({ ...listStubs(), 'Product/ChangeProductStatus': () => true });
    renderShell('/products/wholesale');
    const table = await screen.findByRole('table', { name: 'Товары' }, { timeout: 8000 });
    await within(table).findByText('Шуруповёрт 18 В');
    const select = (name: string) => {
      const row = within(table).getByText(name).closest('tr');
      if (!row) throw new Error('no row');
      fireEvent.click(within(row).getByRole('checkbox'));
    };
    select('Перфоратор SDS-plus 800 Вт');
    select('Шуруповёрт 18 В');
    const listCalls = () => calls.filter((c) => c.path === 'Product/GetAllWholesaleProducts').length;
    const before = listCalls();
    const bulk = await waitFor(() => {
      const button = screen.getAllByRole('button', { name: 'Деактивировать' }).find((b) => !b.closest('tr'));
      if (!button) throw new Error('no bulk toolbar yet');
      return button;
    });
    fireEvent.click(bulk);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'Product/ChangeProductStatus')?.json).toEqual({
        productIds: [101, 102],
        isActive: false,
      }),
    );
    expect(await screen.findByText('Деактивировано товаров: 2')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  }, 20_000);

  it("a row's activation refused by the server shows the server's message", async () => {
    const calls = stubApi({
      ...listStubs(),
      'Product/ChangeProductStatus': () => ({ status: -1, errorMessage: 'Товар не найден' }),
    });
    renderShell('/products/wholesale');
    const table = await screen.findByRole('table', { name: 'Товары' }, { timeout: 8000 });
    const row = (await within(table).findByText('Шуруповёрт 18 В')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Активировать' }));
    expect(await screen.findByText('Товар не найден')).toBeTruthy();
    expect(calls.find((c) => c.path === 'Product/ChangeProductStatus')?.json).toEqual({
      productIds: [102],
      isActive: true,
    });
    expect(
      screen.queryByText('Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!'),
    ).toBeNull();
  });

  it('an empty page says so', async () => {
    stubApi(listStubs(() => page([])));
    renderShell('/products/wholesale');
    expect(await screen.findByText('Товаров не найдено', {}, { timeout: 8000 })).toBeTruthy();
  });
});
