import { maybeFlag, num, numOr, oneOf, spellings, text, textOr, v, type Decoded } from './decode';
import { isRecord, itemsOf, listWithIds } from './decodeLists';

/**
 * How the review calls' replies are read (docs/contract/disputes.md "Reading replies (issue 26)").
 * The specification names a review's id, product, order, buyer and date; the rating, the text
 * (also read from the spec's `comment`), the answer flag, the counts and the thread are ours and
 * are null or [] without them: the screens show '----' or nothing.
 */

const reviewFields = {
  id: [['id'], num],
  productId: [['productId'], num],
  productName: [['productName'], textOr('')],
  productImage: [['productImage', 'image'], text],
  orderId: [['orderId'], num],
  buyerName: [['buyerName', 'userName'], textOr('')],
  rating: [['rating'], num],
  text: [['text', 'comment'], text],
  creationDate: [['creationDate'], text],
  hasAnswer: [['hasAnswer'], maybeFlag],
  commentsCount: [['commentsCount'], num],
} as const;

const reviewSchema = spellings(reviewFields);
export type ReviewListItem = Decoded<typeof reviewSchema> & { id: number };

export const reviewListReplySchema = spellings({
  results: [['results'], listWithIds(reviewSchema)],
  pageCount: [['pageCount'], numOr(1)],
  rowCount: [['rowCount'], num],
  averageRating: [['averageRating'], num],
  reviewsCount: [['reviewsCount'], num],
});
export type ReviewListReply = Decoded<typeof reviewListReplySchema>;

const commentSchema = spellings({
  id: [['id'], num],
  authorRole: [['authorRole'], oneOf(['buyer', 'seller'] as const)],
  authorName: [['authorName', 'userName', 'buyerName'], textOr('')],
  text: [['text', 'comment'], textOr('')],
  creationDate: [['creationDate'], text],
});
export type ReviewComment = Decoded<typeof commentSchema> & { id: number };

/** A comment the seller just wrote (AddReviewComment, ours); null when the reply carries none. */
export const addedCommentSchema = v.pipe(
  commentSchema,
  v.transform((comment) => (comment.id === null ? null : { ...comment, id: comment.id })),
);

const commentsOf = (data: unknown): unknown => (isRecord(data) ? data.comments : undefined);

/** GetReviewsDetailInfo: the review with its comments (ours; [] without them), oldest first. */
export const reviewDetailSchema = v.pipe(
  v.unknown(),
  v.transform((data) => ({
    review: v.parse(reviewSchema, data),
    comments: v.parse(listWithIds(commentSchema), itemsOf(commentsOf(data))),
  })),
  v.transform(({ review, comments }) => ({
    ...review,
    hasAnswer:
      review.hasAnswer ??
      (comments.length > 0 ? comments.some((comment) => comment.authorRole === 'seller') : null),
    comments,
  })),
);
export type ReviewDetail = Decoded<typeof reviewDetailSchema> & { id: number };
