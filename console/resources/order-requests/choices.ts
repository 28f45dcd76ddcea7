import type { RaRecord } from 'react-admin';
import type { Choice } from '../../app/choices';

/** Order-request statuses and buyer answers as choices (names are message keys of console/app/messages.ts). */

export const REQUEST_STATUS_IDS = [2, 3, 4, 5, 6, 7, 8] as const;
export const REQUEST_ACTIONS = ['acceptProposal', 'rejectProposal'] as const;

export const requestStatusChoices: Choice[] = REQUEST_STATUS_IDS.map((id) => ({
  id,
  name: `console.orderRequests.status.${id}`,
}));
export const requestActionChoices: Choice[] = REQUEST_ACTIONS.map((id) => ({
  id,
  name: `console.orderRequests.action.${id}`,
}));

/** A request as the console's screens read it (docs/contract/console.md, order-requests). */
export interface OrderRequestRecord extends RaRecord {
  statusId: number;
  allowedActions: string[];
  proposal: object | null;
}

/** What the create form holds before `toRequestBody`. */
export interface RequestFormValues {
  sellerId?: number;
  buyerId?: number;
  shippingMethodId?: number;
  cityId?: number | null;
  deliveryAddress?: string | null;
  deadline?: string;
  comment?: string | null;
  lines?: { productId?: number; quantity?: number; targetPrice?: number | null }[];
}

const SELLER_DELIVERS = 1;
const trimmed = (text: string | null | undefined): string | null => text?.trim() || null;

/** The POST body: exactly the contract's keys; the place only when the seller delivers. */
export function toRequestBody(data: RequestFormValues) {
  const delivers = data.shippingMethodId === SELLER_DELIVERS;
  return {
    sellerId: data.sellerId,
    buyerId: data.buyerId,
    shippingMethodId: data.shippingMethodId,
    cityId: delivers && typeof data.cityId === 'number' ? data.cityId : null,
    deliveryAddress: delivers ? trimmed(data.deliveryAddress) : null,
    deadline: data.deadline,
    comment: trimmed(data.comment),
    lines: (data.lines ?? []).map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      targetPrice: typeof line.targetPrice === 'number' ? line.targetPrice : null,
    })),
  };
}
