/** A seeded seller as the other seeds refer to it. */
export interface SellerRef {
  userId: number;
  sellerId: number;
  storeId: number;
}

/** A seeded buyer as the other seeds refer to it. */
export interface BuyerRef {
  id: number;
  name: string;
  business: boolean;
}
