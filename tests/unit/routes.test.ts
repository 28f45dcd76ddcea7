import { describe, expect, it } from 'vitest';
import { matchShellRoute, shellRoutes, ANALYTICS_SECTIONS } from '../../src/routes';
import { i18nProvider } from '../../src/i18n/polyglot';
import { groupForPath, sidebarMenu } from '../../src/layout/menu';

/** Spec section 2 "Authenticated seller routes", concrete examples of each. */
const SPEC_PATHS = [
  '/dashboard',
  '/error-page',
  '/settings/account',
  '/settings/account/password',
  '/settings/address',
  '/settings/staff',
  '/settings/managment',
  '/settings/requisite',
  '/settings/documents',
  '/settings/store',
  '/own-notifications',
  '/notifications',
  '/delivery/couriers',
  '/learning/steps',
  '/products/property',
  '/products/wholesale',
  '/products/retail',
  '/products/add',
  '/products/edit/15',
  '/shared/delivery',
  '/shared/delivery/add',
  '/shared/delivery/edit/3',
  '/requests',
  '/requests/8',
  '/messages',
  '/marketing/request-banner',
  '/marketing/top',
  '/marketing/top/add',
  '/marketing/top/add/77',
  '/marketing/highlights',
  '/marketing/highlights/add',
  '/marketing/highlights/add/78',
  '/marketing/coupons',
  '/marketing/banners',
  '/marketing/optimization-for-marketing',
  '/dashboard/embed',
  '/main-retail-orders',
  '/orders',
  '/orders/100',
  '/orders/retail/101',
  '/orders/all/retail/102',
  '/accept-order',
  '/buyers',
  '/buyers/5',
  '/tenders/search',
  '/tenders/my-tenders',
  '/tenders/9',
  '/tenders-proposal/4',
  '/disputes/retails',
  '/disputes/wholesales',
  '/reviews',
  '/finacnes/retail',
  '/finacnes/whole-sale',
  ...ANALYTICS_SECTIONS.map((section) => `/dashboard/analytics/${section}`),
];

const titleOf = (path: string) => {
  const match = matchShellRoute(path);
  return match ? i18nProvider.translate(match.titleKey) : null;
};

describe('route table', () => {
  it('has a route and a real (translated) title for every authenticated path of the spec', () => {
    for (const path of SPEC_PATHS) {
      const match = matchShellRoute(path);
      expect(match, path).not.toBeNull();
      const title = i18nProvider.translate(match!.titleKey);
      expect(title, path).not.toMatch(/^shell\./);
      expect(title.length, path).toBeGreaterThan(2);
    }
  });

  it('has no duplicate paths', () => {
    const paths = shellRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('ranks static segments above parameters and keeps exact routes exact', () => {
    expect(titleOf('/orders/retail/5')).toBe('Розничный заказ');
    expect(titleOf('/orders/5')).toBe('Оптовый заказ');
    expect(titleOf('/orders')).toBe('Оптовые заказы');
    expect(titleOf('/tenders/my-tenders')).toBe('Мои тендеры');
    expect(titleOf('/tenders/12')).toBe('Тендер');
    expect(titleOf('/dashboard')).toBe('Обзор');
    expect(titleOf('/dashboard/unknown')).toBeNull();
    expect(titleOf('/iframe-embed')).toBeNull();
  });

  it('accepts only the analytics sections of the spec', () => {
    expect(titleOf('/dashboard/analytics/sales')).toBe('Аналитика: продажи');
    expect(titleOf('/dashboard/analytics/categories')).toBe('Аналитика: категории');
    expect(titleOf('/dashboard/analytics/weather')).toBeNull();
  });

  it('renders a page for every route', () => {
    const pageOf = (path: string) => shellRoutes.find((route) => route.path === path)?.page;
    for (const built of [
      '/dashboard',
      '/error-page',
      '/orders',
      '/finacnes/whole-sale',
      '/finacnes/retail',
      '/tenders/search',
      '/reviews',
      '/buyers',
      '/buyers/:buyerId',
      '/settings/account',
      '/settings/store',
      '/messages',
      '/dashboard/embed',
      '/dashboard/analytics/:section',
      '/learning/steps',
    ]) {
      expect(pageOf(built)).toBeDefined();
    }
    for (const route of shellRoutes) expect(route.page).toBeDefined();
  });

  it('routes the pages beyond the specification under their groups', () => {
    expect(titleOf('/products/import')).toBe('Импорт товаров');
    expect(groupForPath('/products/import')).toBe('products');
    expect(titleOf('/finances/payouts')).toBe('Выплаты');
    expect(groupForPath('/finances/payouts')).toBe('finances');
    expect(titleOf('/work-queue')).toBe('Сегодня');
    expect(groupForPath('/work-queue')).toBeNull();
  });

  it('opens the submenu that contains a path', () => {
    expect(groupForPath('/finacnes/retail')).toBe('finances');
    expect(groupForPath('/orders/all/retail/3')).toBe('orders');
    expect(groupForPath('/dashboard/embed')).toBe('marketing');
    expect(groupForPath('/settings/account/password')).toBe('settings');
    expect(groupForPath('/dashboard')).toBeNull();
    expect(groupForPath('/messages')).toBeNull();
  });

  it("lays the sidebar out in the spec's order from the resources' placements", () => {
    const shape = sidebarMenu.map((entry) =>
      entry.kind === 'group' ? `${entry.key}[${entry.items.map((item) => item.key).join(' ')}]` : entry.key,
    );
    expect(shape).toEqual([
      'overview',
      'work-queue',
      'analytics',
      'products[products-retail products-wholesale products-property products-import]',
      'requests',
      'orders[orders-wholesale orders-retail]',
      'tenders[tenders-search tenders-my]',
      'messages',
      'buyers',
      'reviews',
      'disputes',
      'delivery[delivery-free delivery-couriers]',
      'finances[finances-wholesale finances-retail finances-payouts]',
      'marketing[marketing-optimization marketing-coupons marketing-embed marketing-highlights marketing-top marketing-banners]',
      'learning[learning-guide learning-steps learning-protection learning-feedback]',
      'own-notifications',
      'settings[settings-account settings-address settings-staff settings-management settings-requisite settings-documents settings-store]',
    ]);
  });

  it('every in-app sidebar link points at a route of the table', () => {
    const links = sidebarMenu.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));
    for (const link of links) {
      if (link.kind === 'link') expect(matchShellRoute(link.to), link.to).not.toBeNull();
      // External pages are absolute addresses on the main website (locally its stand-in origin).
      else expect(link.href).toMatch(/^https?:\/\/[^/]+\/seller-help\//);
    }
  });
});
