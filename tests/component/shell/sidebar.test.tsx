import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browser } from '../../../src/api/navigation';
import { SUPPORT } from '../../../src/config/support';
import { renderShell, stubApi } from './shellHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SPEC_LABELS = [
  'Обзор',
  'Аналитика',
  'Товары',
  'Розничные',
  'Оптовые',
  'Свойства товаров',
  'Запросы',
  'Заказы',
  'Тендеры',
  'Поиск тендера',
  'Мои тендеры',
  'Сообщения',
  'Покупатели',
  'Отзывы',
  'Споры и возвраты',
  'Доставка',
  'Бесплатная доставка',
  'Курьерские службы',
  'Финансы',
  'Оптовые продажи',
  'Розничные продажи',
  'Маркетинг',
  'Выдача товара',
  'Купоны',
  'Embed',
  'Выделение товара',
  'Поднятие товара',
  'Баннерная реклама',
  'Обучение и поддержка',
  'Руководство продавца',
  'Шаги к успеху',
  'Защита продавца',
  'Обратная связь',
  'Мои уведомления',
  'Настройки',
  'Аккаунт',
  'Адреса',
  'Руководящий состав',
  'Менеджмент',
  'Реквизиты',
  'Документы',
  'Информация и дизайн магазина',
];

const sidebar = () => screen.getByRole('navigation', { name: 'Основное меню' });
const groupButton = (label: string) => within(sidebar()).getByRole('button', { name: label });

/** The retail product list's calls (/products/retail), answered empty. */
const EMPTY_PRODUCTS = {
  'Product/GetAllRetailProducts': { results: [], pageCount: 1, rowCount: 0, commissionPercentage: 5 },
  'Product/GetCategoriesByGroupId': [],
};

