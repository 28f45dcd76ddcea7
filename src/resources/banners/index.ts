import { lazy } from 'react';
import { BANNERS_RESOURCE, bannersHandler } from './handler';
import { defineResource } from '../types';
import { BANNERS_PATH, REQUEST_BANNER_PATH } from './paths';

/** `banners`: the seller's banners and the banner request (docs/contract/marketing.md "Banners"). */
export const bannersResource = defineResource({
  name: BANNERS_RESOURCE,
  handler: bannersHandler,
  routes: [
    {
      path: BANNERS_PATH,
      titleKey: 'banners.route.marketingBanners',
      page: lazy(() => import('./list/BannerList')),
    },
    {
      path: REQUEST_BANNER_PATH,
      titleKey: 'banners.route.marketingRequestBanner',
      page: lazy(() => import('./request/RequestBannerPage')),
    },
  ],
  recordRepresentation: (record) =>
    String((record.position as { name?: string } | undefined)?.name ?? record.id),
  menu: [
    {
      group: 'marketing',
      position: 60,
      link: {
        key: 'marketing-banners',
        labelKey: 'banners.sidebar.marketingBanners',
        to: '/marketing/banners',
        match: ['/marketing/banners', '/marketing/request-banner'],
      },
    },
  ],
});
