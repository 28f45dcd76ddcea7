import type { CreateParams, CreateResult, GetListParams, GetListResult } from 'react-admin';
import { addComment, getComments, threadOf, type OrderComment } from '../../api/comments';
import { defineHandler } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { filterOf, recordIdOf } from '../../dataProvider/params';

/** The `order-comments` resource: comments of one wholesale order (`filter.orderId`). */
export const ORDER_COMMENTS_RESOURCE = 'order-comments';

/**
 * Oldest first (the server's newest-first list reversed); the whole thread on one page. A reply
 * that does not mark the seller's own comments has them found by the signed-in user's id.
 */
export async function getCommentList(
  params: GetListParams,
  { userId }: Pick<SellerScope, 'userId'>,
): Promise<GetListResult<OrderComment>> {
  const comments = threadOf(
    await getComments(recordIdOf(filterOf(params).orderId, ORDER_COMMENTS_RESOURCE)),
    userId,
  );
  return { data: comments, total: comments.length, meta: { pageCount: 1 } };
}

/** The order id names the comments and the server checks its owner; the scope only tells whose they are. */
export const orderCommentsHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getCommentList(params, scope),
  create: async (
    params: CreateParams<{ orderId: number; comment: string }>,
  ): Promise<CreateResult<OrderComment>> => {
    const { orderId, comment } = params.data as { orderId: number; comment: string };
    const added = await addComment({ orderId: recordIdOf(orderId, ORDER_COMMENTS_RESOURCE), comment });
    // The seller's own comment, whatever the reply carries: the thread is read again afterwards.
    return { data: { ...added, id: added.id ?? 0, isSeller: true } };
  },
}));
