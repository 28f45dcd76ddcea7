import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nContextProvider, TestMemoryRouter } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { browser } from '../../../src/api/navigation';
import { i18nProvider } from '../../../src/i18n/polyglot';
import { ShellErrorBoundary } from '../../../src/custom-pages/error-page/ShellErrorBoundary';
import { warmDashboardCalls } from '../../../src/authProvider/warmCalls';
import { demoInfo, demoSeller, demoStatistics, renderShell, stubApi, type Call } from './shellHarness';

const ERROR_TEXT = 'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('shell pages', () => {
  it('/error-page opened without a failure shows the error text and reloads to the root', async () => {
    stubApi();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderShell('/error-page');
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Перезагрузить' }));
    expect(assign).toHaveBeenCalledWith('/seller/');
  });

  it('redirects / to /dashboard', async () => {
    stubApi();
    const root = renderShell('/');
    await waitFor(() => expect(root.location()).toBe('/dashboard'));
  });

  it('redirects an unknown path to /dashboard', async () => {
    stubApi();
    const unknown = renderShell('/no/such/page');
    await waitFor(() => expect(unknown.location()).toBe('/dashboard'));
  });

  it.each(['/products/create', '/settings/nothing', '/tenders/x/y', '/reviews/5/more'])(
    'redirects %s (under a resource name, served by no page) to /dashboard',
    async (path) => {
      stubApi();
      const unknown = renderShell(path);
      // The first visit under a resource transforms and loads its lazy modules: seconds on a busy CI.
      await waitFor(() => expect(unknown.location()).toBe('/dashboard'), { timeout: 15_000 });
    },
  );

  it('redirects an analytics section outside the spec to /dashboard', async () => {
    stubApi();
    const analytics = renderShell('/dashboard/analytics/weather');
    await waitFor(() => expect(analytics.location()).toBe('/dashboard'), { timeout: 15_000 });
  });
});

describe('error boundary', () => {
  function Broken(): never {
    throw new Error('render failure');
  }

  function RouteSwitch() {
    return useLocation().pathname === '/broken' ? <Broken /> : <p>fine page</p>;
  }

  it('renders the error page on a render failure, reloads the page, and recovers after navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    render(
      <TestMemoryRouter initialEntries={['/broken']}>
        <I18nContextProvider value={i18nProvider}>
          <Link to="/fine">away</Link>
          <ShellErrorBoundary>
            <RouteSwitch />
          </ShellErrorBoundary>
        </I18nContextProvider>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Перезагрузить' }));
    expect(assign).toHaveBeenCalledWith(window.location.href);
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByText('fine page')).toBeTruthy();
    expect(screen.queryByText(ERROR_TEXT)).toBeNull();
  });
});

