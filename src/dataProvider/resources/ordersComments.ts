import type { CreateParams, CreateResult, GetListParams, GetListResult } from 'react-admin';
import { addComment, getComments, type OrderComment } from '../../api/comments';
import type { ResourceHandler } from '../compose';
import { filterOf, recordIdOf } from './params';

/** The `order-comments` resource: comments of one wholesale order (`filter.orderId`). */
export const ORDER_COMMENTS_RESOURCE = 'order-comments';

/** Oldest first (the server's newest-first list reversed); the whole thread on one page. */
export async function getCommentList(params: GetListParams): Promise<GetListResult<OrderComment>> {
  const comments = await getComments(recordIdOf(filterOf(params).orderId, ORDER_COMMENTS_RESOURCE));
  return { data: comments, total: comments.length, meta: { pageCount: 1 } };
}

/** Comments need no seller scope: the order id names them and the server checks its owner. */
export const orderCommentsHandler = (): ResourceHandler => ({
  getList: getCommentList,
  create: async (
    params: CreateParams<{ orderId: number; comment: string }>,
  ): Promise<CreateResult<OrderComment>> => {
    const { orderId, comment } = params.data as { orderId: number; comment: string };
    return { data: await addComment({ orderId: recordIdOf(orderId, ORDER_COMMENTS_RESOURCE), comment }) };
  },
});
