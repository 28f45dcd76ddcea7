import type { AddCommentBody } from '../../contract';
import { decoder, list, maybeFlag, num, spellings, textOr, v, type Decoded } from './decode';
import { request } from './http';
import { filled } from './orderDetails';

/** Comments of a wholesale order (spec section 7: Common/GetComments, Common/AddComment). */

/** The wire shape of this module's body (contract/comments.ts). */
export type { AddCommentBody };

export const COMMENT_MAX_LENGTH = 1000;

/**
 * Where a comment's author may be named. The specification shows no comment reply: ours sends
 * `authorName`, a server of the specification's family `userName`, and others nest the author.
 * The first non-blank one is read; none leaves the name null (shown '----', no initials).
 */
export const AUTHOR_NAME_PATHS = [
  'authorName',
  'userName',
  'author.name',
  'author.userName',
  'author.fullName',
  'user.name',
  'user.userName',
  'user.fullName',
] as const;

/**
 * A comment as decoded: every field may be missing. `isSeller` is null when the reply does not
 * say (the comments resource then compares `userId` with the signed-in user).
 */
const orderComment = spellings({
  id: [['id'], num],
  orderId: [['orderId'], num],
  userId: [['userId'], num],
  authorName: [AUTHOR_NAME_PATHS, filled],
  isSeller: [['isSeller'], maybeFlag],
  comment: [['comment'], textOr('')],
  creationDate: [['creationDate'], filled],
});
export type OrderCommentReply = Decoded<typeof orderComment>;

/** A list item that is not a record at all (a `null`, a number) is left out. */
const decodeComments = decoder(
  list(
    v.pipe(
      v.looseObject({}),
      v.transform((item) => v.parse(orderComment, item)),
    ),
  ),
);
const decodeComment = decoder(orderComment);

/** A comment as the thread shows it. */
export interface OrderComment extends Omit<OrderCommentReply, 'id' | 'isSeller'> {
  /** The comment's id; one without gets a negative stand-in (records are keyed by id). */
  id: number;
  /** The seller's own comment: as the reply says, else whether `userId` is the signed-in user's. */
  isSeller: boolean;
}

/** Comments as the thread shows them, for the signed-in user `viewerUserId`. */
export function threadOf(comments: readonly OrderCommentReply[], viewerUserId: number): OrderComment[] {
  return comments.map((comment, index) => ({
    ...comment,
    id: comment.id ?? -(index + 1),
    isSeller: comment.isSeller ?? (comment.userId !== null && comment.userId === viewerUserId),
  }));
}

/** The server answers newest first; the list is reversed for display (oldest first, newest last). */
export const getComments = async (orderId: number): Promise<OrderCommentReply[]> =>
  (await request('Common/GetComments', decodeComments, { query: { orderId } })).reverse();

/** The comment as the server stored it (whatever it answers: the list is read again anyway). */
export const addComment = (body: AddCommentBody): Promise<OrderCommentReply> =>
  request('Common/AddComment', decodeComment, { body });
