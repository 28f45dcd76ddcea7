import { BASE_PATH } from '../config/environment';

/**
 * Where the API layer sends the browser. The shell registers react-router's navigate so that
 * in-app moves (to /error-page) keep the SPA; full reloads always go through `browser`.
 */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

type Navigate = (path: string, options?: NavigateOptions) => void;

let inAppNavigate: Navigate | null = null;
let inAppLocation: (() => string) | null = null;

/** Indirection over window.location so tests can observe reloads. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};

/**
 * The shell registers its router: `navigate` moves inside the SPA, `currentPath` tells the
 * in-app path being shown ('/orders/12?tab=1'); null unregisters.
 */
export function setNavigator(navigate: Navigate | null, currentPath?: () => string): void {
  inAppNavigate = navigate;
  inAppLocation = navigate ? (currentPath ?? null) : null;
}

/** An in-app path such as `/error-page` (without the base path). */
export function goTo(path: string, options?: NavigateOptions): void {
  if (inAppNavigate) inAppNavigate(path, options);
  else if (options?.replace) browser.replace(appUrl(path));
  else browser.assign(appUrl(path));
}

/** Full reload at the app's root. */
export function reloadToRoot(): void {
  browser.assign(appUrl('/'));
}

export const appUrl = (path: string): string => `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;

export const ERROR_PAGE_PATH = '/error-page';

/** sessionStorage key of the page a failed call left (the error page's 'Перезагрузить' reloads it). */
export const FAILED_PAGE_KEY = 'sellerFailedPage';

const isErrorPage = (path: string): boolean => path.split(/[?#]/)[0] === ERROR_PAGE_PATH;

/** The in-app path shown now: the router's, or the address bar's without the base path. */
function currentAppPath(): string {
  if (inAppLocation) return inAppLocation();
  const { pathname, search, hash } = window.location;
  const inApp = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : '/';
  return `${inApp}${search}${hash}`;
}

/**
 * A failed call (error catalogue): remembers the page that failed, then shows /error-page in
 * place of it: the history entry is replaced, so Back returns to where the seller was before
 * the failure, and 'Перезагрузить' reloads the failed page (reloadFailedPage). A failure on the
 * error page itself keeps the page remembered first.
 */
export function goToErrorPage(): void {
  const failed = currentAppPath();
  if (!isErrorPage(failed)) {
    try {
      sessionStorage.setItem(FAILED_PAGE_KEY, failed);
    } catch {
      // storage disabled: 'Перезагрузить' then reloads the root
    }
  }
  goTo(ERROR_PAGE_PATH, { replace: true });
}

/** The in-app path of the page that failed last in this tab, or null. */
export function failedPagePath(): string | null {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(FAILED_PAGE_KEY);
  } catch {
    return null;
  }
  return path && path.startsWith('/') && !path.startsWith('//') && !isErrorPage(path) ? path : null;
}

/** The error page's 'Перезагрузить': a full reload of the page that failed (the root when unknown). */
export function reloadFailedPage(): void {
  browser.assign(appUrl(failedPagePath() ?? '/'));
}
