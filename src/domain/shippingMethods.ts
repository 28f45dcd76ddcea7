import { defineConcept, type ConceptRow } from './concept';
import { ShippingMethod } from '../../rules';

/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { ShippingMethod };

export type ShippingMethodId = (typeof ShippingMethod)[keyof typeof ShippingMethod];

const ROWS: readonly ConceptRow<ShippingMethodId>[] = [
  {
    id: ShippingMethod.SellerDelivers,
    labelKey: 'orders.shippingMethod.1',
    kind: 'default',
    offeredIn: ['orderListFilter'],
  },
  {
    id: ShippingMethod.BuyerCollects,
    labelKey: 'orders.shippingMethod.2',
    kind: 'default',
    offeredIn: ['orderListFilter'],
  },
];

/** Shipping methods: names `orders.shippingMethod.<id>`, an unknown or missing one '----'. */
export const shippingMethods = defineConcept<ShippingMethodId>({
  fallback: { labelKey: 'orders.shippingMethod.unknown', kind: 'default' },
  rows: ROWS,
});

export const shippingMethodLabelKey = shippingMethods.labelKey;

/** The shipping-method select of the wholesale order list. */
export const shippingMethodChoices = shippingMethods.choices('orderListFilter');

/** Spec section 9: retail shipping uses shipping method 1. */
export const RETAIL_SHIPPING_METHOD = ShippingMethod.SellerDelivers;
