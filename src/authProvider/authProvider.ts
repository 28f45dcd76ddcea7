import type { AuthProvider, UserIdentity } from 'react-admin';
import { logout as endServerSession } from '../api/auth';
import { clearTokens, getAccessToken, getRefreshToken } from '../api/tokens';
import { appUrl, browser } from '../api/navigation';
import { isSellerUser, type SellerUser } from '../api/user';

export interface SellerIdentity extends UserIdentity {
  id: number;
  fullName: string;
  avatar?: string;
  sellerId: number;
  storeId: number;
  email: string;
}

/** How long sign-out waits for the server to revoke the session before leaving anyway. */
export const LOGOUT_WAIT_MS = 3000;

/**
 * Asks the server to revoke the stored session; resolves when it answered, failed or took longer
 * than LOGOUT_WAIT_MS (signing out never depends on the server).
 */
async function revokeSession(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (!getAccessToken() && !refreshToken) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOGOUT_WAIT_MS);
  });
  try {
    await Promise.race([endServerSession(refreshToken).catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The only permission the shell knows: the gate let a registered seller in. */
export const SELLER_PERMISSION = 'seller';

export function identityOf(user: SellerUser): SellerIdentity {
  const store = user.seller?.store;
  return {
    id: user.id,
    fullName: store?.storeName ?? user.email,
    avatar: store?.storeImages?.storeLogo ?? undefined,
    sellerId: user.seller?.id ?? 0,
    storeId: store?.id ?? 0,
    email: user.email,
  };
}

/**
 * react-admin AuthProvider over the gate's user. Sign-in happens on the public screens, so
 * `login` rejects. Nothing here ever sends react-admin to its /login route: `logout` revokes the
 * session on the server, removes both tokens, reloads the app itself and returns false, `checkError` always resolves (src/api/http.ts applies the
 * error catalogue: 401/403 removes the access token and reloads, as specification section 8
 * says; -43 refreshes, or clears both tokens when it cannot, and reloads), and a failed `checkAuth`
 * carries `redirectTo: false` (react-admin then calls `logout`, which reloads to /seller/).
 */
export function createAuthProvider(getUser: () => SellerUser | null): AuthProvider {
  return {
    login: () => Promise.reject(new Error('Sign-in happens on the public login screen')),
    logout: async () => {
      await revokeSession();
      clearTokens();
      browser.assign(appUrl('/'));
      return false;
    },
    checkAuth: () => {
      const user = getUser();
      if (getAccessToken() && user && isSellerUser(user)) return Promise.resolve();
      return Promise.reject({ message: false, redirectTo: false });
    },
    checkError: () => Promise.resolve(),
    getIdentity: () => {
      const user = getUser();
      return user ? Promise.resolve(identityOf(user)) : Promise.reject(new Error('No seller user'));
    },
    getPermissions: () => Promise.resolve(getUser() ? [SELLER_PERMISSION] : []),
  };
}
