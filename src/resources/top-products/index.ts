import { lazy } from 'react';
import { TOP_PRODUCTS_RESOURCE, topProductsHandler } from './handler';
import { defineResource } from '../types';

/**
 * `top-products` ('Поднятие товара'): the seller's paid top promotions (/marketing/top), buying
 * one (/marketing/top/add) and the payment page's return (…/add/:paymentId).
 */
export const topProductsResource = defineResource({
  name: TOP_PRODUCTS_RESOURCE,
  handler: topProductsHandler,
  routes: [
    {
      path: '/marketing/top',
      titleKey: 'promotions.route.marketingTop',
      page: lazy(() => import('./TopList')),
    },
    {
      path: '/marketing/top/add',
      titleKey: 'promotions.route.marketingTopAdd',
      page: lazy(() => import('./TopAddPage')),
    },
    {
      path: '/marketing/top/add/:paymentId',
      titleKey: 'promotions.route.marketingTopAdd',
      page: lazy(() => import('./TopOutcomePage')),
    },
  ],
  recordRepresentation: 'productName',
  menu: [
    {
      group: 'marketing',
      position: 50,
      link: {
        key: 'marketing-top',
        labelKey: 'promotions.sidebar.marketingTop',
        to: '/marketing/top',
        match: ['/marketing/top', '/marketing/top/*'],
      },
    },
  ],
});
