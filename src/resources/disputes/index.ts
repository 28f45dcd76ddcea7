import { lazy } from 'react';
import { DISPUTES_RESOURCE, disputesHandler } from './handler';
import { defineResource } from '../types';

/** `disputes`: disputes and returns, one list per market (/disputes/retails, /disputes/wholesales). */
export const disputesResource = defineResource({
  name: DISPUTES_RESOURCE,
  handler: disputesHandler,
  routes: [
    {
      path: '/disputes/retails',
      titleKey: 'shell.titles.disputesRetail',
      page: lazy(() => import('./RetailDisputeList')),
    },
    {
      path: '/disputes/wholesales',
      titleKey: 'shell.titles.disputesWholesale',
      page: lazy(() => import('./WholesaleDisputeList')),
    },
  ],
  recordRepresentation: (record) => `№ ${String(record.id)}`,
});
