import type { OptionPropertyValue, ProductTypeId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import { UPLOADS_URL_PREFIX } from '../lib/uploads.js';
import { textOrNull } from './ordersCommon.js';
import { discountedPrice } from '../../rules/index.js';
import { allowedTypes, categoryTree, isOpenTo, type StoreRow } from './productsCommon.js';
import type { ImageInput, OptionBody, OptionInput, ProductBodyIn, ProductInput } from './productsInput.js';
import { parseValues } from './productProperties.js';
import {
  COUNT_RULES,
  LIMITS,
  MAX_COUNT,
  MESSAGES,
  OPTION_FIGURE_RULES,
  OPTION_MESSAGES,
  SIZE_RULES,
} from './productsRules.js';

/** The rules of a product body (docs/contract/products.md "A product"), each refusal in Russian. */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** What an edit may keep: the product's stored options and, per option, its stored image ids. */
export interface StoredProduct {
  id: number;
  optionImageIds: Map<number, Set<number>>;
  /** Every image URL the product shows now (an image may move between its options). */
  imageUrls: Set<string>;
}

class Refused extends Error {}
const refuse = (message: string): never => {
  throw new Refused(message);
};

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

const checkFigure = (problem: string | null, say: (t: string) => string): void => {
  if (problem !== null) refuse(say(problem));
};

function checkText(
  value: string | null | undefined,
  min: number,
  max: number,
  message: string,
): string | null {
  const text = textOrNull(value);
  if (text === null) return min > 0 ? refuse(message) : null;
  if (text.length < min || text.length > max) refuse(message);
  return text;
}

/** The store's properties by id, with their values (lower-cased value → value as stored). */
function storeProperties(db: Db, storeId: number): Map<number, { key: string; values: Map<string, string> }> {
  const rows = all<{ id: number; property_key: string; property_value: string }>(
    db,
    'SELECT id, property_key, property_value FROM store_properties WHERE store_id = ?',
    storeId,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        key: r.property_key,
        values: new Map(parseValues(r.property_value).map((v) => [v.toLowerCase(), v])),
      },
    ]),
  );
}

type StoreProperties = ReturnType<typeof storeProperties>;

function isPropertyValue(value: unknown): value is OptionPropertyValue {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return isInt(v.propertyId) && typeof v.value === 'string';
}

/** `productProperties`: JSON text of the store's properties and their values; answered normalised. */
function checkProperties(
  text: string | null | undefined,
  properties: StoreProperties,
  say: (t: string) => string,
): string {
  if (!textOrNull(text)) return '[]';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text as string);
  } catch {
    return refuse(say(OPTION_MESSAGES.propertiesFormat));
  }
  if (!Array.isArray(parsed) || !parsed.every(isPropertyValue))
    return refuse(say(OPTION_MESSAGES.propertiesFormat));
  const normalised = parsed.map((entry) => {
    const property = properties.get(entry.propertyId);
    if (!property) return refuse(say(OPTION_MESSAGES.propertyUnknown(entry.propertyId)));
    const value = property.values.get(entry.value.trim().toLowerCase());
    if (value === undefined)
      return refuse(say(OPTION_MESSAGES.propertyValue(property.key, entry.value.trim())));
    return { propertyId: entry.propertyId, propertyKey: property.key, value };
  });
  return JSON.stringify(normalised);
}

/** The stored file name of an upload URL, or null for anything else. */
export const uploadName = (url: string): string | null =>
  url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : null;

interface ImageContext {
  db: Db;
  storeId: number;
  stored: StoredProduct | null;
}

const isOwnUpload = (ctx: ImageContext, url: string): boolean => {
  const name = uploadName(url);
  return (
    name !== null &&
    one(
      ctx.db,
      'SELECT 1 AS found FROM product_uploads WHERE file_name = ? AND store_id = ?',
      name,
      ctx.storeId,
    ) !== undefined
  );
};

