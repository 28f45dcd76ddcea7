import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, stubApi, type Call } from '../shell/shellHarness';

const LIST = '/seller/api/Finances/RetailOrderFinances';
const TOTALS = '/seller/api/Finances/RetailOrderFinancesTotals';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.url.pathname === path);
const bodyOf = (call: Call | undefined) => JSON.parse(call?.body ?? 'null') as Record<string, unknown>;

const list = {
  results: [
    {
      id: 31,
      creationDate: '2026-02-01T12:00:00',
      buyerName: 'Анна Смирнова',
      amount: 2500,
      paymentToTheSeller: 2375,
      commission: 125,
      statusId: 5,
      MarketSafeDealStatusId: 2,
    },
    {
      id: 32,
      creationDate: '2026-02-02T09:15:00',
      buyerName: 'Олег Ким',
      amount: 900.5,
      paymentToTheSeller: null,
      commission: null,
      statusId: 6,
      MarketSafeDeallStatusId: 3,
    },
  ],
  pageCount: 2,
  rowCount: 12,
};

const totals = {
  totalAmountOfOrders: 3400.5,
  amountFromSales: 2375,
  nowReserved: 0,
  refunds: 900.5,
  MarketComissionPrice: 125,
  ordersCount: 12,
};

async function openPage(rows: unknown = list) {
  const calls = stubApi({
    'Finances/RetailOrderFinances': rows,
    'Finances/RetailOrderFinancesTotals': totals,
  });
  renderShell('/finacnes/retail');
  await screen.findByRole('heading', { level: 1, name: 'Розничные продажи' }, { timeout: 8000 });
  return calls;
}

const table = () => screen.getByRole('table', { name: 'Финансы по розничным заказам' });

describe('retail finances page', () => {
  it('sends the same default body to the list and the totals', async () => {
    const calls = await openPage();
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(1));
    await waitFor(() => expect(callsTo(calls, TOTALS)).toHaveLength(1));
    const expected = {
      sellerId: 7,
      orderId: null,
      orderStatusId: null,
      buyerName: null,
      MarketSafeDealStatusId: null,
      orderCreationDateFrom: null,
      orderCreationDateTo: null,
      column: 'id',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 10 },
    };
    expect(bodyOf(callsTo(calls, LIST)[0])).toEqual(expected);
    expect(bodyOf(callsTo(calls, TOTALS)[0])).toEqual(expected);
  });

  it('shows the totals block and the rows', async () => {
    await openPage();
    expect(await screen.findByText('Анна Смирнова')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Итоги по заказам' });
    await waitFor(() =>
      expect(within(summary).getByTestId('finance-summary-totalAmountOfOrders').textContent).toContain(
        '3 400,50 руб.',
      ),
    );
    const card = (id: string) => within(summary).getByTestId(`finance-summary-${id}`).textContent;
    expect(card('amountFromSales')).toContain('2 375,00 руб.');
    expect(card('nowReserved')).toContain('0,00 руб.');
    expect(card('refunds')).toContain('900,50 руб.');
    expect(card('commission')).toContain('125,00 руб.');
    expect(card('ordersCount')).toContain('12');

    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('31')).toBeTruthy();
    expect(first.getByText('01.02.2026 15:00 МСК')).toBeTruthy();
    expect(first.getByText('2 500,00 руб.')).toBeTruthy();
    expect(first.getByText('2 375,00 руб.')).toBeTruthy();
    expect(first.getByText('125,00 руб.')).toBeTruthy();
    expect(first.getByText('Завершён').closest('[data-status-kind]')?.getAttribute('data-status-kind')).toBe(
      'success',
    );
    expect(first.getByText('Отправлены')).toBeTruthy();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('900,50 руб.')).toBeTruthy();
    expect(second.getAllByText('----')).toHaveLength(2);
    expect(second.getByText('Отменён').closest('[data-status-kind]')?.getAttribute('data-status-kind')).toBe(
      'danger',
    );
    expect(second.getByText('Возврат оформлен')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Страница 2' })).toBeTruthy();
  });

  it('the status select offers the retail statuses without 100; a choice reloads list and totals', async () => {
    const calls = await openPage();
    await screen.findByText('Анна Смирнова');
    await waitFor(() => expect(callsTo(calls, TOTALS)).toHaveLength(1));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Статус заказа' }));
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('Все статусы');
    expect(names).toContain('Доставлен'); // retail status 4
    fireEvent.click(within(listbox).getByRole('option', { name: 'Отменён' }));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, TOTALS)).toHaveLength(2));
    expect(bodyOf(callsTo(calls, LIST)[1])).toMatchObject({ orderStatusId: 6 });
    expect(bodyOf(callsTo(calls, TOTALS)[1])).toEqual(bodyOf(callsTo(calls, LIST)[1]));
  });

  it('clicking a header sorts on the server; the commission column does not sort', async () => {
    const calls = await openPage();
    await screen.findByText('Анна Смирнова');
    fireEvent.click(within(table()).getByText('Сумма заказа'));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect(bodyOf(callsTo(calls, LIST)[1])).toMatchObject({
      column: 'totalAmountForTheOrderFromBuyer',
      sortByAscending: true,
    });
    expect(within(table()).getByText('Комиссия').closest('[role="button"]')).toBeNull();
  });

  it("shows exactly 'Нет данных' for an empty list", async () => {
    await openPage({ results: [], pageCount: 1, rowCount: 0 });
    expect(await screen.findByText('Нет данных')).toBeTruthy();
  });
});
