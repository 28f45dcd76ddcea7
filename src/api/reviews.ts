import { unchecked } from './decode';
import type {
  ReviewComment,
  ReviewCommentBody,
  ReviewDetail,
  ReviewFilterBody,
  ReviewListItem,
  ReviewListReply,
} from '../../contract';
import { branded } from '../config/brand';
import { request } from './http';

/** The wire shapes of this module (contract/reviews.ts). */
export type {
  ReviewComment,
  ReviewCommentBody,
  ReviewDetail,
  ReviewFilterBody,
  ReviewListItem,
  ReviewListReply,
};

/** Product reviews (docs/contract/disputes.md "Reviews", spec section 7). Paths under /seller/api. */

/** The reply as the client reads it: a server may leave out rowCount, as in every list. */
export type ReviewsPage = Omit<ReviewListReply, 'rowCount'> & Partial<Pick<ReviewListReply, 'rowCount'>>;

/** POST {brand}Seller/GetReviews. */
export const getReviews = (body: ReviewFilterBody): Promise<ReviewsPage> =>
  request(`${branded('Seller')}/GetReviews`, unchecked<ReviewsPage>(), { body });

/** GET {brand}Seller/GetReviewsDetailInfo?id=: the review with its comments, oldest first. */
export const getReviewDetail = async (id: number): Promise<ReviewDetail> => {
  const detail = await request(`${branded('Seller')}/GetReviewsDetailInfo`, unchecked<ReviewDetail>(), {
    method: 'GET',
    query: { id },
  });
  return { ...detail, comments: detail.comments ?? [] };
};

/** POST {brand}Seller/AddReviewComment: the seller answers a review. */
export const addReviewComment = (body: ReviewCommentBody): Promise<ReviewComment> =>
  request(`${branded('Seller')}/AddReviewComment`, unchecked<ReviewComment>(), { body });
