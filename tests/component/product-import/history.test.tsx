import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { job, renderImportPage, SLOW, stubImportApi } from './importHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const applied = job({
  id: 5,
  fileName: 'остатки-ноябрь.xlsx',
  status: 'applied',
  appliedAt: '2026-11-20T09:35:00Z',
});
const undone = job({ id: 4, fileName: 'цены-октябрь.csv', status: 'undone' });

describe('/products/import: the history', () => {
  it('lists the imports and undoes an applied one after a confirmation, naming the kept products', async () => {
    const calls = stubImportApi({
      'ProductImport/GetImports': () => ({ results: [applied, undone], pageCount: 1, rowCount: 2 }),
      'ProductImport/Undo': () => ({
        restored: 3,
        kept: [
          { productId: 101, productName: 'Перфоратор' },
          { productId: 102, productName: 'Дрель' },
        ],
      }),
    });
    renderImportPage();
    const table = await screen.findByRole('table', { name: 'История импорта' }, SLOW);
    await within(table).findByText('остатки-ноябрь.xlsx', {}, SLOW);
    expect(within(table).getAllByText('20.11.2026 12:30 МСК')).toHaveLength(2);
    expect(within(table).getAllByText('Ирина Волкова')).toHaveLength(2);
    expect(within(table).getAllByText('Создано 0, изменено 2, без изменений 1, ошибок 1')).toHaveLength(2);
    expect(within(table).getAllByText('Цены и остатки')).toHaveLength(2);
    expect(within(table).getByText('Применён')).toBeTruthy();
    expect(within(table).getByText('Отменён')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'остатки-ноябрь.xlsx' }).getAttribute('href')).toBe(
      '/products/import?import=5',
    );
    const undoButtons = within(table).getAllByRole('button', { name: 'Отменить импорт' });
    expect(undoButtons).toHaveLength(1);

    fireEvent.click(undoButtons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Отменить импорт «остатки-ноябрь.xlsx»?')).toBeTruthy();
    expect(within(dialog).getByText(/^Цены, скидки и количества, изменённые импортом/)).toBeTruthy();
    expect(calls.some((call) => call.path === 'ProductImport/Undo')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить импорт' }));

    await screen.findByText('Импорт отменён: восстановлено вариантов товаров 3', {}, SLOW);
    expect(
      screen.getByText('Товары изменены после импорта и оставлены как есть: «Перфоратор», «Дрель»'),
    ).toBeTruthy();
    const undo = calls.find((call) => call.path === 'ProductImport/Undo')!;
    expect(undo.method).toBe('POST');
    expect(undo.url.searchParams.get('importId')).toBe('5');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'ProductImport/GetImports').length).toBeGreaterThan(1),
    );
  }, 20_000);

  it("shows the server's refusal of an undo", async () => {
    stubImportApi({
      'ProductImport/GetImports': () => ({ results: [applied], pageCount: 1, rowCount: 1 }),
      'ProductImport/Undo': () => ({ status: -1, errorMessage: 'Импорт уже отменён' }),
    });
    renderImportPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить импорт' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить импорт' }));
    await screen.findByText('Импорт уже отменён', {}, SLOW);
  }, 15_000);

  it('a server without imports shows an empty history', async () => {
    stubImportApi({ 'ProductImport/GetImports': () => ({ status: -1 }) });
    renderImportPage();
    await screen.findByText('Применённых импортов пока нет', {}, SLOW);
  }, 15_000);
});
