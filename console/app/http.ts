import { fetchUtils } from 'react-admin';

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

/** Every call of the console: react-admin's fetchJson with the admin's bearer token when signed in. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = getToken();
  return fetchUtils.fetchJson(
    url,
    token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options,
  );
}
