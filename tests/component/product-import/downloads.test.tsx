import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { productPage, productRow } from '../products/productsHarness';
import {
  catchDownloads,
  fileReply,
  job,
  renderImportPage,
  rowsPage,
  SLOW,
  stubImportApi,
} from './importHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const query = (url: URL) => Object.fromEntries(url.searchParams);

describe('/products/import: files', () => {
  it('downloads the template and the current prices and stock, each in the format asked, under the server name', async () => {
    const saved = catchDownloads();
    const calls = stubImportApi({
      'ProductImport/Template': (call) => fileReply('x', `Шаблон цен.${call.url.searchParams.get('format')}`),
      'ProductImport/Export': () => fileReply('x', 'Цены и остатки.xlsx'),
    });
    renderImportPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Скачать шаблон цен и остатков (.xlsx)' }, SLOW),
    );
    await waitFor(() => expect(saved).toEqual(['Шаблон цен.xlsx']));
    fireEvent.click(screen.getByRole('button', { name: 'Скачать шаблон цен и остатков (.csv)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Выгрузить текущие цены и остатки (.xlsx)' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved).toEqual(['Шаблон цен.xlsx', 'Шаблон цен.csv', 'Цены и остатки.xlsx']);

    const files = calls.filter(
      (call) => call.path.startsWith('ProductImport/T') || call.path === 'ProductImport/Export',
    );
    expect(files.map((call) => [call.method, call.path, query(call.url)])).toEqual([
      ['GET', 'ProductImport/Template', { kind: 'prices', format: 'xlsx' }],
      ['GET', 'ProductImport/Template', { kind: 'prices', format: 'csv' }],
      ['GET', 'ProductImport/Export', { kind: 'prices', format: 'xlsx', productTypeId: '' }],
    ]);
  }, 15_000);

  it('says why a file was refused, and names a file the server left unnamed', async () => {
    const saved = catchDownloads();
    stubImportApi({
      'ProductImport/Export': () => ({ status: -1, errorMessage: 'В магазине нет товаров' }),
      'ProductImport/Template': () =>
        new Response('x', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    renderImportPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Выгрузить текущие цены и остатки (.csv)' }, SLOW),
    );
    await screen.findByText('В магазине нет товаров', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Скачать шаблон цен и остатков (.csv)' }));
    await waitFor(() => expect(saved).toEqual(['shablon-ceny-i-ostatki.csv']));
  }, 15_000);

  it('downloads the rows with errors of an import that has them', async () => {
    const saved = catchDownloads();
    const calls = stubImportApi({
      'ProductImport/GetImport': () => job(),
      'ProductImport/GetImportRows': () => rowsPage(),
      'ProductImport/ErrorsFile': () => fileReply('x', 'Ошибки.xlsx'),
    });
    renderImportPage('/products/import?import=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Скачать строки с ошибками (.xlsx)' }, SLOW));
    await waitFor(() => expect(saved).toEqual(['Ошибки.xlsx']));
    const call = calls.find((c) => c.path === 'ProductImport/ErrorsFile')!;
    expect([call.method, query(call.url)]).toEqual(['GET', { importId: '7', format: 'xlsx' }]);
  }, 15_000);

  it.each([
    ['/products/retail', 'Product/GetAllRetailProducts', '1', 'Цены и остатки (.xlsx)', 'prices'],
    ['/products/wholesale', 'Product/GetAllWholesaleProducts', '2', 'Цены и остатки (.xlsx)', 'prices'],
    ['/products/retail', 'Product/GetAllRetailProducts', '1', 'Товары (.xlsx)', 'products'],
    ['/products/wholesale', 'Product/GetAllWholesaleProducts', '2', 'Товары (.xlsx)', 'products'],
  ])(
    "%s (%s, type %s): '%s' exports the %s template of that type",
    async (path, listCall, typeId, button, kind) => {
      const saved = catchDownloads();
      const calls = stubImportApi({
        [listCall]: () => productPage([productRow()]),
        'Product/GetCategoriesByGroupId': () => [],
        'ProductImport/Export': () => fileReply('x', 'Выгрузка.xlsx'),
      });
      renderImportPage(path);
      fireEvent.click(await screen.findByRole('button', { name: button }, SLOW));
      await waitFor(() => expect(saved).toEqual(['Выгрузка.xlsx']));
      const call = calls.find((c) => c.path === 'ProductImport/Export')!;
      expect(query(call.url)).toEqual({ kind, format: 'xlsx', productTypeId: typeId });
    },
    15_000,
  );
});
