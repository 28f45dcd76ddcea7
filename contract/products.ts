import type { Pagination, PagedReply } from './envelope.js';

/** Products, categories, units and store properties (docs/contract/products.md). */

/** `productTypeId` of a product (spec section 3): 1 retail, 2 wholesale. */
export type ProductTypeId = 1 | 2;

/** Product labels (spec section 3): new 1, discount 2, sale 3, top 4, free delivery 5. */
export type ProductLabelId = 1 | 2 | 3 | 4 | 5;

/**
 * The list filter's status: 0 or null all, 1 active, 2 inactive (published, switched off),
 * 3 draft, 4 blocked by the administrator.
 */
export type ProductStatusFilter = 0 | 1 | 2 | 3 | 4;

/** Sortable columns of the product lists. */
export type ProductSortColumn = 'id' | 'productName' | 'price' | 'quantity' | 'creationDate';

/** Body of `Product/GetAllWholesaleProducts` and `Product/GetAllRetailProducts`. */
export interface ProductListBody {
  storeId: number;
  /** Case-insensitive substring of the name or of any option's vendor code; null = none. */
  searchValue: string | null;
  status: ProductStatusFilter | null;
  /** A category of any level: its products and those of its sub-categories. */
  categoryId: number | null;
  /** Price range (rubles): products with an option whose `newPrice` lies in it. */
  priceFrom: number | null;
  priceTo: number | null;
  /** true: some option has quantityForSale > 0; false: none has; null: either. */
  inStock: boolean | null;
  column: ProductSortColumn | null;
  sortByAscending: boolean | null;
  pagination: Pagination;
}

/** One row of the product lists. */
export interface ProductListItem {
  id: number;
  productName: string;
  productTypeId: ProductTypeId;
  /** The base image of the base option (URL), or null. */
  image: string | null;
  /** The base option's vendor code. */
  vendoreCode: string | null;
  /** Lowest and highest `newPrice` over the options. */
  minPrice: number;
  maxPrice: number;
  /** Sum of the options' quantityForSale (ours, like every field below the spec's). */
  quantity?: number;
  isActive: boolean;
  isDraft: boolean;
  isBlocked: boolean;
  labels?: ProductLabelId[];
  /** The first category's name (with its path, 'Стройматериалы / Сухие смеси / Штукатурки'). */
  categoryName?: string | null;
  optionsCount?: number;
  /** What the seller receives per unit of the base option (docs/contract/products.md "Net payout"). */
  netPayout?: number;
  creationDate: string;
}

/** `data` of the product lists: the page plus the seller's commission (an addition). */
export interface ProductListReply extends PagedReply<ProductListItem> {
  commissionPercentage?: number;
}

/** Body of `Product/ChangeProductStatus`: one or many products switched on or off. */
export interface ChangeProductStatusBody {
  productIds: number[];
  isActive: boolean;
}

/** A short product (GetProducts, GetProductsByStoreId): for pickers of other screens. */
export interface ProductShort {
  id: number;
  productName: string;
  productTypeId: ProductTypeId;
  image: string | null;
  vendoreCode: string | null;
  isActive: boolean;
  isDraft: boolean;
  isBlocked: boolean;
}

/** Body of `Product/GetProductsByStoreId?storeId=`. */
export interface ProductsByStoreBody {
  productTypeId: ProductTypeId | null;
  storeId: number;
}

/** A unit of measure (`Product/GetUnitMeasures`). */
export interface UnitMeasure {
  id: number;
  name: string;
}

/** Body of `Product/GetCategoriesByGroupId`: the top categories of a category group. */
export interface CategoriesByGroupBody {
  isRetail: boolean;
  id: number;
}

/** A category (top level, or the children of `GetSubCategoriesByParentIdAsync?Id=`). */
export interface Category {
  id: number;
  name: string;
  /** Ours, as `hasChildren` (null: not known, the children are asked for when opened). */
  parentId?: number | null;
  hasChildren?: boolean | null;
}

