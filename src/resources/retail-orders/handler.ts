import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import {
  addInfoForShipping,
  changeRetailOrderStatus,
  getGeneralRetailOrdersAndFilter,
  getRetailOrderInfo,
  getRetailOrdersAndFilter,
  type RetailOrderDetail,
  type RetailOrderRow,
} from '../../api/retailOrders';
import {
  buildChangeRetailStatusBody,
  buildRetailListRequest,
  buildShippingInfoFormData,
  buildShippingInfoPayload,
  type ChangeRetailStatusInput,
  type ShippingInfoInput,
} from '../../api/retailOrdersPayloads';
import { toListPage } from '../../api/list';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { filterOf, recordIdOf, scalar } from '../../dataProvider/params';

/** The `retail-orders` resource (docs/contract/orders.md "Retail orders"). */
export const RETAIL_ORDERS_RESOURCE = 'retail-orders';

export interface ShippingInfoParams extends ShippingInfoInput {
  images?: readonly File[];
}

export type RetailOrdersDataProvider = ResourceDataProvider<typeof retailOrdersHandler>;

function statusesOf(value: unknown): (string | number)[] | undefined {
  if (Array.isArray(value))
    return value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  const one = scalar(value);
  return one === undefined || one === null ? undefined : [one];
}

/**
 * The retail list: GetRetailOrdersAndFilter when an order number, a product name or statuses are
 * chosen, else GetGeneralRetailOrdersAndFilter with the search box (`searchValue`) and the dates.
 */
export async function getRetailList(
  params: GetListParams,
  { sellerId }: SellerScope,
): Promise<GetListResult<RetailOrderRow>> {
  const filter = filterOf(params);
  const requestFor = buildRetailListRequest({
    sellerId,
    searchValue: scalar(filter.searchValue),
    number: scalar(filter.number),
    productName: scalar(filter.productName),
    statuses: statusesOf(filter.statuses),
    dateFrom: scalar(filter.dateFrom),
    dateTo: scalar(filter.dateTo),
    page: params.pagination?.page,
    pageSize: params.pagination?.perPage,
    sort: params.sort,
  });
  const reply =
    requestFor.kind === 'specific'
      ? await getRetailOrdersAndFilter(requestFor.body)
      : await getGeneralRetailOrdersAndFilter(requestFor.body);
  return toListPage(reply, requestFor.body.pagination);
}

export const retailOrdersHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getRetailList(params, scope),
  getOne: async (params: GetOneParams): Promise<GetOneResult<RetailOrderDetail>> => ({
    data: await getRetailOrderInfo(recordIdOf(params.id, RETAIL_ORDERS_RESOURCE)),
  }),
  changeStatus: (p: ChangeRetailStatusInput) => changeRetailOrderStatus(buildChangeRetailStatusBody(p)),
  addShippingInfo: ({ images, ...input }: ShippingInfoParams) =>
    addInfoForShipping(buildShippingInfoFormData(buildShippingInfoPayload(input), images)),
}));
