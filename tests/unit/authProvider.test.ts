import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, resolveSellerGate } from '../../src/authProvider';
import { browser } from '../../src/api/navigation';
import type { SellerUser } from '../../src/api/user';

const seller: SellerUser = {
  id: 42,
  email: 'seller@demo.ru',
  firstVisit: false,
  userCategoryId: 1,
  isRegistered: true,
  countryId: 1,
  userTypeId: 1,
  requisite: null,
  seller: {
    id: 7,
    store: {
      id: 9,
      storeName: 'ТехноМир',
      categoryGroupId: 1,
      storeImages: { storeLogo: '/uploads/logo.png' },
    },
  },
};

describe('authProvider', () => {
  let assign: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    localStorage.setItem('sellerAccessToken', 'access-1');
    localStorage.setItem('sellerRefreshToken', 'refresh-1');
    localStorage.setItem('unrelated', 'keep');
  });

  afterEach(() => {
    assign.mockRestore();
  });

  it('logout removes only the access token, reloads to /seller/ and tells react-admin not to redirect', async () => {
    const provider = createAuthProvider(() => seller);
    await expect(provider.logout({})).resolves.toBe(false);
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
    expect(localStorage.getItem('sellerRefreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('unrelated')).toBe('keep');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/seller/');
  });

  it('checkError always resolves (http.ts handles 401/403/-43 itself)', async () => {
    const provider = createAuthProvider(() => seller);
    await expect(provider.checkError({ status: 401 })).resolves.toBeUndefined();
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('boom'))).resolves.toBeUndefined();
  });

  it('checkAuth resolves for a stored token and a seller, and never asks for /login', async () => {
    await expect(createAuthProvider(() => seller).checkAuth({})).resolves.toBeUndefined();
    localStorage.removeItem('sellerAccessToken');
    await expect(createAuthProvider(() => seller).checkAuth({})).rejects.toEqual({
      message: false,
      redirectTo: false,
    });
    localStorage.setItem('sellerAccessToken', 'access-1');
    const customer: SellerUser = { ...seller, userCategoryId: 2 };
    await expect(createAuthProvider(() => customer).checkAuth({})).rejects.toMatchObject({
      redirectTo: false,
    });
  });

  it('getIdentity gives the store name, logo and seller id', async () => {
    const provider = createAuthProvider(() => seller);
    await expect(provider.getIdentity!()).resolves.toEqual({
      id: 42,
      fullName: 'ТехноМир',
      avatar: '/uploads/logo.png',
      sellerId: 7,
      storeId: 9,
      email: 'seller@demo.ru',
    });
    await expect(provider.getPermissions!({})).resolves.toEqual(['seller']);
  });

  it('login is not used by the shell', async () => {
    await expect(createAuthProvider(() => seller).login({})).rejects.toThrow();
  });
});

describe('seller gate', () => {
  let assign: ReturnType<typeof vi.spyOn>;

  function reply(body: unknown) {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
  }

  beforeEach(() => {
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    localStorage.setItem('sellerAccessToken', 'access-1');
    localStorage.setItem('sellerRefreshToken', 'refresh-1');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets a registered seller in, sending the token in the accessToken header', async () => {
    reply({ status: 1, data: seller });
    await expect(resolveSellerGate()).resolves.toEqual({ kind: 'seller', user: seller });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/seller/api/User/GetUserByAccessToken');
    expect((init!.headers as Record<string, string>).accessToken).toBe('access-1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a non-seller (or an unregistered seller) to the main website login, tokens cleared', async () => {
    for (const user of [
      { ...seller, userCategoryId: 2 },
      { ...seller, isRegistered: false },
    ]) {
      localStorage.setItem('sellerAccessToken', 'access-1');
      reply({ status: 1, data: user });
      await expect(resolveSellerGate()).resolves.toEqual({ kind: 'redirecting' });
      expect(assign).toHaveBeenLastCalledWith(`${window.location.origin}/account/login`);
      expect(localStorage.getItem('sellerAccessToken')).toBeNull();
      expect(localStorage.getItem('sellerRefreshToken')).toBeNull();
    }
  });

  it('signs out to the root when the server refuses the token with a business status', async () => {
    reply({ status: -3 });
    await expect(resolveSellerGate()).resolves.toEqual({ kind: 'redirecting' });
    expect(assign).toHaveBeenCalledWith('/seller/');
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
  });

  it('leaves a 401 to http.ts (token removed, reload to root) without a second redirect', async () => {
    reply({ status: 401 });
    await expect(resolveSellerGate()).resolves.toEqual({ kind: 'redirecting' });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/seller/');
  });

  it('keeps the tokens and reports offline on a network failure (no reload loop)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(resolveSellerGate()).resolves.toEqual({ kind: 'offline' });
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('sellerAccessToken')).toBe('access-1');
  });
});
