import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductTypeId } from '../../../contract/index.js';
import { DAY_MS, HOUR_MS, iso } from '../../lib/time.js';
import { uploadsDir, uploadUrl } from '../../lib/uploads.js';
import { discountedPrice } from '../../../rules/index.js';
import { categoryTree, isOpenTo, type CategoryRow } from '../../services/productsCommon.js';
import type { OptionInput, ProductInput } from '../../services/productsInput.js';
import { writeProduct } from '../../services/productsWrite.js';
import { all, one, run } from '../query.js';
import type { Db } from '../query.js';
import type { SellerRef } from './refs.js';
import { insert } from './insert.js';
import {
  CATEGORY_KEYWORDS,
  COUNTRIES,
  DEMO_PROPERTIES,
  EXTRA_PRODUCTS,
  IMAGE_COLOURS,
  TAGS,
} from './productCatalog.js';
import { solidPng } from './png.js';
import { Random } from './random.js';

/**
 * The demo catalogue (docs/contract/products.md "Demo data"): every product of a demo store gets
 * options, images, categories and tags through the same writer as AddProduct, so the
 * denormalised columns are right; extra products bring the store to 60+, with drafts, inactive
 * and blocked ones. Runs after the orders are seeded and uses its own random sequence, so the
 * existing products, orders and finances are exactly what they were.
 */

const MIN_PRODUCTS = 64;
const UNITS = [1, 1, 1, 5, 2, 3, 9, 10, 11, 12] as const;

interface CatalogStore {
  ref: SellerRef;
  groupId: number;
  storeName: string;
}

interface StoreAssets {
  images: string[];
  properties: { id: number; key: string; values: readonly string[] }[];
  withNds: boolean;
  leaves: CategoryRow[];
  leafByName: Map<string, CategoryRow>;
}

/** The store's colour images: a stable name per store and colour, registered as its uploads. */
function storeImages(db: Db, storeId: number, now: number, dataDir: string | undefined): string[] {
  return IMAGE_COLOURS.map((colour, i) => {
    const fileName = `${createHash('sha256').update(`demo-product-${storeId}-${i}`).digest('hex').slice(0, 32)}.png`;
    if (dataDir) {
      const dir = uploadsDir(dataDir);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, fileName), solidPng(colour));
    }
    run(
      db,
      'INSERT OR IGNORE INTO product_uploads (file_name, store_id, created_at) VALUES (?, ?, ?)',
      fileName,
      storeId,
      iso(now),
    );
    return uploadUrl(fileName);
  });
}

function storeAssets(db: Db, store: CatalogStore, now: number, dataDir: string | undefined): StoreAssets {
  const properties = DEMO_PROPERTIES.map((p) => ({
    id: insert(db, 'store_properties', {
      store_id: store.ref.storeId,
      property_key: p.key,
      key_fold: p.key.toLowerCase(),
      property_value: p.values.join(', '),
    }),
    key: p.key,
    values: p.values,
  }));
  const taxation = one<{ value: number | null }>(
    db,
    'SELECT taxation_system_types_id AS value FROM requisites WHERE user_id = ?',
    store.ref.userId,
  );
  const tree = categoryTree(db);
  const leaves = [...tree.byId.values()].filter(
    (c) => c.group_id === store.groupId && tree.childrenOf(c.id).length === 0,
  );
  return {
    images: storeImages(db, store.ref.storeId, now, dataDir),
    properties,
    withNds: taxation?.value === 1,
    leaves,
    leafByName: new Map(leaves.map((c) => [c.name, c])),
  };
}

function categoryFor(rng: Random, assets: StoreAssets, name: string, typeId: ProductTypeId): number {
  for (const [word, leafName] of CATEGORY_KEYWORDS) {
    const leaf = assets.leafByName.get(leafName);
    if (name.includes(word) && leaf && isOpenTo(leaf, typeId)) return leaf.id;
  }
  return rng.pick(assets.leaves.filter((c) => isOpenTo(c, typeId))).id;
}

export const vendorCode = (storeId: number, productId: number, index: number): string =>
  `${storeId}-${String(productId).padStart(5, '0')}${index === 0 ? '' : `-${index + 1}`}`;

function options(
  rng: Random,
  assets: StoreAssets,
  storeId: number,
  productId: number,
  count: number,
): OptionInput[] {
  const basePrice = rng.amount(90, 4800);
  const discount = rng.chance(0.3) ? rng.pick([5, 10, 15, 20]) : 0;
  const outOfStock = rng.chance(0.12);
  return Array.from({ length: count }, (_, index): OptionInput => {
    const priceForOne = Math.round(basePrice * (1 + index * 0.15) * 100) / 100;
    const property = rng.pick(assets.properties);
    const images = Array.from({ length: rng.int(1, 3) }, (_i, position) => ({
      id: null,
      image: assets.images[(productId + index + position) % assets.images.length] as string,
      isBase: position === 0,
    }));
    const low = Math.round(priceForOne * 80) / 100;
    const high = Math.round(priceForOne * 120) / 100;
    const isPreOrder = rng.chance(0.08);
    return {
      id: null,
      vendorCode: vendorCode(storeId, productId, index),
      withNds: assets.withNds,
      minPrice: assets.withNds ? null : low,
      maxPrice: assets.withNds ? null : high,
      ndsMinPrice: assets.withNds ? low : null,
      ndsMaxPrice: assets.withNds ? high : null,
      priceForOne,
      discount,
      newPrice: discountedPrice(priceForOne, discount),
      quantity: outOfStock ? 0 : rng.int(5, 500),
      isBase: index === 0,
      isPreOrder,
      preOrderDays: isPreOrder ? rng.int(3, 30) : null,
      properties: JSON.stringify([
        {
          propertyId: property.id,
          propertyKey: property.key,
          value: property.values[index % property.values.length],
        },
      ]),
      imageIndex: 0,
      images,
    };
  });
}

