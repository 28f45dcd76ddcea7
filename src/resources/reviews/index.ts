import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { lazy } from 'react';
import { REVIEWS_RESOURCE, reviewsHandler } from './handler';
import { defineResource } from '../types';

/** `reviews`: the buyers' product reviews and the seller's answers (/reviews). */
export const reviewsResource = defineResource({
  name: REVIEWS_RESOURCE,
  handler: reviewsHandler,
  routes: [{ path: '/reviews', titleKey: 'reviews.route.reviews', page: lazy(() => import('./ReviewList')) }],
  recordRepresentation: 'productName',
  menu: [
    {
      position: 90,
      link: {
        key: 'reviews',
        labelKey: 'reviews.sidebar.reviews',
        to: '/reviews',
        icon: RateReviewOutlinedIcon,
      },
    },
  ],
});
