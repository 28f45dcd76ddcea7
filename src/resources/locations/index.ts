import { lazy } from 'react';
import { LOCATIONS_RESOURCE, locationsHandler } from './handler';
import { defineResource } from '../types';

/**
 * `locations`: the lookups of the delivery screens and the order modals (countries, regions,
 * cities, the store's products for a template) and the courier services page (/delivery/couriers).
 */
export const locationsResource = defineResource({
  name: LOCATIONS_RESOURCE,
  handler: locationsHandler,
  routes: [
    {
      path: '/delivery/couriers',
      titleKey: 'delivery.route.deliveryCouriers',
      page: lazy(() => import('./CouriersPage')),
    },
  ],
  menu: [
    {
      group: 'delivery',
      position: 20,
      link: {
        key: 'delivery-couriers',
        labelKey: 'delivery.sidebar.deliveryCouriers',
        to: '/delivery/couriers',
      },
    },
  ],
});
