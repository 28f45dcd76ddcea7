import { describe, expect, it } from 'vitest';
import type { ReviewDetail as WireDetail } from '../../contract';
import { decoder } from '../../src/api/decode';
import { addedCommentSchema, reviewDetailSchema, reviewListReplySchema } from '../../src/api/reviewsDecoders';
import { GARBAGE, specOnly } from './specOnlyReply';

const comment = {
  id: 900,
  authorRole: 'seller' as const,
  authorName: 'ТехноМир',
  text: 'Спасибо!',
  creationDate: '2026-11-20T10:00:00.000Z',
};
const review: Required<WireDetail> = {
  id: 5,
  productId: 31,
  productName: 'Дрель-шуруповёрт 18 В',
  productImage: '/u/d.png',
  orderId: 61,
  buyerName: 'Татьяна Морозова',
  rating: 5,
  text: 'Отличная дрель',
  creationDate: '2026-11-16T07:05:35.743Z',
  hasAnswer: true,
  commentsCount: 1,
  comments: [comment],
};
const { comments: _comments, ...item } = review;
const listReply = { results: [item], pageCount: 1, rowCount: 1, averageRating: 4.6, reviewsCount: 5 };

describe('reviews decoders', () => {
  it('a full reply of our server decodes to the same values', () => {
    expect(decoder(reviewListReplySchema)(listReply)).toEqual(listReply);
    expect(decoder(reviewDetailSchema)(review)).toEqual(review);
    expect(decoder(addedCommentSchema)(comment)).toEqual(comment);
  });

  it('a spec-only review: id, product, order, buyer and date; ours are null', () => {
    const read = decoder(reviewListReplySchema)(specOnly(listReply));
    expect(read).toMatchObject({ pageCount: 1, rowCount: 1, averageRating: null, reviewsCount: null });
    expect(read.results[0]).toEqual({
      id: 5,
      productId: 31,
      productName: 'Дрель-шуруповёрт 18 В',
      productImage: null,
      orderId: 61,
      buyerName: 'Татьяна Морозова',
      rating: null,
      text: null,
      creationDate: '2026-11-16T07:05:35.743Z',
      hasAnswer: null,
      commentsCount: null,
    });
    expect(decoder(reviewDetailSchema)(specOnly(review))).toMatchObject({
      id: 5,
      comments: [],
      hasAnswer: null,
    });
  });

  it('reads the spec spellings: the text as comment, the buyer as userName, the image as image', () => {
    const read = decoder(reviewDetailSchema)({
      id: 2,
      comment: 'Хорошо',
      userName: 'Игорь',
      image: '/u/x.png',
      comments: [{ id: 1, comment: 'Ответ', userName: 'Магазин', authorRole: 'seller' }],
    });
    expect(read).toMatchObject({
      text: 'Хорошо',
      buyerName: 'Игорь',
      productImage: '/u/x.png',
      hasAnswer: true,
    });
    expect(read.comments).toEqual([
      { id: 1, authorRole: 'seller', authorName: 'Магазин', text: 'Ответ', creationDate: null },
    ]);
  });

  it('garbage never throws', () => {
    for (const value of GARBAGE) {
      expect(() => decoder(reviewListReplySchema)(value)).not.toThrow();
      expect(() => decoder(reviewDetailSchema)(value)).not.toThrow();
      expect(() => decoder(addedCommentSchema)(value)).not.toThrow();
    }
    expect(decoder(addedCommentSchema)(true)).toBeNull();
    expect(
      decoder(reviewListReplySchema)({ results: [{ id: 1, rating: 'x', authorRole: 'admin' }] }).results[0]
        ?.rating,
    ).toBeNull();
  });
});
