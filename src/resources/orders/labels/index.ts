import { defineResource } from '../../types';
import { SHIPPING_LABELS_RESOURCE, shippingLabelsHandler } from './handler';

export { PrintLabelsButton } from './PrintLabelsButton';
export { PrintLabelsBulkButton } from './PrintLabelsBulkButton';

/**
 * `shipping-labels`: the labels of orders ready to ship, printed from the order pages and as a
 * bulk action of the wholesale and retail lists (no routes of its own).
 */
export const shippingLabelsResource = defineResource({
  name: SHIPPING_LABELS_RESOURCE,
  handler: shippingLabelsHandler,
});
