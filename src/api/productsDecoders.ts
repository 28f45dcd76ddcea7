import {
  flag,
  list,
  maybeFlag,
  maybeRecord,
  num,
  numOr,
  oneOf,
  record,
  spellings,
  text,
  textOr,
  v,
  type Decoded,
} from './decode';
import { arrayOrResults, isRecord, listWithIds } from './decodeLists';

/**
 * How the products calls' replies are read (docs/contract/products.md "Reading replies (issue 26)").
 * The fields of spec section 3 are read by their names; our additions (labels, quantity,
 * netPayout, category paths, the VAT price pair, ...) default to null or [] so a server without
 * them gives '----' or nothing, never a broken page.
 */

const productTypeId = oneOf([1, 2] as const);
const labelId = v.picklist([1, 2, 3, 4, 5] as const);

export const productListItemSchema = record({
  id: num,
  productName: textOr(''),
  productTypeId,
  image: text,
  vendoreCode: text,
  minPrice: num,
  maxPrice: num,
  quantity: num,
  isActive: flag,
  isDraft: flag,
  isBlocked: flag,
  labels: list(labelId),
  categoryName: text,
  optionsCount: num,
  netPayout: num,
  creationDate: text,
});

/** A row of the product lists (rows without an id are left out). */
export type ProductListItem = Decoded<typeof productListItemSchema> & { id: number };

export const productListReplySchema = record({
  results: listWithIds(productListItemSchema),
  pageCount: numOr(1),
  rowCount: num,
  commissionPercentage: num,
});
export type ProductListReply = Decoded<typeof productListReplySchema>;

const productShortSchema = record({
  id: num,
  productName: textOr(''),
  productTypeId,
  image: text,
  vendoreCode: text,
  isActive: flag,
  isDraft: flag,
  isBlocked: flag,
});

/** GetProducts and GetProductsByStoreId: an array, `{results}` or null, always read as an array. */
export const productShortListSchema = arrayOrResults(productShortSchema);
export type ProductShort = Decoded<typeof productShortSchema> & { id: number };

const namedSchema = record({ id: num, name: textOr('') });

export const unitMeasuresSchema = arrayOrResults(namedSchema);
export type UnitMeasure = Decoded<typeof namedSchema> & { id: number };

/** `hasChildren` is ours: null (unknown) lets the form try to open the category. */
const categorySchema = record({ id: num, name: textOr(''), parentId: num, hasChildren: maybeFlag });
export const categoriesSchema = arrayOrResults(categorySchema);
export type Category = Decoded<typeof categorySchema> & { id: number };

/** GetProductFormSettings (ours); no allowed types (missing or empty) is null: the group decides. */
export const productFormSettingsSchema = v.pipe(
  maybeRecord({
    commissionPercentage: num,
    categoryGroupId: num,
    allowedProductTypeIds: list(v.picklist([1, 2] as const)),
  }),
  v.transform((settings) =>
    settings === null
      ? null
      : {
          ...settings,
          allowedProductTypeIds:
            settings.allowedProductTypeIds.length > 0 ? [...new Set(settings.allowedProductTypeIds)] : null,
        },
  ),
);
export type ProductFormSettings = NonNullable<Decoded<typeof productFormSettingsSchema>>;

export const uploadedImageSchema = record({ image: text });
export type UploadedProductImage = Decoded<typeof uploadedImageSchema>;

/** A saving call's `data`: only `true` (also as text) is a success. */
export const savedSchema = flag;

// One product --------------------------------------------------------------------------------------

const pathItemSchema = record({ id: num, name: textOr('') });

/** A category of a product: a record (`categoryId`, or `id`) or a bare id; none without an id. */
const productCategorySchema = v.pipe(
  v.unknown(),
  v.transform((item) => (isRecord(item) ? item : { categoryId: item })),
  spellings({
    categoryId: [['categoryId', 'id'], num],
    name: [['name', 'categoryName'], textOr('')],
    path: [['path'], list(pathItemSchema)],
  }),
);

const imageSchema = v.pipe(
  v.unknown(),
  v.transform((item) => (typeof item === 'string' ? { image: item } : item)),
  record({ id: num, image: text, isBaseImage: flag }),
);

/** `productProperties` is JSON text in the spec; an array sent as it is is kept as its text. */
const propertiesText = v.pipe(
  v.unknown(),
  v.transform((value) => (Array.isArray(value) ? JSON.stringify(value) : value)),
  textOr('[]'),
);

const optionSchema = record({
  id: num,
  vendoreCode: textOr(''),
  withNDS: flag,
  minPrice: num,
  maxPrice: num,
  ndsMinPrice: num,
  ndsMaxPrice: num,
  priceForOne: num,
  discount: numOr(0),
  newPrice: num,
  quantityForSale: num,
  baseOption: flag,
  isPreOrder: flag,
  preOrderDays: num,
  productProperties: propertiesText,
  imageIndex: numOr(0),
  productOptionImages: v.pipe(
    list(imageSchema),
    v.transform((images) =>
      images.filter((image): image is typeof image & { image: string } => image.image !== null),
    ),
  ),
});

const tagSchema = v.pipe(
  v.unknown(),
  v.transform((item) => (typeof item === 'string' ? { tagName: item } : item)),
  record({ tagName: textOr('') }),
);

export const productDetailSchema = record({
  id: num,
  storeId: num,
  productName: textOr(''),
  productDescription: text,
  countryOfOrigin: text,
  measureUnitId: num,
  productTypeId,
  minUnitInOrder: num,
  productUnitInPackage: num,
  isDraft: flag,
  isActive: flag,
  isBlocked: flag,
  addedAtRegistration: flag,
  categories: v.pipe(
    list(productCategorySchema),
    v.transform((items) =>
      items.filter((item): item is typeof item & { categoryId: number } => item.categoryId !== null),
    ),
  ),
  isFreeShipping: flag,
  templateId: num,
  weightAndSizes: record({ weight: num, length: num, width: num, height: num }),
  productTags: v.pipe(
    list(tagSchema),
    v.transform((tags) => tags.filter((tag) => tag.tagName.trim() !== '')),
  ),
  productOptions: list(optionSchema),
  creationDate: text,
});

/** A stored product as the form reads it (GetProductById). */
export type ProductDetail = Decoded<typeof productDetailSchema> & { id: number };

/** The store properties (GetProperty): an array or `{results}`; rows without an id are left out. */
const storePropertySchema = record({ id: num, propertyKey: textOr(''), propertyValue: textOr('') });
export const storePropertiesSchema = arrayOrResults(storePropertySchema);
export type StoreProperty = Decoded<typeof storePropertySchema> & { id: number };
