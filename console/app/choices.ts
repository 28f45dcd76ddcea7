import type { Market } from './records';
import { RETAIL_STATUS_IDS, ShippingMethod, WHOLESALE_STATUS_IDS } from '../../rules';

/** Choices whose names are message keys (react-admin translates them). */
export interface Choice {
  id: number | string;
  name: string;
}

const keyed = (prefix: string, ids: readonly (number | string)[]): Choice[] =>
  ids.map((id) => ({ id, name: `console.${prefix}.${id}` }));

export { RETAIL_STATUS_IDS, WHOLESALE_STATUS_IDS };

export const statusChoices: Readonly<Record<Market, Choice[]>> = {
  wholesale: keyed('wholesaleStatus', WHOLESALE_STATUS_IDS),
  retail: keyed('retailStatus', RETAIL_STATUS_IDS),
};
export const shippingMethodChoices = keyed('shippingMethod', [1, 2]);
export const deliveryMethodChoices = keyed('deliveryMethod', [1, 2, 3]);
export const productTypeChoices = keyed('productType', [1, 2]);
export const marketChoices = keyed('market', ['wholesale', 'retail']);
export const actionChoices = keyed('action', [
  'pay',
  'request-pay-renewal',
  'request-dispatch-extension',
  'confirm-delivery',
  'cancel',
  'confirm-receipt',
]);

/** The message key of a status name of a market. */
export const statusKey = (market: Market, id: number): string => `console.${market}Status.${id}`;

/** Shipping method 1: the seller delivers; 2: the buyer collects (delivery method then 1). */
export const SELLER_DELIVERS = ShippingMethod.SellerDelivers;
export const BUYER_COLLECTS = ShippingMethod.BuyerCollects;

/** How the pickers of sellers, buyers (by the name sellers see) and products are ordered (server sort fields). */
export const PICKER_SORT = {
  sellers: { field: 'storeName', order: 'ASC' },
  buyers: { field: 'name', order: 'ASC' },
  products: { field: 'name', order: 'ASC' },
} as const;

/** Lists of orders, comments, reviews, actions and buyers: the newest first. */
export const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;
