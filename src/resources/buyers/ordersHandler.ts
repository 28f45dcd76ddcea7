import type { GetListParams, GetListResult } from 'react-admin';
import { getBuyerOrders, type BuyerOrder } from '../../api/buyers';
import { buyerOrdersBody } from '../../api/buyersPayloads';
import { toListPage } from '../../api/list';
import { defineHandler } from '../../dataProvider/compose';
import { filterOf, listWindowOf, recordIdOf } from '../../dataProvider/params';
import type { SellerScope } from '../../dataProvider/scope';

/** The orders of one buyer, both markets (docs/contract/buyers.md, GetBuyerOrders). */
export const BUYER_ORDERS_RESOURCE = 'buyer-orders';

/** An order of the buyer: the two markets number their orders apart, so the id names the market. */
export interface BuyerOrderRecord {
  id: string;
  order: BuyerOrder;
}

const recordOf = (order: BuyerOrder): BuyerOrderRecord => ({
  id: `${order.isRetail ? 'retail' : 'wholesale'}-${order.id}`,
  order,
});

export const buyerOrdersHandler = defineHandler(({ sellerId }: SellerScope) => ({
  /** Newest first (the server's one order). Filter: `buyerId`, and `orderTypeId` (1 retail, 2 wholesale) or none. */
  getList: async (params: GetListParams): Promise<GetListResult<BuyerOrderRecord>> => {
    const filter = filterOf(params);
    const window = listWindowOf(params);
    const body = buyerOrdersBody({
      sellerId,
      buyerId: recordIdOf(filter.buyerId, BUYER_ORDERS_RESOURCE),
      orderTypeId: filter.orderTypeId,
      page: window.page,
      pageSize: window.pageSize,
    });
    const page = toListPage(await getBuyerOrders(body), body.pagination);
    return { ...page, data: page.data.map(recordOf) };
  },
}));
