import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderShell, stubOrdersApi, wholesaleOrder } from './ordersHarness';

/** Issue 8 point 14: the pay renewal period is written with its Russian plural form. */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };

describe('pay renewal request on /orders/{id}', () => {
  it("writes '3 дня' on the page and in the confirmation, never 'дн.'", async () => {
    stubOrdersApi({
      'Order/GetOrderById': () =>
        wholesaleOrder({ statusId: 1, isPaid: false, payRenewalRequest: { suggestedDays: 3 } }),
      'Common/GetComments': () => [],
      'Order/GetReviewByOrderId': () => null,
    });
    renderShell('/orders/61');
    expect(await screen.findByText('Покупатель просит продлить счёт на 3 дня', {}, T)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Продлить счёт' }));
    expect(
      await screen.findByText('Продлить срок оплаты счёта на 3 дня по просьбе покупателя?', {}, T),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/дн\./);
  });
});
