import type { SellerUser } from '../api/user';

/**
 * Whose data every call is about: the signed-in seller, read once from the gate's user. The
 * dataProvider gives it to each resource handler, so no page passes a seller, store or user id;
 * the server still checks every id against the access token.
 */
export interface SellerScope {
  readonly sellerId: number;
  readonly userId: number;
  readonly storeId: number;
}

/** The scope of a gate user; throws when the user has no seller record (the gate lets none in). */
export function sellerScopeOf(user: SellerUser): SellerScope {
  if (!user.seller) throw new Error('dataProvider: the signed-in user has no seller record (sellerId)');
  return { sellerId: user.seller.id, userId: user.id, storeId: user.seller.store.id };
}
