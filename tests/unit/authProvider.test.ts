import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, resolveSellerGate } from '../../src/authProvider';
import { LOGOUT_WAIT_MS } from '../../src/authProvider/authProvider';
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
    vi.unstubAllGlobals();
  });

  function serveLogout(reply: () => Promise<Response>) {
    const fetchMock = vi.fn(reply);
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  const json = (body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));

  it('logout revokes the session on the server, removes both tokens and reloads to /seller/', async () => {
    const fetchMock = serveLogout(() => json({ status: 1, data: true }));
    const provider = createAuthProvider(() => seller);
    await expect(provider.logout({})).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/seller/api/Auth/Logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
    expect(localStorage.getItem('sellerRefreshToken')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/seller/');
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server without the call', () => json({ status: 404, errorMessage: 'Not found' })],
    ['a refusal', () => json({ status: -1, errorMessage: 'boom' })],
  ])('logout still signs out after %s, without the error page', async (_case, reply) => {
    serveLogout(reply);
    await expect(createAuthProvider(() => seller).logout({})).resolves.toBe(false);
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
    expect(localStorage.getItem('sellerRefreshToken')).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/seller/');
  });

  it('logout does not wait for a server that does not answer', async () => {
    vi.useFakeTimers();
    try {
      serveLogout(() => new Promise<Response>(() => undefined));
      const done = createAuthProvider(() => seller).logout({});
      await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS);
      await expect(done).resolves.toBe(false);
      expect(localStorage.getItem('sellerRefreshToken')).toBeNull();
      expect(assign).toHaveBeenCalledWith('/seller/');
    } finally {
      vi.useRealTimers();
    }
  });

  it('logout without stored tokens calls nobody', async () => {
    localStorage.removeItem('sellerAccessToken');
    localStorage.removeItem('sellerRefreshToken');
    const fetchMock = serveLogout(() => json({ status: 1, data: true }));
    await expect(createAuthProvider(() => seller).logout({})).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
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
