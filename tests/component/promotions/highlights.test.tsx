import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browser } from '../../../src/api/navigation';
import {
  ERROR_PAGE_TEXT,
  FAILURE,
  highlightCandidate,
  highlightPeriods,
  M,
  page,
  promotionRow,
  renderShell,
  stubApi,
} from './promotionsHarness';

// the first render loads the shell's lazy chunks: slow on the shared 2-core machine
vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 20_000 };

const candidates = [
  highlightCandidate({ productId: 31, productName: 'Дрель-шуруповёрт 18 В', takenLabels: [4] }),
  highlightCandidate({ productId: 32, productName: 'Перфоратор SDS-plus 800 Вт', takenLabels: [2] }),
  highlightCandidate({ productId: 33, productName: 'Лобзик 650 Вт', eligibleLabels: [4] }),
];

describe('/marketing/highlights', () => {
  it('sends the exact HighlightedProducts body and shows product, label, period, price and status', async () => {
    const calls = stubApi({
      [`${M}HighlightedProducts`]: () =>
        page([
          promotionRow({ id: 12, advertStatus: 1, label: 2 }),
          promotionRow({
            id: 11,
            productName: 'Перфоратор SDS-plus 800 Вт',
            advertStatus: 5,
            label: 5,
            daysCount: 30,
            price: 1690,
            activeFrom: null,
            activeTo: null,
          }),
        ]),
    });
    renderShell('/marketing/highlights');
    const table = await screen.findByRole('table', { name: 'Выделенные товары' }, T);
    expect(await within(table).findByText('Дрель-шуруповёрт 18 В')).toBeTruthy();
    const list = calls.filter((c) => c.path === `${M}HighlightedProducts`);
    expect(list[0]?.method).toBe('POST');
    expect(list[0]?.json).toEqual({
      sellerId: 7,
      label: null,
      status: null,
      pagination: { page: 1, pageSize: 10 },
    });

    const first = within(table).getByText('Дрель-шуруповёрт 18 В').closest('tr') as HTMLElement;
    expect(within(first).getByText('7 дней')).toBeTruthy();
    expect(within(first).getByText('490,00 руб.')).toBeTruthy();
    expect(within(first).getByText('Скидка')).toBeTruthy();
    expect(
      within(first).getByText('Активна').closest('[data-status-kind]')?.getAttribute('data-status-kind'),
    ).toBe('success');
    const second = within(table).getByText('Перфоратор SDS-plus 800 Вт').closest('tr') as HTMLElement;
    expect(within(second).getByText('30 дней')).toBeTruthy();
    expect(within(second).getByText('1 690,00 руб.')).toBeTruthy();
    expect(within(second).getByText('Новая / ожидает')).toBeTruthy();
    expect(within(second).getByText('Бесплатная доставка')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Выделить товар' }).getAttribute('href')).toBe(
      '/marketing/highlights/add',
    );
  });

  it('label and status from the URL are sent; a failed list shows the failure text in the page', async () => {
    const calls = stubApi({ [`${M}HighlightedProducts`]: () => ({ status: -1, errorMessage: 'Ошибка' }) });
    const filter = encodeURIComponent(JSON.stringify({ label: 3, status: 2 }));
    const shell = renderShell(`/marketing/highlights?filter=${filter}`);
    expect(await screen.findByText(FAILURE, {}, { timeout: 20_000 })).toBeTruthy();
    const body = calls.find((c) => c.path === `${M}HighlightedProducts`)?.json;
    expect(body).toEqual({ sellerId: 7, label: 3, status: 2, pagination: { page: 1, pageSize: 10 } });
    expect(shell.location()).toBe('/marketing/highlights');
    expect(screen.queryByText(ERROR_PAGE_TEXT)).toBeNull();
  });
});

async function chooseDiscountAndDrill() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Скидка' }, T));
  const drill = await screen.findByRole('radio', { name: 'Дрель-шуруповёрт 18 В' }, T);
  fireEvent.click(drill);
}

