import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderImportPage, SLOW, stubImportApi } from './importHarness';

/** Every call of the import is ours: a reply may carry nothing but the ids (README issue 26). */

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BROKEN = ['undefined', 'NaN', 'null', '%{', '[object Object]'];

function expectCleanText(): void {
  const text = document.body.textContent ?? '';
  for (const word of BROKEN) expect(text).not.toContain(word);
}

describe('/products/import with replies that carry only ids', () => {
  it('renders an import, its rows and the history without broken words', async () => {
    stubImportApi({
      'ProductImport/GetImport': () => ({ id: 7, status: 'checked' }),
      'ProductImport/GetImportRows': () => ({
        results: [{ rowNumber: 2 }, { rowNumber: 3, changes: [{}], errors: [{}] }],
      }),
      'ProductImport/GetImports': () => ({ results: [{ id: 3, status: 'applied' }] }),
    });
    renderImportPage('/products/import?import=7');
    await screen.findByText('Будет изменено ----', {}, SLOW);
    await screen.findByRole('table', { name: 'Строки файла' }, SLOW);
    await screen.findByRole('table', { name: 'История импорта' }, SLOW);
    expect(screen.getByText('Файл «----»')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Применить' }).hasAttribute('disabled')).toBe(true);
    expectCleanText();
  }, 15_000);

  it('reads a status it does not know as a failure and says what it got', async () => {
    stubImportApi({ 'ProductImport/GetImport': () => ({ id: 7, status: 'paused', progress: 'half' }) });
    renderImportPage('/products/import?import=7');
    await screen.findByText('Сервер сообщил неизвестное состояние импорта «paused»', {}, SLOW);
    expect(screen.getByText('Проверка файла не удалась')).toBeTruthy();
    expectCleanText();
  }, 15_000);

  it('shows a running import without a total as an indeterminate bar', async () => {
    stubImportApi({ 'ProductImport/GetImport': () => ({ id: 7, status: 'checking' }) });
    renderImportPage('/products/import?import=7');
    const bar = await screen.findByRole('progressbar', { name: 'Ход импорта' }, SLOW);
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(screen.getByText('Проверяется…')).toBeTruthy();
    expectCleanText();
  }, 15_000);
});
