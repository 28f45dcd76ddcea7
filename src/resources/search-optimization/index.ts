import { lazy } from 'react';
import { SEARCH_OPTIMIZATION_RESOURCE, searchOptimizationHandler } from './handler';
import { defineResource } from '../types';

/** 'Выдача товара' (/marketing/optimization-for-marketing): read-only, GetSearchOptimization. */
export const searchOptimizationResource = defineResource({
  name: SEARCH_OPTIMIZATION_RESOURCE,
  handler: searchOptimizationHandler,
  routes: [
    {
      path: '/marketing/optimization-for-marketing',
      titleKey: 'promotions.route.marketingOptimization',
      page: lazy(() => import('./OptimizationPage')),
    },
  ],
  menu: [
    {
      group: 'marketing',
      position: 10,
      link: {
        key: 'marketing-optimization',
        labelKey: 'promotions.sidebar.marketingOptimization',
        to: '/marketing/optimization-for-marketing',
      },
    },
  ],
});