interface ProductRow {
  id: number;
  product_name: string;
  product_type_id: ProductTypeId;
  is_draft: number;
  is_active: number;
}

function productInput(
  rng: Random,
  assets: StoreAssets,
  storeId: number,
  row: ProductRow,
  optionCount: number,
): ProductInput {
  const tags = [...new Set(Array.from({ length: rng.int(0, 3) }, () => rng.pick(TAGS)))];
  const sized = rng.chance(0.7);
  return {
    storeId,
    name: row.product_name,
    description: `${row.product_name}. Надёжное качество, отгрузка со склада в течение 1–2 рабочих дней.`,
    countryOfOrigin: rng.pick(COUNTRIES),
    measureUnitId: rng.pick(UNITS),
    typeId: row.product_type_id,
    minUnitInOrder: row.product_type_id === 2 ? rng.pick([10, 20, 50, 100]) : 1,
    unitInPackage: rng.pick([1, 1, 5, 10, 20]),
    isDraft: row.is_draft === 1,
    isActive: row.is_active === 1,
    categoryIds: [categoryFor(rng, assets, row.product_name, row.product_type_id)],
    isFreeShipping: rng.chance(0.2),
    templateId: null,
    weight: sized ? rng.amount(0.1, 40) : null,
    length: sized ? rng.int(5, 120) : null,
    width: sized ? rng.int(5, 80) : null,
    height: sized ? rng.int(2, 60) : null,
    tags,
    options: options(rng, assets, storeId, row.id, optionCount),
  };
}

function addExtraProducts(db: Db, rng: Random, store: CatalogStore, now: number): void {
  const count = Number(
    one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM products WHERE store_id = ?', store.ref.storeId)?.n ??
      0,
  );
  const names = EXTRA_PRODUCTS[store.storeName] ?? [];
  for (let i = 0; count + i < MIN_PRODUCTS && names.length > 0; i++) {
    const base = names[i % names.length] as string;
    const name = i < names.length ? base : `${base} (партия ${Math.floor(i / names.length) + 1})`;
    // A few recent ones carry the 'new' label; every seventh is a draft, every eleventh inactive.
    const createdAt = iso(now - (i < 4 ? rng.int(HOUR_MS, 10 * DAY_MS) : rng.int(15 * DAY_MS, 380 * DAY_MS)));
    insert(db, 'products', {
      store_id: store.ref.storeId,
      product_name: name,
      product_type_id: rng.chance(0.5) ? 1 : 2,
      is_draft: i % 7 === 3,
      is_active: i % 7 !== 3 && i % 11 !== 5,
      created_at: createdAt,
    });
  }
}

/** Options, images, categories and tags of every product of a demo store, extra products, blocks and labels. */
export function seedStoreCatalog(
  db: Db,
  store: CatalogStore,
  now: number,
  dataDir: string | undefined,
): void {
  const rng = new Random(7919 * store.ref.storeId);
  const assets = storeAssets(db, store, now, dataDir);
  addExtraProducts(db, rng, store, now);
  const rows = all<ProductRow>(
    db,
    'SELECT id, product_name, product_type_id, is_draft, is_active FROM products WHERE store_id = ? ORDER BY id',
    store.ref.storeId,
  );
  for (const row of rows) {
    const input = productInput(rng, assets, store.ref.storeId, row, rng.int(2, 4));
    writeProduct(db, input, { productId: row.id, createdAt: '', blocked: false });
  }
  // Blocked by the administrator: two published products (the console sets the flag).
  const published = rows.filter((r) => r.is_draft === 0);
  for (const row of published.slice(-2))
    run(db, 'UPDATE products SET is_blocked = 1, is_active = 0 WHERE id = ?', row.id);
  showImagesOnOrderLines(db, store.ref.storeId);
  for (const row of published.slice(0, 3)) {
    run(
      db,
      'INSERT INTO product_labels (product_id, label_id, until) VALUES (?, ?, ?)',
      row.id,
      rng.pick([3, 4]),
      iso(now + rng.int(3, 30) * DAY_MS),
    );
  }
}

/** The seeded order lines of the store show their product's picture, as lines of real orders would. */
function showImagesOnOrderLines(db: Db, storeId: number): void {
  for (const table of ['wholesale_order_products', 'retail_order_products'] as const) {
    run(
      db,
      `UPDATE ${table} SET image = (SELECT p.base_image FROM products p WHERE p.id = ${table}.product_id)
       WHERE product_id IN (SELECT id FROM products WHERE store_id = ?)`,
      storeId,
    );
  }
}
