/**
 * Which actions an order offers, by status (docs/contract/orders.md action tables). Pure, so the
 * detail pages show only what the server allows.
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
  statusId: number;
  /** `shippingDetails.shippingMethodId` (1 the seller delivers, 2 the buyer collects). */
  shippingMethodId: number | null;
  payRenewalRequest: unknown;
  dispatchDeadlineRequest: unknown;
}

const SELLER_DELIVERS = 1;
const BUYER_COLLECTS = 2;

export function wholesaleActionsFor(order: WholesaleActionSubject): WholesaleAction[] {
  const { statusId, shippingMethodId } = order;
  const actions: WholesaleAction[] = [];
  const deadlineRequest = order.dispatchDeadlineRequest != null;
  switch (statusId) {
    case 1:
    case 9:
      if (order.payRenewalRequest != null) actions.push('acceptPayRenewal');
      actions.push('decline');
      break;
    case 2:
    case 21:
      // Paid: the server answers -20 to a decline and the payment warning explains why.
      actions.push('readyToSend', 'prolongation', 'decline');
      break;
    case 3:
    case 22:
      actions.push('dispatched');
      if (deadlineRequest) actions.push('acceptDispatchDeadline');
      break;
    case 4:
    case 8:
      if (shippingMethodId === SELLER_DELIVERS) actions.push('inTransit');
      if (shippingMethodId === BUYER_COLLECTS) actions.push('collected');
      if (deadlineRequest) actions.push('acceptDispatchDeadline');
      break;
    case 5:
    case 23:
      if (shippingMethodId === SELLER_DELIVERS) actions.push('delivered');
      break;
    default:
      break;
  }
  return actions;
}

export type RetailAction = 'toReady' | 'toInTransit' | 'toDelivered' | 'cancel' | 'shippingInfo';

/** Target status of each retail status change. */
export const RETAIL_TARGET: Record<Exclude<RetailAction, 'shippingInfo'>, number> = {
  toReady: 2,
  toInTransit: 3,
  toDelivered: 4,
  cancel: 6,
};

export function retailActionsFor(status: number): RetailAction[] {
  switch (status) {
    case 1:
    case 7:
      return ['toReady', 'shippingInfo', 'cancel'];
    case 2:
      return ['toInTransit', 'shippingInfo'];
    case 15:
      return ['toInTransit'];
    case 3:
    case 16:
      return ['toDelivered'];
    default:
      return [];
  }
}
