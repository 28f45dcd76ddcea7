import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodiesOf, buyerRow, LIST_PATH, page, renderShell, stubApi } from './buyersHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };

const rows = [
  buyerRow(),
  buyerRow({
    id: 20,
    buyerName: 'ООО «ХозТорг»',
    userTypeId: 8,
    countryId: 3,
    ordersCount: 2,
    spentAmount: 1200,
  }),
  buyerRow({
    id: 21,
    buyerName: 'Татьяна Морозова',
    userTypeId: 7,
    countryId: 1,
    ordersCount: 1,
    spentAmount: 0,
  }),
];

const EMPTY = {
  country: -1,
  userTypeId: -1,
  orderTypeId: null,
  lastOrderDate: null,
  ordersCount: null,
  spentAmount: null,
  sellerId: 7,
  searchValue: null,
  buyerIds: null,
};

describe('/buyers', () => {
  it('asks 10 buyers, the latest orders first, and shows their type, country and figures', async () => {
    const calls = stubApi({ [LIST_PATH]: () => page(rows, 23, 3) });
    renderShell('/buyers');
    const table = await screen.findByRole('table', { name: 'Покупатели' }, T);
    expect(await within(table).findByText('ИП Белов Роман Игоревич')).toBeTruthy();

    const list = calls.filter((c) => c.path === LIST_PATH);
    expect(list[0]?.method).toBe('POST');
    expect(list[0]?.json).toEqual({
      ...EMPTY,
      pagination: { page: 1, pageSize: 10 },
      column: 'lastOrderDate',
      sortByAscending: false,
    });

    const company = within(table).getByText('ООО «ХозТорг»').closest('tr') as HTMLElement;
    expect(within(company).getByText('Компания')).toBeTruthy();
    expect(within(company).getByText('Казахстан')).toBeTruthy();
    expect(within(company).getByText('1 200,00 руб.')).toBeTruthy();
    const first = within(table).getByText('ИП Белов Роман Игоревич').closest('tr') as HTMLElement;
    expect(within(first).getByText('Индивидуальный предприниматель')).toBeTruthy();
    expect(within(first).getByText('Россия')).toBeTruthy();
    expect(within(first).getByText('381 336,95 руб.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Страница 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeTruthy();
  });

  it('a filtered URL sends the buyer filter of spec section 3: -1 is no selection', async () => {
    const calls = stubApi({ [LIST_PATH]: () => page([rows[1]!]) });
    const filter = {
      country: 3,
      userTypeId: -1,
      orderTypeId: 1,
      lastOrderDate: '2026-11-01',
      ordersCount: '2',
      spentAmount: '1000,5',
      searchValue: 'хоз',
    };
    renderShell(`/buyers?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=spentAmount&order=DESC`);
    expect(await screen.findByText('ООО «ХозТорг»', {}, T)).toBeTruthy();
    expect(bodiesOf(calls, LIST_PATH)[0]).toEqual({
      country: 3,
      userTypeId: -1,
      orderTypeId: 1,
      lastOrderDate: '2026-11-01',
      ordersCount: 2,
      spentAmount: 1000.5,
      pagination: { page: 1, pageSize: 10 },
      sellerId: 7,
      searchValue: 'хоз',
      buyerIds: null,
      column: 'spentAmount',
      sortByAscending: false,
    });
  });

  it('sorts by spent amount (largest first) and by the last order from the headers', async () => {
    const calls = stubApi({ [LIST_PATH]: () => page(rows) });
    renderShell('/buyers');
    const table = await screen.findByRole('table', { name: 'Покупатели' }, T);
    await within(table).findByText('ИП Белов Роман Игоревич');

    fireEvent.click(within(table).getByRole('button', { name: /Потрачено/ }));
    await waitFor(() =>
      expect(bodiesOf(calls, LIST_PATH).at(-1)).toMatchObject({
        column: 'spentAmount',
        sortByAscending: false,
        pagination: { page: 1, pageSize: 10 },
      }),
    );
    fireEvent.click(within(table).getByRole('button', { name: /Последний заказ/ }));
    await waitFor(() =>
      expect(bodiesOf(calls, LIST_PATH).at(-1)).toMatchObject({
        column: 'lastOrderDate',
        sortByAscending: false,
      }),
    );
  });

  it('a refused minimum is not sent; a row opens /buyers/{id}', async () => {
    const calls = stubApi({ [LIST_PATH]: () => page(rows) });
    const shell = renderShell(`/buyers?filter=${encodeURIComponent(JSON.stringify({ ordersCount: '-2' }))}`);
    expect(await screen.findByText('Целое число не меньше 0', {}, T)).toBeTruthy();
    expect(bodiesOf(calls, LIST_PATH)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    const table = await screen.findByRole('table', { name: 'Покупатели' }, T);
    fireEvent.click(await within(table).findByText('Татьяна Морозова'));
    await waitFor(() => expect(shell.location()).toBe('/buyers/21'));
  });

  it('a failed list load goes to the error page', async () => {
    stubApi({ [LIST_PATH]: () => ({ status: -1, errorMessage: 'Internal error' }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = renderShell('/buyers');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
  });
});
