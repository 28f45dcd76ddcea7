import { lazy } from 'react';
import {
  FINANCES_RETAIL_RESOURCE,
  FINANCES_WHOLESALE_RESOURCE,
  financesRetailHandler,
  financesWholesaleHandler,
} from './handler';
import { defineResource } from '../types';

/** `finances-wholesale`: /finacnes/whole-sale (the spec's spelling of the path). */
export const financesWholesaleResource = defineResource({
  name: FINANCES_WHOLESALE_RESOURCE,
  handler: financesWholesaleHandler,
  routes: [
    {
      path: '/finacnes/whole-sale',
      titleKey: 'finances.route.financesWholesale',
      page: lazy(() => import('./WholesaleFinancesPage')),
    },
  ],
  menu: [
    {
      group: 'finances',
      position: 10,
      link: {
        key: 'finances-wholesale',
        labelKey: 'finances.sidebar.financesWholesale',
        to: '/finacnes/whole-sale',
      },
    },
  ],
});

/** `finances-retail`: /finacnes/retail. */
export const financesRetailResource = defineResource({
  name: FINANCES_RETAIL_RESOURCE,
  handler: financesRetailHandler,
  routes: [
    {
      path: '/finacnes/retail',
      titleKey: 'finances.route.financesRetail',
      page: lazy(() => import('./RetailFinancesPage')),
    },
  ],
  menu: [
    {
      group: 'finances',
      position: 20,
      link: { key: 'finances-retail', labelKey: 'finances.sidebar.financesRetail', to: '/finacnes/retail' },
    },
  ],
});
