import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlySpecFields } from '../../../server/specOnly/index';
import { specVocabulary } from '../../../server/specOnly/vocabulary';
import { banner, positions, days } from '../banners/bannersHarness';
import {
  highlightCandidate,
  highlightPeriods,
  M,
  page,
  promotionRow,
  renderShell,
  stubApi,
  topCandidate,
  topPeriods,
  type ApiCall,
} from '../promotions/promotionsHarness';

/**
 * Issue 26: the marketing pages against a server that sends only what the specification names.
 * Each reply of ours goes through the spec-only mode's own filter (server/specOnly), and our calls
 * (GetPayment, GetSearchOptimization) answer -1 as that mode does. No page may show the error
 * page, `undefined`, `NaN`, `null` or an unfilled `%{`.
 */

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 20_000 };
const ERROR_PAGE_TEXT = 'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!';
const NOT_IN_SPEC = { status: -1, errorMessage: 'Not in the specification' };

const vocabulary = specVocabulary('Market');

/** The stub with every marketing reply cut down to the spec's field names. */
function stubSpecOnly(replies: Record<string, (call: ApiCall) => unknown>) {
  const cut = Object.fromEntries(
    Object.entries(replies).map(([path, reply]) => [
      path,
      (call: ApiCall) => onlySpecFields(reply(call), vocabulary),
    ]),
  );
  return stubApi({
    [`${M}GetPayment`]: () => NOT_IN_SPEC,
    [`${M}GetSearchOptimization`]: () => NOT_IN_SPEC,
    ...cut,
  });
}

