import { useSyncExternalStore, type MouseEvent } from 'react';
import { BASE_PATH } from '../../config/environment';
import { appUrl } from '../../api/navigation';

/**
 * The public screens' tiny router over `window.location` (no react-router in this download).
 * Paths here are in-app paths: the base path `/seller` is stripped / added by these helpers.
 */

export const PUBLIC_PATHS = {
  login: '/account/login',
  forgot: '/reset-password',
  /** Where the reset card's Continue leads (spec section 2). */
  account: '/account',
} as const;

export type PublicRoute =
  { name: 'login' } | { name: 'forgot' } | { name: 'reset'; userId: string; code: string };

/** `/seller/reset-password` -> `/reset-password`; a path outside the base is kept as is. */
export function stripBase(pathname: string): string {
  if (pathname === BASE_PATH) return '/';
  if (pathname.startsWith(`${BASE_PATH}/`)) return pathname.slice(BASE_PATH.length);
  return pathname || '/';
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const RESET_PATTERN = /^\/account\/reset\/userId=([^&/]*)&code=([^/]*)\/?$/;

/**
 * `/reset-password` -> forgot; `/account/reset/userId={userId}&code={code}` -> reset (the last
 * segment literally carries both values, URI-encoded); anything else -> login. The query form
 * `/account/reset?userId=..&code=..` is accepted too.
 */
export function matchPublicRoute(path: string, search = ''): PublicRoute {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === PUBLIC_PATHS.forgot) return { name: 'forgot' };
  const reset = RESET_PATTERN.exec(path);
  if (reset) return { name: 'reset', userId: decode(reset[1]), code: decode(reset[2]) };
  if (trimmed === '/account/reset') {
    const query = new URLSearchParams(search);
    const userId = query.get('userId');
    const code = query.get('code');
    if (userId && code) return { name: 'reset', userId, code };
  }
  return { name: 'login' };
}

interface PublicHistoryState {
  /** How many in-app moves lie behind this entry: > 0 means 'back' stays in the app. */
  publicDepth: number;
}

function currentDepth(): number {
  const state = window.history.state as Partial<PublicHistoryState> | null;
  return typeof state?.publicDepth === 'number' ? state.publicDepth : 0;
}

/** In-app move to `path` (without the base): pushes a history entry and re-renders PublicApp. */
export function navigatePublic(path: string): void {
  const state: PublicHistoryState = { publicDepth: currentDepth() + 1 };
  window.history.pushState(state, '', appUrl(path));
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
  window.scrollTo?.(0, 0);
}

/** Back within the app when an earlier in-app entry exists, otherwise to the login screen. */
export function goBackPublic(): void {
  if (currentDepth() > 0) window.history.back();
  else navigatePublic('/');
}

/** A left click without modifier keys stays in the app; others keep the browser's behaviour. */
export function handlePublicClick(event: MouseEvent<HTMLElement>, path: string): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigatePublic(path);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const getLocation = (): string => `${window.location.pathname}${window.location.search}`;

/** The current route; re-renders on popstate (browser back/forward and navigatePublic). */
export function usePublicRoute(): PublicRoute {
  const location = useSyncExternalStore(subscribe, getLocation, getLocation);
  const queryAt = location.indexOf('?');
  const pathname = queryAt < 0 ? location : location.slice(0, queryAt);
  const search = queryAt < 0 ? '' : location.slice(queryAt);
  return matchPublicRoute(stripBase(pathname), search);
}
