import type { UserCategoryId } from '../../contract';
import { decoder, ignoreData, type Decoded } from './decode';
import { request } from './http';
import { userSchema } from './settingsDecoders';

export const SELLER_CATEGORY_ID = 1 satisfies UserCategoryId;

/**
 * The user behind the token, `data` of `User/GetUserByAccessToken` as decoded (spec section 3
 * "Login user" and "User (full)"): a missing seller is `null`, a missing store name ''.
 */
export type SellerUser = Decoded<typeof userSchema>;

/** The seller's store as the shell shows it. */
export type StoreSummary = NonNullable<SellerUser['seller']>['store'];

export const decodeUser = decoder(userSchema);

/** The user behind a token; the shell's gate and identity. Silent: the gate decides what to show. */
export const getUserByAccessToken = (accessToken: string): Promise<SellerUser> =>
  request('User/GetUserByAccessToken', decodeUser, { headers: { accessToken }, onFailure: 'silent' });

/** Spec section 2 "First visit": no reply field is read. */
export const setFirstVisitStatus = (userId: number): Promise<void> =>
  request('User/SetFirstVisitStatus', ignoreData, { query: { userId }, onFailure: 'silent' });

export const isSellerUser = (user: { userCategoryId: number | null; isRegistered: boolean }): boolean =>
  user.userCategoryId === SELLER_CATEGORY_ID && user.isRegistered === true;
