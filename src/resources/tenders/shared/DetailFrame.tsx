/** The detail pages' shared pieces (the orders' ones: same frame, rules for ids, caches and loading). */
export {
  OrderDetailPage as DetailFrame,
  type OrderDetailPageProps as DetailFrameProps,
  positiveId,
  OrderDetailLoading as DetailLoading,
} from '../../orders/shared/OrderDetailPage';
export { DETAIL_META } from '../../orders/shared/detailQuery';
