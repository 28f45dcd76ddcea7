import { lazy } from 'react';
import { HIGHLIGHTS_RESOURCE, highlightsHandler } from './handler';
import { defineResource } from '../types';

/**
 * `highlights` ('Выделение товара'): the seller's paid label highlights (/marketing/highlights),
 * buying one (/marketing/highlights/add) and the payment page's return (…/add/:paymentId).
 */
export const highlightsResource = defineResource({
  name: HIGHLIGHTS_RESOURCE,
  handler: highlightsHandler,
  routes: [
    {
      path: '/marketing/highlights',
      titleKey: 'promotions.route.marketingHighlights',
      page: lazy(() => import('./HighlightList')),
    },
    {
      path: '/marketing/highlights/add',
      titleKey: 'promotions.route.marketingHighlightsAdd',
      page: lazy(() => import('./HighlightAddPage')),
    },
    {
      path: '/marketing/highlights/add/:paymentId',
      titleKey: 'promotions.route.marketingHighlightsAdd',
      page: lazy(() => import('./HighlightOutcomePage')),
    },
  ],
  recordRepresentation: 'productName',
  menu: [
    {
      group: 'marketing',
      position: 40,
      link: {
        key: 'marketing-highlights',
        labelKey: 'promotions.sidebar.marketingHighlights',
        to: '/marketing/highlights',
        match: ['/marketing/highlights', '/marketing/highlights/*'],
      },
    },
  ],
});
