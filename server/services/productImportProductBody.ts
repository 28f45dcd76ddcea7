import type {
  ImportChange,
  OptionPropertyValue,
  ProductDetail,
  ProductTypeId,
} from '../../contract/index.js';
import { listKey, unitName, type ImportCatalog } from './productImportCatalog.js';
import { NO, TYPE_NAMES, YES } from './productImportProductRules.js';
import type { OptionPatch, ProductPatch, RowPatch } from './productImportProductRead.js';
import type { OptionBody, ProductBodyIn } from './productsInput.js';
import { categoryTree } from './productsCommon.js';
import type { Db } from '../db/index.js';

/**
 * A product as it would be after a products import (docs/contract/import.md): the stored
 * product (or a new draft) with the rows' patches laid over it, as the body the product form
 * sends; and the view of a product field by field, as the template shows it, to list changes.
 */

/** A row of a product group: its option (null: a new one) and what it asks to write. */
export interface GroupRow {
  optionId: number | null;
  vendorCode: string;
  patch: RowPatch;
}

const PRODUCT_FIELDS = [
  'productType',
  'productName',
  'categoryId',
  'measureUnitId',
  'minUnitInOrder',
  'productUnitInPackage',
  'countryOfOrigin',
  'productDescription',
  'weight',
  'length',
  'width',
  'height',
] as const satisfies readonly (keyof ProductPatch)[];

const sameValue = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' ? listKey(a) === listKey(b) : a === b;

/** A stored product's value of a patch field. */
function storedValue(current: ProductDetail, field: (typeof PRODUCT_FIELDS)[number]): unknown {
  switch (field) {
    case 'productType':
      return current.productTypeId;
    case 'categoryId':
      return current.categories[0]?.categoryId;
    case 'weight':
    case 'length':
    case 'width':
    case 'height':
      return current.weightAndSizes[field];
    default:
      return current[field];
  }
}

/**
 * What a row asks of its product: the fields it fills with a value other than the stored one
 * (a row left as exported asks nothing, so renaming a product on one of its rows is enough).
 */
export function requestedProductPatch(patch: ProductPatch, current: ProductDetail | null): ProductPatch {
  if (!current) return patch;
  const requested: ProductPatch = {};
  for (const field of PRODUCT_FIELDS) {
    const value = patch[field];
    if (value !== undefined && !sameValue(value, storedValue(current, field)))
      Object.assign(requested, { [field]: value });
  }
  return requested;
}

/** The product fields of a group: for each, the first row that asks for it decides. */
export function mergedProductPatch(rows: readonly GroupRow[], current: ProductDetail | null): ProductPatch {
  const merged: ProductPatch = {};
  const asked = rows.map((r) => requestedProductPatch(r.patch.product, current));
  for (const field of PRODUCT_FIELDS) {
    const patch = asked.find((p) => p[field] !== undefined);
    if (patch) Object.assign(merged, { [field]: patch[field] });
  }
  return merged;
}

/** The body the product form would send for a stored product. */
export function bodyOfDetail(detail: ProductDetail): ProductBodyIn {
  return {
    id: detail.id,
    storeId: detail.storeId,
    productName: detail.productName,
    productDescription: detail.productDescription,
    countryOfOrigin: detail.countryOfOrigin,
    measureUnitId: detail.measureUnitId,
    productTypeId: detail.productTypeId,
    minUnitInOrder: detail.minUnitInOrder,
    productUnitInPackage: detail.productUnitInPackage,
    isDraft: detail.isDraft,
    isActive: detail.isActive,
    categories: detail.categories.flatMap((c) => (c.categoryId ? [{ categoryId: c.categoryId }] : [])),
    isFreeShipping: detail.isFreeShipping,
    templateId: detail.templateId,
    weightAndSizes: { ...detail.weightAndSizes },
    productTags: detail.productTags.map((t) => ({ ...t })),
    productOptions: detail.productOptions.map((o) => ({
      ...o,
      productOptionImages: o.productOptionImages.map((i) => ({ ...i })),
    })),
  };
}

const parseProperties = (text: string | null | undefined): OptionPropertyValue[] => {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? (parsed as OptionPropertyValue[]) : [];
  } catch {
    return [];
  }
};

