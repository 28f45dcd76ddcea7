import type { Pagination, PagedReply } from './envelope.js';

/** Product reviews (`/seller/api/{brand}Seller/...`): docs/contract/disputes.md "Reviews". */

/** Body of `POST {brand}Seller/GetReviews`. */
export interface ReviewFilterBody {
  sellerId: number | null;
  /** 1..5 exact; null = all. */
  rating: number | null;
  /** true: with a seller comment; false: without; null: all. */
  withAnswer: boolean | null;
  productId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  column: 'creationDate' | 'rating' | null;
  sortByAscending: boolean | null;
  pagination: Pagination;
}

/**
 * A review. The specification names its id, product, order, buyer and date; the fields marked
 * optional are ours (a server that honours only the specification may leave them out).
 */
export interface ReviewListItem {
  id: number;
  productId: number;
  productName: string;
  productImage?: string | null;
  orderId: number | null;
  buyerName: string;
  rating?: number;
  text?: string;
  creationDate: string;
  hasAnswer?: boolean;
  commentsCount?: number;
}

/** `data` of `GetReviews`. */
export interface ReviewListReply extends PagedReply<ReviewListItem> {
  averageRating?: number | null;
  reviewsCount?: number;
}

export interface ReviewComment {
  id: number;
  authorRole?: 'buyer' | 'seller';
  authorName?: string;
  text?: string;
  creationDate: string;
}

/** `data` of `GET {brand}Seller/GetReviewsDetailInfo?id=`; the comments are ours. */
export interface ReviewDetail extends ReviewListItem {
  comments?: ReviewComment[];
}

/** Body of `POST {brand}Seller/AddReviewComment`. */
export interface ReviewCommentBody {
  reviewId: number;
  text: string;
}
