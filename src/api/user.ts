import { request } from './http';

export const SELLER_CATEGORY_ID = 1;

export interface StoreSummary {
  id: number;
  storeName: string;
  categoryGroupId: number;
  storeImages: { storeLogo: string | null };
}

export interface SellerUser {
  id: number;
  email: string;
  firstVisit: boolean;
  userCategoryId: number;
  isRegistered: boolean;
  countryId: number | null;
  userTypeId: number | null;
  requisite: Record<string, unknown> | null;
  seller: { id: number; store: StoreSummary } | null;
}

/** The user behind a token; the shell's gate and identity. Silent: the gate decides what to show. */
export const getUserByAccessToken = (accessToken: string): Promise<SellerUser> =>
  request<SellerUser>('User/GetUserByAccessToken', { headers: { accessToken }, onFailure: 'silent' });

export const setFirstVisitStatus = (userId: number): Promise<unknown> =>
  request<unknown>('User/SetFirstVisitStatus', { query: { userId }, onFailure: 'silent' });

export const isSellerUser = (user: { userCategoryId: number; isRegistered: boolean }): boolean =>
  user.userCategoryId === SELLER_CATEGORY_ID && user.isRegistered === true;
