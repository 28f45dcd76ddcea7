import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore, TestMemoryRouter } from 'react-admin';
import { ShellAdmin } from '../../../src/layout/ShellAdmin';
import { stubApiByPath, type ApiCall, type Handler } from '../pathStub';
import { stubPhoneMedia } from '../phoneMedia';
import { demoInfo, demoSeller, demoStatistics } from '../shell/shellHarness';

/** /finances/payouts through the whole stack: page -> dataProvider -> src/api -> a stubbed fetch. */

const SLOW = { timeout: 20_000 };

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const schedule = {
  dateFrom: '2026-11-01',
  dateTo: '2026-11-30',
  holdDays: 7,
  totals: { held: 950.09, released: 190, paid: 1000, refunded: 500.5 },
  days: [
    {
      date: '2026-11-10',
      held: 950.09,
      released: 190,
      paid: 0,
      refunded: 0,
      ordersCount: 5,
      orders: [
        {
          market: 'wholesale',
          orderId: 12,
          number: '12',
          state: 'held',
          amount: 950.09,
          releaseDate: '2026-11-10',
          payoutId: null,
        },
        {
          market: 'retail',
          orderId: 3,
          number: '1000003',
          state: 'released',
          amount: 190,
          releaseDate: '2026-11-10',
          payoutId: null,
        },
      ],
    },
  ],
};

const history = {
  results: [
    {
      id: 4,
      paidAt: '2026-11-12T09:00:00.000Z',
      amount: 1000,
      ordersCount: 1,
      orders: [{ market: 'wholesale', orderId: 9, number: '9', amount: 1000 }],
    },
  ],
  pageCount: 1,
  rowCount: 1,
};

function stub(handlers: Record<string, Handler>): ApiCall[] {
  return stubApiByPath({
    'User/GetDashboardStatistics': () => demoStatistics,
    'MarketSeller/GetDashboardInfo': () => demoInfo,
    'User/SetFirstVisitStatus': () => true,
    'Finances/GetPayoutSchedule': () => schedule,
    'Finances/GetPayouts': () => history,
    ...handlers,
  });
}

function renderPage(path = '/finances/payouts?from=2026-11-01&to=2026-11-30') {
  localStorage.setItem('sellerAccessToken', 'access-1');
  let location = path;
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => {
        location = `${l.pathname}${l.search}`;
      }}
    >
      <ShellAdmin user={demoSeller} store={memoryStore()} />
    </TestMemoryRouter>,
  );
  return { location: () => location };
}

describe('/finances/payouts', () => {
  it('asks for the period of the URL and shows its totals, the schedule with order links and the history', async () => {
    const calls = stub({});
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Выплаты' }, SLOW);
    const table = await screen.findByRole('table', { name: 'Деньги по датам' }, SLOW);
    expect(calls.find((c) => c.path === 'Finances/GetPayoutSchedule')?.json).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    });
    const totals = screen.getByRole('region', { name: 'Итоги периода' });
    expect(within(totals).getByText('950,09 руб.')).toBeTruthy();
    expect(within(totals).getByText('500,50 руб.')).toBeTruthy();
    expect(within(table).getByText('10.11.2026')).toBeTruthy();
    const held = within(table).getByRole('link', { name: /Заказ №12 \(опт\): Удержано, 950,09/ });
    expect(held.getAttribute('href')).toContain('/orders/12');
    const retail = within(table).getByRole('link', { name: /Заказ №1000003 \(розница\): Разблокировано/ });
    expect(retail.getAttribute('href')).toContain('/orders/retail/3');
    expect(within(table).getByText('и ещё 3 — все заказы в выгрузке .xlsx')).toBeTruthy();
    const paid = await screen.findByRole('link', { name: '№9' }, SLOW);
    expect(paid.getAttribute('href')).toContain('/orders/9');
  }, 60_000);

  it('keeps a changed period in the URL and refuses a reversed one without asking the server', async () => {
    const calls = stub({});
    const page = renderPage();
    const period = await screen.findByRole('form', { name: 'Период' }, SLOW);
    // The Russian calendar (dd.MM.yyyy whatever the browser's language), not the native field.
    const from = within(period).getByRole('group', { name: 'Дата с' });
    expect(from.textContent).toContain('01.11.2026');
    const [openFrom, openTo] = within(period).getAllByRole('button', { name: /Выберите дату/ });
    fireEvent.click(openFrom as HTMLElement);
    fireEvent.click(within(await screen.findByRole('grid')).getByRole('gridcell', { name: '20' }));
    await waitFor(() => expect(page.location()).toContain('from=2026-11-20&to=2026-11-30'));
    await waitFor(() => expect(calls.filter((c) => c.path === 'Finances/GetPayoutSchedule')).toHaveLength(2));
    fireEvent.click(openTo as HTMLElement);
    fireEvent.click(within(await screen.findByRole('grid')).getByRole('gridcell', { name: '10' }));
    expect(await screen.findByText('Дата начала периода позже даты конца')).toBeTruthy();
    expect(page.location()).toContain('to=2026-11-10');
    expect(calls.filter((c) => c.path === 'Finances/GetPayoutSchedule')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Скачать .xlsx' })).toHaveProperty('disabled', true);
  }, 60_000);

  it('shows the server refusal and "----" for missing figures', async () => {
    stub({
      'Finances/GetPayoutSchedule': () => ({
        status: -1,
        errorMessage: 'Период не может быть длиннее 366 дней',
      }),
      'Finances/GetPayouts': () => ({ results: [{ id: 5 }], pageCount: 1, rowCount: 1 }),
    });
    renderPage();
    expect(await screen.findByText('Период не может быть длиннее 366 дней', {}, SLOW)).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Итоги периода' });
    expect(within(totals).getAllByText('----')).toHaveLength(4);
  }, 60_000);

  it('downloads the schedule of the period as .xlsx and .csv', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:payouts');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = stub({
      'Finances/PayoutsExport': (call) =>
        new Response('x', {
          status: 200,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(
              `Выплаты.${call.url.searchParams.get('format')}`,
            )}`,
          },
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Скачать .xlsx' }, SLOW));
    await waitFor(() => expect(saved).toEqual(['Выплаты.xlsx']));
    const csv = screen.getByRole('button', { name: 'Скачать .csv' });
    await waitFor(() => expect(csv).toHaveProperty('disabled', false));
    fireEvent.click(csv);
    await waitFor(() => expect(saved).toEqual(['Выплаты.xlsx', 'Выплаты.csv']));
    const exportCall = calls.find((c) => c.path === 'Finances/PayoutsExport')!;
    expect(Object.fromEntries(exportCall.url.searchParams)).toEqual({
      format: 'xlsx',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
    });
  }, 60_000);

  it('shows the schedule as cards on a phone', async () => {
    stubPhoneMedia();
    stub({});
    renderPage();
    const list = await screen.findByRole('list', { name: 'Деньги по датам' }, SLOW);
    expect(within(list).getByRole('heading', { name: '10.11.2026' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Заказ №12/ })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Деньги по датам' })).toBeNull();
  }, 60_000);
});
