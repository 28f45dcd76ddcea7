import type { ProductTypeId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all } from '../db/query.js';
import { allowedTypes, categoryTree, isOpenTo, storeOf, type StoreRow } from './productsCommon.js';
import { parseValues } from './productProperties.js';

/**
 * What a products import reads of the caller's store, once per check or apply: its group's
 * categories by path, the units, its properties and its options by vendor code. Another store's
 * products and codes are never seen.
 */

export interface CatalogCategory {
  id: number;
  path: string;
}

export interface CatalogProperty {
  id: number;
  key: string;
  values: string[];
}

export interface CatalogOption {
  optionId: number;
  productId: number;
}

export interface ImportCatalog {
  store: StoreRow;
  types: readonly ProductTypeId[];
  /** Per type, the categories open to it, by path. */
  categories: ReadonlyMap<ProductTypeId, readonly CatalogCategory[]>;
  units: readonly { id: number; name: string }[];
  properties: readonly CatalogProperty[];
  /** The store's options by trimmed vendor code. */
  options: ReadonlyMap<string, readonly CatalogOption[]>;
  productIds: ReadonlySet<number>;
}

/** Texts of lists compare without case, 'ё', repeated spaces and a unit's final dot. */
export const listKey = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .replace(/\.$/, '');

export function loadCatalog(db: Db, storeId: number): ImportCatalog | null {
  const store = storeOf(db, storeId);
  if (!store) return null;
  const types = allowedTypes(store.category_group_id);
  const tree = categoryTree(db);
  const groupRows = [...tree.byId.values()].filter((row) => row.group_id === store.category_group_id);
  const categories = new Map(
    types.map((type) => [
      type,
      groupRows
        .filter((row) => isOpenTo(row, type))
        .map((row) => ({ id: row.id, path: tree.pathName(row.id) ?? row.name }))
        .sort((a, b) => a.path.localeCompare(b.path, 'ru')),
    ]),
  );
  const units = all<{ id: number; name: string }>(db, 'SELECT id, name FROM measure_units ORDER BY id');
  const properties = all<{ id: number; property_key: string; property_value: string }>(
    db,
    'SELECT id, property_key, property_value FROM store_properties WHERE store_id = ? ORDER BY property_key, id',
    storeId,
  ).map((p) => ({ id: p.id, key: p.property_key, values: parseValues(p.property_value) }));
  const options = new Map<string, CatalogOption[]>();
  for (const row of all<{ code: string; optionId: number; productId: number }>(
    db,
    `SELECT TRIM(o.vendor_code) AS code, o.id AS optionId, o.product_id AS productId
     FROM product_options o JOIN products p ON p.id = o.product_id WHERE p.store_id = ?`,
    storeId,
  )) {
    const list = options.get(row.code) ?? [];
    list.push({ optionId: row.optionId, productId: row.productId });
    options.set(row.code, list);
  }
  const productIds = new Set(
    all<{ id: number }>(db, 'SELECT id FROM products WHERE store_id = ?', storeId).map((r) => r.id),
  );
  return { store, types, categories, units, properties, options, productIds };
}

/** A category of the type by its path, or by its own name when no other category of the type has it. */
export function findCategory(
  catalog: ImportCatalog,
  type: ProductTypeId,
  text: string,
): CatalogCategory | null {
  const list = catalog.categories.get(type) ?? [];
  const key = listKey(text);
  const byPath = list.find((c) => listKey(c.path) === key);
  if (byPath) return byPath;
  const byName = list.filter((c) => listKey(c.path.split(' / ').at(-1) ?? '') === key);
  return byName.length === 1 ? (byName[0] ?? null) : null;
}

export function findUnit(catalog: ImportCatalog, text: string): number | null {
  const key = listKey(text);
  return catalog.units.find((u) => listKey(u.name) === key)?.id ?? null;
}

export const unitName = (catalog: ImportCatalog, id: number): string =>
  catalog.units.find((u) => u.id === id)?.name ?? String(id);
