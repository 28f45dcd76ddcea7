import { lazy } from 'react';
import { ORDER_COMMENTS_RESOURCE, orderCommentsHandler } from './commentsHandler';
import { ORDERS_RESOURCE, ordersHandler } from './handler';
import { defineResource } from '../types';

/** `orders`: wholesale orders, the list (/orders) and an order (/orders/:orderId). */
export const ordersResource = defineResource({
  name: ORDERS_RESOURCE,
  handler: ordersHandler,
  routes: [
    {
      path: '/orders',
      titleKey: 'orders.route.wholesaleOrders',
      page: lazy(() => import('./list/WholesaleOrderList')),
    },
    {
      path: '/orders/:orderId',
      titleKey: 'orders.route.wholesaleOrder',
      page: lazy(() => import('./show/WholesaleOrderShow')),
    },
  ],
  recordRepresentation: (record) => `№ ${String(record.id)}`,
  menu: [
    {
      group: 'orders',
      position: 10,
      link: {
        key: 'orders-wholesale',
        labelKey: 'orders.sidebar.ordersWholesale',
        to: '/orders',
        match: ['/orders', '/orders/:orderId'],
      },
    },
  ],
});

/** `order-comments`: the comment thread of a wholesale order (shown on its page). */
export const orderCommentsResource = defineResource({
  name: ORDER_COMMENTS_RESOURCE,
  handler: orderCommentsHandler,
});
