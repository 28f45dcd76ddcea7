export {
  shellRoutes,
  ANALYTICS_SECTIONS,
  DASHBOARD_PATH,
  type ShellRoute,
  type ShellPage,
  type AnalyticsSection,
} from './routeTable';
export { matchShellRoute, paramsAllowed, type RouteMatchResult } from './match';
export { renderShellRoutes, RedirectToDashboard } from './ShellRoutes';
export { useRouteTitle, RouteTitleProvider } from './routeTitle';
export { useLocationTitle } from './useLocationTitle';
