import { HttpError, fetchUtils } from 'react-admin';
import { i18nProvider } from './i18n';
import { consoleMessage, resourceOfUrl } from './serverMessages';

/**
 * The console's session: its own token under its own key. The seller app's keys
 * (`sellerAccessToken`, `sellerRefreshToken`) are never read or written here.
 */
const TOKEN_KEY = 'marketConsoleToken';

/** The admin REST API (docs/contract/console.md), same origin. */
export const API_URL = '/admin/api';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);

/**
 * Every call of the console: react-admin's fetchJson with the admin's bearer token when signed
 * in. A refusal keeps its status and body; its message (what the notification shows) is the
 * Russian one of ./serverMessages.ts for the API's generic English checks.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = getToken();
  try {
    return await fetchUtils.fetchJson(
      url,
      token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options,
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = consoleMessage(error.message, resourceOfUrl(url), i18nProvider.translate);
    throw message === error.message ? error : new HttpError(message, error.status, error.body);
  }
}
