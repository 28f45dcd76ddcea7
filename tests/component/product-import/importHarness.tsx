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
