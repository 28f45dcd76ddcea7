import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { memoryStore, TestMemoryRouter } from 'react-admin';
import type { NavigateFunction } from 'react-router-dom';
import { ShellAdmin } from '../../../src/layout/ShellAdmin';
import type { SellerUser } from '../../../src/api/user';
import type { DashboardInfo, DashboardStatistics } from '../../../src/api/dashboard';

export const demoSeller: SellerUser = {
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
    store: { id: 9, storeName: 'ТехноМир', categoryGroupId: 1, storeImages: { storeLogo: null } },
  },
};

export const demoStatistics: DashboardStatistics = {
  salesTotal: 1234567.5,
  salesThisMonth: 98000,
  ordersCount: 1520,
  buyersCount: 312,
  averageCheck: 4350.25,
  unreadMessages: 3,
  notificationsCount: 5,
};

export const demoInfo: DashboardInfo = {
  storeName: 'ТехноМир',
  storeRating: 4.8,
  productCount: 140,
  activeProductCount: 128,
  wholesaleOrdersInProgress: 11,
  retailOrdersInProgress: 23,
  newOrderRequests: 6,
  openDisputes: 2,
  reviewsCount: 87,
};

export interface Call {
  url: URL;
  method: string;
  body: string | null;
}

/** Stubs fetch with envelopes `{ status: 1, data }` keyed by API path (after /seller/api/). */
export function stubApi(replies: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const all: Record<string, unknown> = {
    'User/GetDashboardStatistics': demoStatistics,
    'MarketSeller/GetDashboardInfo': demoInfo,
    'User/SetFirstVisitStatus': true,
    ...replies,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? init.body : null,
      });
      const key = url.pathname.replace(/^\/seller\/api\//, '');
      const body =
        key in all ? { status: 1, data: all[key] } : { status: -1, errorMessage: `no stub for ${key}` };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export interface RenderShellResult {
  navigate: () => NavigateFunction;
  location: () => string;
}

/** Renders the whole shell (react-admin, layout, routes) at `path` in a memory router. */
export function renderShell(path: string, user: SellerUser = demoSeller): RenderShellResult {
  localStorage.setItem('sellerAccessToken', 'access-1');
  let navigate: NavigateFunction | null = null;
  let pathname = path;
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      navigateCallback={(n) => {
        navigate = n;
      }}
      locationCallback={(l) => {
        pathname = l.pathname;
      }}
    >
      <ShellAdmin user={user} store={memoryStore()} />
    </TestMemoryRouter>,
  );
  return {
    navigate: () => {
      if (!navigate) throw new Error('router not ready');
      return navigate;
    },
    location: () => pathname,
  };
}
