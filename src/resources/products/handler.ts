import type {
  CreateParams,
  CreateResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { toListPage } from '../../api/list';
import {
  addProduct,
  changeProductStatus,
  editProducts,
  getCategoriesByGroupId,
  getProductById,
  getProductFormSettings,
  getProductsList,
  getSubCategoriesByParentId,
  getUnitMeasures,
  uploadProductImage,
  type ProductBody,
  type ProductDetail,
  type ProductListItem,
} from '../../api/products';
import { buildProductListBody, productTypeOf } from '../../api/productsListBody';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { filterOf, listWindowOf, recordIdOf } from '../../dataProvider/params';
import { expectTrueReply as expectTrue } from '../../dataProvider/saveReply';

/**
 * The `products` resource (docs/contract/products.md "Client"): getList by the filter's
 * `productTypeId` (1 GetAllRetailProducts, 2 GetAllWholesaleProducts), getOne GetProductById,
 * create AddProduct, update EditProducts, updateMany ChangeProductStatus, and the form's lookups
 * as custom actions.
 */
export const PRODUCTS_RESOURCE = 'products';

export type ProductsDataProvider = ResourceDataProvider<typeof productsHandler>;

/** `meta` of a product list page: the server's page count and the seller's commission. */
export interface ProductsListMeta {
  pageCount: number;
  commissionPercentage: number | null;
}

/** The `data` of `updateMany`: the products' new state. */
export interface ProductStatusData {
  isActive: boolean;
}

export async function getProductsListPage(
  params: GetListParams,
  { storeId }: SellerScope,
): Promise<GetListResult<ProductListItem> & { meta: ProductsListMeta }> {
  const filter = filterOf(params);
  const body = buildProductListBody({
    storeId,
    searchValue: filter.searchValue,
    status: filter.status,
    categoryId: filter.categoryId,
    priceFrom: filter.priceFrom,
    priceTo: filter.priceTo,
    inStock: filter.inStock,
    ...listWindowOf(params),
  });
  const reply = await getProductsList(productTypeOf(filter.productTypeId), body);
  const listPage = toListPage(reply, body.pagination);
  return { ...listPage, meta: { ...listPage.meta, commissionPercentage: reply.commissionPercentage } };
}

const bodyOf = (data: unknown, storeId: number): ProductBody => ({ ...(data as ProductBody), storeId });

export const productsHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getProductsListPage(params, scope),
  getOne: async (params: GetOneParams): Promise<GetOneResult<ProductDetail>> => ({
    data: await getProductById(recordIdOf(params.id, PRODUCTS_RESOURCE)),
  }),
  create: async (params: CreateParams): Promise<CreateResult> => {
    const { id: _ignored, ...body } = bodyOf(params.data, scope.storeId);
    expectTrue(await addProduct(body), 'AddProduct');
    return { data: { ...body, id: 0 } };
  },
  update: async (params: UpdateParams): Promise<UpdateResult> => {
    const body = { ...bodyOf(params.data, scope.storeId), id: recordIdOf(params.id, PRODUCTS_RESOURCE) };
    expectTrue(await editProducts(body), 'EditProducts');
    return { data: body };
  },
  updateMany: async (params: UpdateManyParams<ProductStatusData>): Promise<UpdateManyResult> => {
    const productIds = params.ids.map((id) => recordIdOf(id, PRODUCTS_RESOURCE));
    const isActive = (params.data as Partial<ProductStatusData> | undefined)?.isActive === true;
    expectTrue(await changeProductStatus({ productIds, isActive }), 'ChangeProductStatus');
    return { data: productIds };
  },
  getUnitMeasures: () => getUnitMeasures(),
  getCategories: (p: { isRetail: boolean; groupId: number }) =>
    getCategoriesByGroupId({ isRetail: p.isRetail, id: p.groupId }),
  getSubCategories: (p: { parentId: number }) => getSubCategoriesByParentId(p.parentId),
  getFormSettings: () => getProductFormSettings(),
  uploadImage: (p: { file: File }) => uploadProductImage(p.file),
}));
