import {
  RetailStatus,
  ShippingMethod,
  WholesaleStatus,
  type RetailStatusId,
  type WholesaleStatusId,
} from '../../../domain';

/**
 * Which actions an order offers, by status (docs/contract/orders.md action tables). Pure, so the
 * detail pages show only what the server allows. Rules as data: one row per action, in the order
 * the buttons appear.
 */

export type WholesaleAction =
  | 'decline'
  | 'acceptPayRenewal'
  | 'readyToSend'
  | 'prolongation'
  | 'dispatched'
  | 'acceptDispatchDeadline'
  | 'inTransit'
  | 'collected'
  | 'delivered';

export interface WholesaleActionSubject {
  /** Null when the reply has no status: then no action is offered. */
  statusId: number | null;
  /** `shippingDetails.shippingMethodId` (1 the seller delivers, 2 the buyer collects). */
  shippingMethodId: number | null;
  payRenewalRequest: unknown;
  dispatchDeadlineRequest: unknown;
}

interface WholesaleActionRule {
  action: WholesaleAction;
  from: readonly WholesaleStatusId[];
  /** An extra condition on the order; none means the status is enough. */
  when?: (order: WholesaleActionSubject) => boolean;
}

const W = WholesaleStatus;
const AWAITING_PAYMENT = [W.NotPaid, W.PaymentOverdue] as const;
const PAID_NOT_SENT = [W.NotSent, W.SendingOverdue] as const;
const PREPARED = [W.ReadyToSend, W.ReadinessOverdue] as const;
const AWAITING_TRANSPORT = [W.ReadyToShip, W.ShipmentOverdue] as const;
const ON_THE_WAY = [W.InTransit, W.DeliveryOverdue] as const;

const sellerDelivers = (order: WholesaleActionSubject) =>
  order.shippingMethodId === ShippingMethod.SellerDelivers;
const buyerCollects = (order: WholesaleActionSubject) =>
  order.shippingMethodId === ShippingMethod.BuyerCollects;
const payRenewalRequested = (order: WholesaleActionSubject) => order.payRenewalRequest != null;
const deadlineRequested = (order: WholesaleActionSubject) => order.dispatchDeadlineRequest != null;

export const WHOLESALE_ACTION_RULES: readonly WholesaleActionRule[] = [
  { action: 'acceptPayRenewal', from: AWAITING_PAYMENT, when: payRenewalRequested },
  { action: 'readyToSend', from: PAID_NOT_SENT },
  { action: 'prolongation', from: PAID_NOT_SENT },
  // Paid orders too: the server answers -20 to a decline and the payment warning explains why.
  { action: 'decline', from: [...AWAITING_PAYMENT, ...PAID_NOT_SENT] },
  { action: 'dispatched', from: PREPARED },
  { action: 'inTransit', from: AWAITING_TRANSPORT, when: sellerDelivers },
  { action: 'collected', from: AWAITING_TRANSPORT, when: buyerCollects },
  { action: 'delivered', from: ON_THE_WAY, when: sellerDelivers },
  { action: 'acceptDispatchDeadline', from: [...PREPARED, ...AWAITING_TRANSPORT], when: deadlineRequested },
];

const allowedFrom = (from: readonly number[], status: number | null) =>
  status !== null && from.includes(status);

export function wholesaleActionsFor(order: WholesaleActionSubject): WholesaleAction[] {
  return WHOLESALE_ACTION_RULES.filter(
    (rule) => allowedFrom(rule.from, order.statusId) && (rule.when?.(order) ?? true),
  ).map((rule) => rule.action);
}

export type RetailAction = 'toReady' | 'toInTransit' | 'toDelivered' | 'cancel' | 'shippingInfo';

const R = RetailStatus;

/** Target status of each retail status change. */
export const RETAIL_TARGET: Record<Exclude<RetailAction, 'shippingInfo'>, RetailStatusId> = {
  toReady: R.ReadyToShip,
  toInTransit: R.InTransit,
  toDelivered: R.Delivered,
  cancel: R.Cancelled,
};

export const RETAIL_ACTION_RULES: readonly { action: RetailAction; from: readonly RetailStatusId[] }[] = [
  { action: 'toReady', from: [R.NotSent, R.ReadinessOverdue] },
  { action: 'toInTransit', from: [R.ReadyToShip, R.ShippingOverdue] },
  { action: 'toDelivered', from: [R.InTransit, R.DeliveryOverdue] },
  { action: 'shippingInfo', from: [R.NotSent, R.ReadinessOverdue, R.ReadyToShip] },
  { action: 'cancel', from: [R.NotSent, R.ReadinessOverdue] },
];

export function retailActionsFor(status: number | null): RetailAction[] {
  return RETAIL_ACTION_RULES.filter((rule) => allowedFrom(rule.from, status)).map((rule) => rule.action);
}
