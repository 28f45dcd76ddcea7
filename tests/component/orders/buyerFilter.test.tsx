import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BuyerFilterBody, BuyerListItem } from '../../../contract';
import { listItem, page, renderShell, stubOrdersApi, type ApiCall, type Reply } from './ordersHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NAMES = [
  'Алексей Смирнов',
  'ИП Белов Роман Игоревич',
  'ИП Кузнецова Анна Сергеевна',
  'Игорь Волков',
  'Мария Лебедева',
  'ООО «Вектор»',
  'ООО «ХозТорг»',
  'ООО «СтройДвор»',
  'ООО «Морская Логистика»',
  'Ольга Новикова',
  'Татьяна Морозова',
  'ТД «Уралснаб»',
  'Юрий Егоров',
];
/** 13 buyers; id 18 is 'ИП Белов Роман Игоревич'. */
const BUYERS: BuyerListItem[] = NAMES.map((buyerName, i) => ({
  id: i === 1 ? 18 : 100 + i,
  buyerName,
  userTypeId: buyerName.startsWith('ООО') ? 8 : 7,
  countryId: 1,
  ordersCount: 2,
  spentAmount: 1000,
  lastOrderDate: '2026-11-16T07:05:35.743Z',
}));

/** The list shows orders of three buyers only (the first page of 72). */
const rows = [
  listItem({ id: 72, buyerId: 110, buyerName: 'Татьяна Морозова' }),
  listItem({ id: 71, buyerId: 100, buyerName: 'Алексей Смирнов' }),
  listItem({ id: 70, buyerId: 106, buyerName: 'ООО «ХозТорг»' }),
];

/** A server of the contract: search by name part, ids, pages (docs/contract/buyers.md). */
function buyersServer(call: ApiCall): unknown {
  const body = call.json as BuyerFilterBody;
  const search = body.searchValue?.toLowerCase() ?? null;
  const found = BUYERS.filter(
    (b) =>
      (search === null || b.buyerName.toLowerCase().includes(search)) &&
      (body.buyerIds === null || body.buyerIds.includes(b.id)),
  );
  const { page: at, pageSize } = body.pagination;
  return page(
    found.slice((at - 1) * pageSize, at * pageSize),
    found.length,
    Math.ceil(found.length / pageSize) || 1,
  );
}

const EMPTY_FILTER = {
  country: -1,
  userTypeId: -1,
  lastOrderDate: null,
  ordersCount: null,
  spentAmount: null,
  sellerId: 7,
};

const bodiesOf = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.json);

async function buyerInput(): Promise<HTMLInputElement> {
  await screen.findByRole('table', {}, { timeout: 8000 });
  return (await screen.findByRole('combobox', { name: 'Покупатель' })) as HTMLInputElement;
}

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('/orders: the buyer filter', () => {
  it("offers every buyer of the seller's wholesale orders, not only those of the loaded rows", async () => {
    const calls = stubOrdersApi({
      'Order/GetAllOrdersByFilter': () => page(rows, 72, 6),
      'SellerSettings/GetBuyersByFilter': buyersServer,
    });
    renderShell('/orders');
    const input = await buyerInput();
    expect(input.placeholder).toBe('Начните вводить имя');
    fireEvent.mouseDown(input);
    // every buyer, by name (the empty choice 'Все покупатели' is offered once a buyer is chosen)
    await waitFor(() => expect(optionNames()).toEqual(NAMES));

    expect(bodiesOf(calls, 'SellerSettings/GetBuyersByFilter')).toEqual([
      {
        ...EMPTY_FILTER,
        orderTypeId: 2,
        pagination: { page: 1, pageSize: 20 },
        searchValue: null,
        buyerIds: null,
      },
    ]);
    expect(calls.find((c) => c.path === 'SellerSettings/GetBuyersByFilter')?.method).toBe('POST');
  });

  it('typing searches the server by name; choosing a buyer sends buyerId', async () => {
    const calls = stubOrdersApi({
      'Order/GetAllOrdersByFilter': () => page(rows, 72, 6),
      'SellerSettings/GetBuyersByFilter': buyersServer,
    });
    renderShell('/orders');
    const input = await buyerInput();
    fireEvent.mouseDown(input);
    await waitFor(() => expect(optionNames()).toHaveLength(NAMES.length));

    fireEvent.change(input, { target: { value: 'мор' } });
    await waitFor(() => expect(optionNames()).toEqual(['ООО «Морская Логистика»', 'Татьяна Морозова']));
    const searches = bodiesOf(calls, 'SellerSettings/GetBuyersByFilter').slice(1);
    // debounced: one call for the typed text, not one per letter
    expect(searches).toEqual([
      {
        ...EMPTY_FILTER,
        orderTypeId: 2,
        pagination: { page: 1, pageSize: 20 },
        searchValue: 'мор',
        buyerIds: null,
      },
    ]);

    fireEvent.click(screen.getByRole('option', { name: 'ООО «Морская Логистика»' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'Order/GetAllOrdersByFilter').at(-1)).toEqual({
        buyerId: 108,
        sellerId: 7,
        statusId: null,
        dateFrom: null,
        dateTo: null,
        pagination: { page: 1, pageSize: 12 },
        shippingMethodId: null,
        column: 'id',
        sortByAscending: false,
      }),
    );
    expect(input.value).toBe('ООО «Морская Логистика»');

    // 'Все покупатели' clears the filter
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Все покупатели' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'Order/GetAllOrdersByFilter').at(-1)).toMatchObject({ buyerId: null }),
    );
  });

  it('a buyer chosen in the URL is named (getMany by id) and sent as buyerId', async () => {
    const calls = stubOrdersApi({
      'Order/GetAllOrdersByFilter': () => page([listItem({ id: 61 })], 1, 1),
      'SellerSettings/GetBuyersByFilter': buyersServer,
    });
    renderShell(`/orders?filter=${encodeURIComponent(JSON.stringify({ buyerId: 18 }))}`);
    const input = await buyerInput();
    await waitFor(() => expect(input.value).toBe('ИП Белов Роман Игоревич'));
    expect(bodiesOf(calls, 'Order/GetAllOrdersByFilter')[0]).toMatchObject({ buyerId: 18, sellerId: 7 });
    expect(bodiesOf(calls, 'SellerSettings/GetBuyersByFilter')).toContainEqual({
      ...EMPTY_FILTER,
      orderTypeId: null,
      pagination: { page: 1, pageSize: 1 },
      searchValue: null,
      buyerIds: [18],
    });
  });

  it('a failed buyer lookup is silent: the order list keeps working', async () => {
    const refusal: Reply = { status: -1, errorMessage: 'Internal error' };
    const calls = stubOrdersApi({
      'Order/GetAllOrdersByFilter': () => page(rows, 3, 1),
      'SellerSettings/GetBuyersByFilter': () => refusal,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = renderShell('/orders');
    const input = await buyerInput();
    fireEvent.mouseDown(input);
    await waitFor(() =>
      expect(bodiesOf(calls, 'SellerSettings/GetBuyersByFilter').length).toBeGreaterThan(0),
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('Татьяна Морозова')).toBeTruthy();
    expect(shell.location()).toBe('/orders');
  });
});
