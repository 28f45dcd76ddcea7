import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, requestEnvelope, resetRefreshStateForTests } from '../../src/api/http';
import { browser, failedPagePath, setNavigator } from '../../src/api/navigation';
import { ApiError, SessionError, WarningError } from '../../src/api/errors';
import { decoder, num, record, v } from '../../src/api/decode';
import { getDashboardInfo } from '../../src/api/dashboard';

const passThrough = (data: unknown): unknown => data;

type Reply = { httpStatus?: number; body: unknown };
type Handler = (url: string, init: RequestInit) => Reply | Promise<Reply>;

const calls: { url: string; init: RequestInit }[] = [];
let assign: ReturnType<typeof vi.spyOn>;
let navigated: string[];

function serve(handler: Handler): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const reply = await handler(url, init);
      return new Response(JSON.stringify(reply.body), {
        status: reply.httpStatus ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

const path = (url: string) => new URL(url).pathname;

beforeEach(() => {
  calls.length = 0;
  navigated = [];
  resetRefreshStateForTests();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  setNavigator((to) => navigated.push(to));
  localStorage.setItem('sellerAccessToken', 'access-1');
  localStorage.setItem('sellerRefreshToken', 'refresh-1');
});

afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('http: wire format', () => {
  it('POSTs JSON under /seller/api with the bearer token and returns data of status 1', async () => {
    serve(() => ({ body: { status: 1, data: { answer: 42 } } }));
    const data = await request('Finances/GetOrderFinances', decoder(record({ answer: num })), {
      body: { sellerId: 7 },
    });
    expect(data).toEqual({ answer: 42 });
    const { url, init } = calls[0];
    expect(path(url)).toBe('/seller/api/Finances/GetOrderFinances');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"sellerId":7}');
  });

  it('sends query parameters, skipping empty ones, and no body for GET', async () => {
    serve(() => ({ body: { status: 1, data: null } }));
    await request('Tender/GetTenderById', passThrough, {
      method: 'GET',
      query: { tenderId: 5, skip: undefined, none: null },
    });
    expect(new URL(calls[0].url).search).toBe('?tenderId=5');
    expect(calls[0].init.body).toBeUndefined();
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    serve(() => ({ body: { status: 1, data: true } }));
    const form = new FormData();
    form.append('DisputeId', '3');
    await request('Dispute/DeclineDispute', passThrough, { body: form });
    expect(calls[0].init.body).toBe(form);
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('takes the brand prefix from the one setting', async () => {
    serve(() => ({ body: { status: 1, data: {} } }));
    await getDashboardInfo(9);
    expect(path(calls[0].url)).toBe('/seller/api/MarketSeller/GetDashboardInfo');
    expect(new URL(calls[0].url).searchParams.get('sellerId')).toBe('9');
  });
});

describe('http: error catalogue', () => {
  it.each([
    ['HTTP 401', { httpStatus: 401, body: {} }],
    ['HTTP 403', { httpStatus: 403, body: {} }],
    ['body status 401', { body: { status: 401 } }],
    ['body Status "403"', { body: { Status: '403' } }],
    ['body statusCode 401', { body: { statusCode: 401 } }],
    ['body StatusCode "401"', { body: { StatusCode: '401' } }],
  ])('%s removes the access token and goes to the root', async (_name, reply) => {
    serve(() => reply);
    await expect(request('Orders/Any', passThrough)).rejects.toBeInstanceOf(SessionError);
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/seller/');
    expect(navigated).toEqual([]);
  });

  it('-43 refreshes once, stores both new tokens and reloads to the root', async () => {
    serve((url) =>
      path(url).endsWith('/Auth/RefreshTheToken')
        ? { body: { status: 1, data: { accessToken: 'access-2', refreshToken: 'refresh-2' } } }
        : { body: { status: -43 } },
    );
    await expect(request('Orders/Any', passThrough)).rejects.toBeInstanceOf(SessionError);
    const refresh = calls.find((c) => path(c.url).endsWith('/Auth/RefreshTheToken'));
    expect(JSON.parse(String(refresh?.init.body))).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    expect(localStorage.getItem('sellerAccessToken')).toBe('access-2');
    expect(localStorage.getItem('sellerRefreshToken')).toBe('refresh-2');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/seller/');
  });

  it('ten calls failing with -43 at once cause exactly one refresh call and one reload', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve(async (url) => {
      if (path(url).endsWith('/Auth/RefreshTheToken')) {
        return { body: { status: 1, data: { accessToken: 'access-2', refreshToken: 'refresh-2' } } };
      }
      await gate;
      return { body: { status: -43 } };
    });
    const pending = Array.from({ length: 10 }, (_, i) =>
      request(`Orders/Call${i}`, passThrough).catch((e: unknown) => e),
    );
    release();
    const results = await Promise.all(pending);
    expect(results.every((r) => r instanceof SessionError)).toBe(true);
    expect(calls.filter((c) => path(c.url).endsWith('/Auth/RefreshTheToken'))).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('-43 refreshes under the cross-tab lock, and not at all when another tab already refreshed', async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: { request: (name: string, task: () => Promise<void>) => (held.push(name), task()) },
    });
    serve((url) => {
      if (path(url).endsWith('/Auth/RefreshTheToken')) {
        return { body: { status: 1, data: { accessToken: 'access-3', refreshToken: 'refresh-3' } } };
      }
      // The other tab stores its refreshed pair while this call is on its way.
      localStorage.setItem('sellerAccessToken', 'access-2');
      localStorage.setItem('sellerRefreshToken', 'refresh-2');
      return { body: { status: -43 } };
    });
    await expect(request('Orders/Any', passThrough)).rejects.toBeInstanceOf(SessionError);
    expect(held).toEqual(['seller-token-refresh']);
    expect(calls.filter((c) => path(c.url).endsWith('/Auth/RefreshTheToken'))).toHaveLength(0);
    expect(localStorage.getItem('sellerAccessToken')).toBe('access-2');
    expect(assign).toHaveBeenCalledWith('/seller/');
    vi.unstubAllGlobals();
  });

  it('-43 without a refresh token clears the tokens and goes to the root without calling refresh', async () => {
    localStorage.removeItem('sellerRefreshToken');
    serve(() => ({ body: { status: -43 } }));
    await expect(request('Orders/Any', passThrough)).rejects.toBeInstanceOf(SessionError);
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/seller/');
  });

  it('-43 with a refused refresh clears both tokens and goes to the root', async () => {
    serve((url) =>
      path(url).endsWith('/Auth/RefreshTheToken')
        ? { body: { status: -1, errorMessage: 'used' } }
        : { body: { status: -43 } },
    );
    await expect(request('Orders/Any', passThrough)).rejects.toBeInstanceOf(SessionError);
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
    expect(localStorage.getItem('sellerRefreshToken')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/seller/');
  });

  it('-20 rejects with a WarningError and does not leave the page', async () => {
    serve(() => ({ body: { status: -20, errorMessage: 'paid' } }));
    const error = await request('Order/DeclineOrderById', passThrough).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WarningError);
    expect((error as WarningError).status).toBe(-20);
    expect(navigated).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('any other failure goes to /error-page and rejects so the loader stops', async () => {
    serve(() => ({ body: { status: -1, errorMessage: 'bad' } }));
    const error = await request('Tender/GetAllTenders', passThrough).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(-1);
    expect(navigated).toEqual(['/error-page']);
  });

  it('a network failure goes to /error-page too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(request('Tender/GetAllTenders', passThrough)).rejects.toMatchObject({ status: 0 });
    expect(navigated).toEqual(['/error-page']);
  });

  it('an HTTP 500 without an envelope is a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await expect(request('Tender/GetAllTenders', passThrough)).rejects.toMatchObject({ status: 0 });
    expect(navigated).toEqual(['/error-page']);
  });

  it('shows /error-page in place of the failed page and remembers that page for the reload', async () => {
    sessionStorage.clear();
    const moves: [string, unknown][] = [];
    let current = '/orders/12?tab=2';
    setNavigator(
      (to, options) => moves.push([to, options]),
      () => current,
    );
    serve(() => ({ body: { status: -1 } }));
    await expect(request('Order/GetOrderById', passThrough)).rejects.toBeInstanceOf(ApiError);
    expect(moves).toEqual([['/error-page', { replace: true }]]);
    expect(failedPagePath()).toBe('/orders/12?tab=2');
    // A later failure while the error page shows keeps the page that failed first.
    current = '/error-page';
    await expect(request('Order/GetOrderById', passThrough)).rejects.toBeInstanceOf(ApiError);
    expect(failedPagePath()).toBe('/orders/12?tab=2');
  });

  it('without the shell router, replaces the address with /error-page (no new history entry)', async () => {
    sessionStorage.clear();
    setNavigator(null);
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/seller/finacnes/retail?page=2');
    serve(() => ({ body: { status: -1 } }));
    await expect(request('Finances/RetailOrderFinances', passThrough)).rejects.toBeInstanceOf(ApiError);
    expect(replace).toHaveBeenCalledWith('/seller/error-page');
    expect(assign).not.toHaveBeenCalled();
    expect(failedPagePath()).toBe('/finacnes/retail?page=2');
  });

  it('a silent caller only rejects', async () => {
    serve(() => ({ body: { status: -1 } }));
    await expect(request('Orders/List', passThrough, { onFailure: 'silent' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(navigated).toEqual([]);
  });

  it('statuses the caller handles reject without navigating; others still go to /error-page', async () => {
    serve(() => ({ body: { status: -4 } }));
    await expect(request('Auth/ChangePassword', passThrough, { handles: [-4] })).rejects.toMatchObject({
      status: -4,
    });
    expect(navigated).toEqual([]);
    serve(() => ({ body: { status: -7 } }));
    await expect(request('Auth/ChangePassword', passThrough, { handles: [-4] })).rejects.toMatchObject({
      status: -7,
    });
    expect(navigated).toEqual(['/error-page']);
  });

  it('hands the screen what the decoder reads, defaults filled', async () => {
    serve(() => ({ body: { status: 1, data: { answer: '7', extra: 'dropped' } } }));
    await expect(request('Any/Call', decoder(record({ answer: num, missing: num })))).resolves.toEqual({
      answer: 7,
      missing: null,
    });
  });

  it('a reply its decoder cannot read at all goes to /error-page like a failed call', async () => {
    serve(() => ({ body: { status: 1, data: 'not a record' } }));
    const strict = decoder(v.object({ id: v.number() }));
    await expect(request('Order/GetOrderById', strict)).rejects.toMatchObject({ status: 0 });
    expect(navigated).toEqual(['/error-page']);
    serve(() => ({ body: { status: 1, data: 'not a record' } }));
    await expect(request('Order/GetOrderById', strict, { onFailure: 'silent' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(navigated).toEqual(['/error-page']);
  });

  it('requestEnvelope returns business statuses to the caller (login messages)', async () => {
    serve(() => ({ body: { status: -5 } }));
    await expect(requestEnvelope('Auth/Login', { body: {} })).resolves.toEqual({ status: -5 });
    expect(navigated).toEqual([]);
  });
});
