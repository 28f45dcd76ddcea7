import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, stubOrdersApi, type Handler } from './ordersHarness';

/**
 * Issue 8.27: the specification leaves almost every part of the detail replies open, so a server
 * that honours it may leave them out. Each page is shown with the smallest reply the
 * specification allows and the rest of the page keeps working.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };
const ERROR_TEXT = 'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!';

const stubWholesale = (reply: unknown, extra: Record<string, Handler> = {}) =>
  stubOrdersApi({
    'Order/GetOrderById': () => reply,
    'Common/GetComments': () => [],
    'Order/GetReviewByOrderId': () => null,
    ...extra,
  });

const section = (name: string) => screen.getByRole('region', { name });

describe('the smallest replies the specification allows', () => {
  it('wholesale: only shipingMethodId and shippingDetails; amounts show "----", comments still work', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubWholesale(
      { shipingMethodId: 1, shippingDetails: {} },
      { 'Common/AddComment': (call) => ({ id: 1, ...(call.json as object) }) },
    );
    const shell = renderShell('/orders/61');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 61' }, T)).toBeTruthy();
    const products = section('Товары');
    expect(within(products).getByText('Всего к оплате')).toBeTruthy();
    expect(within(products).getByText('----')).toBeTruthy();
    expect(within(section('Доставка')).getByText('Доставка продавцом')).toBeTruthy();
    expect(screen.getByText('Для текущего статуса действий нет')).toBeTruthy();
    expect(screen.queryByText(ERROR_TEXT)).toBeNull();
    expect(shell.location()).toBe('/orders/61');

    fireEvent.change(screen.getByRole('textbox', { name: 'Ваш комментарий' }), {
      target: { value: 'Когда оплата?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'Common/AddComment')).toBe(true));
    expect(errors.mock.calls.flat().join(' ')).not.toContain('TypeError');
  }, 30_000);

  it('wholesale: a status and nothing else still offers its actions', async () => {
    stubWholesale({ statusId: 2, shipingMethodId: 1, shippingDetails: null });
    renderShell('/orders/61');
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 61' }, T);
    for (const name of ['Готов к отправке', 'Продлить срок отправки', 'Отклонить']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  }, 30_000);

  it('retail: an empty reply shows the page with "----" and no actions', async () => {
    const shell = stubOrdersApi({ 'Order/GetRetailOrderInfo': () => ({}) });
    const view = renderShell('/orders/retail/46');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № ----' }, T)).toBeTruthy();
    expect(within(section('Товары')).getByText('----')).toBeTruthy();
    expect(screen.getByText('Для текущего статуса действий нет')).toBeTruthy();
    expect(screen.queryByText(ERROR_TEXT)).toBeNull();
    expect(view.location()).toBe('/orders/retail/46');
    expect(shell.some((c) => c.path === 'Order/GetRetailOrderInfo')).toBe(true);
  }, 30_000);

  it('retail: a status alone offers its actions', async () => {
    stubOrdersApi({ 'Order/GetRetailOrderInfo': () => ({ retailOrderStatus: 1 }) });
    renderShell('/orders/retail/46');
    expect(await screen.findByRole('button', { name: 'Готов к отгрузке' }, T)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
  }, 30_000);

  it('dashboard: replies without figures show "----" instead of zeros; no data at all too', async () => {
    stubOrdersApi({
      'User/GetDashboardStatistics': () => ({}),
      'MarketSeller/GetDashboardInfo': () => null,
    });
    const shell = renderShell('/dashboard');
    const main = await screen.findByRole('main', {}, T);
    const card = (label: string) =>
      within(main).getByText(label, { exact: true }).closest<HTMLElement>('.MuiCard-root')!;
    await waitFor(() => expect(within(card('Продажи всего')).getByText('----')).toBeTruthy(), T);
    expect(within(card('Средний чек')).getByText('----')).toBeTruthy();
    expect(within(card('Оплаченных заказов')).getByText('----')).toBeTruthy();
    await waitFor(() => expect(within(card('Отзывы')).getByText('----')).toBeTruthy(), T);
    expect(within(card('Оптовые заказы в работе')).getByText('----')).toBeTruthy();
    expect(within(main).queryAllByTestId('stat-skeleton')).toHaveLength(0);
    expect(shell.location()).toBe('/dashboard');
  }, 30_000);
});
