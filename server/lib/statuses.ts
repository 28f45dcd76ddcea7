import type {
  DisputeStatusId,
  OrderRequestStatusId,
  RetailStatusId,
  TenderProposalStatusId,
  TenderStatusId,
  WholesaleStatusId,
} from '../../contract/index.js';

/**
 * Status ids of specification section 4, plus the ones the specification leaves to the server.
 * The id unions are the contract's (contract/statuses.ts); these are the server's names for them.
 */

export const WholesaleStatus = {
  notPaid: 1,
  notSent: 2,
  readyToSend: 3,
  readyToShip: 4,
  inTransit: 5,
  shipped: 6,
  completed: 7,
  shipmentOverdue: 8,
  paymentOverdue: 9,
  declined: 10,
  sendingOverdue: 21,
  readinessOverdue: 22,
  deliveryOverdue: 23,
  cancelled: 24,
} as const satisfies Record<string, WholesaleStatusId>;

export const WHOLESALE_IN_PROGRESS: readonly WholesaleStatusId[] = [1, 2, 3, 4, 5, 6, 8, 9, 21, 22, 23];

export const RetailStatus = {
  notSent: 1,
  readyToShip: 2,
  inTransit: 3,
  delivered: 4,
  completed: 5,
  cancelled: 6,
  readinessOverdue: 7,
  shippingOverdue: 15,
  deliveryOverdue: 16,
} as const satisfies Record<string, RetailStatusId>;

export const RETAIL_IN_PROGRESS: readonly RetailStatusId[] = [1, 2, 3, 7, 15, 16];

/** Server decision: 0 and 1 mean "no status filter" in the request filter, so real ids start at 2. */
export const OrderRequestStatus = {
  new: 2,
  proposalSent: 3,
  orderCreated: 4,
  rejected: 5,
  proposalAccepted: 6,
  proposalRejected: 7,
  expired: 8,
} as const satisfies Record<string, OrderRequestStatusId>;

/** Tender statuses (docs/contract/requests-tenders.md, "Tender status machine"). */
export const TenderStatus = {
  open: 1,
  choosingWinner: 2,
  winnerChosen: 3,
  orderCreated: 4,
  cancelled: 5,
  notHeld: 6,
} as const satisfies Record<string, TenderStatusId>;

/** Tender proposal statuses (docs/contract/requests-tenders.md, "Tender proposal status machine"). */
export const TenderProposalStatus = {
  underReview: 1,
  winner: 2,
  notChosen: 3,
  withdrawn: 4,
  orderCreated: 5,
} as const satisfies Record<string, TenderProposalStatusId>;

/** Server decision: a dispute is open until it is closed in one party's favour. */
export const DisputeStatus = {
  open: 1,
  arbitration: 2,
  closedForBuyer: 3,
  closedForSeller: 4,
} as const satisfies Record<string, DisputeStatusId>;
export const DISPUTE_OPEN: readonly DisputeStatusId[] = [DisputeStatus.open, DisputeStatus.arbitration];

export const ProductType = { retail: 1, wholesale: 2 } as const;
