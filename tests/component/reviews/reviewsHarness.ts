import type {
  ProductShort,
  ReviewComment,
  ReviewCommentBody,
  ReviewDetail,
  ReviewFilterBody,
  ReviewListItem,
} from '../../../contract';
import type { ApiCall, Handler } from '../orders/ordersHarness';

export { renderShell, stubOrdersApi as stubApi, type ApiCall, type Reply } from '../orders/ordersHarness';

/** The brand of the tests' build is 'Market' (VITE_BRAND unset): `{brand}Seller` is MarketSeller. */
export const REVIEWS_PATH = 'MarketSeller/GetReviews';
export const DETAIL_PATH = 'MarketSeller/GetReviewsDetailInfo';
export const ANSWER_PATH = 'MarketSeller/AddReviewComment';

/** A review as our server sends it: every field, ours included. */
export type FullReview = Required<ReviewDetail>;

export function review(overrides: Partial<ReviewDetail> = {}): FullReview {
  return {
    id: 5,
    productId: 31,
    productName: 'Дрель-шуруповёрт 18 В',
    productImage: null,
    orderId: 61,
    buyerName: 'Татьяна Морозова',
    rating: 5,
    text: 'Отличная дрель, доставили быстро.',
    creationDate: '2026-11-16T07:05:35.743Z',
    hasAnswer: false,
    commentsCount: 0,
    comments: [],
    ...overrides,
  };
}

export const products: ProductShort[] = [
  {
    id: 31,
    productName: 'Дрель-шуруповёрт 18 В',
    productTypeId: 1,
    image: null,
    vendoreCode: 'DR-18',
    isActive: true,
    isDraft: false,
    isBlocked: false,
  },
  {
    id: 32,
    productName: 'Перфоратор SDS-plus 800 Вт',
    productTypeId: 2,
    image: null,
    vendoreCode: 'PRF-800',
    isActive: false,
    isDraft: false,
    isBlocked: false,
  },
];

const listItem = ({ comments: _comments, ...item }: FullReview): ReviewListItem => item;

/**
 * A reviews server of the contract (docs/contract/disputes.md "Reviews") over `reviews`: the list
 * filters rating, withAnswer and product, pages, figures of every review; the detail with its
 * thread; the seller's answer appended to the thread.
 */
export function reviewsServer(reviews: FullReview[]): Record<string, Handler> {
  let nextCommentId = 900;
  const ratingsOf = () => reviews.map((r) => r.rating);
  return {
    [REVIEWS_PATH]: (call: ApiCall) => {
      const body = call.json as ReviewFilterBody;
      const found = reviews.filter(
        (r) =>
          (body.rating === null || r.rating === body.rating) &&
          (body.withAnswer === null || r.hasAnswer === body.withAnswer) &&
          (body.productId === null || r.productId === body.productId),
      );
      const { page, pageSize } = body.pagination;
      const ratings = ratingsOf();
      return {
        results: found.slice((page - 1) * pageSize, page * pageSize).map(listItem),
        pageCount: Math.max(1, Math.ceil(found.length / pageSize)),
        rowCount: found.length,
        averageRating:
          ratings.length === 0
            ? null
            : Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 100) / 100,
        reviewsCount: ratings.length,
      };
    },
    [DETAIL_PATH]: (call: ApiCall) => {
      const found = reviews.find((r) => r.id === Number(call.url.searchParams.get('id')));
      return found ?? { status: -1, errorMessage: 'Отзыв не найден' };
    },
    [ANSWER_PATH]: (call: ApiCall) => {
      const body = call.json as ReviewCommentBody;
      const found = reviews.find((r) => r.id === body.reviewId);
      if (!found) return { status: -1, errorMessage: 'Отзыв не найден' };
      const comment: ReviewComment = {
        id: nextCommentId++,
        authorRole: 'seller',
        authorName: 'ТехноМир',
        text: body.text,
        creationDate: '2026-11-20T10:00:00.000Z',
      };
      found.comments = [...found.comments, comment];
      found.hasAnswer = true;
      found.commentsCount = found.comments.length;
      return comment;
    },
    'Product/GetProducts': () => products,
  };
}

export const bodiesOf = (calls: ApiCall[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.json);
