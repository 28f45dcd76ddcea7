/** The `retail-orders` resource: list (/main-retail-orders) and detail (/orders/retail/:orderId). */
export const RetailOrderList = () => import('./RetailOrderList');
export const RetailOrderShow = () => import('./RetailOrderShow');
export { RetailActionModals, type RetailActionTarget } from './RetailActionModals';
export { retailCsvColumns } from './retailCsv';
