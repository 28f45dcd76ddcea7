import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { createCoupon, deleteCoupon, getCoupons, updateCoupon, type Coupon } from '../../api/coupons';
import {
  buildCouponListBody,
  couponDisableBodyOf,
  couponInputOf,
  couponUpdateBodyOf,
  type CouponFormValues,
} from '../../api/couponsPayloads';
import { toListPage } from '../../api/list';
import { getCategoriesByGroupId, getProducts } from '../../api/products';
import type { CouponMarketType } from '../../../contract';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { deletedRecord, filterOf, recordIdOf } from '../../dataProvider/params';

/**
 * The `coupons` resource (docs/contract/marketing.md "Coupons"): getList GetCoupones (filters
 * status, code, marketType; 10 a page), create CreateCoupone and update UpdateCoupones from the
 * dialog's form values, delete DeleteCoupone, and the custom actions below. Refusals (-1, -2)
 * reject with ApiError for the dialog to show.
 */
export const COUPONS_RESOURCE = 'coupons';

/** `update`'s data: the form and whether the seller agreed to extend an expired coupon. */
export interface CouponUpdateData extends CouponFormValues {
  reactivate?: boolean;
}

export type CouponsDataProvider = ResourceDataProvider<typeof couponsHandler>;

const FIND_PAGE_SIZE = 100;

async function findCoupon(sellerId: number, id: number): Promise<Coupon | null> {
  for (let page = 1; ; page += 1) {
    const body = buildCouponListBody({ sellerId, page, pageSize: FIND_PAGE_SIZE });
    const reply = await getCoupons(body);
    const found = reply.results.find((coupon) => coupon.id === id);
    if (found) return found;
    if (page >= reply.pageCount || reply.results.length === 0) return null;
  }
}

export const couponsHandler = defineHandler(({ sellerId }: SellerScope) => ({
  getList: async (params: GetListParams): Promise<GetListResult<Coupon>> => {
    const filter = filterOf(params);
    const body = buildCouponListBody({
      sellerId,
      status: filter.status,
      code: filter.code,
      marketType: filter.marketType,
      page: params.pagination?.page,
      pageSize: params.pagination?.perPage,
    });
    return toListPage(await getCoupons(body), body.pagination);
  },
  // The dialog reads the list again after a save, so a reply without a readable coupon is fine:
  // the record answered is then only its id (0 for a new one, whose id is not known).
  create: async (params: CreateParams): Promise<CreateResult<RaRecord>> => ({
    data: (await createCoupon(couponInputOf(params.data as CouponFormValues))) ?? { id: 0 },
  }),
  update: async (params: UpdateParams): Promise<UpdateResult<RaRecord>> => {
    const data = params.data as CouponUpdateData;
    const id = recordIdOf(params.id, COUPONS_RESOURCE);
    return { data: (await updateCoupon(couponUpdateBodyOf(id, data, data.reactivate === true))) ?? { id } };
  },
  delete: async (params: DeleteParams): Promise<DeleteResult> => {
    const id = recordIdOf(params.id, COUPONS_RESOURCE);
    await deleteCoupon(id);
    return deletedRecord(params.previousData, id);
  },
  findCoupon: ({ id }: { id: number }) => findCoupon(sellerId, recordIdOf(id, COUPONS_RESOURCE)),
  disableCoupons: async ({ coupons }: { coupons: Coupon[] }) => {
    const done: number[] = [];
    for (const coupon of coupons) {
      await updateCoupon(couponDisableBodyOf(coupon));
      done.push(coupon.id);
    }
    return done;
  },
  getProductChoices: async ({ marketType }: { marketType: CouponMarketType }) =>
    (await getProducts()).filter((product) => product.productTypeId === marketType),
  getCategoryChoices: ({ marketType, groupId }: { marketType: CouponMarketType; groupId: number }) =>
    getCategoriesByGroupId({ isRetail: marketType === 1, id: groupId }),
}));
