import {
  ANALYTICS_CATEGORIES_RESOURCE,
  ANALYTICS_PRODUCTS_RESOURCE,
  analyticsCategoriesHandler,
  analyticsProductsHandler,
} from '../../dataProvider/resources/analytics';
import { defineResource } from '../types';

/**
 * The period tables of /dashboard/analytics/products and /categories. Their page is the
 * analytics page (src/custom-pages/analytics, a row of the shell's route table), so these
 * modules have no routes of their own.
 */
export const analyticsProductsResource = defineResource({
  name: ANALYTICS_PRODUCTS_RESOURCE,
  handler: analyticsProductsHandler,
  recordRepresentation: 'productName',
});

export const analyticsCategoriesResource = defineResource({
  name: ANALYTICS_CATEGORIES_RESOURCE,
  handler: analyticsCategoriesHandler,
  recordRepresentation: 'categoryName',
});
