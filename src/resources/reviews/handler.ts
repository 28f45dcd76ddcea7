import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import { toListPage } from '../../api/list';
import { getProducts } from '../../api/products';
import {
  addReviewComment,
  getReviewDetail,
  getReviews,
  type ReviewDetail,
  type ReviewListItem,
} from '../../api/reviews';
import { buildReviewFilterBody } from '../../api/reviewsPayloads';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { filterOf, recordIdOf } from '../../dataProvider/params';

/** The `reviews` resource (docs/contract/disputes.md "Reviews"). */
export const REVIEWS_RESOURCE = 'reviews';

/** `meta` of a review list page: the figures of every review of the seller (not of the filter). */
export interface ReviewsListMeta {
  pageCount: number;
  averageRating: number | null;
  reviewsCount: number;
}

export interface ReviewCommentParams {
  reviewId: number;
  text: string;
}

export type ReviewsDataProvider = ResourceDataProvider<typeof reviewsHandler>;

async function getReviewList(
  params: GetListParams,
  { sellerId }: SellerScope,
): Promise<GetListResult<ReviewListItem> & { meta: ReviewsListMeta }> {
  const filter = filterOf(params);
  const body = buildReviewFilterBody({
    sellerId,
    rating: filter.rating,
    withAnswer: filter.withAnswer,
    productId: filter.productId,
    dateFrom: filter.dateFrom,
    dateTo: filter.dateTo,
    page: params.pagination?.page,
    pageSize: params.pagination?.perPage,
    sort: params.sort,
  });
  const reply = await getReviews(body);
  const page = toListPage(reply, body.pagination);
  return {
    ...page,
    meta: {
      ...page.meta,
      averageRating: reply.averageRating,
      reviewsCount: reply.reviewsCount ?? page.total,
    },
  };
}

export const reviewsHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getReviewList(params, scope),
  getOne: async (params: GetOneParams): Promise<GetOneResult<ReviewDetail>> => ({
    data: await getReviewDetail(recordIdOf(params.id, REVIEWS_RESOURCE)),
  }),
  addComment: ({ reviewId, text }: ReviewCommentParams) =>
    addReviewComment({ reviewId: recordIdOf(reviewId, REVIEWS_RESOURCE), text: text.trim() }),
  getProductChoices: () => getProducts(),
}));
