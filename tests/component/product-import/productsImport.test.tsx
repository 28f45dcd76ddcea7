import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  catchDownloads,
  fileReply,
  job,
  LONG_DESCRIPTION,
  productRows,
  productsJob,
  renderImportPage,
  rowsPage,
  SLOW,
  stubImportApi,
} from './importHarness';

/** `kind: products` (docs/contract/import.md): whole products, one sheet per product type. */

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const INPUT = 'Файл для импорта (.xlsx или .csv)';
const query = (url: URL) => Object.fromEntries(url.searchParams);

describe('/products/import: whole products', () => {
  it("uploads as 'Товары целиком' unless the seller picks 'Цены и остатки', the choice kept in the URL", async () => {
    const calls = stubImportApi({
      'ProductImport/Upload': () => productsJob({ status: 'checking', progress: { done: 0, total: 0 } }),
      'ProductImport/GetImport': () => productsJob(),
      'ProductImport/GetImportRows': () => rowsPage(productRows),
    });
    const page = renderImportPage();
    const choice = await screen.findByRole('radiogroup', { name: 'Что загружаете' }, SLOW);
    const products = within(choice).getByRole('radio', { name: 'Товары целиком' });
    const prices = within(choice).getByRole('radio', { name: 'Цены и остатки' });
    expect(products).toHaveProperty('checked', true);
    expect(prices).toHaveProperty('checked', false);

    fireEvent.click(prices);
    await waitFor(() => expect(page.location()).toBe('/products/import?kind=prices'));
    expect(prices).toHaveProperty('checked', true);
    fireEvent.click(products);
    await waitFor(() => expect(page.location()).toBe('/products/import?kind=products'));

    const file = new File(['x'], 'товары.xlsx');
    fireEvent.change(screen.getByLabelText(INPUT), { target: { files: [file] } });
    await screen.findByText('Будет создано 2', {}, SLOW);
    expect(page.location()).toBe('/products/import?import=7&kind=products');

    const uploads = calls.filter((call) => call.path === 'ProductImport/Upload');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.form?.get('kind')).toBe('products');
    expect((uploads[0]!.form?.get('File') as File).name).toBe('товары.xlsx');
  }, 20_000);

  it('shows the kind, the products to create as drafts, and rows by sheet with every field in Russian', async () => {
    stubImportApi({
      'ProductImport/GetImport': () => productsJob(),
      'ProductImport/GetImportRows': () => rowsPage(productRows),
    });
    renderImportPage('/products/import?import=7');
    await screen.findByText('Будет создано 2', {}, SLOW);
    expect(screen.getByText('Что загружено: Товары целиком')).toBeTruthy();
    expect(screen.getByText('Будет изменено 1')).toBeTruthy();
    expect(screen.getByText(/^Новые товары будут созданы черновиками/)).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Строки файла' }, SLOW);
    const cells = (text: string) => within(table).getAllByText(text);
    // sheets with their row numbers
    expect(cells('Розничные товары, строка 2')).toHaveLength(1);
    expect(cells('Оптовые товары, строка 3')).toHaveLength(1);
    expect(cells('Оптовые товары, строка 4')).toHaveLength(1);
    // a changed product: texts and figures old → new
    expect(cells('Название: Кружка → Кружка керамическая')).toHaveLength(1);
    expect(cells('Мин. цена: 300,00 руб. → 350,00 руб.')).toHaveLength(1);
    expect(cells('С НДС: Нет → Да')).toHaveLength(1);
    expect(cells('Количество: 10 → 12')).toHaveLength(1);
    // a new product: only the new values
    expect(cells('Название: Куртка')).toHaveLength(1);
    expect(cells('Категория: Одежда / Верхняя / Куртки')).toHaveLength(1);
    expect(cells('Единица измерения: шт.')).toHaveLength(1);
    expect(cells('Цена: 4 990,00 руб.')).toHaveLength(1);
    expect(cells('Скидка: 5 %')).toHaveLength(1);
    expect(cells('Вес, кг: 0,75')).toHaveLength(1);
    expect(cells('Свойства: Цвет: красный; Размер: M')).toHaveLength(1);
    const description = within(table).getByText(/^Описание: /).textContent ?? '';
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual('Описание: '.length + 80);
    expect(LONG_DESCRIPTION.startsWith(description.slice('Описание: '.length, -1))).toBe(true);
    // errors with their field
    expect(cells('Товар: Вариант 2: цена за единицу должна быть больше 0')).toHaveLength(1);
    expect(cells('Единица измерения: Единица измерения «мешок» не найдена')).toHaveLength(1);
    // a new product has no form to link to; a changed one has
    expect(within(table).queryByRole('link', { name: 'Куртка' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Кружка' }).getAttribute('href')).toBe(
      '/products/edit/205',
    );
    expect(screen.getByRole('button', { name: 'Применить' }).hasAttribute('disabled')).toBe(false);
  }, 20_000);

  it("filters the rows to 'Будут созданы' (action create)", async () => {
    const calls = stubImportApi({
      'ProductImport/GetImport': () => productsJob(),
      'ProductImport/GetImportRows': (call) =>
        rowsPage(
          (call.json as { action: string | null }).action === 'create'
            ? productRows.filter((row) => row.action === 'create')
            : productRows,
        ),
    });
    const page = renderImportPage('/products/import?import=7');
    const table = await screen.findByRole('table', { name: 'Строки файла' }, SLOW);
    await within(table).findByText('Розничные товары, строка 2', {}, SLOW);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Строки' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Будут созданы' }, SLOW));

    await waitFor(() => expect(within(table).queryByText('Розничные товары, строка 2')).toBeNull(), SLOW);
    expect(within(table).getByText('Оптовые товары, строка 3')).toBeTruthy();
    const asked = calls.filter((call) => call.path === 'ProductImport/GetImportRows').at(-1)!;
    expect(asked.json).toEqual({ importId: 7, action: 'create', pagination: { page: 1, pageSize: 20 } });
    expect(new URL(page.location(), 'http://x').searchParams.get('filter')).toBe('{"action":"create"}');
  }, 20_000);

  it("applies an import that only creates: 'Применить' is on", async () => {
    stubImportApi({
      'ProductImport/GetImport': () =>
        productsJob({ counts: { create: 1, update: 0, unchanged: 4, errors: 0 } }),
      'ProductImport/GetImportRows': () => rowsPage(productRows.slice(1, 2)),
    });
    renderImportPage('/products/import?import=7');
    const apply = await screen.findByRole('button', { name: 'Применить' }, SLOW);
    await screen.findByText('Будет создано 1', {}, SLOW);
    expect(apply.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('В импорте нет изменений')).toBeNull();
  }, 15_000);

  it('downloads the products template and every product with kind=products', async () => {
    const saved = catchDownloads();
    const calls = stubImportApi({
      'ProductImport/Template': (call) =>
        fileReply('x', `Шаблон товаров.${call.url.searchParams.get('format')}`),
      'ProductImport/Export': (call) => fileReply('x', `Товары.${call.url.searchParams.get('format')}`),
    });
    renderImportPage();
    const group = await screen.findByRole('group', { name: 'Товары целиком' }, SLOW);
    expect(within(group).getByText(/Новые товары создаются черновиками/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Цены и остатки' })).toBeTruthy();

    // one download at a time: each button waits for the last file
    for (const name of [
      'Скачать шаблон товаров (.xlsx)',
      'Скачать шаблон товаров (.csv)',
      'Выгрузить все товары (.xlsx)',
      'Выгрузить все товары (.csv)',
    ]) {
      const button = within(group).getByRole('button', { name });
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
      fireEvent.click(button);
    }
    await waitFor(() => expect(saved).toHaveLength(4));
    expect(saved).toEqual(['Шаблон товаров.xlsx', 'Шаблон товаров.csv', 'Товары.xlsx', 'Товары.csv']);

    const files = calls.filter((call) =>
      ['ProductImport/Template', 'ProductImport/Export'].includes(call.path),
    );
    expect(files.map((call) => [call.method, call.path, query(call.url)])).toEqual([
      ['GET', 'ProductImport/Template', { kind: 'products', format: 'xlsx' }],
      ['GET', 'ProductImport/Template', { kind: 'products', format: 'csv' }],
      ['GET', 'ProductImport/Export', { kind: 'products', format: 'xlsx', productTypeId: '' }],
      ['GET', 'ProductImport/Export', { kind: 'products', format: 'csv', productTypeId: '' }],
    ]);
  }, 20_000);

  it('names a file the server left unnamed after the products template', async () => {
    const saved = catchDownloads();
    stubImportApi({
      'ProductImport/Template': () =>
        new Response('x', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    renderImportPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Скачать шаблон товаров (.csv)' }, SLOW));
    await waitFor(() => expect(saved).toEqual(['shablon-tovary.csv']));
  }, 15_000);

  it('undoes a products import: says what an undo does, then how many options came back and products went', async () => {
    const applied = productsJob({ id: 9, status: 'applied', appliedAt: '2026-11-20T09:35:00Z' });
    const calls = stubImportApi({
      'ProductImport/GetImports': () => ({ results: [applied], pageCount: 1, rowCount: 1 }),
      'ProductImport/Undo': () => ({
        restored: 2,
        removed: 3,
        kept: [{ productId: 205, productName: 'Кружка керамическая' }],
      }),
    });
    renderImportPage();
    const table = await screen.findByRole('table', { name: 'История импорта' }, SLOW);
    await within(table).findByText('товары.xlsx', {}, SLOW);
    expect(within(table).getByText('Товары целиком')).toBeTruthy();
    expect(within(table).getByText('Создано 2, изменено 1, без изменений 0, ошибок 1')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Отменить импорт' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Товары, созданные импортом, будут удалены/).textContent).toContain(
      'Товары, изменённые после импорта, останутся как есть.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить импорт' }));

    await screen.findByText(
      'Импорт отменён: восстановлено вариантов товаров 2, удалено созданных товаров 3',
      {},
      SLOW,
    );
    expect(
      screen.getByText('Товары изменены после импорта и оставлены как есть: «Кружка керамическая»'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === 'ProductImport/Undo')!.url.searchParams.get('importId')).toBe(
      '9',
    );
  }, 20_000);

  it('says nothing of removed products when the undo removed none', async () => {
    stubImportApi({
      'ProductImport/GetImports': () => ({
        results: [job({ id: 5, status: 'applied', kind: 'products' })],
        pageCount: 1,
        rowCount: 1,
      }),
      'ProductImport/Undo': () => ({ restored: 4, removed: 0, kept: [] }),
    });
    renderImportPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить импорт' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить импорт' }));
    await screen.findByText('Импорт отменён: восстановлено вариантов товаров 4', {}, SLOW);
    expect(screen.queryByText(/удалено созданных товаров/)).toBeNull();
  }, 15_000);
});