function expectCleanPage() {
  const text = document.body.textContent ?? '';
  expect(text).not.toContain(ERROR_PAGE_TEXT);
  expect(text).not.toMatch(/undefined|NaN|null|%\{/);
}

const coupon = {
  id: 41,
  code: 'WELCOME-10',
  discountType: 1,
  discountValue: 10,
  minOrderAmount: 0,
  validFrom: '2026-03-01',
  validTo: '2099-04-30',
  usageLimit: null,
  usageCount: 37,
  marketType: 1,
  productIds: [],
  categoryIds: [],
  isActive: true,
  status: 'active',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('marketing pages against spec-only replies', () => {
  it('/marketing/coupons: the rows show their status, the figures of ours read ----', async () => {
    stubSpecOnly({ [`${M}GetCoupones`]: () => page([coupon, { ...coupon, id: 40, status: 'disabled' }]) });
    renderShell('/marketing/coupons');
    const table = await screen.findByRole('table', { name: 'Купоны' }, T);
    expect(await within(table).findByText('Активен', {}, T)).toBeTruthy();
    expect(within(table).getByText('Отключён')).toBeTruthy();
    expect(within(table).getAllByText('----').length).toBeGreaterThan(5);
    expectCleanPage();
  }, 40_000);

  it('/marketing/banners: position, days and price are shown; link, status and the rest ----', async () => {
    stubSpecOnly({ [`${M}GetBanners`]: () => page([banner()]) });
    renderShell('/marketing/banners');
    const table = await screen.findByRole('table', { name: 'Мои баннеры' }, T);
    expect(await within(table).findByText('Главная — верх', {}, T)).toBeTruthy();
    expect(within(table).getByText('01.12.2026 – 07.12.2026')).toBeTruthy();
    expect(within(table).getByText('8 000,00 руб.')).toBeTruthy();
    expect(within(table).getAllByText('----').length).toBeGreaterThan(0);
    expectCleanPage();
  }, 40_000);

  it('/marketing/banners?paymentId=: GetPayment is not there, the outcome is said to be unknown', async () => {
    stubSpecOnly({ [`${M}GetBanners`]: () => page([banner()]) });
    const shell = renderShell('/marketing/banners?paymentId=Xy7_abcdefghijklmnopqrst');
    expect(
      await screen.findByText('Не удалось узнать итог оплаты. Статус баннера виден в списке ниже.', {}, T),
    ).toBeTruthy();
    await screen.findByRole('table', { name: 'Мои баннеры' }, T);
    expect(shell.location()).toBe('/marketing/banners');
    expectCleanPage();
  }, 40_000);

  it('/marketing/request-banner: without calendar days the period is typed in, its total ----', async () => {
    const calls = stubSpecOnly({
      [`${M}GetBannerPositions`]: () => positions,
      [`${M}GetBannerPricesWithDate`]: () => days(),
    });
    renderShell('/marketing/request-banner');
    const select = await screen.findByRole('combobox', { name: 'Позиция баннера' }, T);
    await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'), T);
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Главная — верх — Главная, 1200×300' }, T));
    expect(await screen.findByText(/Сервер не прислал календарь цен этой позиции/, {}, T)).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === `${M}GetBannerPricesWithDate`)).toBe(true));
    // Russian day fields (dd.MM.yyyy whatever the browser's language) keep the typed day in a named input.
    const dayInput = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    fireEvent.change(dayInput('DateFrom'), { target: { value: '01.12.2026' } });
    fireEvent.change(dayInput('DateTo'), { target: { value: '03.12.2026' } });
    expect(
      await screen.findByText('Период: 01.12.2026 – 03.12.2026 (3 дня). Итого: ----', {}, T),
    ).toBeTruthy();
    expectCleanPage();
  }, 40_000);

  it('/marketing/highlights and /marketing/top: product, period and price shown; label and status ----', async () => {
    stubSpecOnly({
      [`${M}HighlightedProducts`]: () => page([promotionRow()]),
      [`${M}TopProducts`]: () => page([promotionRow({ id: 12, label: null })]),
    });
    const shell = renderShell('/marketing/highlights');
    const table = await screen.findByRole('table', { name: 'Выделенные товары' }, T);
    expect(await within(table).findByText('Дрель-шуруповёрт 18 В', {}, T)).toBeTruthy();
    expect(within(table).getByText('7 дней')).toBeTruthy();
    expect(within(table).getAllByText('----').length).toBeGreaterThan(2);
    expectCleanPage();
    act(() => void shell.navigate()('/marketing/top'));
    const top = await screen.findByRole('table', { name: 'Товары в топе' }, T);
    expect(await within(top).findByText('490,00 руб.', {}, T)).toBeTruthy();
    expectCleanPage();
  }, 40_000);

  it('/marketing/highlights/add: candidates without labels are offered for the chosen label', async () => {
    const calls = stubSpecOnly({
      [`${M}HighlightedPeriods`]: () => highlightPeriods,
      [`${M}ProductsForHighlighting`]: () => ({
        results: [highlightCandidate({ eligibleLabels: [4], takenLabels: [2] })],
      }),
      [`${M}MakeProductAsHighlight`]: () => ({
        paymentId: 'p1',
        paymentUrl: 'https://pay.example/p1',
        amount: 490,
      }),
    });
    renderShell('/marketing/highlights/add');
    fireEvent.click(await screen.findByRole('radio', { name: 'Скидка' }, T));
    const product = await screen.findByRole('radio', { name: 'Дрель-шуруповёрт 18 В' }, T);
    expect((product as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(product);
    expect(await screen.findByText('Итого: 490,00 руб.', {}, T)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    // the spec-only reply carries no payment page: said so, nothing opened
    expect(
      await screen.findByText(
        'Сервер не прислал адрес страницы оплаты. Проверьте заказ в списке позже.',
        {},
        T,
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === `${M}MakeProductAsHighlight`)?.json).toEqual({
      productId: 31,
      periodId: 1,
      label: 2,
    });
    expectCleanPage();
  }, 40_000);

  it('/marketing/top/add: candidates without rating or reviews, periods with days and price', async () => {
    stubSpecOnly({
      [`${M}TopProductsPeriods`]: () => topPeriods,
      [`${M}ProductsThatRatingMoreThanFour`]: () => [topCandidate({ isTop: true })],
    });
    renderShell('/marketing/top/add');
    expect(await screen.findByRole('radio', { name: 'Дрель-шуруповёрт 18 В' }, T)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '3 дня — 790,00 руб.' })).toBeTruthy();
    expect(screen.queryByText(/Рейтинг/)).toBeNull();
    expectCleanPage();
  }, 40_000);

  it('/marketing/optimization-for-marketing: a server without the call shows why, not the error page', async () => {
    stubSpecOnly({});
    const shell = renderShell('/marketing/optimization-for-marketing');
    expect(await screen.findByText('Оценка выдачи недоступна', {}, T)).toBeTruthy();
    expect(shell.location()).toBe('/marketing/optimization-for-marketing');
    expectCleanPage();
  }, 40_000);
});