/** `data` of `Product/GetProductFormSettings` (an addition): what the product form needs to know. */
export interface ProductFormSettings {
  commissionPercentage?: number;
  categoryGroupId: number;
  /** The product types the store may create: [1, 2] for group 2, else its group's one type. */
  allowedProductTypeIds?: ProductTypeId[];
}

export interface WeightAndSizes {
  /** kg */
  weight: number | null;
  /** cm */
  length: number | null;
  width: number | null;
  height: number | null;
}

export interface ProductTag {
  tagName: string;
}

/** An image of an option: a URL from `Product/UploadProductImage` (or one stored before). */
export interface ProductOptionImage {
  /** The stored image's id on edit; 0 or absent for a new one. */
  id?: number | null;
  image: string;
  isBaseImage: boolean;
  /** On edit: true removes this stored image. */
  isDelete?: boolean;
}

/** One property value of an option (the elements of `productProperties`' JSON text). */
export interface OptionPropertyValue {
  propertyId: number;
  propertyKey: string;
  value: string;
}

export interface ProductOption {
  /** The stored option's id on edit; 0 or absent for a new one. */
  id?: number | null;
  vendoreCode: string;
  withNDS: boolean;
  /** Price range per unit without VAT (used when withNDS is false). */
  minPrice: number | null;
  maxPrice: number | null;
  /** Price range per unit with VAT (used instead when withNDS is true). */
  ndsMinPrice: number | null;
  ndsMaxPrice: number | null;
  priceForOne: number;
  /** Percent 0..99. */
  discount: number;
  /** priceForOne minus the discount percent, rounded to kopecks (the server recomputes it). */
  newPrice: number;
  quantityForSale: number;
  baseOption: boolean;
  isPreOrder: boolean;
  preOrderDays: number | null;
  /** JSON text of OptionPropertyValue[] ('[]' for none). */
  productProperties: string;
  /** Index of the base image in productOptionImages (kept as the images say). */
  imageIndex: number;
  productOptionImages: ProductOptionImage[];
}

/** Body of `Product/AddProduct` and `Product/EditProducts` (with `id`). Reply `data: true`. */
export interface ProductBody {
  id?: number;
  storeId: number;
  productName: string;
  productDescription: string | null;
  countryOfOrigin: string | null;
  measureUnitId: number;
  productTypeId: ProductTypeId;
  minUnitInOrder: number;
  productUnitInPackage: number;
  isDraft: boolean;
  isActive: boolean;
  categories: { categoryId: number }[];
  isFreeShipping: boolean;
  templateId: number | null;
  weightAndSizes: WeightAndSizes;
  productTags: ProductTag[];
  productOptions: ProductOption[];
}

/** An option of a stored product: the VAT price pair is ours (the spec names no field for it). */
export type StoredProductOption = Omit<ProductOption, 'ndsMinPrice' | 'ndsMaxPrice'> &
  Partial<Pick<ProductOption, 'ndsMinPrice' | 'ndsMaxPrice'>> & {
    id: number;
    productOptionImages: (ProductOptionImage & { id: number })[];
  };

/**
 * `data` of `Product/GetProductById?productId=`. The spec's "categories list" does not name its
 * fields: our `categoryId` and `path` are additions, `name` is the spec's.
 */
export interface ProductDetail extends Omit<ProductBody, 'id' | 'categories' | 'productOptions'> {
  id: number;
  isBlocked: boolean;
  addedAtRegistration: boolean;
  categories: { categoryId?: number; name: string; path?: { id: number; name: string }[] }[];
  productOptions: StoredProductOption[];
  creationDate: string;
}

/** `data` of `Product/UploadProductImage` (an addition; multipart, one part `File`). */
export interface UploadedProductImage {
  image: string;
}

/** A store property (`{brand}Seller/GetProperty?storeId=`): a key and its comma-separated values. */
export interface StoreProperty {
  id: number;
  propertyKey: string;
  propertyValue: string;
}

/** Body of `{brand}Seller/AddProperty`: without id (or 0) adds, with an id replaces key and values. */
export interface AddPropertyBody {
  id?: number | null;
  storeId: number;
  propertyKey: string;
  propertyValue: string;
}
