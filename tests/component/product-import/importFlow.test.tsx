import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inTurn, job, renderImportPage, rowsPage, SLOW, stubImportApi } from './importHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const INPUT = 'Файл для импорта (.xlsx или .csv)';

describe('/products/import: upload, check, result', () => {
  it('uploads the file, shows the check running, then the counts and the rows with old → new', async () => {
    const calls = stubImportApi({
      'ProductImport/Upload': () => job({ status: 'checking', progress: { done: 0, total: 0 } }),
      'ProductImport/GetImport': inTurn(
        job({ status: 'checking', progress: { done: 500, total: 1200 } }),
        job({ status: 'checking', progress: { done: 1000, total: 1200 } }),
        job(),
      ),
      'ProductImport/GetImportRows': () => rowsPage(),
    });
    const page = renderImportPage('/products/import?kind=prices');
    const input = await screen.findByLabelText(INPUT, {}, SLOW);
    expect(screen.getByRole('radio', { name: 'Цены и остатки' })).toHaveProperty('checked', true);
    const file = new File(['Артикул;Цена, руб.\nPRF-800;1150,50'], 'цены.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });

    const bar = await screen.findByRole('progressbar', { name: 'Ход импорта' }, SLOW);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('42'));
    expect(screen.getByText('Проверяется: 500 из 1 200 строк')).toBeTruthy();
    expect(page.location()).toBe('/products/import?import=7&kind=prices');

    const upload = calls.find((call) => call.path === 'ProductImport/Upload')!;
    expect(upload.method).toBe('POST');
    expect(upload.form?.get('kind')).toBe('prices');
    const sent = upload.form?.get('File');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('цены.csv');

    await screen.findByText('Будет изменено 2', {}, SLOW);
    expect(screen.getByText('Будет создано 0')).toBeTruthy();
    expect(screen.getByText('Что загружено: Цены и остатки')).toBeTruthy();
    expect(screen.getByText('Без изменений 1')).toBeTruthy();
    expect(screen.getByText('Ошибок 1')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Ход импорта' })).toBeNull();

    const table = await screen.findByRole('table', { name: 'Строки файла' }, SLOW);
    expect(within(table).getByText('Цена: 1 200,00 руб. → 1 150,50 руб.')).toBeTruthy();
    expect(within(table).getByText('Количество: 40 → 35')).toBeTruthy();
    expect(within(table).getByText('Скидка: 0 % → 15 %')).toBeTruthy();
    expect(within(table).getByText('Артикул «NOPE-1» не найден в магазине')).toBeTruthy();
    const link = within(table).getByRole('link', { name: 'Перфоратор SDS-plus 800 Вт' });
    expect(link.getAttribute('href')).toBe('/products/edit/101');

    const polls = calls.filter((call) => call.path === 'ProductImport/GetImport');
    expect(polls.length).toBeGreaterThanOrEqual(3);
    for (const poll of polls) {
      expect(poll.method).toBe('GET');
      expect(poll.url.searchParams.get('importId')).toBe('7');
    }
    // settled: no more polling
    const settledPolls = polls.length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(calls.filter((call) => call.path === 'ProductImport/GetImport')).toHaveLength(settledPolls);

    const rowsCall = calls.find((call) => call.path === 'ProductImport/GetImportRows')!;
    expect(rowsCall.method).toBe('POST');
    expect(rowsCall.json).toEqual({ importId: 7, action: null, pagination: { page: 1, pageSize: 20 } });
  }, 20_000);

  it('comes back to an import from the URL and filters its rows by action', async () => {
    const calls = stubImportApi({
      'ProductImport/GetImport': () => job(),
      'ProductImport/GetImportRows': () => rowsPage([]),
    });
    const filter = encodeURIComponent(JSON.stringify({ action: 'error' }));
    renderImportPage(`/products/import?import=7&filter=${filter}`);
    await screen.findByText('Будет изменено 2', {}, SLOW);
    await screen.findByText('Строк не найдено', {}, SLOW);
    const rowsCall = calls.find((call) => call.path === 'ProductImport/GetImportRows')!;
    expect(rowsCall.json).toEqual({ importId: 7, action: 'error', pagination: { page: 1, pageSize: 20 } });
    expect(calls.some((call) => call.path === 'ProductImport/Upload')).toBe(false);
  }, 15_000);

  it("shows the server's refusal of a file, and refuses another kind of file without a call", async () => {
    const calls = stubImportApi({
      'ProductImport/Upload': () => ({ status: -1, errorMessage: 'В файле нет столбца «Артикул»' }),
    });
    renderImportPage();
    const input = await screen.findByLabelText(INPUT, {}, SLOW);
    fireEvent.change(input, { target: { files: [new File(['x'], 'цены.xlsx')] } });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Файл не принят');
    expect(alert.textContent).toContain('В файле нет столбца «Артикул»');

    fireEvent.change(input, { target: { files: [new File(['x'], 'цены.pdf')] } });
    await screen.findByText('Загрузите файл .xlsx или .csv');
    expect(calls.filter((call) => call.path === 'ProductImport/Upload')).toHaveLength(1);
  }, 15_000);

  it("names an import that is not the seller's", async () => {
    stubImportApi({ 'ProductImport/GetImport': () => ({ status: -1, errorMessage: 'Импорт не найден' }) });
    renderImportPage('/products/import?import=8');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Не удалось открыть импорт');
    expect(alert.textContent).toContain('Импорт не найден');
  }, 15_000);

  it('says why a check failed', async () => {
    stubImportApi({
      'ProductImport/GetImport': () =>
        job({ status: 'failed', errorMessage: 'В файле нет строк с товарами' }),
    });
    renderImportPage('/products/import?import=7');
    await screen.findByText('Проверка файла не удалась', {}, SLOW);
    expect(screen.getByText('В файле нет строк с товарами')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Применить' })).toBeNull();
  }, 15_000);
});
