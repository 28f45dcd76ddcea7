import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { expectCleanPage, renderShell, stubSpecOnlyApi } from '../specOnly/specOnlyHarness';
import type { Handler } from '../orders/ordersHarness';
import {
  categories,
  filterOptions,
  orderRequest,
  page,
  requestItem,
  sentProposal,
  T,
} from './requestsHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = 'OrderRequest/GetAllOrderRequests';
const BY_ID = 'OrderRequest/GetOrderRequestById';
const DASH = '----';

/** The spec-only server with the lookups of the request pages. */
const stubRequests = (handlers: Record<string, Handler>) =>
  stubSpecOnlyApi({
    'OrderRequest/GetProductsAndBuyersOfOrderRequest': () => filterOptions,
    'Product/GetCategoriesByGroupId': () => categories,
    ...handlers,
  });

describe('the request pages against a server that sends only the specification’s fields', () => {
  it('/requests: the rows show what was sent and ---- for the rest', async () => {
    stubRequests({
      [LIST]: () => ({ orderRequests: page([requestItem({ orderId: 77 }), requestItem({ id: 41 })], 2) }),
    });
    const shell = renderShell('/requests');
    const table = await screen.findByRole('table', { name: 'Запросы покупателей' }, T);
    expect(await within(table).findByText('№ 41')).toBeTruthy();
    expect(within(table).getAllByText('ИП Белов Роман Игоревич')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Заказ № 77' })).toBeTruthy();
    expect(within(table).getAllByText(DASH).length).toBeGreaterThan(4);
    expect(within(table).queryByText(/товар/)).toBeNull();
    expect(shell.location()).toBe('/requests');
    expectCleanPage();
  }, 40_000);

  it('/requests: a reply without its page shows the empty state', async () => {
    stubRequests({ [LIST]: () => ({}) });
    const shell = renderShell('/requests');
    expect(await screen.findByText('Нет данных', {}, T)).toBeTruthy();
    expect(shell.location()).toBe('/requests');
    expectCleanPage();
  }, 40_000);

  it('/requests/{id}: the buyer from buyerName, no products, ---- for the missing dates and history', async () => {
    stubRequests({
      [BY_ID]: () => orderRequest({ statusId: 3, proposal: sentProposal, proposalAmount: 405000 }),
    });
    const shell = renderShell('/requests/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Запрос № 40' }, T)).toBeTruthy();
    const buyer = screen.getByRole('region', { name: 'Покупатель' });
    expect(within(buyer).getByText('ИП Белов Роман Игоревич')).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Запрошенные товары' });
    expect(within(products).getByText('Нет данных')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ваше предложение' })).toBeNull();
    const history = screen.getByRole('region', { name: 'История статусов' });
    expect(within(history).getByText(DASH)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Изменить предложение' })).toBeTruthy();
    expect(shell.location()).toBe('/requests/40');
    expectCleanPage();
  }, 40_000);

  it('/requests/{id}: a flat reply with nothing but the id still renders', async () => {
    stubRequests({ [BY_ID]: () => ({ buyerId: 18 }) });
    const shell = renderShell('/requests/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Запрос № 40' }, T)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Покупатель' })).getByText(DASH)).toBeTruthy();
    expect(shell.location()).toBe('/requests/40');
    expectCleanPage();
  }, 40_000);
});
