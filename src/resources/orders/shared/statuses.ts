/** Status ids and their message keys (spec section 4; names in src/i18n/ru/orders.ts). */

import type { MessageKey } from '../../../i18n/keys';

export const WHOLESALE_STATUS_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22, 23, 24] as const;
export const WHOLESALE_PSEUDO_STATUS_IDS = [30, 31, 32] as const;
export const RETAIL_STATUS_CODES = [1, 2, 3, 4, 5, 6, 7, 15, 16] as const;
export const SHIPPING_METHOD_IDS = [1, 2] as const;
export const DELIVERY_METHOD_IDS = [1, 2, 3] as const;

const has = <T extends number>(list: readonly T[], id: number | null | undefined): id is T =>
  typeof id === 'number' && (list as readonly number[]).includes(id);

export const wholesaleStatusKey = (id: number | null | undefined): MessageKey =>
  has([0, ...WHOLESALE_STATUS_IDS, ...WHOLESALE_PSEUDO_STATUS_IDS], id)
    ? `orders.wholesaleStatus.${id}`
    : 'orders.wholesaleStatus.unknown';

export const retailStatusKey = (code: number | null | undefined): MessageKey =>
  has([0, ...RETAIL_STATUS_CODES], code) ? `orders.retailStatus.${code}` : 'orders.retailStatus.unknown';

export const shippingMethodKey = (id: number | null | undefined): MessageKey =>
  has(SHIPPING_METHOD_IDS, id) ? `orders.shippingMethod.${id}` : 'orders.shippingMethod.unknown';

export const deliveryMethodKey = (id: number | null | undefined): MessageKey =>
  has(DELIVERY_METHOD_IDS, id) ? `orders.deliveryMethod.${id}` : 'orders.deliveryMethod.unknown';

export interface Choice {
  id: number;
  name: string;
}

/** Filter choices of the wholesale status select: every status, then the pseudo-statuses. */
export const wholesaleStatusChoices: Choice[] = [...WHOLESALE_STATUS_IDS, ...WHOLESALE_PSEUDO_STATUS_IDS].map(
  (id) => ({ id, name: wholesaleStatusKey(id) }),
);

export const retailStatusChoices: Choice[] = RETAIL_STATUS_CODES.map((id) => ({
  id,
  name: retailStatusKey(id),
}));

export const shippingMethodChoices: Choice[] = SHIPPING_METHOD_IDS.map((id) => ({
  id,
  name: shippingMethodKey(id),
}));
