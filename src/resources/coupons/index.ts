import { lazy } from 'react';
import { COUPONS_RESOURCE, couponsHandler } from './handler';
import { defineResource } from '../types';

/** Coupons (docs/contract/marketing.md "Coupons"): the list with its create / edit dialog. */
export const couponsResource = defineResource({
  name: COUPONS_RESOURCE,
  handler: couponsHandler,
  routes: [
    {
      path: '/marketing/coupons',
      titleKey: 'coupons.route.marketingCoupons',
      page: lazy(() => import('./CouponList')),
    },
  ],
  recordRepresentation: 'code',
  menu: [
    {
      group: 'marketing',
      position: 20,
      link: {
        key: 'marketing-coupons',
        labelKey: 'coupons.sidebar.marketingCoupons',
        to: '/marketing/coupons',
      },
    },
  ],
});
