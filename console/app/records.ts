/**
 * The admin API's records that the console's shared parts read (docs/contract/console.md): the
 * one source of their shapes, for the routes that answer them (console/resources/<name>/route.ts)
 * and the screens that show them. Types only, so the server's type check takes it too.
 */

export type Market = 'wholesale' | 'retail';

export interface SellerRecord {
  id: number;
  userId: number;
  email: string;
  fullName: string;
  storeId: number | null;
  storeName: string | null;
  commissionPercentage: number;
  isBlocked: boolean;
  createdAt: string;
  wholesaleOrdersCount: number;
  retailOrdersCount: number;
}

export interface BuyerRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  companyName: string | null;
  phone: string | null;
  city: string | null;
  createdAt: string;
}

export interface ProductRecord {
  id: number;
  sellerId: number;
  storeId: number;
  storeName: string;
  name: string;
  productTypeId: number;
  isActive: boolean;
  isDraft: boolean;
  isBlocked: boolean;
  price: number | null;
}

/** What both markets' orders share: the buyer actions their status allows now. */
export interface OrderRecord {
  id: number;
  sellerId: number;
  /** The seller's store (null when the seller has none yet). */
  storeName: string | null;
  buyerId: number;
  /** The buyer as the seller sees them: the company, else the person. */
  buyerName: string;
  statusId: number;
  shippingMethodId: number;
  deliveryMethodId: number;
  /** The coupon the order used (its code as applied), or null. */
  couponCode: string | null;
  /** Rubles taken off by the coupon (0 without one); the order's amount is after it. */
  discountAmount: number;
  createdAt: string;
  allowedActions: string[];
}

export interface WholesaleOrderRecord extends OrderRecord {
  invoiceNumber: string | null;
  totalAmount: number;
  isPaid: boolean;
  paymentDeadline: string | null;
  dispatchDeadline: string | null;
  deliveryDeadline: string | null;
  payRenewalDays: number | null;
  dispatchExtensionDate: string | null;
}

export interface RetailOrderRecord extends OrderRecord {
  number: string;
  amount: number;
  deliveryAddress: string | null;
}

/** One buyer action run from the console (server/services/buyerActions.ts). */
export interface OrderActionRecord {
  id: number;
  market: Market;
  orderId: number;
  action: string;
  days: number | null;
  date: string | null;
  statusBefore: number;
  statusAfter: number;
  createdAt: string;
}
