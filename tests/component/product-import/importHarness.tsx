import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { memoryStore, TestMemoryRouter } from 'react-admin';
import type { ImportJob, ImportRow } from '../../../contract';
import { ShellAdmin } from '../../../src/layout/ShellAdmin';
import { stubApiByPath, type ApiCall, type Handler } from '../pathStub';
import { demoInfo, demoSeller, demoStatistics } from '../shell/shellHarness';

/** /products/import through the whole stack: page -> dataProvider -> src/api -> a stubbed fetch. */

export type { ApiCall, Handler, Reply } from '../pathStub';

/** Stubs fetch (`stubApiByPath`) with the shell's calls beside the page's; every call is recorded. */
export function stubImportApi(handlers: Record<string, Handler>): ApiCall[] {
  return stubApiByPath({
    'User/GetDashboardStatistics': () => demoStatistics,
    'MarketSeller/GetDashboardInfo': () => demoInfo,
    'User/SetFirstVisitStatus': () => true,
    'ProductImport/GetImports': () => ({ results: [], pageCount: 1, rowCount: 0 }),
    ...handlers,
  });
}

/** Answers the given replies in turn, then keeps answering the last (a polled import). */
export function inTurn(...replies: unknown[]): Handler {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)];
}

/** A file reply as the server sends it. */
export const fileReply = (text: string, fileName: string) =>
  new Response(text, {
    status: 200,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });

/** Records the files the page saves (their names) instead of letting the browser download them. */
export function catchDownloads(): string[] {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:import');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

export function job(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 7,
    kind: 'prices',
    fileName: 'цены.xlsx',
    status: 'checked',
    progress: { done: 3, total: 3 },
    counts: { create: 0, update: 2, unchanged: 1, errors: 1 },
    createdAt: '2026-11-20T09:30:00.000Z',
    appliedAt: null,
    undoneAt: null,
    authorName: 'Ирина Волкова',
    errorMessage: null,
    ...overrides,
  };
}

export const rows: ImportRow[] = [
  {
    rowNumber: 2,
    vendorCode: 'PRF-800',
    productId: 101,
    productName: 'Перфоратор SDS-plus 800 Вт',
    action: 'update',
    changes: [
      { field: 'priceForOne', old: 1200, new: 1150.5 },
      { field: 'quantityForSale', old: 40, new: 35 },
    ],
    errors: [],
  },
  {
    rowNumber: 3,
    vendorCode: 'DRL-1',
    productId: 102,
    productName: 'Дрель ударная',
    action: 'update',
    changes: [{ field: 'discount', old: 0, new: 15 }],
    errors: [],
  },
  {
    rowNumber: 4,
    vendorCode: 'NOPE-1',
    productId: null,
    productName: null,
    action: 'error',
    changes: [],
    errors: [{ field: 'file', message: 'Артикул «NOPE-1» не найден в магазине' }],
  },
];

/** A long description, cut to 80 characters on the page. */
export const LONG_DESCRIPTION =
  'Тёплая зимняя куртка с капюшоном и мембраной: не продувается, не промокает, держит тепло до минус тридцати градусов.';

/** A `products` import of an .xlsx with two sheets: new products, a changed one, an error of a product. */
export const productRows: ImportRow[] = [
  {
    sheet: 'Розничные товары',
    rowNumber: 2,
    vendorCode: 'MUG-1',
    productId: 205,
    productName: 'Кружка',
    action: 'update',
    changes: [
      { field: 'productName', old: 'Кружка', new: 'Кружка керамическая' },
      { field: 'minPrice', old: 300, new: 350 },
      { field: 'withNDS', old: 'Нет', new: 'Да' },
      { field: 'quantityForSale', old: 10, new: 12 },
    ],
    errors: [],
  },
  {
    sheet: 'Оптовые товары',
    rowNumber: 3,
    vendorCode: 'JKT-1',
    productId: null,
    productName: 'Куртка',
    action: 'create',
    changes: [
      { field: 'productName', old: null, new: 'Куртка' },
      { field: 'category', old: null, new: 'Одежда / Верхняя / Куртки' },
      { field: 'measureUnit', old: null, new: 'шт.' },
      { field: 'priceForOne', old: null, new: 4990 },
      { field: 'discount', old: null, new: 5 },
      { field: 'weight', old: null, new: 0.75 },
      { field: 'productDescription', old: null, new: LONG_DESCRIPTION },
      { field: 'productProperties', old: null, new: 'Цвет: красный; Размер: M' },
    ],
    errors: [],
  },
  {
    sheet: 'Оптовые товары',
    rowNumber: 4,
    vendorCode: 'BAG-1',
    productId: null,
    productName: 'Сумка',
    action: 'error',
    changes: [],
    errors: [
      { field: 'product', message: 'Вариант 2: цена за единицу должна быть больше 0' },
      { field: 'measureUnit', message: 'Единица измерения «мешок» не найдена' },
    ],
  },
];

/** A `products` import checked: two products to create, one to change. */
export const productsJob = (overrides: Partial<ImportJob> = {}): ImportJob =>
  job({
    kind: 'products',
    fileName: 'товары.xlsx',
    counts: { create: 2, update: 1, unchanged: 0, errors: 1 },
    ...overrides,
  });

export const rowsPage = (results: ImportRow[] = rows) => ({
  results,
  pageCount: 1,
  rowCount: results.length,
});

export interface RenderedPage {
  /** The current path and query of the memory router. */
  location: () => string;
}

/** Renders the shell at `path`, keeping the router's whole location (path and query). */
export function renderImportPage(path = '/products/import'): RenderedPage {
  localStorage.setItem('sellerAccessToken', 'access-1');
  let location = path;
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => {
        location = `${l.pathname}${l.search}`;
      }}
    >
      <ShellAdmin user={demoSeller} store={memoryStore()} />
    </TestMemoryRouter>,
  );
  return { location: () => location };
}

export const SLOW = { timeout: 8000 };
