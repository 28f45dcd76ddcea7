import { decoder } from './decode';
import type {
  CategoriesByGroupBody,
  ChangeProductStatusBody,
  ProductBody,
  ProductListBody,
  ProductsByStoreBody,
  ProductTypeId,
} from '../../contract';
import { SessionError } from './errors';
import { request } from './http';
import { ACTION_OPTIONS } from './orders';
import {
  categoriesSchema,
  productDetailSchema,
  productFormSettingsSchema,
  productListReplySchema,
  productShortListSchema,
  savedSchema,
  unitMeasuresSchema,
  uploadedImageSchema,
  type Category,
  type ProductDetail,
  type ProductFormSettings,
  type ProductListItem,
  type ProductListReply,
  type ProductShort,
  type UnitMeasure,
  type UploadedProductImage,
} from './productsDecoders';

/** The wire shapes of the bodies (contract/products.ts) and the decoded replies (productsDecoders.ts). */
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

/** `productTypeId` values (spec section 3). */
export const ProductType = { Retail: 1, Wholesale: 2 } as const satisfies Record<string, ProductTypeId>;

/** The multipart part of UploadProductImage. */
export const UPLOAD_FILE_PART = 'File';

const decodeList = decoder(productListReplySchema);
const decodeShortList = decoder(productShortListSchema);
const decodeSaved = decoder(savedSchema);

// Lists ------------------------------------------------------------------------------------------

export const getAllRetailProducts = (body: ProductListBody): Promise<ProductListReply> =>
  request('Product/GetAllRetailProducts', decodeList, { body });

export const getAllWholesaleProducts = (body: ProductListBody): Promise<ProductListReply> =>
  request('Product/GetAllWholesaleProducts', decodeList, { body });

/** The list call of a product type: 1 retail, 2 wholesale. */
export const getProductsList = (typeId: ProductTypeId, body: ProductListBody): Promise<ProductListReply> =>
  typeId === ProductType.Retail ? getAllRetailProducts(body) : getAllWholesaleProducts(body);

/** Every product of the caller's store, by name (pickers of other screens); always an array. */
export const getProducts = (): Promise<ProductShort[]> =>
  request('Product/GetProducts', decodeShortList, { method: 'GET' });

/** The active, unblocked products of a type (null = both) that can be offered to buyers. */
export const getProductsByStoreId = (body: ProductsByStoreBody): Promise<ProductShort[]> =>
  request('Product/GetProductsByStoreId', decodeShortList, { query: { storeId: body.storeId }, body });

// One product ------------------------------------------------------------------------------------

/** A product without an id in its reply keeps the one asked for. */
export const getProductById = async (productId: number): Promise<ProductDetail> => {
  const detail = await request('Product/GetProductById', decoder(productDetailSchema), {
    method: 'GET',
    query: { productId },
  });
  return { ...detail, id: detail.id ?? productId };
};

/** Whether the reply's `data` is true; -1 rejects with the server's message. */
export const addProduct = (body: ProductBody): Promise<boolean> =>
  request('Product/AddProduct', decodeSaved, { body, ...ACTION_OPTIONS });

/** Whether the reply's `data` is true; -1 rejects with the server's message. */
export const editProducts = (body: ProductBody): Promise<boolean> =>
  request('Product/EditProducts', decodeSaved, { body, ...ACTION_OPTIONS });

/** Switches products on or off, all or nothing; -1 (a blocked product, ...) rejects with its message. */
export const changeProductStatus = (body: ChangeProductStatusBody): Promise<boolean> =>
  request('Product/ChangeProductStatus', decodeSaved, { body, ...ACTION_OPTIONS });

/**
 * Multipart, one part `File`; a refused file (-1) rejects with the server's message. The call is
 * ours (spec section 7 has no upload): silent, the form says when it fails.
 */
export function uploadProductImage(file: File): Promise<UploadedProductImage> {
  const form = new FormData();
  form.append(UPLOAD_FILE_PART, file, file.name);
  return request('Product/UploadProductImage', decoder(uploadedImageSchema), {
    body: form,
    ...ACTION_OPTIONS,
    onFailure: 'silent',
  });
}

// Lookups ----------------------------------------------------------------------------------------

export const getUnitMeasures = (): Promise<UnitMeasure[]> =>
  request('Product/GetUnitMeasures', decoder(unitMeasuresSchema), { method: 'GET' });

/** The top categories of a category group open to the market (`isRetail`). */
export const getCategoriesByGroupId = (body: CategoriesByGroupBody): Promise<Category[]> =>
  request('Product/GetCategoriesByGroupId', decoder(categoriesSchema), { body });

/** The children of a category (an unknown id answers []). */
export const getSubCategoriesByParentId = (parentId: number): Promise<Category[]> =>
  request('Product/GetSubCategoriesByParentIdAsync', decoder(categoriesSchema), { query: { Id: parentId } });

/**
 * The product form's settings (ours, not in the specification), or null when the server does
 * not give them (any failure: a server without the call answers 404 or -1): the form then takes
 * the types from the store's group and shows no net payout. Only a session failure rejects.
 */
export async function getProductFormSettings(): Promise<ProductFormSettings | null> {
  try {
    return await request('Product/GetProductFormSettings', decoder(productFormSettingsSchema), {
      method: 'GET',
      onFailure: 'silent',
    });
  } catch (error) {
    if (error instanceof SessionError) throw error;
    return null;
  }
}
