import type {
  AdvertStatus,
  ImportStatus,
  DeliveryMethodId,
  DisputeStatusId,
  OrderRequestStatusId,
  ProductTypeId,
  RetailStatusId,
  SafeDealStatusId,
  ShippingMethodId,
  TenderProposalStatusId,
  TenderStatusId,
  WholesaleStatusId,
} from '../contract/index.js';

/**
 * Status and method ids (specification section 4, the contract pages and the README's server
 * decisions) by name, one table per concept, keys in PascalCase. The id unions are the
 * contract's (contract/statuses.ts); labels and colours are the client's (src/domain).
 */

/** Wholesale order status ids, the list filter's 'all' and pseudo-statuses, and the finance extra. */
export const WholesaleStatus = {
  /** 'Все статусы': the empty filter value. */
  All: 0,
  NotPaid: 1,
  NotSent: 2,
  ReadyToSend: 3,
  ReadyToShip: 4,
  InTransit: 5,
  Shipped: 6,
  Completed: 7,
  ShipmentOverdue: 8,
  PaymentOverdue: 9,
  Declined: 10,
  SendingOverdue: 21,
  ReadinessOverdue: 22,
  DeliveryOverdue: 23,
  Cancelled: 24,
  /** Pseudo-status of the order list filter: shipped, the seller delivers. */
  ShippedSellerDelivers: 30,
  /** Pseudo-status of the order list filter: shipped, the buyer collects. */
  ShippedBuyerCollects: 31,
  /** Pseudo-status of the order list filter: ready to ship, the buyer collects. */
  ReadyForCollection: 32,
  /** The finance order-status filter's manual extra 'Доставлен' (orders 6 and 7). */
  Delivered: 100,
} as const;

const W = WholesaleStatus;

/** The real wholesale order statuses (without 'all', the pseudo-statuses and the finance extra). */
export const WHOLESALE_STATUS_IDS: readonly WholesaleStatusId[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22, 23, 24,
];

/** Orders not finished yet (neither completed, declined nor cancelled). */
export const WHOLESALE_IN_PROGRESS: readonly WholesaleStatusId[] = [
  W.NotPaid,
  W.NotSent,
  W.ReadyToSend,
  W.ReadyToShip,
  W.InTransit,
  W.Shipped,
  W.ShipmentOverdue,
  W.PaymentOverdue,
  W.SendingOverdue,
  W.ReadinessOverdue,
  W.DeliveryOverdue,
];

/** Retail order status codes and the list filter's 'all'. */
export const RetailStatus = {
  /** 'Все статусы': the empty filter value. */
  All: 0,
  NotSent: 1,
  ReadyToShip: 2,
  InTransit: 3,
  Delivered: 4,
  Completed: 5,
  Cancelled: 6,
  ReadinessOverdue: 7,
  ShippingOverdue: 15,
  DeliveryOverdue: 16,
} as const;

const R = RetailStatus;

/** Every real retail status code (without 'all'). */
export const RETAIL_STATUS_IDS: readonly RetailStatusId[] = [1, 2, 3, 4, 5, 6, 7, 15, 16];

export const RETAIL_IN_PROGRESS: readonly RetailStatusId[] = [
  R.NotSent,
  R.ReadyToShip,
  R.InTransit,
  R.ReadinessOverdue,
  R.ShippingOverdue,
  R.DeliveryOverdue,
];

/** Safe-deal statuses; the finance filter adds 'Все статусы' as null. */
export const SafeDealStatus = {
  Reserved: 1,
  Sent: 2,
  ReturnIssued: 3,
  NotPaid: 4,
} as const satisfies Record<string, SafeDealStatusId>;

/** Who moves the goods (spec sections 4, 9). */
export const ShippingMethod = {
  SellerDelivers: 1,
  BuyerCollects: 2,
} as const satisfies Record<string, ShippingMethodId>;

/** 1 motor transport with a driver and files, 2 CDEK (office address, ImIds), 3 post or courier (no driver phone). */
export const DeliveryMethod = {
  MotorTransport: 1,
  Cdek: 2,
  PostOrCourier: 3,
} as const satisfies Record<string, DeliveryMethodId>;

/** Order-request statuses; 1 is the filter's 'Все' (0 and 1 both mean "no status filter", spec section 5). */
export const OrderRequestStatus = {
  All: 1,
  New: 2,
  ProposalSent: 3,
  OrderCreated: 4,
  RejectedBySeller: 5,
  ProposalAccepted: 6,
  ProposalRejected: 7,
  Expired: 8,
} as const satisfies Record<string, 1 | OrderRequestStatusId>;

