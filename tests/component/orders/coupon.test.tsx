import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderShell, stubOrdersApi, wholesaleOrder } from './ordersHarness';

/**
 * The buyer's coupon on the seller's order pages (docs/contract/marketing.md "Coupons in orders
 * (console)"): 'Купон' and 'Скидка по купону' above the total when the reply has a coupon; left out
 * without one or when the server does not send the additions.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };
const products = () => screen.getByRole('region', { name: 'Товары' });
const NBSP = /[\s\u00a0]/;

describe('coupon of an order', () => {
  it('retail: the code and the discount above the total', async () => {
    stubOrdersApi({
      'Order/GetRetailOrderInfo': () => ({
        number: '1000123',
        retailOrderStatus: 1,
        amount: 2283.33,
        couponCode: 'PCT-ONE',
        discountAmount: 50,
        products: [],
      }),
    });
    renderShell('/orders/retail/46');
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 1000123' }, T);
    const card = products();
    expect(within(card).getByText('Купон')).toBeTruthy();
    expect(within(card).getByText('PCT-ONE')).toBeTruthy();
    expect(within(card).getByText('Скидка по купону')).toBeTruthy();
    expect(within(card).getByText(new RegExp(`^50,00${NBSP.source}руб\\.$`))).toBeTruthy();
  }, 30_000);

  it('retail: a reply without the additions (or with a null coupon) shows no coupon rows', async () => {
    stubOrdersApi({
      'Order/GetRetailOrderInfo': () => ({
        number: '1000124',
        retailOrderStatus: 1,
        amount: 10,
        couponCode: null,
      }),
    });
    renderShell('/orders/retail/47');
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 1000124' }, T);
    expect(within(products()).queryByText('Купон')).toBeNull();
    expect(within(products()).queryByText('Скидка по купону')).toBeNull();
  }, 30_000);

  it('wholesale: the coupon rows above the total; a missing discount shows "----"', async () => {
    stubOrdersApi({
      'Order/GetOrderById': () => wholesaleOrder({ couponCode: 'OPT-10' }),
      'Common/GetComments': () => [],
      'Order/GetReviewByOrderId': () => null,
    });
    renderShell('/orders/61');
    await screen.findByRole('heading', { level: 1, name: /Заказ № / }, T);
    const card = products();
    expect(within(card).getByText('OPT-10')).toBeTruthy();
    expect(within(card).getByText('Скидка по купону')).toBeTruthy();
    expect(within(card).getByText('----')).toBeTruthy();
  }, 30_000);
});
