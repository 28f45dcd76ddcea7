import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { lazy } from 'react';
import { ORDER_REQUESTS_RESOURCE, orderRequestsHandler } from './handler';
import { defineResource } from '../types';

/** `order-requests`: the buyers' order requests, the list (/requests) and a request (/requests/:requestId). */
export const orderRequestsResource = defineResource({
  name: ORDER_REQUESTS_RESOURCE,
  handler: orderRequestsHandler,
  routes: [
    {
      path: '/requests',
      titleKey: 'orderRequests.route.requests',
      page: lazy(() => import('./list/OrderRequestList')),
    },
    {
      path: '/requests/:requestId',
      titleKey: 'orderRequests.route.request',
      page: lazy(() => import('./show/OrderRequestShow')),
    },
  ],
  recordRepresentation: (record) => `№ ${String(record.id)}`,
  menu: [
    {
      position: 40,
      link: {
        key: 'requests',
        labelKey: 'orderRequests.sidebar.requests',
        to: '/requests',
        match: ['/requests', '/requests/:requestId'],
        icon: RequestQuoteOutlinedIcon,
      },
    },
  ],
});
