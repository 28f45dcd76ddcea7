import type {
  OptionPropertyValue,
  ProductBody,
  ProductOption,
  ProductOptionImage,
  ProductTypeId,
  WeightAndSizes,
} from '../../contract';
import { discountedPrice } from '../domain/netPayout';
import type { ProductDetail } from './productsDecoders';

/**
 * Pure translation between the product form's values and the wire (docs/contract/products.md):
 * `ProductBody` for AddProduct / EditProducts, `ProductDetail` of GetProductById back to values.
 * Numbers are kept as typed text in the form ('1 234,50' is 1234.5) and parsed here.
 */

/** An image of an option in the form: an uploaded URL, or a stored image (with its id). */
export interface ProductImageValue {
  id: number | null;
  image: string;
  isBaseImage: boolean;
}

/** One option as the form holds it; the price pair is the VAT pair when `withNDS`. */
export interface ProductOptionValues {
  id: number | null;
  vendoreCode: string;
  withNDS: boolean;
  minPrice: string;
  maxPrice: string;
  priceForOne: string;
  discount: string;
  quantityForSale: string;
  baseOption: boolean;
  isPreOrder: boolean;
  preOrderDays: string;
  properties: OptionPropertyValue[];
  /** Kept images in their order. */
  images: ProductImageValue[];
  /** Stored images the seller removed: sent with `isDelete`. */
  removedImages: ProductImageValue[];
}

/** A chosen category with its name (with its path) for the chips. */
export interface ChosenCategory {
  categoryId: number;
  name: string;
}

export interface ProductFormValues {
  productName: string;
  productDescription: string;
  countryOfOrigin: string;
  measureUnitId: number | null;
  productTypeId: ProductTypeId | null;
  minUnitInOrder: string;
  productUnitInPackage: string;
  categories: ChosenCategory[];
  isFreeShipping: boolean;
  templateId: number | null;
  weight: string;
  length: string;
  width: string;
  height: string;
  tags: string[];
  options: ProductOptionValues[];
}

export const SIZE_FIELDS = [
  'weight',
  'length',
  'width',
  'height',
] as const satisfies readonly (keyof WeightAndSizes & keyof ProductFormValues)[];

// Numbers typed as text ----------------------------------------------------------------------------

const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const INTEGER = /^\d+$/;

const compact = (text: string): string => text.replace(/[\s\u00a0]/g, '');

/** A non-negative decimal typed with '.' or ',' and spaces between groups; null when blank or not one. */
export function parseDecimal(text: string): number | null {
  const value = compact(text);
  return DECIMAL.test(value) ? Number(value.replace(',', '.')) : null;
}

/** A non-negative integer typed as text; null when blank or not one. */
export function parseInteger(text: string): number | null {
  const value = compact(text);
  return INTEGER.test(value) ? Number(value) : null;
}

/** The text a number is edited as (null → ''). */
export const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

// Empty values ---------------------------------------------------------------------------------------

export function emptyOption(baseOption = false): ProductOptionValues {
  return {
    id: null,
    vendoreCode: '',
    withNDS: false,
    minPrice: '',
    maxPrice: '',
    priceForOne: '',
    discount: '0',
    quantityForSale: '',
    baseOption,
    isPreOrder: false,
    preOrderDays: '',
    properties: [],
    images: [],
    removedImages: [],
  };
}

export function emptyProductValues(productTypeId: ProductTypeId | null = null): ProductFormValues {
  return {
    productName: '',
    productDescription: '',
    countryOfOrigin: '',
    measureUnitId: null,
    productTypeId,
    minUnitInOrder: '1',
    productUnitInPackage: '1',
    categories: [],
    isFreeShipping: false,
    templateId: null,
    weight: '',
    length: '',
    width: '',
    height: '',
    tags: [],
    options: [emptyOption(true)],
  };
}

// Lists the form edits ---------------------------------------------------------------------------------

/** Moves an item of a list (reorder up/down); out-of-range moves answer the list unchanged. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Marks one item as the base (base option, base image) and the others not. */
export function markBase<T extends object, K extends keyof T>(
  list: readonly T[],
  key: K,
  index: number,
): T[] {
  return list.map((item, i) => ({ ...item, [key]: i === index }));
}

/** The index of the base item: the first marked one, else 0 (-1 for an empty list). */
export function baseIndex<T>(list: readonly T[], isBase: (item: T) => boolean): number {
  if (list.length === 0) return -1;
  const index = list.findIndex(isBase);
  return index < 0 ? 0 : index;
}