/** Tender statuses (docs/contract/requests-tenders.md "Tender status machine"). */
export const TenderStatus = {
  Open: 1,
  ChoosingWinner: 2,
  WinnerChosen: 3,
  OrderCreated: 4,
  Cancelled: 5,
  NotHeld: 6,
} as const satisfies Record<string, TenderStatusId>;

/** Tender proposal statuses (docs/contract/requests-tenders.md "Tender proposal status machine"). */
export const TenderProposalStatus = {
  UnderReview: 1,
  Winner: 2,
  NotChosen: 3,
  Withdrawn: 4,
  OrderCreated: 5,
} as const satisfies Record<string, TenderProposalStatusId>;

/** Server decision: a dispute is open until it is closed in one party's favour. */
export const DisputeStatus = {
  Open: 1,
  Arbitration: 2,
  ClosedForBuyer: 3,
  ClosedForSeller: 4,
} as const satisfies Record<string, DisputeStatusId>;

/** Not closed yet: the payout is held and both sides may still write messages. */
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatusId[] = [
  DisputeStatus.Open,
  DisputeStatus.Arbitration,
];

/** The actions a dispute's history records (docs/contract/disputes.md), the deadline sweep's included. */
export const DISPUTE_HISTORY_ACTIONS = [
  'open',
  'decline',
  'deadline',
  'acceptReturn',
  'withdraw',
  'decideForBuyer',
  'decideForSeller',
] as const;

/** Advert or offer status of banners, highlights and top rows (spec section 4). */
export const AdvertStatusId = {
  Active: 1,
  Expired: 2,
  Reactivated: 3,
  Declined: 4,
  Pending: 5,
} as const satisfies Record<string, AdvertStatus>;

/** Product types, also the market of a coupon (1 retail, 2 wholesale). */
export const ProductType = { Retail: 1, Wholesale: 2 } as const satisfies Record<string, ProductTypeId>;

/**
 * A product's status in the lists and their filter (docs/contract/products.md "Lists"), also
 * the server's generated column `list_status`; 0 is 'all'.
 */
export const ProductStatus = {
  All: 0,
  Active: 1,
  Inactive: 2,
  Draft: 3,
  Blocked: 4,
} as const;

/** Product labels (spec section 3). */
export const ProductLabel = {
  New: 1,
  Discount: 2,
  Sale: 3,
  Top: 4,
  FreeDelivery: 5,
} as const;

/** The wholesale list filter's pseudo-statuses (spec section 4). */
export const WHOLESALE_PSEUDO_STATUS_IDS = [
  W.ShippedSellerDelivers,
  W.ShippedBuyerCollects,
  W.ReadyForCollection,
] as const;

export type WholesalePseudoStatusId = (typeof WHOLESALE_PSEUDO_STATUS_IDS)[number];

/**
 * How a pseudo-status is asked for (spec section 4): the real status in the body, and either a
 * shipping method to keep from the reply (30, 31) or one to put in the body (32). The reference
 * server reads both as a filter on the shipping method.
 */
export interface PseudoStatusQuery {
  statusId: WholesaleStatusId;
  keepShippingMethodId?: ShippingMethodId;
  bodyShippingMethodId?: ShippingMethodId;
}

export const WHOLESALE_PSEUDO_STATUS_QUERIES: Readonly<Record<WholesalePseudoStatusId, PseudoStatusQuery>> = {
  [W.ShippedSellerDelivers]: { statusId: W.Shipped, keepShippingMethodId: ShippingMethod.SellerDelivers },
  [W.ShippedBuyerCollects]: { statusId: W.Shipped, keepShippingMethodId: ShippingMethod.BuyerCollects },
  [W.ReadyForCollection]: { statusId: W.ReadyToShip, bodyShippingMethodId: ShippingMethod.BuyerCollects },
};

export const isWholesalePseudoStatus = (id: number): id is WholesalePseudoStatusId =>
  (WHOLESALE_PSEUDO_STATUS_IDS as readonly number[]).includes(id);

/** The states of a bulk import of the catalogue, in their order (docs/contract/import.md). */
export const IMPORT_STATUSES = [
  'checking',
  'checked',
  'applying',
  'applied',
  'undoing',
  'undone',
  'failed',
] as const satisfies readonly ImportStatus[];
