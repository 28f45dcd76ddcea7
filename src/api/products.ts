import type {
  CategoriesByGroupBody,
  Category,
  ChangeProductStatusBody,
  ProductBody,
  ProductDetail,
  ProductFormSettings,
  ProductListBody,
  ProductListItem,
  ProductListReply,
  ProductsByStoreBody,
  ProductShort,
  ProductTypeId,
  UnitMeasure,
  UploadedProductImage,
} from '../../contract';
import { isApiError, SessionError } from './errors';
import { request } from './http';
import { goToErrorPage } from './navigation';
import { ACTION_OPTIONS } from './orders';
import { ProductType } from '../../rules';

/** The wire shapes of this module (contract/products.ts). */
export type {
  CategoriesByGroupBody,
  Category,
  ChangeProductStatusBody,
  ProductBody,
  ProductDetail,
  ProductFormSettings,
  ProductListBody,
  ProductListItem,
  ProductListReply,
  ProductsByStoreBody,
  ProductShort,
  ProductTypeId,
  UnitMeasure,
  UploadedProductImage,
};

/**
 * Products (docs/contract/products.md). Paths under /seller/api. The saving calls (AddProduct,
 * EditProducts, ChangeProductStatus, UploadProductImage) `handle` status -1 like the order actions
 * (ACTION_OPTIONS): they reject with the server's message and stay on the page; every other
 * failure follows the error catalogue of src/api/http.ts.
 */

/** `productTypeId` values (spec section 3; rules/statuses.ts). */
export { ProductType };

/** The multipart part of UploadProductImage. */
export const UPLOAD_FILE_PART = 'File';

/** The HTTP / body status of a call the server does not know (a server without an addition). */
export const NOT_FOUND_STATUS = 404;

// Lists ------------------------------------------------------------------------------------------

export const getAllRetailProducts = (body: ProductListBody): Promise<ProductListReply> =>
  request<ProductListReply>('Product/GetAllRetailProducts', { body });

export const getAllWholesaleProducts = (body: ProductListBody): Promise<ProductListReply> =>
  request<ProductListReply>('Product/GetAllWholesaleProducts', { body });

/** The list call of a product type: 1 retail, 2 wholesale. */
export const getProductsList = (typeId: ProductTypeId, body: ProductListBody): Promise<ProductListReply> =>
  typeId === ProductType.Retail ? getAllRetailProducts(body) : getAllWholesaleProducts(body);

/** Every product of the caller's store, by name (pickers of other screens). */
export const getProducts = async (): Promise<ProductShort[]> =>
  (await request<ProductShort[] | null>('Product/GetProducts', { method: 'GET' })) ?? [];

/** The active, unblocked products of a type (null = both) that can be offered to buyers. */
export const getProductsByStoreId = async (body: ProductsByStoreBody): Promise<ProductShort[]> =>
  (await request<ProductShort[] | null>('Product/GetProductsByStoreId', {
    query: { storeId: body.storeId },
    body,
  })) ?? [];

// One product ------------------------------------------------------------------------------------

export const getProductById = (productId: number): Promise<ProductDetail> =>
  request<ProductDetail>('Product/GetProductById', { method: 'GET', query: { productId } });

/** Resolves the reply's `data` (true on success); -1 rejects with the server's message. */
export const addProduct = (body: ProductBody): Promise<unknown> =>
  request<unknown>('Product/AddProduct', { body, ...ACTION_OPTIONS });

/** Resolves the reply's `data` (true on success); -1 rejects with the server's message. */
export const editProducts = (body: ProductBody): Promise<unknown> =>
  request<unknown>('Product/EditProducts', { body, ...ACTION_OPTIONS });

/** Switches products on or off, all or nothing; -1 (a blocked product, ...) rejects with its message. */
export const changeProductStatus = (body: ChangeProductStatusBody): Promise<unknown> =>
  request<unknown>('Product/ChangeProductStatus', { body, ...ACTION_OPTIONS });

/** Multipart, one part `File`; a refused file (-1) rejects with the server's message. */
export function uploadProductImage(file: File): Promise<UploadedProductImage> {
  const form = new FormData();
  form.append(UPLOAD_FILE_PART, file, file.name);
  return request<UploadedProductImage>('Product/UploadProductImage', { body: form, ...ACTION_OPTIONS });
}

// Lookups ----------------------------------------------------------------------------------------

export const getUnitMeasures = async (): Promise<UnitMeasure[]> =>
  (await request<UnitMeasure[] | null>('Product/GetUnitMeasures', { method: 'GET' })) ?? [];

/** The top categories of a category group open to the market (`isRetail`). */
export const getCategoriesByGroupId = async (body: CategoriesByGroupBody): Promise<Category[]> =>
  (await request<Category[] | null>('Product/GetCategoriesByGroupId', { body })) ?? [];

/** The children of a category (an unknown id answers []). */
export const getSubCategoriesByParentId = async (parentId: number): Promise<Category[]> =>
  (await request<Category[] | null>('Product/GetSubCategoriesByParentIdAsync', {
    query: { Id: parentId },
  })) ?? [];

const isNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === NOT_FOUND_STATUS || error.httpStatus === NOT_FOUND_STATUS);

/**
 * The product form's settings (an addition), or null when the server does not know the call
 * (404, with or without an envelope): the form then hides the net payout and offers both types.
 * Any other failure follows the error catalogue.
 */
export async function getProductFormSettings(): Promise<ProductFormSettings | null> {
  try {
    return (
      (await request<ProductFormSettings | null>('Product/GetProductFormSettings', {
        method: 'GET',
        onFailure: 'silent',
      })) ?? null
    );
  } catch (error) {
    if (isNotFound(error)) return null;
    if (!(error instanceof SessionError)) goToErrorPage();
    throw error;
  }
}