describe('/marketing/highlights/add', () => {
  it('asks for the label’s candidates, shows taken labels, and pays: exact body, then the payment page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const calls = stubApi({
      [`${M}HighlightedPeriods`]: () => highlightPeriods,
      [`${M}ProductsForHighlighting`]: () => candidates,
      [`${M}MakeProductAsHighlight`]: () => ({
        paymentId: 'pay_abcdefghijklmnopqrstu',
        paymentUrl: 'http://127.0.0.1:8080/pay/pay_abcdefghijklmnopqrstu',
        amount: 890,
      }),
    });
    renderShell('/marketing/highlights/add');
    expect(await screen.findByText('Сначала выберите метку', {}, T)).toBeTruthy();
    expect(calls.some((c) => c.path === `${M}ProductsForHighlighting`)).toBe(false);
    expect(await screen.findByRole('radio', { name: '7 дней — 490,00 руб.' }, T)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '14 дней — 890,00 руб.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Оплатить' }).hasAttribute('disabled')).toBe(true);

    await chooseDiscountAndDrill();
    const asked = calls.filter((c) => c.path === `${M}ProductsForHighlighting`);
    expect(asked[0]?.method).toBe('POST');
    expect(asked[0]?.json).toEqual({
      sellerId: 7,
      forNew: false,
      forDiscount: true,
      forSale: false,
      forFreeDelivery: false,
      forTop: false,
    });
    // the drill has 'Топ' taken (not this label): choosable, and says so
    expect(screen.getByText('Выделен: Топ')).toBeTruthy();
    // the perforator already has 'Скидка' (running or pending): marked, still choosable (a new
    // purchase replaces a pending one; the server refuses a running one)
    expect(
      (screen.getByRole('radio', { name: 'Перфоратор SDS-plus 800 Вт' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(screen.getByText('Уже выделен этой меткой или ждёт оплаты')).toBeTruthy();
    // a product not eligible for the label cannot be chosen
    expect((screen.getByRole('radio', { name: 'Лобзик 650 Вт' }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: '14 дней — 890,00 руб.' }));
    expect(screen.getByTestId('promotion-total').textContent).toBe('Итого: 890,00 руб.');
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:8080/pay/pay_abcdefghijklmnopqrstu'),
    );
    const made = calls.filter((c) => c.path === `${M}MakeProductAsHighlight`);
    expect(made).toHaveLength(1);
    expect(made[0]?.json).toEqual({ productId: 31, periodId: 2, label: 2 });
  });

  it('a javascript: payment URL is refused: nothing opened, the refusal shown', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    stubApi({
      [`${M}HighlightedPeriods`]: () => highlightPeriods,
      [`${M}ProductsForHighlighting`]: () => candidates,
      [`${M}MakeProductAsHighlight`]: () => ({
        paymentId: 'p1',
        paymentUrl: 'javascript:alert(1)',
        amount: 490,
      }),
    });
    renderShell('/marketing/highlights/add');
    await chooseDiscountAndDrill();
    expect(screen.getByTestId('promotion-total').textContent).toBe('Итого: 490,00 руб.');
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByText('Адрес страницы оплаты небезопасен, переход отменён', {}, T)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a refused purchase shows the failure text and the reason in the page, not the error page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    stubApi({
      [`${M}HighlightedPeriods`]: () => highlightPeriods,
      [`${M}ProductsForHighlighting`]: () => candidates,
      [`${M}MakeProductAsHighlight`]: () => ({ status: -1, errorMessage: 'Товар уже выделен этой меткой' }),
    });
    const shell = renderShell('/marketing/highlights/add');
    await chooseDiscountAndDrill();
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert.textContent).toContain(FAILURE);
    expect(within(alert).getByTestId('promotion-failure-detail').textContent).toBe(
      'Товар уже выделен этой меткой',
    );
    expect(shell.location()).toBe('/marketing/highlights/add');
    expect(screen.queryByText(ERROR_PAGE_TEXT)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a network failure of the periods shows the failure text, and Повторить asks again', async () => {
    let fail = true;
    const calls = stubApi({
      [`${M}HighlightedPeriods`]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return highlightPeriods;
      },
    });
    const shell = renderShell('/marketing/highlights/add');
    expect(await screen.findByText(FAILURE, {}, T)).toBeTruthy();
    expect(shell.location()).toBe('/marketing/highlights/add');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('radio', { name: '7 дней — 490,00 руб.' }, T)).toBeTruthy();
    expect(calls.filter((c) => c.path === `${M}HighlightedPeriods`)).toHaveLength(2);
  });
});
