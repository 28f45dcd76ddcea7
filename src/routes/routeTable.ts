import { lazy } from 'react';
import { resourceModules } from '../resources';
import type { ResourceModule } from '../resources/types';
import type { ShellPage, ShellRoute } from './types';
import { syncLazy } from '../syncLazy';
import { ANALYTICS_SECTIONS, type AnalyticsSection } from './analyticsSections';

export type { ShellPage, ShellRoute } from './types';

export const Dashboard = syncLazy(() => import('../custom-pages/dashboard/DashboardPage'));
const ErrorPage: ShellPage = lazy(() => import('../custom-pages/error-page/ErrorPage'));
const AcceptOrder: ShellPage = lazy(() => import('../custom-pages/accept-order/AcceptOrderPage'));
/** The analytics chunk (x-charts included) loads only on these pages. */
const Analytics: ShellPage = lazy(() => import('../custom-pages/analytics/AnalyticsPage'));

export { ANALYTICS_SECTIONS, type AnalyticsSection } from './analyticsSections';

export const DASHBOARD_PATH = '/dashboard';

const T = 'shell.titles.';

/**
 * The authenticated routes of spec section 2 that no resource module serves: the shell's own
 * pages. Resource modules add theirs (`withResourceRoutes`; a module's route replaces a row of the
 * same path).
 * `/` and unknown paths redirect to /dashboard (see ShellAdmin). The public store widget
 * (/iframe-embed) is not a route of the shell: it is its own page (iframe-embed/index.html, src/widget/).
 */
export const specRoutes: readonly ShellRoute[] = [
  { path: DASHBOARD_PATH, titleKey: `${T}dashboard`, page: Dashboard },
  { path: '/error-page', titleKey: `${T}errorPage`, page: ErrorPage },
  {
    path: '/dashboard/analytics/:section',
    titleKey: (params) => `${T}analytics.${(params.section ?? 'sales') as AnalyticsSection}`,
    params: { section: ANALYTICS_SECTIONS },
    page: Analytics,
  },

  { path: '/accept-order', titleKey: `${T}acceptOrder`, page: AcceptOrder },
];

/** The spec's table with each resource's routes in place of the rows of the same paths. */
export function withResourceRoutes(
  base: readonly ShellRoute[],
  modules: readonly ResourceModule[],
): readonly ShellRoute[] {
  const served = new Map<string, ShellRoute>();
  for (const route of modules.flatMap((module) => module.routes ?? [])) {
    if (served.has(route.path)) throw new Error(`Two resources serve the route ${route.path}`);
    served.set(route.path, route);
  }
  const replaced = base.map((route) => served.get(route.path) ?? route);
  const known = new Set(base.map((route) => route.path));
  return [...replaced, ...[...served.values()].filter((route) => !known.has(route.path))];
}

/** What the shell routes: the spec's table as the registered resources fill it. */
export const shellRoutes: readonly ShellRoute[] = withResourceRoutes(specRoutes, resourceModules);
