import { unchecked } from './decode';
import type { UserCategoryId, UserProfile, UserStore } from '../../contract';
import { request } from './http';

export const SELLER_CATEGORY_ID = 1 satisfies UserCategoryId;

/** The seller's store as the shell shows it (contract/user.ts). */
export type StoreSummary = UserStore;

/** The user behind the token, `data` of `User/GetUserByAccessToken` (contract/user.ts). */
export type SellerUser = UserProfile;

/** The user behind a token; the shell's gate and identity. Silent: the gate decides what to show. */
export const getUserByAccessToken = (accessToken: string): Promise<SellerUser> =>
  request('User/GetUserByAccessToken', unchecked<SellerUser>(), { headers: { accessToken }, onFailure: 'silent' });

export const setFirstVisitStatus = (userId: number): Promise<unknown> =>
  request('User/SetFirstVisitStatus', unchecked<unknown>(), { query: { userId }, onFailure: 'silent' });

export const isSellerUser = (user: { userCategoryId: number | null; isRegistered: boolean }): boolean =>
  user.userCategoryId === SELLER_CATEGORY_ID && user.isRegistered === true;
