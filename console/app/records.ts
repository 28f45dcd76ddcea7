import type { Identifier, RaRecord } from 'react-admin';

/** The admin API's records (docs/contract/console.md), as the screens read them. */

export type Market = 'wholesale' | 'retail';

export interface SellerRecord extends RaRecord {
  email: string;
  fullName: string;
  storeName: string;
  commissionPercentage: number;
}

export interface BuyerRecord extends RaRecord {
  email: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  companyName: string | null;
}

export interface ProductRecord extends RaRecord {
  sellerId: Identifier;
  name: string;
  productTypeId: 1 | 2;
  isActive: boolean;
  isDraft: boolean;
  isBlocked: boolean;
  price: number | null;
}

/** What both markets' orders share: the buyer actions their status allows now. */
export interface OrderRecord extends RaRecord {
  sellerId: Identifier;
  /** The seller's store (null when the seller has none yet). */
  storeName: string | null;
  buyerId: Identifier;
  /** The buyer as the seller sees them: the company, else the person. */
  buyerName: string;
  statusId: number;
  allowedActions: string[];
}

export interface WholesaleOrderRecord extends OrderRecord {
  invoiceNumber: string | null;
  totalAmount: number;
}

export interface RetailOrderRecord extends OrderRecord {
  number: string;
  amount: number;
}

export interface OrderActionRecord extends RaRecord {
  market: Market;
  statusBefore: number | null;
  statusAfter: number | null;
}
