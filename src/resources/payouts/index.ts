import { lazy } from 'react';
import { PAYOUTS_RESOURCE, payoutsHandler } from './handler';
import { defineResource } from '../types';

/** `payouts`: /finances/payouts ('Выплаты', docs/contract/payouts.md), in the finances group. */
export const payoutsResource = defineResource({
  name: PAYOUTS_RESOURCE,
  handler: payoutsHandler,
  routes: [
    {
      path: '/finances/payouts',
      titleKey: 'payouts.route.payouts',
      page: lazy(() => import('./PayoutsPage')),
    },
  ],
  menu: [
    {
      group: 'finances',
      position: 30,
      link: { key: 'finances-payouts', labelKey: 'payouts.sidebar.payouts', to: '/finances/payouts' },
    },
  ],
});
