import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { specOnly } from '../../unit/specOnlyReply';
import {
  buyerDetail,
  buyerOrders,
  buyerRow,
  LIST_PATH,
  ORDERS_PATH,
  page,
  renderShell,
  SINGLE_PATH,
  stubApi,
} from './buyersHarness';

/**
 * The buyer pages against a server that honours only the specification (issue 26): replies keep
 * only its field names, so the buyer's card loses our profile and per-market figures, an order
 * its number and amount.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };

function expectClean() {
  const text = document.body.textContent ?? '';
  for (const bad of ['undefined', 'NaN', 'null', '%{']) expect(text).not.toContain(bad);
}

describe('buyers against spec-only replies', () => {
  it('/buyers: the rows with their figures; a row without a name shows "----"', async () => {
    stubApi({
      [LIST_PATH]: () => specOnly(page([buyerRow(), { ...buyerRow({ id: 19 }), buyerName: undefined }])),
    });
    renderShell('/buyers');
    expect((await screen.findAllByText('ИП Белов Роман Игоревич', {}, T)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('----').length).toBeGreaterThan(0);
    expectClean();
  });

  it('/buyers: an empty page shows the empty state', async () => {
    stubApi({ [LIST_PATH]: () => specOnly({ results: [], pageCount: 1 }) });
    renderShell('/buyers');
    expect(await screen.findByText('Покупателей не найдено', {}, T)).toBeTruthy();
    expectClean();
  });

  it('/buyers/{id}: the card and figures of the spec fields, "----" for ours, the orders without number', async () => {
    stubApi({
      [SINGLE_PATH]: () => specOnly(buyerDetail()),
      [ORDERS_PATH]: () => specOnly(page(buyerOrders.slice(0, 2))),
    });
    renderShell('/buyers/18');
    expect(await screen.findByRole('heading', { level: 1, name: 'ИП Белов Роман Игоревич' }, T)).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Покупатель' });
    expect(within(card).getByRole('link', { name: 'belov.roman@demo.ru' })).toBeTruthy();
    expect(await screen.findAllByText('№ ----')).toHaveLength(2);
    expect(screen.getAllByText('----').length).toBeGreaterThan(0);
    expectClean();
  });
});
