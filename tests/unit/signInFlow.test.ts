import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../src/api/navigation';
import { checkGateOnce, landsOnDashboard, resetGateForTests } from '../../src/authProvider/gate';
import { takeWarmDashboardCalls } from '../../src/authProvider/warmCalls';
import { enterShell, prefetchShellOnFirstInput, setShellMount } from '../../src/shellEntry';

/** Issue 8 point 28: after the login the user call and the dashboard calls start at once, in place. */

const loaded = vi.hoisted(() => ({ shell: 0, dashboard: 0 }));
vi.mock('../../src/App', () => {
  loaded.shell += 1;
  return { default: () => null, preloadDashboard: () => Promise.resolve() };
});
vi.mock('../../src/custom-pages/dashboard/DashboardPage', () => {
  loaded.dashboard += 1;
  return { default: () => null };
});

const seller = {
  id: 42,
  email: 'seller@demo.ru',
  firstVisit: false,
  userCategoryId: 1,
  isRegistered: true,
  seller: { id: 7, store: { id: 9, storeName: 'ТехноМир', categoryGroupId: 1, storeImages: null } },
};

interface Pending {
  path: string;
  query: string;
  answer: (data: unknown) => void;
}

/** A fake server that answers only when the test says so, to see what is in flight together. */
function holdingServer(): Pending[] {
  const pending: Pending[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: string) =>
        new Promise<Response>((resolve) => {
          const url = new URL(input);
          pending.push({
            path: url.pathname.replace('/seller/api/', ''),
            query: url.search,
            answer: (data) => resolve(new Response(JSON.stringify({ status: 1, data }), { status: 200 })),
          });
        }),
    ),
  );
  return pending;
}

const inFlight = (pending: Pending[]) => pending.map((call) => `${call.path}${call.query}`);

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetGateForTests();
  takeWarmDashboardCalls(-1, -1);
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  localStorage.setItem('sellerAccessToken', 'access-1');
  window.history.replaceState(null, '', '/seller/finacnes/whole-sale');
});

afterEach(() => {
  setShellMount(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('after a login', () => {
  it('without the in-place switch, reloads at the root as before', () => {
    holdingServer();
    enterShell();
    expect(assign).toHaveBeenCalledWith('/seller/');
  });

  it('goes to the dashboard in place, starts the user call at once and the dashboard calls as soon as it answers', async () => {
    const pending = holdingServer();
    const mount = vi.fn();
    setShellMount(mount);
    enterShell();
    // Straight to the dashboard's address: no render of the root and redirect on the way.
    expect(window.location.pathname).toBe('/seller/dashboard');
    expect(inFlight(pending)).toEqual(['User/GetUserByAccessToken']);

    pending[0]!.answer(seller);
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    // The shell renders once its code and the user are there (no loading screen in between).
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(assign).not.toHaveBeenCalled();
    // Both dashboard calls are in flight together, before the shell has rendered anything.
    expect(inFlight(pending).slice(1).sort()).toEqual([
      'MarketSeller/GetDashboardInfo?sellerId=7',
      'User/GetDashboardStatistics?userId=42',
    ]);
    // the decoded user: what the reply leaves out has its default (spec section 3 "Login user")
    await expect(checkGateOnce()).resolves.toEqual({
      kind: 'seller',
      user: {
        ...seller,
        countryId: null,
        userTypeId: null,
        requisite: null,
        seller: {
          id: 7,
          store: { id: 9, storeName: 'ТехноМир', categoryGroupId: 1, storeImages: { storeLogo: null } },
        },
      },
    });
    const warm = takeWarmDashboardCalls(42, 7);
    expect(warm).not.toBeNull();
    // each early call hands the dashboard its own decoded reply
    for (const call of pending.slice(1)) call.answer({ ordersCount: call.path.length });
    await expect(warm!.statistics).resolves.toMatchObject({
      ordersCount: 'User/GetDashboardStatistics'.length,
      salesTotal: null,
    });
  });

  it('makes no early dashboard calls for a seller who lands elsewhere', async () => {
    const pending = holdingServer();
    window.history.replaceState(null, '', '/seller/orders/12');
    const gate = checkGateOnce();
    pending[0]!.answer(seller);
    await expect(gate).resolves.toMatchObject({ kind: 'seller' });
    expect(inFlight(pending)).toEqual(['User/GetUserByAccessToken']);
    expect(takeWarmDashboardCalls(42, 7)).toBeNull();
  });

  it('knows which paths show the dashboard', () => {
    expect(['/seller', '/seller/', '/seller/dashboard', '/seller/dashboard/'].map(landsOnDashboard)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/seller/orders', '/seller/dashboard/analytics/sales', '/'].map(landsOnDashboard)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('the prefetch of the login screen', () => {
  it("loads the shell's code and the dashboard page after the visitor's first input, in the app only", async () => {
    // (The shell's module may already be loaded by the tests above: the dashboard page is not.)
    const cancelOutsideApp = prefetchShellOnFirstInput();
    window.dispatchEvent(new FocusEvent('focusin'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loaded.dashboard).toBe(0);
    cancelOutsideApp();

    setShellMount(() => undefined);
    prefetchShellOnFirstInput();
    // Looked at, not touched: nothing is fetched.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(loaded.dashboard).toBe(0);
    expect(performance.getEntriesByName('seller:shell-prefetch')).toHaveLength(0);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.waitFor(() => expect(loaded.dashboard).toBe(1), { timeout: 4000 });
    expect(loaded.shell).toBe(1);
    expect(performance.getEntriesByName('seller:shell-prefetch')).toHaveLength(1);
    // Once started, later input starts nothing more.
    window.dispatchEvent(new FocusEvent('focusin'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loaded.dashboard).toBe(1);
  });

  it('a screen left before any input fetches nothing afterwards', async () => {
    setShellMount(() => undefined);
    const starts = performance.getEntriesByName('seller:shell-prefetch').length;
    const leave = prefetchShellOnFirstInput();
    leave();
    window.dispatchEvent(new FocusEvent('focusin'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(performance.getEntriesByName('seller:shell-prefetch')).toHaveLength(starts);
  });
});
