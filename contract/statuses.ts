/**
 * Status and method ids of the wire contract (specification section 4, docs/contract/orders.md,
 * docs/contract/finances.md and the README's server decisions), as types only. Replies carry
 * these unions; request bodies carry plain numbers (a filter may hold anything the seller typed,
 * and the server checks it against these values).
 */

/** Wholesale order status ids: 1 not paid ... 24 cancelled (0 'all' is a filter value only). */
export type WholesaleStatusId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 21 | 22 | 23 | 24;

/** Pseudo-statuses of the wholesale list filter: 30/31 = 6 kept by shipping method 1/2; 32 = 4 with method 2. */
export type WholesalePseudoStatusId = 30 | 31 | 32;

/** `statusId` values of `Order/GetAllOrdersByFilter` (0 = all, like null). */
export type WholesaleFilterStatusId = 0 | WholesaleStatusId | WholesalePseudoStatusId;

/** 'Доставлен' of the wholesale finance filter: orders delivered to the buyer (6 and 7). */
export type DeliveredFilterStatusId = 100;

/** `orderStatusId` values of the wholesale finance filter (0 = all, like null). */
export type WholesaleFinanceFilterStatusId = 0 | WholesaleStatusId | DeliveredFilterStatusId;

/** Retail order status codes: 1 not sent ... 16 overdue delivery. */
export type RetailStatusId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 15 | 16;

/** `retailOrderStatuses` items (a list containing 0 means all). */
export type RetailFilterStatusId = 0 | RetailStatusId;

/** Safe-deal statuses: 1 reserved, 2 sent, 3 return issued, 4 not paid. */
export type SafeDealStatusId = 1 | 2 | 3 | 4;

/** `shipingMethodId` / `shippingMethodId`: 1 the seller delivers, 2 the buyer collects. */
export type ShippingMethodId = 1 | 2;

/** `deliveryMethodId`: 1 motor transport, 2 CDEK, 3 post / courier without a driver. */
export type DeliveryMethodId = 1 | 2 | 3;

/**
 * Order-request statuses (docs/contract/requests-tenders.md; 0 and 1 mean "no status filter"):
 * 2 new, 3 proposal sent, 4 order created, 5 rejected by the seller, 6 proposal accepted,
 * 7 proposal rejected by the buyer, 8 expired.
 */
export type OrderRequestStatusId = 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Tender statuses: 1 open, 2 choosing the winner, 3 winner chosen, 4 order created, 5 cancelled, 6 not held. */
export type TenderStatusId = 1 | 2 | 3 | 4 | 5 | 6;

/** Tender proposal statuses: 1 under review, 2 winner, 3 not chosen, 4 withdrawn by the seller, 5 order created. */
export type TenderProposalStatusId = 1 | 2 | 3 | 4 | 5;

/** Dispute statuses (server decision): 1 open, 2 arbitration, 3 closed for the buyer, 4 closed for the seller. */
export type DisputeStatusId = 1 | 2 | 3 | 4;

/** User categories: 1 seller, 2 customer, 3 transport company, 4 private person, 5 supplier, 6 manufacturer, 7 individual, 8 entity, 9 entrepreneur. */
export type UserCategoryId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Market types: 1 wholesale, 2 retail. */
export type MarketTypeId = 1 | 2;
