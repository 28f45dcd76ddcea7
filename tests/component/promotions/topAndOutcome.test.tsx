import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browser } from '../../../src/api/navigation';
import {
  ERROR_PAGE_TEXT,
  FAILURE,
  M,
  page,
  payment,
  promotionRow,
  renderShell,
  stubApi,
  topCandidate,
  topPeriods,
} from './promotionsHarness';

// the first render loads the shell's lazy chunks: slow on the shared 2-core machine
vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 20_000 };

describe('/marketing/top', () => {
  it('sends TopProducts without a label, 10 a page, and shows no label column', async () => {
    const calls = stubApi({
      [`${M}TopProducts`]: () => page([promotionRow({ label: null, daysCount: 3, price: 790 })]),
    });
    renderShell('/marketing/top');
    const table = await screen.findByRole('table', { name: 'Товары в топе' }, T);
    expect(await within(table).findByText('3 дня')).toBeTruthy();
    expect(within(table).getByText('790,00 руб.')).toBeTruthy();
    expect(within(table).queryByText('Метка')).toBeNull();
    expect(calls.find((c) => c.path === `${M}TopProducts`)?.json).toEqual({
      sellerId: 7,
      status: null,
      pagination: { page: 1, pageSize: 10 },
    });
  });
});

describe('/marketing/top/add', () => {
  it('lists products rated above 4 (one already in the top marked) and pays with the exact body', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const calls = stubApi({
      [`${M}TopProductsPeriods`]: () => topPeriods,
      [`${M}ProductsThatRatingMoreThanFour`]: () => [
        topCandidate({ productId: 31, rating: 5, reviewsCount: 12 }),
        topCandidate({ productId: 33, productName: 'Лобзик 650 Вт', rating: 4.5, isTop: true }),
      ],
      [`${M}MakeProductAsTop`]: () => ({
        paymentId: 'top_abcdefghijklmnopqrstu',
        paymentUrl: 'https://pay.example/pay/top_abcdefghijklmnopqrstu',
        amount: 790,
      }),
    });
    renderShell('/marketing/top/add?productId=31');
    const drill = (await screen.findByRole(
      'radio',
      { name: 'Дрель-шуруповёрт 18 В' },
      T,
    )) as HTMLInputElement;
    const candidatesCall = calls.find((c) => c.path === `${M}ProductsThatRatingMoreThanFour`);
    expect(candidatesCall?.method).toBe('GET');
    expect(candidatesCall?.url.searchParams.get('sellerId')).toBe('7');
    // ?productId= preselects; a 5 is shown as 4,9 (spec section 9)
    expect(drill.checked).toBe(true);
    expect(screen.getByText('Рейтинг 4,9 · Отзывов: 12')).toBeTruthy();
    expect(screen.getByText('Уже в топе или ждёт оплаты')).toBeTruthy();
    // the first period is chosen by default
    expect(
      ((await screen.findByRole('radio', { name: '3 дня — 790,00 руб.' }, T)) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByTestId('promotion-total').textContent).toBe('Итого: 790,00 руб.');
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://pay.example/pay/top_abcdefghijklmnopqrstu'),
    );
    expect(calls.find((c) => c.path === `${M}MakeProductAsTop`)?.json).toEqual({
      productId: 31,
      periodId: 4,
    });
    expect(sessionStorage.getItem('promotionPayment:top_abcdefghijklmnopqrstu')).toBe(
      'https://pay.example/pay/top_abcdefghijklmnopqrstu',
    );
  });

  it('a failed candidates call shows the failure text in the page', async () => {
    stubApi({
      [`${M}TopProductsPeriods`]: () => topPeriods,
      [`${M}ProductsThatRatingMoreThanFour`]: () => ({ status: -1, errorMessage: 'Ошибка' }),
    });
    const shell = renderShell('/marketing/top/add');
    expect(await screen.findByText(FAILURE, {}, T)).toBeTruthy();
    expect(shell.location()).toBe('/marketing/top/add');
    expect(screen.queryByText(ERROR_PAGE_TEXT)).toBeNull();
  });
});

describe('payment return pages', () => {
  it('paid: the highlight is active, with a link to the list', async () => {
    const calls = stubApi({ [`${M}GetPayment`]: () => payment() });
    renderShell('/marketing/highlights/add/pay_abcdefghijklmnopqrstu');
    expect(await screen.findByText('Оплата прошла', {}, T)).toBeTruthy();
    expect(
      screen.getByText(/Товар «Дрель-шуруповёрт 18 В» выделен меткой «Скидка» до \d\d\.\d\d\.2026/),
    ).toBeTruthy();
    expect(screen.getByText('Оплачено: 490,00 руб.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К выделенным товарам' }).getAttribute('href')).toBe(
      '/marketing/highlights',
    );
    const call = calls.find((c) => c.path === `${M}GetPayment`);
    expect(call?.method).toBe('GET');
    expect(call?.url.searchParams.get('paymentId')).toBe('pay_abcdefghijklmnopqrstu');
  });

  it('cancelled: says so and offers to try again', async () => {
    stubApi({ [`${M}GetPayment`]: () => payment({ kind: 'top', label: null, status: 'cancelled' }) });
    renderShell('/marketing/top/add/pay_abcdefghijklmnopqrstu');
    expect(await screen.findByText('Оплата отменена', {}, T)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Попробовать снова' }).getAttribute('href')).toBe(
      '/marketing/top/add',
    );
  });

  it('pending: links back to the remembered payment page', async () => {
    sessionStorage.setItem('promotionPayment:pay_abcdefghijklmnopqrstu', 'https://pay.example/pay/x');
    stubApi({ [`${M}GetPayment`]: () => payment({ status: 'pending', activeFrom: null, activeTo: null }) });
    renderShell('/marketing/highlights/add/pay_abcdefghijklmnopqrstu');
    expect(await screen.findByText('Оплата ещё не завершена', {}, T)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти к оплате' }).getAttribute('href')).toBe(
      'https://pay.example/pay/x',
    );
    expect(screen.getByRole('link', { name: 'Оформить заново' })).toBeTruthy();
  });

  it('an unknown payment shows the failure text in the page', async () => {
    stubApi({ [`${M}GetPayment`]: () => ({ status: -1, errorMessage: 'Платёж не найден' }) });
    const shell = renderShell('/marketing/highlights/add/nope');
    expect(await screen.findByText(FAILURE, {}, T)).toBeTruthy();
    expect(shell.location()).toBe('/marketing/highlights/add/nope');
  });
});
