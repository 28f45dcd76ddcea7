import { filterDay, pagination } from './list';
import { positiveIdOrNull, type FilterScalar } from './ordersPayloads';
import type { ReviewFilterBody } from './reviews';

/** Pure builders of the review calls' payloads (docs/contract/disputes.md "Reviews"). */

/** The seller's answer: 1..2000 characters, not blank. */
export const REVIEW_ANSWER_MAX_LENGTH = 2000;

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

type ReviewSortColumn = NonNullable<ReviewFilterBody['column']>;

/** The review list filter as the screen keeps it (URL values: strings, numbers, booleans). */
export interface ReviewFilterInput {
  sellerId: number;
  rating?: unknown;
  withAnswer?: unknown;
  productId?: unknown;
  dateFrom?: unknown;
  dateTo?: unknown;
  page?: number;
  pageSize?: number;
  /** react-admin's sort. */
  sort?: { field: string; order: string };
}

const scalarOf = (value: unknown): FilterScalar =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** A rating 1..5, else null (all ratings). */
export function ratingOrNull(value: unknown): number | null {
  const rating = positiveIdOrNull(scalarOf(value));
  return rating !== null && rating <= 5 ? rating : null;
}

/** true / false (also as URL text), else null (with and without an answer). */
export function withAnswerOrNull(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/** The list is sorted by date (the default) or by rating; newest first unless asked otherwise. */
export function reviewSortOf(
  sort: ReviewFilterInput['sort'],
): Pick<ReviewFilterBody, 'column' | 'sortByAscending'> {
  const column: ReviewSortColumn = sort?.field === 'rating' ? 'rating' : 'creationDate';
  return { column, sortByAscending: sort?.order === 'ASC' };
}

/** The GetReviews body: every key present, empty filters null, days as Moscow days. */
export function buildReviewFilterBody(input: ReviewFilterInput): ReviewFilterBody {
  return {
    sellerId: input.sellerId,
    rating: ratingOrNull(input.rating),
    withAnswer: withAnswerOrNull(input.withAnswer),
    productId: positiveIdOrNull(scalarOf(input.productId)),
    dateFrom: filterDay(input.dateFrom),
    dateTo: filterDay(input.dateTo),
    ...reviewSortOf(input.sort),
    pagination: pagination(input.page, input.pageSize),
  };
}

export type ReviewAnswerError = 'required' | 'tooLong';

/** The rule of the answer form, checked before sending (the text is sent trimmed). */
export function reviewAnswerError(text: string): ReviewAnswerError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > REVIEW_ANSWER_MAX_LENGTH ? 'tooLong' : null;
}
