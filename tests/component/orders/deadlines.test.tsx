import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RetailOrder, WholesaleStatusId } from '../../../contract';
import { renderShell, stubOrdersApi, wholesaleOrder } from './ordersHarness';

/** Issue 8.21: an order shows only the deadline of the step it is in; finished orders none. */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };
const DEADLINES = {
  paymentDeadline: '2026-11-20T15:00:00.000Z',
  dispatchDeadline: '2026-11-22T15:00:00.000Z',
  deliveryDeadline: '2026-11-24T15:00:00.000Z',
};
const WHOLESALE_LABELS = ['Оплатить до', 'Срок отправки', 'Срок доставки'];

async function headerLabels(): Promise<string[]> {
  const heading = await screen.findByRole('heading', { level: 1, name: /Заказ №/ }, T);
  const card = heading.closest('.MuiCard-root') as HTMLElement;
  return Array.from(card.querySelectorAll('dt')).map((dt) => dt.textContent ?? '');
}

describe('wholesale deadlines', () => {
  const cases: [WholesaleStatusId, boolean, string[]][] = [
    [10, false, []],
    [24, false, []],
    [7, true, []],
    [6, true, []],
    [1, false, ['Оплатить до']],
    [9, false, ['Оплатить до']],
    [2, true, ['Срок отправки']],
    [8, true, ['Срок отправки']],
    [5, true, ['Срок доставки']],
  ];
  for (const [statusId, isPaid, expected] of cases) {
    it(`status ${statusId} shows ${expected.join(', ') || 'no deadline'}`, async () => {
      stubOrdersApi({
        'Order/GetOrderById': () => wholesaleOrder({ statusId, isPaid, ...DEADLINES }),
        'Common/GetComments': () => [],
        'Order/GetReviewByOrderId': () => null,
      });
      renderShell('/orders/61');
      const labels = await headerLabels();
      expect(labels.filter((label) => WHOLESALE_LABELS.includes(label))).toEqual(expected);
      expect(labels).toContain('Создан');
    }, 20_000);
  }
});

describe('retail deadlines', () => {
  const order = (retailOrderStatus: RetailOrder['retailOrderStatus']) => ({
    id: 46,
    number: '1000046',
    creationDate: '2026-11-18T10:00:00.000Z',
    retailOrderStatus,
    readinessDeadline: '2026-11-20T15:00:00.000Z',
    shippingDeadline: '2026-11-22T15:00:00.000Z',
    deliveryDeadline: '2026-11-24T15:00:00.000Z',
  });
  const RETAIL_LABELS = ['Готовность к отгрузке до', 'Отгрузить до', 'Срок доставки'];
  const cases: [RetailOrder['retailOrderStatus'], string[]][] = [
    [6, []],
    [4, []],
    [5, []],
    [7, ['Готовность к отгрузке до']],
    [2, ['Отгрузить до']],
    [16, ['Срок доставки']],
  ];
  for (const [status, expected] of cases) {
    it(`status ${status} shows ${expected.join(', ') || 'no deadline'}`, async () => {
      stubOrdersApi({ 'Order/GetRetailOrderInfo': () => order(status) });
      renderShell('/orders/retail/46');
      const labels = await headerLabels();
      expect(labels.filter((label) => RETAIL_LABELS.includes(label))).toEqual(expected);
      const heading = screen.getByRole('heading', { level: 1 });
      expect(within(heading.closest('.MuiCard-root') as HTMLElement).getByText('Создан')).toBeTruthy();
    }, 20_000);
  }
});
