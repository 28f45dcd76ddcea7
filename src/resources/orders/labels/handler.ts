import { printLabels, type LabelsBody } from '../../../api/labels';
import { defineHandler, type ResourceDataProvider } from '../../../dataProvider/compose';

/**
 * The `shipping-labels` resource (docs/contract/documents.md "Shipping labels"): one action, the
 * PDF of the labels of orders ready to ship, wholesale and retail alike.
 */
export const SHIPPING_LABELS_RESOURCE = 'shipping-labels';

export type ShippingLabelsDataProvider = ResourceDataProvider<typeof shippingLabelsHandler>;

export const shippingLabelsHandler = defineHandler(() => ({
  print: (p: LabelsBody) => printLabels(p),
}));
