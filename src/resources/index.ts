import { bannersResource } from './banners';
import {
  analyticsCategoriesResource,
  analyticsProductsResource,
  analyticsSummaryResource,
} from './analytics';
import { buyerOrdersResource, buyersResource } from './buyers';
import { couponsResource } from './coupons';
import { locationsResource } from './locations';
import { chatsResource } from './messages';
import { notificationsResource } from './notifications';
import { deliveryTemplatesResource } from './delivery-templates';
import { disputesResource } from './disputes';
import { embedResource } from './embed';
import { highlightsResource } from './highlights';
import { searchResource } from './search';
import { searchOptimizationResource } from './search-optimization';
import { topProductsResource } from './top-products';
import { dashboardChartsResource } from './dashboard-charts';
import { learningResource } from './learning';
import { financesRetailResource, financesWholesaleResource } from './finances';
import { orderCommentsResource, ordersResource } from './orders';
import { shippingLabelsResource } from './orders/labels';
import { closingDocumentsResource } from './closing-documents';
import { payoutsResource } from './payouts';
import { orderRequestsResource } from './order-requests';
import { importRowsResource, productImportsResource } from './product-import';
import { productPropertiesResource } from './product-properties';
import { productsResource } from './products';
import { retailOrdersResource } from './retail-orders';
import { tenderProposalsResource, tendersResource } from './tenders';
import { reviewsResource } from './reviews';
import { settingsResource } from './settings';
import { workQueueResource } from './work-queue';
import type { ResourceModule } from './types';

/**
 * Every resource of the back office, one line each (docs/adding-a-resource.md). The
 * dataProvider, react-admin's <Resource> list, the route table and the shell's texts are
 * derived from this list.
 */
export const resourceModules: readonly ResourceModule[] = [
  ordersResource,
  orderCommentsResource,
  retailOrdersResource,
  shippingLabelsResource,
  closingDocumentsResource,
  financesWholesaleResource,
  financesRetailResource,
  payoutsResource,
  workQueueResource,
  buyersResource,
  buyerOrdersResource,
  productsResource,
  productPropertiesResource,
  productImportsResource,
  importRowsResource,
  deliveryTemplatesResource,
  locationsResource,
  orderRequestsResource,
  tendersResource,
  tenderProposalsResource,
  disputesResource,
  reviewsResource,
  chatsResource,
  notificationsResource,
  settingsResource,
  embedResource,
  bannersResource,
  analyticsSummaryResource,
  analyticsProductsResource,
  analyticsCategoriesResource,
  highlightsResource,
  topProductsResource,
  searchOptimizationResource,
  couponsResource,
  dashboardChartsResource,
  learningResource,
  searchResource,
];

export type { ResourceModule } from './types';
export { defineResource } from './types';
