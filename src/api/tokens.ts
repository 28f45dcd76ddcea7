/** localStorage keys of the seller's tokens (README, Design decisions, Wire contract). */
export const ACCESS_TOKEN_KEY = 'sellerAccessToken';
export const REFRESH_TOKEN_KEY = 'sellerRefreshToken';

export const getAccessToken = (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY);
export const getRefreshToken = (): string | null => localStorage.getItem(REFRESH_TOKEN_KEY);

export function setTokens(accessToken: string, refreshToken?: string | null): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  if (refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
}

export const removeAccessToken = (): void => localStorage.removeItem(ACCESS_TOKEN_KEY);

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
}
