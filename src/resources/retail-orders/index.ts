import { lazy } from 'react';
import { RETAIL_ORDERS_RESOURCE, retailOrdersHandler } from './handler';
import { defineResource } from '../types';

const RetailOrderShow = lazy(() => import('./RetailOrderShow'));

/** `retail-orders`: the list (/main-retail-orders) and an order under both of its spec paths. */
export const retailOrdersResource = defineResource({
  name: RETAIL_ORDERS_RESOURCE,
  handler: retailOrdersHandler,
  routes: [
    {
      path: '/main-retail-orders',
      titleKey: 'orders.route.retailOrders',
      page: lazy(() => import('./RetailOrderList')),
    },
    { path: '/orders/retail/:orderId', titleKey: 'orders.route.retailOrder', page: RetailOrderShow },
    { path: '/orders/all/retail/:orderId', titleKey: 'orders.route.retailOrder', page: RetailOrderShow },
  ],
  recordRepresentation: (record) => `№ ${String(record.id)}`,
  menu: [
    {
      group: 'orders',
      position: 20,
      link: {
        key: 'orders-retail',
        labelKey: 'orders.sidebar.ordersRetail',
        to: '/main-retail-orders',
        match: ['/main-retail-orders', '/orders/retail/:orderId', '/orders/all/retail/:orderId'],
      },
    },
  ],
});
