import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SearchOptimizationRow } from '../../../contract';
import { M, renderShell, stubApi } from './promotionsHarness';

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

describe('/marketing/optimization-for-marketing', () => {
  it('shows score, place in the category, factor bars and suggestions linking to their screens', async () => {
    const calls = stubApi({
      [`${M}GetSearchOptimization`]: () => [
        row(),
        row({
          productId: 32,
          name: 'Перфоратор SDS-plus 800 Вт',
          position: 1,
          of: 9,
          score: 100,
          suggestions: [],
        }),
      ],
    });
    renderShell('/marketing/optimization-for-marketing');
    const table = await screen.findByRole('table', { name: 'Выдача товаров' }, { timeout: 20_000 });
    expect(calls.find((c) => c.path === `${M}GetSearchOptimization`)?.method).toBe('GET');
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

  it('shows 10 products a page; the pager shows the rest', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => row({ productId: 100 + i, name: `Товар ${i + 1}` }));
    stubApi({ [`${M}GetSearchOptimization`]: () => rows });
    renderShell('/marketing/optimization-for-marketing');
    const table = await screen.findByRole('table', { name: 'Выдача товаров' }, { timeout: 20_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('Товар 10')).toBeTruthy();
    expect(within(table).queryByText('Товар 11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await within(table).findByText('Товар 12')).toBeTruthy();
    expect(within(table).queryByText('Товар 1')).toBeNull();
  });
});
