import { describe, expect, it } from 'vitest';
import {
  buildReviewFilterBody,
  REVIEW_ANSWER_MAX_LENGTH,
  reviewAnswerError,
} from '../../src/api/reviewsPayloads';

describe('GetReviews body', () => {
  it('an empty filter: every key present, null, newest first, 12 rows', () => {
    expect(buildReviewFilterBody({ sellerId: 7 })).toEqual({
      sellerId: 7,
      rating: null,
      withAnswer: null,
      productId: null,
      dateFrom: null,
      dateTo: null,
      column: 'creationDate',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 12 },
    });
  });

  it('reads the URL values: rating 1..5, with or without answer, product, Moscow days, sort', () => {
    expect(
      buildReviewFilterBody({
        sellerId: 7,
        rating: '5',
        withAnswer: 'false',
        productId: 31,
        dateFrom: '2026-11-01',
        // an instant is its Moscow day
        dateTo: '2026-11-30T22:30:00Z',
        page: 3,
        pageSize: 12,
        sort: { field: 'rating', order: 'ASC' },
      }),
    ).toEqual({
      sellerId: 7,
      rating: 5,
      withAnswer: false,
      productId: 31,
      dateFrom: '2026-11-01',
      dateTo: '2026-12-01',
      column: 'rating',
      sortByAscending: true,
      pagination: { page: 3, pageSize: 12 },
    });
    expect(buildReviewFilterBody({ sellerId: 7, withAnswer: true }).withAnswer).toBe(true);
  });

  it('sends nothing invalid: other ratings, ids and days are null; other sorts are by date', () => {
    const body = buildReviewFilterBody({
      sellerId: 7,
      rating: 6,
      withAnswer: '',
      productId: '-4',
      dateFrom: 'вчера',
      dateTo: '',
      sort: { field: 'buyerName', order: 'ASC' },
    });
    expect(body).toMatchObject({
      rating: null,
      withAnswer: null,
      productId: null,
      dateFrom: null,
      dateTo: null,
      column: 'creationDate',
      sortByAscending: true,
    });
    expect(buildReviewFilterBody({ sellerId: 7, rating: 0 }).rating).toBeNull();
  });
});

describe('the answer rule', () => {
  it('1..2000 characters, not blank (counted without the spaces around)', () => {
    expect(reviewAnswerError('')).toBe('required');
    expect(reviewAnswerError('  \n ')).toBe('required');
    expect(reviewAnswerError('Спасибо!')).toBeNull();
    expect(reviewAnswerError(` ${'а'.repeat(REVIEW_ANSWER_MAX_LENGTH)} `)).toBeNull();
    expect(reviewAnswerError('а'.repeat(REVIEW_ANSWER_MAX_LENGTH + 1))).toBe('tooLong');
  });
});
