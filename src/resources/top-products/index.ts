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
    { path: '/marketing/top', titleKey: 'shell.titles.marketingTop', page: lazy(() => import('./TopList')) },
    {
      path: '/marketing/top/add',
      titleKey: 'shell.titles.marketingTopAdd',
      page: lazy(() => import('./TopAddPage')),
    },
    {
      path: '/marketing/top/add/:paymentId',
      titleKey: 'shell.titles.marketingTopAdd',
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
        labelKey: 'shell.menu.marketingTop',
        to: '/marketing/top',
        match: ['/marketing/top', '/marketing/top/*'],
      },
    },
  ],
});
