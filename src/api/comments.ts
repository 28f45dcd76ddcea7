import { unchecked } from './decode';
import type { AddCommentBody, OrderComment } from '../../contract';
import { request } from './http';

/** Comments of a wholesale order (spec section 7: Common/GetComments, Common/AddComment). */

/** The wire shapes of this module (contract/comments.ts). */
export type { AddCommentBody, OrderComment };

export const COMMENT_MAX_LENGTH = 1000;

/** The server answers newest first; the list is reversed for display (oldest first, newest last). */
export const getComments = async (orderId: number): Promise<OrderComment[]> =>
  [...((await request('Common/GetComments', unchecked<OrderComment[] | null>(), { query: { orderId } })) ?? [])].reverse();

export const addComment = (body: AddCommentBody): Promise<OrderComment> =>
  request('Common/AddComment', unchecked<OrderComment>(), { body });
