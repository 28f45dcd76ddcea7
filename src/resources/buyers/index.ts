import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { lazy } from 'react';
import { defineResource } from '../types';
import { BUYERS_RESOURCE, buyersHandler } from './handler';
import { BUYER_ORDERS_RESOURCE, buyerOrdersHandler } from './ordersHandler';

/**
 * `buyers`: the seller's buyers (docs/contract/buyers.md): the list (/buyers), a buyer
 * (/buyers/:buyerId) and the lookup of the wholesale orders' buyer filter.
 */
export const buyersResource = defineResource({
  name: BUYERS_RESOURCE,
  handler: buyersHandler,
  routes: [
    { path: '/buyers', titleKey: 'buyers.route.buyers', page: lazy(() => import('./list/BuyerList')) },
    {
      path: '/buyers/:buyerId',
      titleKey: 'buyers.route.buyer',
      page: lazy(() => import('./show/BuyerShow')),
    },
  ],
  recordRepresentation: 'buyerName',
  menu: [
    {
      position: 80,
      link: {
        key: 'buyers',
        labelKey: 'buyers.sidebar.buyers',
        to: '/buyers',
        match: ['/buyers', '/buyers/:buyerId'],
        icon: PeopleAltOutlinedIcon,
      },
    },
  ],
});

/** The orders of one buyer, the table of the buyer's page (no routes of its own). */
export const buyerOrdersResource = defineResource({
  name: BUYER_ORDERS_RESOURCE,
  handler: buyerOrdersHandler,
});

export { BUYERS_RESOURCE, SILENT_LOOKUP } from './handler';
