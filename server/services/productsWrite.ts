import type { Db } from '../db/index.js';
import { all, bit, one, placeholders, run } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { iso } from '../lib/time.js';
import { categoryTree, productNotFound, refusal, storeNotFound, storeOf } from './productsCommon.js';
import type { OptionInput, ProductBodyIn, ProductInput } from './productsInput.js';
import { validateProduct, type StoredProduct } from './productsValidate.js';

/**
 * AddProduct, EditProducts and ChangeProductStatus (docs/contract/products.md). Each call writes
 * in one transaction, and every write of options rewrites the product's denormalised columns.
 */

export const BLOCKED_MESSAGE = 'Товар заблокирован администратором: активировать его нельзя';
export const blockedMessage = (names: readonly string[]): string =>
  names.length > 1 ? `${BLOCKED_MESSAGE}: ${names.map((n) => `«${n}»`).join(', ')}` : BLOCKED_MESSAGE;

interface ProductState {
  id: number;
  store_id: number;
  product_name: string;
  is_draft: number;
  is_active: number;
  is_blocked: number;
}

const findProduct = (db: Db, productId: number): ProductState | undefined =>
  one<ProductState>(
    db,
    'SELECT id, store_id, product_name, is_draft, is_active, is_blocked FROM products WHERE id = ?',
    productId,
  );

export function storedProduct(db: Db, productId: number): StoredProduct {
  const rows = all<{ option_id: number; image_id: number | null; image: string | null }>(
    db,
    `SELECT o.id AS option_id, i.id AS image_id, i.image FROM product_options o
     LEFT JOIN product_option_images i ON i.option_id = o.id WHERE o.product_id = ?`,
    productId,
  );
  const optionImageIds = new Map<number, Set<number>>();
  const imageUrls = new Set<string>();
  for (const row of rows) {
    const ids = optionImageIds.get(row.option_id) ?? new Set<number>();
    if (row.image_id !== null) ids.add(row.image_id);
    if (row.image !== null) imageUrls.add(row.image);
    optionImageIds.set(row.option_id, ids);
  }
  return { id: productId, optionImageIds, imageUrls };
}

/** The product's columns a save writes, including the denormalised ones of its options. */
function productColumns(db: Db, input: ProductInput, blocked: boolean) {
  const base = input.options.find((o) => o.isBase) ?? (input.options[0] as OptionInput);
  const prices = input.options.map((o) => o.newPrice);
  return {
    store_id: input.storeId,
    product_name: input.name,
    product_type_id: input.typeId,
    is_draft: bit(input.isDraft),
    // A blocked product stays inactive whatever is sent (the block itself is the console's).
    is_active: bit(!blocked && !input.isDraft && input.isActive),
    description: input.description,
    country_of_origin: input.countryOfOrigin,
    measure_unit_id: input.measureUnitId,
    min_unit_in_order: input.minUnitInOrder,
    unit_in_package: input.unitInPackage,
    is_free_shipping: bit(input.isFreeShipping),
    template_id: input.templateId,
    weight: input.weight,
    length: input.length,
    width: input.width,
    height: input.height,
    min_price: Math.min(...prices),
    max_price: Math.max(...prices),
    total_quantity: input.options.reduce((sum, o) => sum + o.quantity, 0),
    options_count: input.options.length,
    has_discount: bit(input.options.some((o) => o.discount > 0)),
    name_key: input.name.toLowerCase(),
    search_name: [input.name, ...input.options.map((o) => o.vendorCode)].join('\n').toLowerCase(),
    base_image: base.images[base.imageIndex]?.image ?? null,
    base_vendor_code: base.vendorCode,
    base_new_price: base.newPrice,
    base_with_nds: bit(base.withNds),
    first_category_id: input.categoryIds[0] ?? null,
    category_keys: categoryTree(db).keysOf(input.categoryIds),
  };
}

type Columns = ReturnType<typeof productColumns>;

function insertProduct(db: Db, columns: Columns, createdAt: string, blocked: boolean): number {
  const names = [...Object.keys(columns), 'is_blocked', 'created_at'];
  const values = [...Object.values(columns), bit(blocked), createdAt];
  return Number(
    run(db, `INSERT INTO products (${names.join(', ')}) VALUES (${placeholders(names)})`, ...values)
      .lastInsertRowid,
  );
}

function updateProduct(db: Db, productId: number, columns: Columns): void {
  const names = Object.keys(columns);
  run(
    db,
    `UPDATE products SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE id = ?`,
    ...Object.values(columns),
    productId,
  );
}

const OPTION_COLUMNS = [
  'product_id',
  'position',
  'vendor_code',
  'with_nds',
  'min_price',
  'max_price',
  'nds_min_price',
  'nds_max_price',
  'price_for_one',
  'discount',
  'new_price',
  'quantity',
  'is_base',
  'is_pre_order',
  'pre_order_days',
  'properties',
  'image_index',
] as const;

const optionValues = (productId: number, position: number, o: OptionInput) => [
  productId,
  position,
  o.vendorCode,
  bit(o.withNds),
  o.minPrice,
  o.maxPrice,
  o.ndsMinPrice,
  o.ndsMaxPrice,
  o.priceForOne,
  o.discount,
  o.newPrice,
  o.quantity,
  bit(o.isBase),
  bit(o.isPreOrder),
  o.preOrderDays,
  o.properties,
  o.imageIndex,
];

/**
 * Writes the options and their images: ids of the product are updated, others added, the rest
 * removed (a new product has nothing to remove).
 */