function checkImages(
  option: OptionBody,
  optionId: number | null,
  ctx: ImageContext,
  say: (t: string) => string,
): { images: ImageInput[]; imageIndex: number } {
  const storedIds =
    optionId === null ? new Set<number>() : (ctx.stored?.optionImageIds.get(optionId) ?? new Set());
  const kept = (option.productOptionImages ?? []).filter((img) => !img.isDelete);
  if (kept.length > LIMITS.imagesPerOption) refuse(say(OPTION_MESSAGES.imagesCount));
  const images = kept.map((img): ImageInput => {
    const id = img.id ? img.id : null;
    const url = (img.image ?? '').trim();
    if (id !== null && !storedIds.has(id)) refuse(say(OPTION_MESSAGES.imageUnknown));
    if (!ctx.stored?.imageUrls.has(url) && !isOwnUpload(ctx, url)) refuse(say(OPTION_MESSAGES.imageUnknown));
    return { id, image: url, isBase: img.isBaseImage === true };
  });
  const bases = images.filter((img) => img.isBase).length;
  if (images.length > 0 && bases !== 1) refuse(say(OPTION_MESSAGES.oneBaseImage));
  return {
    images,
    imageIndex: Math.max(
      0,
      images.findIndex((img) => img.isBase),
    ),
  };
}

function checkPriceRange(
  min: number | null | undefined,
  max: number | null | undefined,
  say: (t: string) => string,
): { min: number; max: number } {
  if (typeof min !== 'number' || min <= 0) refuse(say(OPTION_MESSAGES.minPrice));
  if (typeof max !== 'number' || max <= 0) refuse(say(OPTION_MESSAGES.maxPrice));
  if ((max as number) < (min as number)) refuse(say(OPTION_MESSAGES.maxBelowMin));
  return { min: min as number, max: max as number };
}

function checkOption(
  option: OptionBody,
  index: number,
  ctx: ImageContext & { properties: StoreProperties },
): OptionInput {
  const say = (text: string) => MESSAGES.option(index + 1, text);
  const id = option.id ? option.id : null;
  if (id !== null && !ctx.stored?.optionImageIds.has(id)) refuse(say(OPTION_MESSAGES.unknown));
  const vendorCode = checkText(
    option.vendoreCode,
    1,
    LIMITS.vendorCode,
    say(OPTION_MESSAGES.vendorCode),
  ) as string;
  const priceForOne = option.priceForOne ?? 0;
  checkFigure(OPTION_FIGURE_RULES.priceForOne(priceForOne), say);
  const withNds = option.withNDS === true;
  const range = checkPriceRange(
    withNds ? option.ndsMinPrice : option.minPrice,
    withNds ? option.ndsMaxPrice : option.maxPrice,
    say,
  );
  const discount = option.discount ?? 0;
  checkFigure(OPTION_FIGURE_RULES.discount(discount), say);
  const quantity = option.quantityForSale ?? 0;
  checkFigure(OPTION_FIGURE_RULES.quantityForSale(quantity), say);
  const isPreOrder = option.isPreOrder === true;
  const days = option.preOrderDays ?? null;
  if (isPreOrder && (!isInt(days) || days < LIMITS.preOrderDays.min || days > LIMITS.preOrderDays.max)) {
    refuse(say(OPTION_MESSAGES.preOrderDays));
  }
  return {
    id,
    vendorCode,
    withNds,
    minPrice: withNds ? null : range.min,
    maxPrice: withNds ? null : range.max,
    ndsMinPrice: withNds ? range.min : null,
    ndsMaxPrice: withNds ? range.max : null,
    priceForOne,
    discount,
    newPrice: discountedPrice(priceForOne, discount),
    quantity,
    isBase: option.baseOption === true,
    isPreOrder,
    preOrderDays: isPreOrder ? days : null,
    properties: checkProperties(option.productProperties, ctx.properties, say),
    ...checkImages(option, id, ctx, say),
  };
}

function checkOptions(
  body: ProductBodyIn,
  ctx: ImageContext & { properties: StoreProperties },
): OptionInput[] {
  const list = body.productOptions;
  if (list.length < LIMITS.options.min || list.length > LIMITS.options.max) refuse(MESSAGES.optionsCount);
  const options = list.map((option, i) => checkOption(option, i, ctx));
  if (options.filter((o) => o.isBase).length !== 1) refuse(MESSAGES.oneBase);
  const seen = new Set<string>();
  options.forEach((o, i) => {
    const key = o.vendorCode.toLowerCase();
    if (seen.has(key)) refuse(MESSAGES.option(i + 1, OPTION_MESSAGES.vendorCodeTwice(o.vendorCode)));
    seen.add(key);
  });
  return options;
}

