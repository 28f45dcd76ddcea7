import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SearchOptimizationRow } from '../../../contract';
import { M, page, renderShell, stubApi, type ApiCall } from './promotionsHarness';

// the first render loads the shell's lazy chunks: slow on the shared 2-core machine
vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (overrides: Partial<SearchOptimizationRow> = {}): SearchOptimizationRow => ({
  productId: 31,
  name: 'Дрель-шуруповёрт 18 В',
  categoryName: 'Электроинструмент',
  position: 4,
  of: 9,
  score: 48,
  factors: { rating: 0.9, reviews: 0.3, highlighted: 0, top: 0, freeDelivery: 1, completeness: 0.5 },
  suggestions: ['addReviews', 'buyHighlight', 'buyTop', 'completeCard'],
  ...overrides,
});

/** The query of a GetSearchOptimization call, as sent on the wire. */
const wireQuery = (call: ApiCall | undefined) => Object.fromEntries(call?.url.searchParams ?? []);
const optimizationCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === `${M}GetSearchOptimization`);

describe('/marketing/optimization-for-marketing', () => {
  it('shows score, place in the category, factor bars and suggestions linking to their screens', async () => {
    const calls = stubApi({
      [`${M}GetSearchOptimization`]: () =>
        page([
          row(),
          row({
            productId: 32,
            name: 'Перфоратор SDS-plus 800 Вт',
            position: 1,
            of: 9,
            score: 100,
            suggestions: [],
          }),
        ]),
    });
    renderShell('/marketing/optimization-for-marketing');
    const table = await screen.findByRole('table', { name: 'Выдача товаров' }, { timeout: 20_000 });
    const [call] = optimizationCalls(calls);
    expect(call?.method).toBe('GET');
    expect(wireQuery(call)).toEqual({ page: '1', pageSize: '10' });
    expect(call?.json).toBeNull();
    const first = within(table).getByText('Дрель-шуруповёрт 18 В').closest('tr') as HTMLElement;
    expect(within(first).getByText('48 из 100')).toBeTruthy();
    expect(within(first).getByText('4 из 9')).toBeTruthy();
    expect(within(first).getByText('Электроинструмент')).toBeTruthy();
    expect(
      within(first).getByRole('progressbar', { name: 'Отзывы: 30%' }).getAttribute('aria-valuenow'),
    ).toBe('30');
    const link = (name: string) => within(first).getByRole('link', { name }).getAttribute('href');
    expect(link('Выделите товар меткой')).toBe('/marketing/highlights/add?productId=31');
    expect(link('Поднимите товар в топ')).toBe('/marketing/top/add?productId=31');
    expect(link('Заполните карточку: описание, 3 фото, вес и размеры, теги')).toBe('/products/edit/31');
    expect(link('Соберите больше отзывов (10 и больше)')).toBe('/reviews');
    const second = within(table).getByText('Перфоратор SDS-plus 800 Вт').closest('tr') as HTMLElement;
    expect(within(second).getByText('Всё в порядке')).toBeTruthy();
    expect(within(second).getByText('1 из 9')).toBeTruthy();
  });

  it('asks the server for one page of 10; page 2 asks for page 2 and the pager counts rowCount', async () => {
    const all = Array.from({ length: 23 }, (_, i) => row({ productId: 100 + i, name: `Товар ${i + 1}` }));
    const calls = stubApi({
      [`${M}GetSearchOptimization`]: ({ url }) => {
        const asked = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('pageSize'));
        return page(all.slice((asked - 1) * size, asked * size), all.length, Math.ceil(all.length / size));
      },
    });
    renderShell('/marketing/optimization-for-marketing');
    const table = await screen.findByRole('table', { name: 'Выдача товаров' }, { timeout: 20_000 });
    expect(optimizationCalls(calls).map(wireQuery)).toEqual([{ page: '1', pageSize: '10' }]);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Товар 10')).toBeTruthy();
    expect(within(table).queryByText('Товар 11')).toBeNull();
    // 23 rows: three pages
    expect(screen.getByRole('button', { name: 'Страница 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Страница 4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await within(table).findByText('Товар 11')).toBeTruthy();
    expect(within(table).getByText('Товар 20')).toBeTruthy();
    expect(within(table).queryByText('Товар 1')).toBeNull();
    expect(within(table).queryByText('Товар 21')).toBeNull();
    expect(optimizationCalls(calls).map(wireQuery)).toEqual([
      { page: '1', pageSize: '10' },
      { page: '2', pageSize: '10' },
    ]);
  });

  it('opens the page of `?page=` in the URL; a page past the last one goes to the last one', async () => {
    const all = Array.from({ length: 12 }, (_, i) => row({ productId: 100 + i, name: `Товар ${i + 1}` }));
    const calls = stubApi({
      [`${M}GetSearchOptimization`]: ({ url }) => {
        const asked = Number(url.searchParams.get('page'));
        return page(all.slice((asked - 1) * 10, asked * 10), all.length, 2);
      },
    });
    renderShell('/marketing/optimization-for-marketing?page=5');
    const table = await screen.findByRole('table', { name: 'Выдача товаров' }, { timeout: 20_000 });
    expect(await within(table).findByText('Товар 12')).toBeTruthy();
    expect(within(table).queryByText('Товар 1')).toBeNull();
    expect(optimizationCalls(calls).map(wireQuery)).toEqual([
      { page: '5', pageSize: '10' },
      { page: '2', pageSize: '10' },
    ]);
  });

  it('shows the empty state when the seller has no published product', async () => {
    stubApi({ [`${M}GetSearchOptimization`]: () => page([], 0, 1) });
    renderShell('/marketing/optimization-for-marketing');
    expect(await screen.findByText('Нет опубликованных товаров', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Выдача товаров' })).toBeNull();
  });
});
