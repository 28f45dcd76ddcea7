import { matchPath } from 'react-router-dom';
import type { MessageKey } from '../i18n/keys';
import { shellRoutes, type ShellRoute } from './routeTable';

export interface RouteMatchResult {
  route: ShellRoute;
  params: Readonly<Record<string, string | undefined>>;
  titleKey: MessageKey;
}

/** Whether the params satisfy the route's allowed values. */
export function paramsAllowed(
  route: ShellRoute,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return Object.entries(route.params ?? {}).every(([name, allowed]) => allowed.includes(params[name] ?? ''));
}

/**
 * The route of the table a pathname (without /seller) belongs to, with the same ranking as
 * react-router (static segments beat parameters: /orders/retail/1 is a retail order).
 */
export function matchShellRoute(
  pathname: string,
  routes: readonly ShellRoute[] = shellRoutes,
): RouteMatchResult | null {
  const candidates: { route: ShellRoute; params: Record<string, string | undefined>; score: number }[] = [];
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match || !paramsAllowed(route, match.params)) continue;
    const segments = route.path.split('/').filter(Boolean);
    const score = segments.reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), 0);
    candidates.push({ route, params: match.params, score });
  }
  if (candidates.length === 0) return null;
  candidates.sort((a, b) => b.score - a.score);
  const { route, params } = candidates[0]!;
  const titleKey = typeof route.titleKey === 'function' ? route.titleKey(params) : route.titleKey;
  return { route, params, titleKey };
}
