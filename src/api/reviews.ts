import { decoder } from './decode';
import type { ReviewCommentBody, ReviewFilterBody } from '../../contract';
import { branded } from '../config/brand';
import { request } from './http';
import {
  addedCommentSchema,
  reviewDetailSchema,
  reviewListReplySchema,
  type ReviewComment,
  type ReviewDetail,
  type ReviewListItem,
  type ReviewListReply,
} from './reviewsDecoders';

/** The wire shapes of the bodies (contract/reviews.ts) and the decoded replies (reviewsDecoders.ts). */
export type {
  ReviewComment,
  ReviewCommentBody,
  ReviewDetail,
  ReviewFilterBody,
  ReviewListItem,
  ReviewListReply,
};

/** Product reviews (docs/contract/disputes.md "Reviews", spec section 7). Paths under /seller/api. */

/** The reply as the client reads it. */
export type ReviewsPage = ReviewListReply;

/** POST {brand}Seller/GetReviews. */
export const getReviews = (body: ReviewFilterBody): Promise<ReviewsPage> =>
  request(`${branded('Seller')}/GetReviews`, decoder(reviewListReplySchema), { body });

/** GET {brand}Seller/GetReviewsDetailInfo?id=: the review with its comments, oldest first. */
export const getReviewDetail = async (id: number): Promise<ReviewDetail> => {
  const detail = await request(`${branded('Seller')}/GetReviewsDetailInfo`, decoder(reviewDetailSchema), {
    method: 'GET',
    query: { id },
  });
  return { ...detail, id: detail.id ?? id };
};

/**
 * POST {brand}Seller/AddReviewComment (ours, not in spec section 7): the seller answers a review.
 * Silent: a server without it only rejects, and the answer form says the answer was not sent.
 * Resolves the seller's comment, or null when the reply carries none.
 */
export const addReviewComment = (body: ReviewCommentBody): Promise<ReviewComment | null> =>
  request(`${branded('Seller')}/AddReviewComment`, decoder(addedCommentSchema), {
    body,
    onFailure: 'silent',
  });