/** Exactly one base among the items (the first marked one, else the first item). */
export const withOneBase = <T extends object, K extends keyof T>(list: readonly T[], key: K): T[] =>
  markBase(
    list,
    key,
    baseIndex(list, (item) => item[key] === true),
  );

/**
 * Removes the image at `index` of an option: a stored one moves to `removedImages` (sent with
 * `isDelete`); when it was the base, the first image left becomes the base.
 */
export function removeImage(option: ProductOptionValues, index: number): ProductOptionValues {
  const removed = option.images[index];
  if (!removed) return option;
  const images = withOneBase(
    option.images.filter((_, i) => i !== index),
    'isBaseImage',
  );
  const removedImages =
    removed.id !== null
      ? [...option.removedImages, { ...removed, isBaseImage: false }]
      : option.removedImages;
  return { ...option, images, removedImages };
}

/** Adds uploaded images at the end; the first image of an option becomes its base. */
export function addImages(option: ProductOptionValues, urls: readonly string[]): ProductOptionValues {
  const added = urls.map((image) => ({ id: null, image, isBaseImage: false }));
  return { ...option, images: withOneBase([...option.images, ...added], 'isBaseImage') };
}

// Properties ------------------------------------------------------------------------------------------

/** The values of a store property ('Красный, Синий' → ['Красный', 'Синий']). */
export const propertyValues = (propertyValue: string): string[] =>
  propertyValue
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

const isPropertyValue = (item: unknown): item is OptionPropertyValue => {
  if (typeof item !== 'object' || item === null) return false;
  const record = item as Record<string, unknown>;
  return (
    typeof record.propertyId === 'number' &&
    typeof record.propertyKey === 'string' &&
    typeof record.value === 'string'
  );
};

/** An option's `productProperties` JSON text as values; unreadable text or elements are dropped. */
export function parseOptionProperties(text: string | null | undefined): OptionPropertyValue[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isPropertyValue)
          .map(({ propertyId, propertyKey, value }) => ({ propertyId, propertyKey, value }))
      : [];
  } catch {
    return [];
  }
}

/** The chosen property values as the wire's JSON text ('[]' for none; blank values are left out). */
export const optionPropertiesText = (properties: readonly OptionPropertyValue[]): string =>
  JSON.stringify(
    properties
      .filter((property) => property.value.trim() !== '')
      .map(({ propertyId, propertyKey, value }) => ({ propertyId, propertyKey, value })),
  );

// Form values → ProductBody -----------------------------------------------------------------------------

export interface ProductBodyContext {
  storeId: number;
  /** true saves a draft (inactive); false publishes. */
  isDraft: boolean;
  /** The product's id on edit (EditProducts); absent for AddProduct. */
  id?: number;
  /** Whether a published product is on sale (default true; an edit keeps a switched-off product off). */
  isActive?: boolean;
}

function imagesOf(option: ProductOptionValues): { images: ProductOptionImage[]; imageIndex: number } {
  const kept = withOneBase(option.images, 'isBaseImage').map(
    ({ id, image, isBaseImage }): ProductOptionImage =>
      id !== null ? { id, image, isBaseImage } : { image, isBaseImage },
  );
  const removed = option.removedImages
    .filter((image) => image.id !== null)
    .map(({ id, image }): ProductOptionImage => ({ id, image, isBaseImage: false, isDelete: true }));
  return {
    images: [...kept, ...removed],
    imageIndex: Math.max(
      0,
      baseIndex(kept, (image) => image.isBaseImage),
    ),
  };
}

/** One option on the wire: the price pair by `withNDS` (the other pair null), newPrice recomputed. */
export function toProductOption(option: ProductOptionValues, baseOption: boolean): ProductOption {
  const min = parseDecimal(option.minPrice);
  const max = parseDecimal(option.maxPrice);
  const priceForOne = parseDecimal(option.priceForOne) ?? 0;
  const discount = parseInteger(option.discount) ?? 0;
  const { images, imageIndex } = imagesOf(option);
  return {
    ...(option.id !== null ? { id: option.id } : {}),
    vendoreCode: option.vendoreCode.trim(),
    withNDS: option.withNDS,
    minPrice: option.withNDS ? null : min,
    maxPrice: option.withNDS ? null : max,
    ndsMinPrice: option.withNDS ? min : null,
    ndsMaxPrice: option.withNDS ? max : null,
    priceForOne,
    discount,
    newPrice: discountedPrice(priceForOne, discount),
    quantityForSale: parseInteger(option.quantityForSale) ?? 0,
    baseOption,
    isPreOrder: option.isPreOrder,
    preOrderDays: option.isPreOrder ? parseInteger(option.preOrderDays) : null,
    productProperties: optionPropertiesText(option.properties),
    imageIndex,
    productOptionImages: images,
  };
}

