import { request } from './http';

/** Comments of a wholesale order (spec section 7: Common/GetComments, Common/AddComment). */

export interface OrderComment {
  id: number;
  orderId: number;
  userId: number;
  authorName: string;
  isSeller: boolean;
  /** Written by people: render as text only. */
  comment: string;
  creationDate: string;
}

export const COMMENT_MAX_LENGTH = 1000;

/** The server answers newest first; the list is reversed for display (oldest first, newest last). */
export const getComments = async (orderId: number): Promise<OrderComment[]> =>
  [...((await request<OrderComment[] | null>('Common/GetComments', { query: { orderId } })) ?? [])].reverse();

export const addComment = (body: { orderId: number; comment: string }): Promise<OrderComment> =>
  request<OrderComment>('Common/AddComment', { body });
