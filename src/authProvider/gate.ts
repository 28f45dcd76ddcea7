import { environment } from '../config/environment';
import { ApiError, NETWORK_FAILURE_STATUS, SessionError } from '../api/errors';
import { browser, reloadToRoot } from '../api/navigation';
import { BASE_PATH } from '../config/environment';
import { clearTokens, getAccessToken } from '../api/tokens';
import { getUserByAccessToken, isSellerUser, type SellerUser } from '../api/user';
import { warmDashboardCalls } from './warmCalls';

/**
 * Outcome of the access gate (spec section 2): `seller` renders the shell; `redirecting` means
 * the browser is already leaving (nothing to render); `offline` means the user call could not
 * reach the server (network failure): the shell shows the error page with a reload button and
 * keeps the tokens, so a short outage neither signs the seller out nor reloads in a loop.
 */
export type GateResult = { kind: 'seller'; user: SellerUser } | { kind: 'redirecting' } | { kind: 'offline' };

export const mainWebsiteLoginUrl = (): string => `${environment.websiteUrl}/account/login`;

export async function resolveSellerGate(): Promise<GateResult> {
  const token = getAccessToken();
  if (!token) {
    reloadToRoot();
    return { kind: 'redirecting' };
  }
  let user: SellerUser;
  try {
    user = await getUserByAccessToken(token);
  } catch (error) {
    // 401/403/-43: http.ts already cleared the token (or refreshed) and is reloading to the root.
    if (error instanceof SessionError) return { kind: 'redirecting' };
    if (error instanceof ApiError && error.status === NETWORK_FAILURE_STATUS) return { kind: 'offline' };
    // Any other refusal: the token is no good for the shell; sign out to the login screen.
    clearTokens();
    reloadToRoot();
    return { kind: 'redirecting' };
  }
  if (!user || !isSellerUser(user) || !user.seller) {
    clearTokens();
    browser.assign(mainWebsiteLoginUrl());
    return { kind: 'redirecting' };
  }
  if (landsOnDashboard(window.location.pathname)) warmDashboardCalls(user.id, user.seller.id);
  return { kind: 'seller', user };
}

/** `/seller/` and `/seller/dashboard` show the dashboard (`/` redirects there). */
export function landsOnDashboard(pathname: string): boolean {
  if (!pathname.startsWith(BASE_PATH)) return false;
  return ['', '/', '/dashboard', '/dashboard/'].includes(pathname.slice(BASE_PATH.length));
}

let gateCheck: Promise<GateResult> | null = null;
let gateResult: GateResult | null = null;

/**
 * The gate check of this page: started once, by main.tsx as the page loads with a stored token
 * (in parallel with the shell's code) or by the login screen right after it stored the tokens,
 * and awaited by the shell (App.tsx). React's StrictMode running effects twice does not repeat it.
 */
export function checkGateOnce(): Promise<GateResult> {
  gateCheck ??= resolveSellerGate().then((result) => {
    gateResult = result;
    return result;
  });
  return gateCheck;
}

/** The gate check's result when it has already answered (the shell then renders it at once), else null. */
export const settledGateResult = (): GateResult | null => gateResult;

/** Only for tests: forget the gate check of the page. */
export function resetGateForTests(): void {
  gateCheck = null;
  gateResult = null;
}
