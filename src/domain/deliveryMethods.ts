import { defineConcept, type ConceptRow } from './concept';
import { DeliveryMethod } from '../../rules';

/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { DeliveryMethod };

export type DeliveryMethodId = (typeof DeliveryMethod)[keyof typeof DeliveryMethod];

const ROWS: readonly ConceptRow<DeliveryMethodId>[] = [
  {
    id: DeliveryMethod.MotorTransport,
    labelKey: 'orders.deliveryMethod.1',
    kind: 'default',
    offeredIn: ['orderForm', 'deliveryTemplate'],
  },
  { id: DeliveryMethod.Cdek, labelKey: 'orders.deliveryMethod.2', kind: 'default', offeredIn: ['orderForm'] },
  {
    id: DeliveryMethod.PostOrCourier,
    labelKey: 'orders.deliveryMethod.3',
    kind: 'default',
    offeredIn: ['orderForm', 'deliveryTemplate'],
  },
];

/** Delivery methods: names `orders.deliveryMethod.<id>`, an unknown or missing one '----'. */
export const deliveryMethods = defineConcept<DeliveryMethodId>({
  fallback: { labelKey: 'orders.deliveryMethod.unknown', kind: 'default' },
  rows: ROWS,
});

export const deliveryMethodLabelKey = deliveryMethods.labelKey;

/** The delivery-method select of the order modals (shown read-only: the order's method). */
export const deliveryMethodChoices = deliveryMethods.choices('orderForm');

/** An order without a delivery method is treated as motor transport (the modals' default). */
export const DEFAULT_DELIVERY_METHOD = DeliveryMethod.MotorTransport;

/** The delivery methods a delivery template direction may use (spec section 9: 1 and 3). */
export const templateDeliveryMethodChoices = deliveryMethods.choices('deliveryTemplate');
export const templateDeliveryMethodIds: readonly number[] = templateDeliveryMethodChoices.map(({ id }) => id);
