import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  job,
  productRows,
  productsJob,
  renderImportPage,
  rowsPage,
  SLOW,
  stubImportApi,
} from './importHarness';
import { stubPhoneMedia } from '../phoneMedia';

beforeEach(() => {
  sessionStorage.clear();
  stubPhoneMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/products/import on a phone', () => {
  it('shows the rows and the history as cards, not tables', async () => {
    stubImportApi({
      'ProductImport/GetImport': () => job(),
      'ProductImport/GetImportRows': () => rowsPage(),
      'ProductImport/GetImports': () => ({
        results: [job({ id: 5, status: 'applied' })],
        pageCount: 1,
        rowCount: 1,
      }),
    });
    renderImportPage('/products/import?import=7');
    await screen.findByText('Цена: 1 200,00 руб. → 1 150,50 руб.', {}, SLOW);
    expect(screen.getByText('Строка 2 · PRF-800')).toBeTruthy();
    await screen.findByText('20.11.2026 12:30 МСК · Автор: Ирина Волкова', {}, SLOW);
    expect(screen.getByRole('button', { name: 'Отменить импорт' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  }, 15_000);
});

describe('/products/import on a phone: whole products', () => {
  it('names a row of a sheet with its sheet, and the kind of each import', async () => {
    stubImportApi({
      'ProductImport/GetImport': () => productsJob(),
      'ProductImport/GetImportRows': () => rowsPage(productRows),
      'ProductImport/GetImports': () => ({
        results: [productsJob({ id: 5, status: 'applied' })],
        pageCount: 1,
        rowCount: 1,
      }),
    });
    renderImportPage('/products/import?import=7');
    await screen.findByText('Оптовые товары, строка 3 · JKT-1', {}, SLOW);
    expect(screen.getByText('Название: Куртка')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Что загружаете' })).toBeTruthy();
    await screen.findByText('Создано 2, изменено 1, без изменений 0, ошибок 1', {}, SLOW);
    expect(screen.getAllByText('Товары целиком').length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  }, 15_000);
});
