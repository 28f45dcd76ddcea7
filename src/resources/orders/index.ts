/** The `orders` resource (wholesale): list (/orders) and detail (/orders/:orderId), loaded on demand. */
export const WholesaleOrderList = () => import('./list/WholesaleOrderList');
export const WholesaleOrderShow = () => import('./show/WholesaleOrderShow');
export { WholesaleActionModals, type WholesaleActionTarget } from './shared/WholesaleActionModals';
export {
  wholesaleActionsFor,
  retailActionsFor,
  type WholesaleAction,
  type RetailAction,
} from './shared/actions';
export * from './modals';
