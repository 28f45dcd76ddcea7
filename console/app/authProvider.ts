import type { AuthProvider } from 'react-admin';
import { API_URL, clearToken, getToken, httpClient, setToken } from './http';

interface LoginReply {
  token: string;
  admin: { id: number; email: string; name: string };
}
interface Me {
  id: number;
  email: string;
  name: string;
}
interface LoginParams {
  username: string;
  password: string;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * The administrator's session (docs/contract/console.md, Sessions): react-admin's login form
 * sends `username`, which is the e-mail. A refused login rejects with the server's message,
 * which the login page shows.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: LoginParams) {
    const { json } = await httpClient(`${API_URL}/login`, {
      method: 'POST',
      body: JSON.stringify({ email: username, password }),
    });
    setToken((json as LoginReply).token);
  },
  async logout() {
    if (getToken()) {
      // The token is dropped whatever the server answers (it may already be expired).
      await httpClient(`${API_URL}/logout`, { method: 'POST' }).catch(() => undefined);
    }
    clearToken();
  },
  checkAuth() {
    // Signed out: straight to the login page, without the 'please sign in' notification.
    return getToken() ? Promise.resolve() : Promise.reject({ message: false });
  },
  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      clearToken();
      throw new Error('ra.auth.auth_check_error');
    }
  },
  async getIdentity() {
    const { json } = await httpClient(`${API_URL}/me`);
    const me = json as Me;
    return { id: me.id, fullName: me.name || me.email };
  },
};
