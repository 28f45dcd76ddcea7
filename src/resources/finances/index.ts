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
      titleKey: 'shell.titles.financesWholesale',
      page: lazy(() => import('./WholesaleFinancesPage')),
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
      titleKey: 'shell.titles.financesRetail',
      page: lazy(() => import('./RetailFinancesPage')),
    },
  ],
});