describe('dashboard', () => {
  it('shows the figures of GetDashboardInfo and GetDashboardStatistics', async () => {
    const calls = stubApi();
    renderShell('/dashboard');
    const main = await screen.findByRole('main');
    await within(main).findByText('1 234 567,50 руб.');
    const card = (label: string) =>
      within(main).getByText(label, { exact: true }).closest<HTMLElement>('.MuiCard-root')!;
    expect(within(card('Продажи всего')).getByText('1 234 567,50 руб.')).toBeTruthy();
    expect(within(card('Продажи за месяц')).getByText('98 000,00 руб.')).toBeTruthy();
    expect(within(card('Средний чек')).getByText('4 350,25 руб.')).toBeTruthy();
    expect(within(card('Оплаченных заказов')).getByText('1 520')).toBeTruthy();
    expect(within(card('Покупателей')).getByText('312')).toBeTruthy();
    await within(main).findByText('140 (128)');
    expect(within(card('Товаров (активных)')).getByText('140 (128)')).toBeTruthy();
    expect(within(card('Оптовые заказы в работе')).getByText('11')).toBeTruthy();
    expect(within(card('Розничные заказы в работе')).getByText('23')).toBeTruthy();
    expect(within(card('Новые запросы')).getByText('6')).toBeTruthy();
    expect(within(card('Открытые споры')).getByText('2')).toBeTruthy();
    expect(within(card('Отзывы')).getByText('87')).toBeTruthy();
    expect(within(main).getByText('Рейтинг магазина')).toBeTruthy();
    expect(within(main).getByText('4,7 из 5')).toBeTruthy();

    const info = calls.find((call) => call.url.pathname === '/seller/api/MarketSeller/GetDashboardInfo')!;
    expect(info.method).toBe('GET');
    expect(info.url.searchParams.get('sellerId')).toBe('7');
    const statistics = calls.filter(
      (call) => call.url.pathname === '/seller/api/User/GetDashboardStatistics',
    );
    expect(statistics).toHaveLength(1);
    expect(statistics[0]!.url.searchParams.get('userId')).toBe('42');
    expect(calls.some((call) => call.url.pathname.endsWith('SetFirstVisitStatus'))).toBe(false);
    expect(screen.queryByText('Добро пожаловать в кабинет продавца!')).toBeNull();
  });

  it('adopts the dashboard calls the sign-in started early: each figure call goes out once', async () => {
    const calls = stubApi();
    warmDashboardCalls(42, 7);
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/seller/api/User/GetDashboardStatistics',
      '/seller/api/MarketSeller/GetDashboardInfo',
    ]);
    renderShell('/dashboard');
    const main = await screen.findByRole('main');
    await within(main).findByText('1 234 567,50 руб.');
    await within(main).findByText('140 (128)');
    expect(calls.filter((call) => call.url.pathname.includes('Dashboard'))).toHaveLength(2);
  });

  it('makes a failed early call again, with the error catalogue', async () => {
    const calls: Call[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input).pathname.replace('/seller/api/', '');
        calls.push({ url: new URL(input), method: 'GET', body: null });
        const early = calls.filter((call) => call.url.pathname.endsWith(path)).length === 1;
        const data = path === 'User/GetDashboardStatistics' ? demoStatistics : demoInfo;
        const body = early && path === 'User/GetDashboardStatistics' ? { status: -1 } : { status: 1, data };
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    warmDashboardCalls(42, 7);
    renderShell('/dashboard');
    // The retry waits for the first failure, and the dashboard's charts load beside it: on a busy
    // machine that takes longer than the default wait.
    const main = await screen.findByRole('main', {}, { timeout: 15_000 });
    await within(main).findByText('1 234 567,50 руб.', {}, { timeout: 15_000 });
    expect(calls.filter((call) => call.url.pathname.endsWith('GetDashboardStatistics'))).toHaveLength(2);
    expect(calls.filter((call) => call.url.pathname.endsWith('GetDashboardInfo'))).toHaveLength(1);
  });

  it('shows skeletons while loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderShell('/dashboard');
    await waitFor(() => expect(screen.getAllByTestId('stat-skeleton').length).toBeGreaterThan(5));
  });
});

describe('first visit', () => {
  it('opens the welcome dialog, POSTs SetFirstVisitStatus once and can be closed', async () => {
    const calls = stubApi();
    renderShell('/dashboard', { ...demoSeller, firstVisit: true });
    const dialog = await screen.findByRole('dialog', { name: 'Добро пожаловать в кабинет продавца!' });
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname.endsWith('/User/SetFirstVisitStatus'))).toBe(true),
    );
    const visits = calls.filter((call) => call.url.pathname === '/seller/api/User/SetFirstVisitStatus');
    expect(visits).toHaveLength(1);
    expect(visits[0]!.method).toBe('POST');
    expect(visits[0]!.url.search).toBe('?userId=42');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Начать работу' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.url.pathname === '/seller/api/User/SetFirstVisitStatus')).toHaveLength(
      1,
    );
  });

  it("a failed call replaces its page: 'Перезагрузить' reloads that page, Back returns to the page before", async () => {
    stubApi(); // the retail finance calls have no stub: they fail with -1
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const shell = renderShell('/dashboard');
    await screen.findByRole('navigation', { name: 'Основное меню' });
    await act(async () => {
      await shell.navigate()('/finacnes/retail');
    });
    await waitFor(() => expect(shell.location()).toBe('/error-page'), { timeout: 5000 });
    expect(await screen.findByText(ERROR_TEXT, undefined, { timeout: 5000 })).toBeTruthy();
    expect(shell.location()).toBe('/error-page');
    fireEvent.click(screen.getByRole('button', { name: 'Перезагрузить' }));
    // The list may have written its parameters into the address first; the reload keeps them.
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls[0]?.[0]).toMatch(/^\/seller\/finacnes\/retail(\?|$)/);
    await act(async () => {
      await shell.navigate()(-1);
    });
    await waitFor(() => expect(shell.location()).toBe('/dashboard'));
  });

  // Last on purpose: its failing calls may still be settling when the test ends; a later test in
  // this file would receive their navigation to /error-page.
  it('a failed call inside the shell lands on /error-page without a reload (navigator registered)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: -1, errorMessage: 'boom' }), { status: 200 })),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const shell = renderShell('/dashboard');
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(shell.location()).toBe('/error-page');
    expect(assign).not.toHaveBeenCalled();
  });
});
