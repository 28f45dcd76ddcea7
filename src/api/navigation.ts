import { BASE_PATH } from '../config/environment';

/**
 * Where the API layer sends the browser. The shell registers react-router's navigate so that
 * in-app moves (to /error-page) keep the SPA; full reloads always go through `browser`.
 */
type Navigate = (path: string) => void;

let inAppNavigate: Navigate | null = null;

/** Indirection over window.location so tests can observe reloads. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function setNavigator(navigate: Navigate | null): void {
  inAppNavigate = navigate;
}

/** An in-app path such as `/error-page` (without the base path). */
export function goTo(path: string): void {
  if (inAppNavigate) inAppNavigate(path);
  else browser.assign(appUrl(path));
}

/** Full reload at the app's root. */
export function reloadToRoot(): void {
  browser.assign(appUrl('/'));
}

export const appUrl = (path: string): string => `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;

export const ERROR_PAGE_PATH = '/error-page';