function writeOptions(db: Db, productId: number, options: readonly OptionInput[], isNew: boolean): void {
  const keptOptionIds = options.flatMap((o) => (o.id === null ? [] : [o.id]));
  if (!isNew) {
    run(
      db,
      `DELETE FROM product_options WHERE product_id = ? AND id NOT IN (${placeholders(keptOptionIds)})`,
      productId,
      ...keptOptionIds,
    );
  }
  options.forEach((option, position) => {
    const values = optionValues(productId, position, option);
    let optionId = option.id;
    if (optionId === null) {
      optionId = Number(
        run(
          db,
          `INSERT INTO product_options (${OPTION_COLUMNS.join(', ')}) VALUES (${placeholders(OPTION_COLUMNS)})`,
          ...values,
        ).lastInsertRowid,
      );
    } else {
      run(
        db,
        `UPDATE product_options SET ${OPTION_COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`,
        ...values,
        optionId,
      );
    }
    const keptImageIds = option.images.flatMap((img) => (img.id === null ? [] : [img.id]));
    if (option.id !== null) {
      run(
        db,
        `DELETE FROM product_option_images WHERE option_id = ? AND id NOT IN (${placeholders(keptImageIds)})`,
        optionId,
        ...keptImageIds,
      );
    }
    option.images.forEach((img, imagePosition) => {
      if (img.id === null) {
        run(
          db,
          'INSERT INTO product_option_images (option_id, position, image, is_base) VALUES (?, ?, ?, ?)',
          optionId,
          imagePosition,
          img.image,
          bit(img.isBase),
        );
      } else {
        run(
          db,
          'UPDATE product_option_images SET position = ?, image = ?, is_base = ? WHERE id = ?',
          imagePosition,
          img.image,
          bit(img.isBase),
          img.id,
        );
      }
    });
  });
}

function writeCategoriesAndTags(db: Db, productId: number, input: ProductInput, isNew: boolean): void {
  if (!isNew) run(db, 'DELETE FROM product_categories WHERE product_id = ?', productId);
  input.categoryIds.forEach((categoryId, position) =>
    run(
      db,
      'INSERT INTO product_categories (product_id, category_id, position) VALUES (?, ?, ?)',
      productId,
      categoryId,
      position,
    ),
  );
  if (!isNew) run(db, 'DELETE FROM product_tags WHERE product_id = ?', productId);
  input.tags.forEach((tag, position) =>
    run(
      db,
      'INSERT INTO product_tags (product_id, position, tag_name) VALUES (?, ?, ?)',
      productId,
      position,
      tag,
    ),
  );
}

/**
 * Writes a checked product: the product row with its denormalised columns, options, images,
 * categories and tags (inside the caller's transaction). `blocked` is the product's block (kept
 * on edit; set on insert by the seed only). Also used by the seed.
 */
export function writeProduct(
  db: Db,
  input: ProductInput,
  target: { productId: number | null; createdAt: string; blocked: boolean },
): number {
  const columns = productColumns(db, input, target.blocked);
  const isNew = target.productId === null;
  const id = target.productId ?? insertProduct(db, columns, target.createdAt, target.blocked);
  if (!isNew) updateProduct(db, id, columns);
  writeOptions(db, id, input.options, isNew);
  writeCategoriesAndTags(db, id, input, isNew);
  return id;
}

export interface SaveContext {
  db: Db;
  now: number;
  /** The caller's store. */
  storeId: number;
}

/** AddProduct (`productId` null) or EditProducts: checks ownership and the rules, then writes everything. */
export function saveProduct(ctx: SaveContext, body: ProductBodyIn, productId: number | null): Envelope<true> {
  const { db } = ctx;
  if (body.storeId && body.storeId !== ctx.storeId) return storeNotFound();
  const store = storeOf(db, ctx.storeId);
  if (!store) return storeNotFound();
  return db.transaction((): Envelope<true> => {
    const existing = productId === null ? null : findProduct(db, productId);
    if (productId !== null && (!existing || existing.store_id !== ctx.storeId)) return productNotFound();
    const checked = validateProduct(db, body, store, existing ? storedProduct(db, existing.id) : null);
    if (!checked.ok) return refusal(checked.message);
    writeProduct(db, checked.value, {
      productId: existing?.id ?? null,
      createdAt: iso(ctx.now),
      blocked: existing?.is_blocked === 1,
    });
    return ok(true);
  })();
}

/**
 * ChangeProductStatus, all or nothing: every id must be the store's, and activating refuses
 * blocked products (naming them). Activating a draft publishes it; deactivating leaves drafts
 * and blocked products as they are.
 */
export function changeProductStatus(
  db: Db,
  storeId: number,
  productIds: readonly number[],
  isActive: boolean,
): Envelope<true> {
  return db.transaction((): Envelope<true> => {
    const rows = all<ProductState>(
      db,
      `SELECT id, store_id, product_name, is_draft, is_active, is_blocked FROM products
       WHERE id IN (${placeholders(productIds)}) AND store_id = ? ORDER BY id`,
      ...productIds,
      storeId,
    );
    if (rows.length !== productIds.length) return productNotFound();
    if (isActive) {
      const blocked = rows.filter((r) => r.is_blocked === 1).map((r) => r.product_name);
      if (blocked.length > 0) return refusal(blockedMessage(blocked));
      run(
        db,
        `UPDATE products SET is_active = 1, is_draft = 0 WHERE id IN (${placeholders(productIds)})`,
        ...productIds,
      );
    } else {
      run(
        db,
        `UPDATE products SET is_active = 0 WHERE id IN (${placeholders(productIds)}) AND is_draft = 0 AND is_blocked = 0`,
        ...productIds,
      );
    }
    return ok(true);
  })();
}
