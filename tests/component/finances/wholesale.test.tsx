import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, stubApi, type Call } from '../shell/shellHarness';

const PATH = '/seller/api/Finances/GetOrderFinances';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const financeCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname === PATH);
const bodyOf = (call: Call | undefined) => JSON.parse(call?.body ?? 'null') as Record<string, unknown>;

/** Reading A and reading B in one reply, with both spellings of the safe-deal status field. */
const reply = {
  totalAmountOfOrders: 129456.5,
  amountFromSales: 117283.68,
  nowReserved: 45000,
  refunds: 6000,
  MarketComissionPrice: 6172.82,
  pageCount: 3,
  MarketSafeDealWholesaleOrders: {
    results: [
      {
        orderId: 1501,
        invoiceNumber: 'СЧ-1501',
        orderCreationDate: '2026-03-05T10:30:00',
        buyerName: 'ООО «Вектор»',
        MarketPercentage: 5,
        invoicePath: '/seller/invoices/1501.pdf',
        totalAmountForTheOrderFromBuyer: 123456.5,
        paymentToTheSeller: 117283.68,
        orderStatusId: 7,
        MarketSafeDealStatusId: 2,
        ndsPrice: 20576.08,
      },
      {
        id: 88,
        orderId: 1502,
        invoiceNumber: 'СЧ-1502',
        invoicePath: 'javascript:alert(1)',
        orderCreationDate: '2026-03-06T08:00:00',
        buyerName: 'ИП Петров',
        ndsPrice: 1000,
        buyerAmount: 6000,
        payment: null,
        MarketPercentage: 7.5,
        orderStatusId: 24,
        MarketSafeDeallStatusId: 3,
      },
    ],
    pageCount: 3,
    rowCount: 25,
  },
};

const emptyReply = {
  totalAmountOfOrders: 0,
  amountFromSales: 0,
  nowReserved: 0,
  refunds: 0,
  MarketComissionPrice: 0,
  pageCount: 1,
  MarketSafeDealWholesaleOrders: { results: [], pageCount: 1, rowCount: 0 },
};

async function openPage(data: unknown = reply) {
  const calls = stubApi({ 'Finances/GetOrderFinances': data });
  const shell = renderShell('/finacnes/whole-sale');
  await screen.findByRole('heading', { level: 1, name: 'Оптовые продажи' }, { timeout: 8000 });
  return { calls, shell };
}

const table = () => screen.getByRole('table', { name: 'Финансы по оптовым заказам' });