function withProperties(
  text: string | null | undefined,
  patch: RowPatch['properties'],
  catalog: ImportCatalog,
) {
  const list = parseProperties(text);
  for (const [id, value] of Object.entries(patch)) {
    const property = catalog.properties.find((p) => p.id === Number(id));
    if (!property) continue;
    const entry = { propertyId: property.id, propertyKey: property.key, value };
    const at = list.findIndex((p) => p.propertyId === property.id);
    if (at >= 0) list[at] = entry;
    else list.push(entry);
  }
  return JSON.stringify(list);
}

function patchOption(option: OptionBody, patch: OptionPatch): void {
  const wasNds = option.withNDS === true;
  const withNds = patch.withNDS ?? wasNds;
  if (withNds !== wasNds) {
    // The stored range moves to the pair the new VAT setting reads.
    const [min, max] = wasNds ? [option.ndsMinPrice, option.ndsMaxPrice] : [option.minPrice, option.maxPrice];
    option.minPrice = withNds ? null : min;
    option.maxPrice = withNds ? null : max;
    option.ndsMinPrice = withNds ? min : null;
    option.ndsMaxPrice = withNds ? max : null;
  }
  option.withNDS = withNds;
  if (patch.minPrice !== undefined) option[withNds ? 'ndsMinPrice' : 'minPrice'] = patch.minPrice;
  if (patch.maxPrice !== undefined) option[withNds ? 'ndsMaxPrice' : 'maxPrice'] = patch.maxPrice;
  if (patch.priceForOne !== undefined) option.priceForOne = patch.priceForOne;
  if (patch.discount !== undefined) option.discount = patch.discount;
  if (patch.quantityForSale !== undefined) option.quantityForSale = patch.quantityForSale;
}

const newOption = (row: GroupRow, isBase: boolean): OptionBody => ({
  vendoreCode: row.vendorCode,
  withNDS: false,
  minPrice: null,
  maxPrice: null,
  ndsMinPrice: null,
  ndsMaxPrice: null,
  priceForOne: null,
  discount: 0,
  quantityForSale: 0,
  baseOption: isBase,
  isPreOrder: false,
  preOrderDays: null,
  productProperties: '[]',
  productOptionImages: [],
});

function patchProduct(body: ProductBodyIn, patch: ProductPatch): void {
  if (patch.productType !== undefined) body.productTypeId = patch.productType;
  if (patch.productName !== undefined) body.productName = patch.productName;
  if (patch.measureUnitId !== undefined) body.measureUnitId = patch.measureUnitId;
  if (patch.minUnitInOrder !== undefined) body.minUnitInOrder = patch.minUnitInOrder;
  if (patch.productUnitInPackage !== undefined) body.productUnitInPackage = patch.productUnitInPackage;
  if (patch.countryOfOrigin !== undefined) body.countryOfOrigin = patch.countryOfOrigin;
  if (patch.productDescription !== undefined) body.productDescription = patch.productDescription;
  if (patch.categoryId !== undefined) {
    const others = (body.categories ?? []).filter((c) => c.categoryId !== patch.categoryId).slice(1);
    body.categories = [{ categoryId: patch.categoryId }, ...others];
  }
  const sizes = { ...(body.weightAndSizes ?? {}) };
  for (const key of ['weight', 'length', 'width', 'height'] as const) {
    if (patch[key] !== undefined) sizes[key] = patch[key];
  }
  body.weightAndSizes = sizes;
}

export interface BuiltProduct {
  body: ProductBodyIn;
  /** For each row of the group, the index of its option in `body.productOptions`. */
  optionIndexOfRow: number[];
}

/**
 * The product after the import: `current` (null: a new draft of `typeId`) with the rows' patches.
 * Stored options keep their place; new options follow, the first of a new product being its base.
 */