/** Distinct trimmed tags (case-insensitive), in the order typed. */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLocaleLowerCase('ru');
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The body of AddProduct (no `id`) or EditProducts (with `id`) for validated form values. */
export function toProductBody(values: ProductFormValues, context: ProductBodyContext): ProductBody {
  const base = baseIndex(values.options, (option) => option.baseOption);
  return {
    ...(context.id !== undefined ? { id: context.id } : {}),
    storeId: context.storeId,
    productName: values.productName.trim(),
    productDescription: textOrNull(values.productDescription),
    countryOfOrigin: textOrNull(values.countryOfOrigin),
    measureUnitId: values.measureUnitId ?? 0,
    productTypeId: values.productTypeId ?? 1,
    minUnitInOrder: parseInteger(values.minUnitInOrder) ?? 1,
    productUnitInPackage: parseInteger(values.productUnitInPackage) ?? 1,
    isDraft: context.isDraft,
    isActive: !context.isDraft && (context.isActive ?? true),
    categories: values.categories.map(({ categoryId }) => ({ categoryId })),
    isFreeShipping: values.isFreeShipping,
    templateId: values.templateId,
    weightAndSizes: {
      weight: parseDecimal(values.weight),
      length: parseDecimal(values.length),
      width: parseDecimal(values.width),
      height: parseDecimal(values.height),
    },
    productTags: distinctTags(values.tags).map((tagName) => ({ tagName })),
    productOptions: values.options.map((option, index) => toProductOption(option, index === base)),
  };
}

// ProductDetail → form values ------------------------------------------------------------------------------

function optionValues(option: ProductDetail['productOptions'][number]): ProductOptionValues {
  const images = option.productOptionImages.map(({ id, image, isBaseImage }) => ({
    id: id ?? null,
    image,
    isBaseImage,
  }));
  return {
    id: option.id,
    vendoreCode: option.vendoreCode,
    withNDS: option.withNDS,
    minPrice: numberText(option.withNDS ? option.ndsMinPrice : option.minPrice),
    maxPrice: numberText(option.withNDS ? option.ndsMaxPrice : option.maxPrice),
    priceForOne: numberText(option.priceForOne),
    discount: numberText(option.discount),
    quantityForSale: numberText(option.quantityForSale),
    baseOption: option.baseOption,
    isPreOrder: option.isPreOrder,
    preOrderDays: option.isPreOrder ? numberText(option.preOrderDays) : '',
    properties: parseOptionProperties(option.productProperties),
    images: withOneBase(images, 'isBaseImage'),
    removedImages: [],
  };
}

/** A category's chip text: its path and name ('Стройматериалы / Сухие смеси / Штукатурки'). */
export const categoryTitle = (category: ProductDetail['categories'][number]): string => {
  // A record react-admin cached from a saved body has no paths: the name alone then.
  const stored: unknown = category.path;
  const path = Array.isArray(stored) ? category.path.map((item) => item.name) : [];
  if (path.length === 0) return category.name;
  return path.at(-1) === category.name ? path.join(' / ') : [...path, category.name].join(' / ');
};

/** The form values of a stored product (GetProductById). */
export function toProductFormValues(detail: ProductDetail): ProductFormValues {
  const options = detail.productOptions.map(optionValues);
  return {
    productName: detail.productName,
    productDescription: detail.productDescription ?? '',
    countryOfOrigin: detail.countryOfOrigin ?? '',
    measureUnitId: detail.measureUnitId,
    productTypeId: detail.productTypeId,
    minUnitInOrder: numberText(detail.minUnitInOrder),
    productUnitInPackage: numberText(detail.productUnitInPackage),
    categories: detail.categories.map((category) => ({
      categoryId: category.categoryId,
      name: categoryTitle(category),
    })),
    isFreeShipping: detail.isFreeShipping,
    templateId: detail.templateId,
    weight: numberText(detail.weightAndSizes.weight),
    length: numberText(detail.weightAndSizes.length),
    width: numberText(detail.weightAndSizes.width),
    height: numberText(detail.weightAndSizes.height),
    tags: detail.productTags.map((tag) => tag.tagName),
    options: options.length > 0 ? withOneBase(options, 'baseOption') : [emptyOption(true)],
  };
}

/** The list a saved product returns to: `/products/retail` or `/products/wholesale`. */
export const productListPath = (productTypeId: ProductTypeId | null): string =>
  productTypeId === 2 ? '/products/wholesale' : '/products/retail';