describe('wholesale finances page', () => {
  it('sends the exact default body on load', async () => {
    const { calls } = await openPage();
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(1));
    const [call] = financeCalls(calls);
    expect(call?.method).toBe('POST');
    expect(bodyOf(call)).toEqual({
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
    });
  });

  it('shows the summary cards and the rows in rubles, "----" for a missing payment, the statuses', async () => {
    const { calls } = await openPage();
    expect(await screen.findByText('ООО «Вектор»')).toBeTruthy();
    expect(financeCalls(calls)).toHaveLength(1);
    const summary = screen.getByRole('region', { name: 'Итоги по заказам' });
    const card = (id: string) => within(summary).getByTestId(`finance-summary-${id}`).textContent;
    expect(card('totalAmountOfOrders')).toContain('Общая сумма заказов');
    expect(card('totalAmountOfOrders')).toContain('129 456,50 руб.');
    expect(card('amountFromSales')).toContain('117 283,68 руб.');
    expect(card('nowReserved')).toContain('45 000,00 руб.');
    expect(card('refunds')).toContain('6 000,00 руб.');
    expect(card('commission')).toContain('Комиссия маркетплейса');
    expect(card('commission')).toContain('6 172,82 руб.');

    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('1501')).toBeTruthy();
    expect(first.getByText('05.03.2026 13:30 МСК')).toBeTruthy();
    expect(first.getByText('123 456,50 руб.')).toBeTruthy();
    expect(first.getByText('5 %')).toBeTruthy();
    expect(first.getByText('20 576,08 руб.')).toBeTruthy();
    expect(first.getByText('117 283,68 руб.')).toBeTruthy();
    expect(first.getByText('Завершён').closest('[data-status-kind]')?.getAttribute('data-status-kind')).toBe(
      'success',
    );
    expect(first.getByText('Отправлены')).toBeTruthy();
    const invoice = first.getByRole('link', { name: /СЧ-1501/ });
    expect(invoice.getAttribute('href')).toBe('/seller/invoices/1501.pdf');
    expect(invoice.getAttribute('target')).toBe('_blank');
    expect(invoice.getAttribute('rel')).toContain('noopener');

    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('6 000,00 руб.')).toBeTruthy();
    expect(second.getByText('----')).toBeTruthy();
    expect(second.getByText('7,5 %')).toBeTruthy();
    expect(second.getByText('Возврат оформлен')).toBeTruthy();
    expect(second.getByText('Отменён').closest('[data-status-kind]')?.getAttribute('data-status-kind')).toBe(
      'danger',
    );
    // an unsafe invoice path is shown as text, not as a link
    expect(second.getByText('СЧ-1502').closest('a')).toBeNull();

    // the pager of the shell: 3 pages
    expect(screen.getByRole('button', { name: 'Страница 3' })).toBeTruthy();
  });

  it('sends a new body with the column of a clicked header', async () => {
    const { calls } = await openPage();
    await screen.findByText('ООО «Вектор»');
    fireEvent.click(within(table()).getByText('Сумма от покупателя'));
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(2));
    expect(bodyOf(financeCalls(calls)[1])).toMatchObject({
      column: 'totalAmountForTheOrderFromBuyer',
      sortByAscending: true,
      pagination: { page: 1, pageSize: 10 },
    });

    await screen.findByText('ООО «Вектор»');
    fireEvent.click(within(table()).getByText('Статус безопасной сделки'));
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(3));
    expect(bodyOf(financeCalls(calls)[2])).toMatchObject({
      column: 'MarketSafeDealStatusId',
      sortByAscending: true,
    });
  });

  it('sends the next page with the same filter', async () => {
    const { calls } = await openPage();
    await screen.findByText('ООО «Вектор»');
    fireEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(2));
    expect(bodyOf(financeCalls(calls)[1])).toMatchObject({
      pagination: { page: 2, pageSize: 10 },
      column: 'id',
    });
  });

  it('an invalid order number shows its message and sends nothing; a valid one sends the filter', async () => {
    const { calls, shell } = await openPage();
    await screen.findByText('ООО «Вектор»');
    const input = screen.getByRole('textbox', { name: 'Номер заказа' });

    fireEvent.change(input, { target: { value: '12345678' } });
    expect(await screen.findByText('Номер заказа может содержать не более 7 цифр')).toBeTruthy();
    fireEvent.change(input, { target: { value: '-12' } });
    expect(await screen.findByText('Номер заказа может содержать только цифры')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(financeCalls(calls)).toHaveLength(1);

    fireEvent.change(input, { target: { value: '1501' } });
    await waitFor(() => expect(screen.queryByText('Номер заказа может содержать только цифры')).toBeNull());
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(2), { timeout: 2000 });
    expect(bodyOf(financeCalls(calls)[1])).toMatchObject({
      orderId: 1501,
      pagination: { page: 1, pageSize: 10 },
    });
    expect(shell.location()).toBe('/finacnes/whole-sale');
  });

  it('a buyer name longer than 20 characters shows its message and sends nothing', async () => {
    const { calls } = await openPage();
    await screen.findByText('ООО «Вектор»');
    fireEvent.change(screen.getByRole('textbox', { name: 'Покупатель' }), {
      target: { value: 'Б'.repeat(21) },
    });
    expect(await screen.findByText('Имя покупателя может содержать не более 20 символов')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(financeCalls(calls)).toHaveLength(1);
  });

  it("the status select offers every wholesale status plus 'Доставлен' (100), which is sent as 100", async () => {
    const { calls } = await openPage();
    await screen.findByText('ООО «Вектор»');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Статус заказа' }));
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names[0]).toBe('Все статусы');
    expect(names).toHaveLength(16);
    expect(names.at(-1)).toBe('Доставлен');
    fireEvent.click(within(listbox).getByRole('option', { name: 'Доставлен' }));
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(2));
    expect(bodyOf(financeCalls(calls)[1])).toMatchObject({
      orderStatusId: 100,
      MarketSafeDealStatusId: null,
    });
  });

  it('the safe-deal select offers exactly the four statuses of the spec', async () => {
    const { calls } = await openPage();
    await screen.findByText('ООО «Вектор»');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Статус безопасной сделки' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Все статусы', 'Зарезервированы', 'Отправлены', 'Возврат оформлен', 'Не оплачен']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Не оплачен' }));
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(2));
    expect(bodyOf(financeCalls(calls)[1])).toMatchObject({ MarketSafeDealStatusId: 4 });
  });

  it('the creation dates are picked from the ru calendar (read-only field, dd/MM/yyyy) and sent as yyyy-MM-dd', async () => {
    const { calls } = await openPage();
    await screen.findByText('ООО «Вектор»');
    const form = screen.getByRole('search', { name: 'Фильтры' });
    const fromField = within(form).getByRole('group', { name: 'Дата создания с' });
    const sections = within(fromField).getAllByRole('spinbutton');
    expect(sections.map((section) => section.getAttribute('aria-readonly'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(fromField.textContent).toContain('ДД/ММ/ГГГГ');

    fireEvent.click(within(form).getAllByRole('button', { name: 'Выберите дату' })[0] as HTMLElement);
    const calendar = await screen.findByRole('grid');
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '15' }));
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(2));
    const now = new Date();
    const month = String(now.getMonth() + 1).padStart(2, '0');
    expect(bodyOf(financeCalls(calls)[1])).toMatchObject({
      orderCreationDateFrom: `${now.getFullYear()}-${month}-15`,
      orderCreationDateTo: null,
    });
    await waitFor(() => expect(fromField.textContent).toContain(`15/${month}/${now.getFullYear()}`));
  });

  it('reads the filter from the URL', async () => {
    const calls = stubApi({ 'Finances/GetOrderFinances': reply });
    const filter = encodeURIComponent(
      JSON.stringify({ orderStatusId: 100, buyerName: 'Ив', dateFrom: '2026-03-01' }),
    );
    renderShell(`/finacnes/whole-sale?filter=${filter}&page=2&sort=buyerName&order=ASC`);
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(1), { timeout: 8000 });
    expect(bodyOf(financeCalls(calls)[0])).toEqual({
      sellerId: 7,
      orderId: null,
      orderStatusId: 100,
      buyerName: 'Ив',
      MarketSafeDealStatusId: null,
      orderCreationDateFrom: '2026-03-01',
      orderCreationDateTo: null,
      column: 'buyerName',
      sortByAscending: true,
      pagination: { page: 2, pageSize: 10 },
    });
    expect((screen.getByRole('textbox', { name: 'Покупатель' }) as HTMLInputElement).value).toBe('Ив');
  });

  it('an invalid filter from a link shows its message and sends nothing', async () => {
    const calls = stubApi({ 'Finances/GetOrderFinances': reply });
    const filter = encodeURIComponent(JSON.stringify({ buyerName: 'A'.repeat(21) }));
    const shell = renderShell(`/finacnes/whole-sale?filter=${filter}`);
    await screen.findByRole('heading', { level: 1, name: 'Оптовые продажи' }, { timeout: 8000 });
    expect(await screen.findByText('Имя покупателя может содержать не более 20 символов')).toBeTruthy();
    expect(
      screen.getByText('Исправьте фильтры, отмеченные красным: список с ними не загружается'),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(financeCalls(calls)).toHaveLength(0);
    expect(shell.location()).toBe('/finacnes/whole-sale');

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(financeCalls(calls)).toHaveLength(1));
    expect(bodyOf(financeCalls(calls)[0])).toMatchObject({ buyerName: null });
  });

  it("shows exactly 'Нет данных' for an empty reply", async () => {
    await openPage(emptyReply);
    expect(await screen.findByText('Нет данных')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Финансы по оптовым заказам' })).toBeNull();
    expect(
      within(screen.getByTestId('finance-summary-totalAmountOfOrders')).getByText('0,00 руб.'),
    ).toBeTruthy();
  });

  it('goes to the error page when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const failing = new URL(input).pathname === PATH;
        const body = failing ? { status: -1, errorMessage: 'boom' } : { status: 1, data: {} };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const shell = renderShell('/finacnes/whole-sale');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), { timeout: 8000 });
  });
});
