import { defineConcept, type ConceptRow } from './concept';

/** Shipping methods (spec sections 4, 9): who moves the goods. */
export const ShippingMethod = {
  SellerDelivers: 1,
  BuyerCollects: 2,
} as const;

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
