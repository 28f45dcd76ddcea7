import {
  ANALYTICS_CATEGORIES_RESOURCE,
  ANALYTICS_PRODUCTS_RESOURCE,
  ANALYTICS_SUMMARY_RESOURCE,
  analyticsCategoriesHandler,
  analyticsProductsHandler,
  analyticsSummaryHandler,
} from './handler';
import { defineResource } from '../types';

/** The summary calls of the seven analytics pages (src/custom-pages/analytics/useAnalytics.ts). */
export const analyticsSummaryResource = defineResource({
  name: ANALYTICS_SUMMARY_RESOURCE,
  handler: analyticsSummaryHandler,
});

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