describe('shell sidebar', () => {
  it('shows every sidebar label of the spec, with links to the spec paths', async () => {
    stubApi();
    renderShell('/dashboard');
    await screen.findByRole('navigation', { name: 'Основное меню' });
    for (const label of SPEC_LABELS) {
      expect(within(sidebar()).getAllByText(label, { exact: true }).length, label).toBeGreaterThan(0);
    }
    const link = (name: string) => within(sidebar()).getByText(name, { exact: true }).closest('a')!;
    expect(link('Обзор').getAttribute('href')).toBe('/dashboard');
    expect(link('Аналитика').getAttribute('href')).toBe('/dashboard/analytics/sales');
    expect(link('Споры и возвраты').getAttribute('href')).toBe('/disputes/retails');
    expect(link('Оптовые продажи').getAttribute('href')).toBe('/finacnes/whole-sale');
    expect(link('Информация и дизайн магазина').getAttribute('href')).toBe('/settings/store');
    expect(link('Руководство продавца').getAttribute('href')).toBe('/learning/steps');
  });

  it('opens the last three learning entries in a new tab, safely', async () => {
    stubApi();
    renderShell('/dashboard');
    await screen.findByRole('navigation', { name: 'Основное меню' });
    const expected = [
      ['Шаги к успеху', SUPPORT.learning.steps],
      ['Защита продавца', SUPPORT.learning.protection],
      ['Обратная связь', SUPPORT.learning.feedback],
    ] as const;
    for (const [label, href] of expected) {
      const anchor = within(sidebar()).getByText(label).closest('a')!;
      expect(anchor.getAttribute('href')).toBe(href);
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('keeps one submenu open: opening Заказы closes Товары', async () => {
    stubApi(EMPTY_PRODUCTS);
    renderShell('/products/retail');
    await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(groupButton('Товары').getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('Заказы').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(groupButton('Заказы'));
    expect(groupButton('Заказы').getAttribute('aria-expanded')).toBe('true');
    expect(groupButton('Товары').getAttribute('aria-expanded')).toBe('false');
    const open = within(sidebar()).getAllByRole('button', { expanded: true });
    expect(open.map((button) => button.textContent)).toEqual(['Заказы']);

    fireEvent.click(groupButton('Заказы'));
    expect(within(sidebar()).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('on a route change collapses the submenus and opens the one of the new path (Финансы)', async () => {
    stubApi({
      ...EMPTY_PRODUCTS,
      'Finances/RetailOrderFinances': { results: [], pageCount: 1, rowCount: 0 },
      'Finances/RetailOrderFinancesTotals': {
        totalAmountOfOrders: 0,
        amountFromSales: 0,
        nowReserved: 0,
        refunds: 0,
        MarketComissionPrice: 0,
        ordersCount: 0,
      },
    });
    const shell = renderShell('/products/retail');
    await screen.findByRole('navigation', { name: 'Основное меню' });
    fireEvent.click(groupButton('Настройки'));
    expect(groupButton('Настройки').getAttribute('aria-expanded')).toBe('true');

    await act(async () => {
      await shell.navigate()('/finacnes/retail');
    });
    await waitFor(() => expect(groupButton('Финансы').getAttribute('aria-expanded')).toBe('true'));
    expect(groupButton('Настройки').getAttribute('aria-expanded')).toBe('false');
    expect(groupButton('Товары').getAttribute('aria-expanded')).toBe('false');
    const active = within(sidebar()).getByRole('link', { name: 'Розничные продажи' });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('page-title').textContent).toBe('Розничные продажи');
  });

  it('shows the unread messages badge and the support phones', async () => {
    stubApi();
    renderShell('/dashboard');
    await screen.findByRole('navigation', { name: 'Основное меню' });
    await waitFor(() => expect(screen.getByTestId('badge-messages').textContent).toBe('3'));
    for (const phone of SUPPORT.phones)
      expect(screen.getAllByText(phone.number).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(SUPPORT.email)).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Маркетплейс. Все права защищены.`)).toBeTruthy();
  });

  it('hides the unread badge when there is nothing unread', async () => {
    stubApi({
      'User/GetDashboardStatistics': {
        salesTotal: 0,
        salesThisMonth: 0,
        ordersCount: 0,
        buyersCount: 0,
        averageCheck: 0,
        unreadMessages: 0,
        notificationsCount: 0,
      },
    });
    renderShell('/messages');
    await screen.findByRole('navigation', { name: 'Основное меню' });
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Сообщения'));
    const badge = screen.getByTestId('badge-messages').querySelector('.MuiBadge-badge')!;
    expect(badge.className).toContain('MuiBadge-invisible');
  });
});

describe('shell top bar', () => {
  it('has the bell: no number without a count of unread notifications; its popover leads to /own-notifications', async () => {
    stubApi(); // the statistics say notificationsCount: 5; the bell counts from GetNotifications alone
    const shell = renderShell('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Уведомления' });
    await waitFor(() => expect(screen.getByTestId('badge-messages').textContent).toBe('3'));
    expect(bell.querySelector('.MuiBadge-badge')).toBeNull();
    fireEvent.click(bell);
    fireEvent.click(await screen.findByRole('link', { name: 'Все уведомления' }));
    await waitFor(() => expect(shell.location()).toBe('/own-notifications'));
    expect(screen.getByTestId('page-title').textContent).toBe('Мои уведомления');
  });

  it('store menu shows the store name and logs out: the server revokes the session, both tokens go, reload to /seller/', async () => {
    const calls = stubApi({ 'Auth/Logout': true });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    localStorage.setItem('sellerRefreshToken', 'refresh-1');
    renderShell('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /^Меню магазина/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ТехноМир')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Выйти' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/seller/'));
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
    expect(localStorage.getItem('sellerRefreshToken')).toBeNull();
    const logout = calls.filter((c) => c.url.pathname === '/seller/api/Auth/Logout');
    expect(logout).toHaveLength(1);
    expect(JSON.parse(logout[0]?.body ?? '{}')).toEqual({ refreshToken: 'refresh-1' });
  });
});
