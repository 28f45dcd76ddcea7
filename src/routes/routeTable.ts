import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageKey } from '../i18n/keys';

/** A page of the shell: loaded on demand, rendered without props (read params with useParams). */
export type ShellPage = LazyExoticComponent<ComponentType>;

export interface ShellRoute {
  /** react-router path, relative to /seller; exact unless it ends with '/*'. */
  path: string;
  /** i18n key of the top-bar title (and of the placeholder heading). */
  titleKey: MessageKey | ((params: Readonly<Record<string, string | undefined>>) => MessageKey);
  page: ShellPage;
  /** Allowed values per path parameter; any other value redirects to /dashboard. */
  params?: Readonly<Record<string, readonly string[]>>;
}

/** The one page every not-yet-built route shows: its title and 'Раздел в разработке'. */
export const Placeholder: ShellPage = lazy(() => import('../custom-pages/placeholder/PlaceholderPage'));
const Dashboard: ShellPage = lazy(() => import('../custom-pages/dashboard/DashboardPage'));
const ErrorPage: ShellPage = lazy(() => import('../custom-pages/error-page/ErrorPage'));
const WholesaleOrderList: ShellPage = lazy(() => import('../resources/orders/list/WholesaleOrderList'));
const WholesaleOrderShow: ShellPage = lazy(() => import('../resources/orders/show/WholesaleOrderShow'));
const RetailOrderList: ShellPage = lazy(() => import('../resources/retail-orders/RetailOrderList'));
const RetailOrderShow: ShellPage = lazy(() => import('../resources/retail-orders/RetailOrderShow'));
const AcceptOrder: ShellPage = lazy(() => import('../custom-pages/accept-order/AcceptOrderPage'));

export const ANALYTICS_SECTIONS = [
  'sales',
  'requests',
  'buyers',
  'products',
  'categories',
  'tenders',
  'orders',
] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

export const DASHBOARD_PATH = '/dashboard';

const T = 'shell.titles.';

/**
 * Every authenticated route of spec section 2, in one table. A later capability replaces
 * `Placeholder` of its row with its page, e.g.
 * `page: lazy(() => import('../resources/orders/WholesaleOrderList'))`.
 * `/` and unknown paths redirect to /dashboard (see ShellAdmin); /iframe-embed is public.
 */