export function buildProduct(
  catalog: ImportCatalog,
  rows: readonly GroupRow[],
  current: ProductDetail | null,
  typeId: ProductTypeId,
): BuiltProduct {
  const body: ProductBodyIn = current
    ? bodyOfDetail(current)
    : {
        storeId: catalog.store.id,
        productName: '',
        productDescription: null,
        countryOfOrigin: null,
        measureUnitId: null,
        productTypeId: typeId,
        minUnitInOrder: 1,
        productUnitInPackage: 1,
        isDraft: true,
        isActive: false,
        categories: [],
        isFreeShipping: false,
        templateId: null,
        weightAndSizes: { weight: null, length: null, width: null, height: null },
        productTags: [],
        productOptions: [],
      };
  patchProduct(body, mergedProductPatch(rows, current));
  const options = body.productOptions;
  const optionIndexOfRow = rows.map((row) => {
    let index = row.optionId === null ? -1 : options.findIndex((o) => o.id === row.optionId);
    if (index < 0) {
      options.push(newOption(row, current === null && options.length === 0));
      index = options.length - 1;
    }
    const option = options[index] as OptionBody;
    patchOption(option, row.patch.option);
    option.productProperties = withProperties(option.productProperties, row.patch.properties, catalog);
    return index;
  });
  return { body, optionIndexOfRow };
}

/** A field's value as the template shows it (what a change lists). */
type Shown = number | string | null;

export interface ProductView {
  product: Partial<Record<ImportChange['field'], Shown>>;
  options: Partial<Record<ImportChange['field'], Shown>>[];
}

const shownText = (text: string | null | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** 'Цвет: красный; Размер: M', each value as the store's property writes it. */
export function propertiesText(text: string | null | undefined, catalog: ImportCatalog): string | null {
  const shown = parseProperties(text).map((p) => {
    const property = catalog.properties.find((c) => c.id === p.propertyId);
    const value =
      property?.values.find((v) => listKey(v) === listKey(String(p.value))) ?? String(p.value).trim();
    return `${property?.key ?? p.propertyKey}: ${value}`;
  });
  return shown.length === 0 ? null : shown.join('; ');
}

export function viewOf(db: Db, catalog: ImportCatalog, body: ProductBodyIn): ProductView {
  const firstCategory = body.categories?.[0]?.categoryId ?? null;
  const sizes = body.weightAndSizes ?? {};
  return {
    product: {
      productType: body.productTypeId ? TYPE_NAMES[body.productTypeId] : null,
      productName: shownText(body.productName),
      category: categoryTree(db).pathName(firstCategory),
      measureUnit: body.measureUnitId ? unitName(catalog, body.measureUnitId) : null,
      minUnitInOrder: body.minUnitInOrder ?? null,
      productUnitInPackage: body.productUnitInPackage ?? null,
      countryOfOrigin: shownText(body.countryOfOrigin),
      productDescription: shownText(body.productDescription),
      weight: sizes.weight ?? null,
      length: sizes.length ?? null,
      width: sizes.width ?? null,
      height: sizes.height ?? null,
    },
    options: body.productOptions.map((o) => {
      const withNds = o.withNDS === true;
      return {
        priceForOne: o.priceForOne ?? null,
        discount: o.discount ?? null,
        quantityForSale: o.quantityForSale ?? null,
        minPrice: (withNds ? o.ndsMinPrice : o.minPrice) ?? null,
        maxPrice: (withNds ? o.ndsMaxPrice : o.maxPrice) ?? null,
        withNDS: withNds ? YES : NO,
        productProperties: propertiesText(o.productProperties, catalog),
      };
    }),
  };
}

const sameShown = (a: Shown | undefined, b: Shown | undefined): boolean =>
  typeof a === 'number' && typeof b === 'number'
    ? Math.round(a * 100) === Math.round(b * 100)
    : (a ?? null) === (b ?? null);

/** The fields whose shown value differs, old → new (`before` null: everything `after` fills). */
export function changesBetween(
  before: Partial<Record<ImportChange['field'], Shown>> | null,
  after: Partial<Record<ImportChange['field'], Shown>>,
): ImportChange[] {
  return (Object.keys(after) as ImportChange['field'][]).flatMap((field) => {
    const next = after[field] ?? null;
    const old = before === null ? null : (before[field] ?? null);
    if (before === null ? next === null : sameShown(old, next)) return [];
    return [{ field, old, new: next }];
  });
}