function checkCategories(db: Db, body: ProductBodyIn, store: StoreRow, typeId: ProductTypeId): number[] {
  const ids = [...new Set((body.categories ?? []).map((c) => c.categoryId ?? 0))];
  if (ids.length < LIMITS.categories.min || ids.length > LIMITS.categories.max)
    refuse(MESSAGES.categoriesCount);
  const tree = categoryTree(db);
  for (const id of ids) {
    const row = tree.byId.get(id);
    if (!row || row.group_id !== store.category_group_id || !isOpenTo(row, typeId))
      refuse(MESSAGES.category(id));
  }
  return ids;
}

function checkTags(body: ProductBodyIn): string[] {
  const tags = (body.productTags ?? []).map((t) => (t.tagName ?? '').trim());
  if (tags.length > LIMITS.tags.max) refuse(MESSAGES.tagsCount);
  const seen = new Set<string>();
  for (const tag of tags) {
    if (tag.length < 1 || tag.length > LIMITS.tags.length) refuse(MESSAGES.tagLength);
    if (seen.has(tag.toLowerCase())) refuse(MESSAGES.tagTwice(tag));
    seen.add(tag.toLowerCase());
  }
  return tags;
}

function checkSizes(body: ProductBodyIn): Record<(typeof SIZE_RULES)[number]['field'], number | null> {
  const sizes = body.weightAndSizes ?? {};
  const entries = SIZE_RULES.map((rule) => {
    const value = sizes[rule.field] ?? null;
    if (value !== null && (value <= 0 || value > rule.max))
      refuse(MESSAGES.size(rule.label, rule.max, rule.unit));
    return [rule.field, value] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof SIZE_RULES)[number]['field'], number | null>;
}

function checkProduct(
  db: Db,
  body: ProductBodyIn,
  store: StoreRow,
  stored: StoredProduct | null,
): ProductInput {
  const name = checkText(body.productName, LIMITS.name.min, LIMITS.name.max, MESSAGES.name) as string;
  const description = checkText(body.productDescription, 0, LIMITS.description, MESSAGES.description);
  const countryOfOrigin = checkText(body.countryOfOrigin, 0, LIMITS.country, MESSAGES.country);
  const measureUnitId = body.measureUnitId ?? 0;
  if (!one(db, 'SELECT 1 AS found FROM measure_units WHERE id = ?', measureUnitId)) refuse(MESSAGES.unit);
  const typeId = body.productTypeId;
  if (!typeId || !allowedTypes(store.category_group_id).includes(typeId)) return refuse(MESSAGES.type);
  const [minUnitInOrder, unitInPackage] = COUNT_RULES.map((rule) => {
    const value = body[rule.field];
    if (!isInt(value) || value < 1 || value > MAX_COUNT) refuse(MESSAGES.count(rule.label));
    return value as number;
  }) as [number, number];
  const categoryIds = checkCategories(db, body, store, typeId);
  const templateId = body.templateId || null;
  if (
    templateId !== null &&
    !one(db, 'SELECT 1 AS found FROM delivery_templates WHERE id = ? AND store_id = ?', templateId, store.id)
  ) {
    refuse(MESSAGES.template);
  }
  const sizes = checkSizes(body);
  const tags = checkTags(body);
  const properties = storeProperties(db, store.id);
  const options = checkOptions(body, { db, storeId: store.id, stored, properties });
  return {
    storeId: store.id,
    name,
    description,
    countryOfOrigin,
    measureUnitId,
    typeId,
    minUnitInOrder,
    unitInPackage,
    isDraft: body.isDraft === true,
    isActive: body.isActive === true,
    categoryIds,
    isFreeShipping: body.isFreeShipping === true,
    templateId,
    ...sizes,
    tags,
    options,
  };
}

/** Checks a body against the contract's rules; the first broken rule is answered. */
export function validateProduct(
  db: Db,
  body: ProductBodyIn,
  store: StoreRow,
  stored: StoredProduct | null,
): Checked<ProductInput> {
  try {
    return { ok: true, value: checkProduct(db, body, store, stored) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}
