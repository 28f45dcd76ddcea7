import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { inTurn, job, renderImportPage, rowsPage, SLOW, stubImportApi } from './importHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/products/import: Применить', () => {
  it('applies a checked import, polls it to applied and says so', async () => {
    const calls = stubImportApi({
      'ProductImport/GetImport': inTurn(
        job(),
        job({ status: 'applying', progress: { done: 1, total: 2 } }),
        job({ status: 'applied', appliedAt: '2026-11-20T09:35:00.000Z' }),
      ),
      'ProductImport/GetImportRows': () => rowsPage(),
      'ProductImport/Apply': () => job({ status: 'applying', progress: { done: 0, total: 2 } }),
    });
    renderImportPage('/products/import?import=7');
    const apply = await screen.findByRole('button', { name: 'Применить' }, SLOW);
    await waitFor(() => expect(apply.hasAttribute('disabled')).toBe(false));
    fireEvent.click(apply);

    await screen.findByText('Изменения применены', {}, SLOW);
    expect(screen.getAllByText('Применён').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Применить' })).toBeNull();

    const sent = calls.filter((call) => call.path === 'ProductImport/Apply');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url.searchParams.get('importId')).toBe('7');
    // applied: the history is asked again
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'ProductImport/GetImports').length).toBeGreaterThan(1),
    );
    expect(calls.find((call) => call.path === 'ProductImport/GetImports')!.json).toEqual({
      pagination: { page: 1, pageSize: 10 },
    });
  }, 20_000);

  it('is off when the check found nothing to change', async () => {
    stubImportApi({
      'ProductImport/GetImport': () => job({ counts: { create: 0, update: 0, unchanged: 3, errors: 0 } }),
      'ProductImport/GetImportRows': () => rowsPage([]),
    });
    renderImportPage('/products/import?import=7');
    const apply = await screen.findByRole('button', { name: 'Применить' }, SLOW);
    expect(apply.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('В импорте нет изменений')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Скачать строки с ошибками/ })).toBeNull();
  }, 15_000);

  it("shows the server's refusal of an apply", async () => {
    stubImportApi({
      'ProductImport/GetImport': () => job(),
      'ProductImport/GetImportRows': () => rowsPage(),
      'ProductImport/Apply': () => ({ status: -1, errorMessage: 'В импорте нет изменений' }),
    });
    renderImportPage('/products/import?import=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Применить' }, SLOW));
    await screen.findByText('В импорте нет изменений', {}, SLOW);
  }, 15_000);
});