export const shellRoutes: readonly ShellRoute[] = [
  { path: DASHBOARD_PATH, titleKey: `${T}dashboard`, page: Dashboard },
  { path: '/error-page', titleKey: `${T}errorPage`, page: ErrorPage },
  {
    path: '/dashboard/analytics/:section',
    titleKey: (params) => `${T}analytics.${(params.section ?? 'sales') as AnalyticsSection}`,
    params: { section: ANALYTICS_SECTIONS },
    page: Placeholder,
  },
  { path: '/dashboard/embed', titleKey: `${T}embed`, page: Placeholder },

  { path: '/products/retail', titleKey: `${T}productsRetail`, page: Placeholder },
  { path: '/products/wholesale', titleKey: `${T}productsWholesale`, page: Placeholder },
  { path: '/products/property', titleKey: `${T}productsProperty`, page: Placeholder },
  { path: '/products/add', titleKey: `${T}productsAdd`, page: Placeholder },
  { path: '/products/edit/:productId', titleKey: `${T}productsEdit`, page: Placeholder },

  { path: '/requests', titleKey: `${T}requests`, page: Placeholder },
  { path: '/requests/:requestId', titleKey: `${T}request`, page: Placeholder },

  { path: '/orders', titleKey: `${T}wholesaleOrders`, page: WholesaleOrderList },
  { path: '/orders/:orderId', titleKey: `${T}wholesaleOrder`, page: WholesaleOrderShow },
  { path: '/main-retail-orders', titleKey: `${T}retailOrders`, page: RetailOrderList },
  { path: '/orders/retail/:orderId', titleKey: `${T}retailOrder`, page: RetailOrderShow },
  { path: '/orders/all/retail/:orderId', titleKey: `${T}retailOrder`, page: RetailOrderShow },
  { path: '/accept-order', titleKey: `${T}acceptOrder`, page: AcceptOrder },

  { path: '/tenders/search', titleKey: `${T}tendersSearch`, page: Placeholder },
  { path: '/tenders/my-tenders', titleKey: `${T}tendersMy`, page: Placeholder },
  { path: '/tenders/:tenderId', titleKey: `${T}tender`, page: Placeholder },
  { path: '/tenders-proposal/:proposalId', titleKey: `${T}tenderProposal`, page: Placeholder },

  { path: '/messages', titleKey: `${T}messages`, page: Placeholder },
  { path: '/buyers', titleKey: `${T}buyers`, page: Placeholder },
  { path: '/buyers/:buyerId', titleKey: `${T}buyer`, page: Placeholder },
  { path: '/reviews', titleKey: `${T}reviews`, page: Placeholder },

  { path: '/disputes/retails', titleKey: `${T}disputesRetail`, page: Placeholder },
  { path: '/disputes/wholesales', titleKey: `${T}disputesWholesale`, page: Placeholder },

  { path: '/shared/delivery', titleKey: `${T}deliveryTemplates`, page: Placeholder },
  { path: '/shared/delivery/add', titleKey: `${T}deliveryTemplateAdd`, page: Placeholder },
  { path: '/shared/delivery/edit/:templateId', titleKey: `${T}deliveryTemplateEdit`, page: Placeholder },
  { path: '/delivery/couriers', titleKey: `${T}deliveryCouriers`, page: Placeholder },

  {
    path: '/finacnes/whole-sale',
    titleKey: `${T}financesWholesale`,
    page: lazy(() => import('../resources/finances/WholesaleFinancesPage')),
  },
  {
    path: '/finacnes/retail',
    titleKey: `${T}financesRetail`,
    page: lazy(() => import('../resources/finances/RetailFinancesPage')),
  },

  { path: '/marketing/optimization-for-marketing', titleKey: `${T}marketingOptimization`, page: Placeholder },
  { path: '/marketing/coupons', titleKey: `${T}marketingCoupons`, page: Placeholder },
  { path: '/marketing/highlights', titleKey: `${T}marketingHighlights`, page: Placeholder },
  { path: '/marketing/highlights/add', titleKey: `${T}marketingHighlightsAdd`, page: Placeholder },
  { path: '/marketing/highlights/add/:paymentId', titleKey: `${T}marketingHighlightsAdd`, page: Placeholder },
  { path: '/marketing/top', titleKey: `${T}marketingTop`, page: Placeholder },
  { path: '/marketing/top/add', titleKey: `${T}marketingTopAdd`, page: Placeholder },
  { path: '/marketing/top/add/:paymentId', titleKey: `${T}marketingTopAdd`, page: Placeholder },
  { path: '/marketing/banners', titleKey: `${T}marketingBanners`, page: Placeholder },
  { path: '/marketing/request-banner', titleKey: `${T}marketingRequestBanner`, page: Placeholder },

  { path: '/learning/steps', titleKey: `${T}learningSteps`, page: Placeholder },
  { path: '/own-notifications', titleKey: `${T}ownNotifications`, page: Placeholder },
  { path: '/notifications', titleKey: `${T}notifications`, page: Placeholder },

  { path: '/settings/account', titleKey: `${T}settingsAccount`, page: Placeholder },
  { path: '/settings/account/password', titleKey: `${T}settingsPassword`, page: Placeholder },
  { path: '/settings/address', titleKey: `${T}settingsAddress`, page: Placeholder },
  { path: '/settings/staff', titleKey: `${T}settingsStaff`, page: Placeholder },
  { path: '/settings/managment', titleKey: `${T}settingsManagement`, page: Placeholder },
  { path: '/settings/requisite', titleKey: `${T}settingsRequisite`, page: Placeholder },
  { path: '/settings/documents', titleKey: `${T}settingsDocuments`, page: Placeholder },
  { path: '/settings/store', titleKey: `${T}settingsStore`, page: Placeholder },
];
