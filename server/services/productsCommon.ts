import type { Category, ProductFormSettings, ProductTypeId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, bool, one } from '../db/query.js';
import { ApiStatus, fail, type Envelope } from '../lib/envelope.js';
import { commissionPercentage } from './financesTotals.js';
import { ProductType } from '../../rules/index.js';

/** Shared pieces of the product services (docs/contract/products.md). */

export const PRODUCT_NOT_FOUND = 'Товар не найден';
export const STORE_NOT_FOUND = 'Магазин не найден';
export const PROPERTY_NOT_FOUND = 'Свойство не найдено';

export const refusal = (message: string): Envelope<never> => fail(ApiStatus.invalid, message);
export const productNotFound = (): Envelope<never> => refusal(PRODUCT_NOT_FOUND);
export const storeNotFound = (): Envelope<never> => refusal(STORE_NOT_FOUND);

export { ProductType };

/** The product types a store may create, by its category group (groups of docs/contract/products.md). */
export const TYPES_BY_GROUP: Readonly<Record<number, readonly ProductTypeId[]>> = {
  1: [ProductType.Retail],
  2: [ProductType.Retail, ProductType.Wholesale],
  3: [ProductType.Wholesale],
};
export const allowedTypes = (groupId: number): readonly ProductTypeId[] => TYPES_BY_GROUP[groupId] ?? [];

/** A product created within this many days carries label 1 'new'. */
export const NEW_LABEL_DAYS = 14;

export interface StoreRow {
  id: number;
  seller_id: number;
  category_group_id: number;
}

export const storeOf = (db: Db, storeId: number): StoreRow | undefined =>
  one<StoreRow>(db, 'SELECT id, seller_id, category_group_id FROM stores WHERE id = ?', storeId);

/** A store id sent by the caller: absent/null/0 means the caller's own; another store is refused. */
export const isOwnStore = (sent: number | null | undefined, callerStoreId: number): boolean =>
  !sent || sent === callerStoreId;

export function formSettings(db: Db, sellerId: number, store: StoreRow): ProductFormSettings {
  return {
    commissionPercentage: commissionPercentage(db, sellerId),
    categoryGroupId: store.category_group_id,
    allowedProductTypeIds: [...allowedTypes(store.category_group_id)],
  };
}

// Categories ------------------------------------------------------------------------------------

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  group_id: number;
  name: string;
  for_retail: number;
  for_wholesale: number;
}

/** The category tree in memory: it is a lookup written by migrations only. */
export class CategoryTree {
  readonly byId = new Map<number, CategoryRow>();
  private readonly children = new Map<number | null, CategoryRow[]>();

  constructor(rows: readonly CategoryRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      const siblings = this.children.get(row.parent_id) ?? [];
      siblings.push(row);
      this.children.set(row.parent_id, siblings);
    }
    for (const list of this.children.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  }

  /** From the top category down to `id` itself; [] for an unknown id. */
  path(id: number): CategoryRow[] {
    const path: CategoryRow[] = [];
    for (
      let row = this.byId.get(id);
      row;
      row = row.parent_id === null ? undefined : this.byId.get(row.parent_id)
    ) {
      path.unshift(row);
    }
    return path;
  }

  pathName(id: number | null): string | null {
    if (id === null) return null;
    const path = this.path(id);
    return path.length === 0 ? null : path.map((c) => c.name).join(' / ');
  }

  /** `products.category_keys` of a product in these categories: each and every ancestor, once. */
  keysOf(categoryIds: readonly number[]): string {
    const ids = new Set(categoryIds.flatMap((id) => this.path(id).map((c) => c.id)));
    return ids.size === 0 ? '' : ` ${[...ids].join(' ')} `;
  }

  childrenOf(parentId: number | null): readonly CategoryRow[] {
    return this.children.get(parentId) ?? [];
  }

  wire(row: CategoryRow): Category {
    return {
      id: row.id,
      name: row.name,
      parentId: row.parent_id,
      hasChildren: this.childrenOf(row.id).length > 0,
    };
  }
}

/** What `category_keys` contains for a product in `categoryId` or below it. */
export const categoryKey = (categoryId: number): string => ` ${categoryId} `;

const trees = new WeakMap<Db, CategoryTree>();
export function categoryTree(db: Db): CategoryTree {
  let tree = trees.get(db);
  if (!tree) {
    tree = new CategoryTree(all<CategoryRow>(db, 'SELECT * FROM categories ORDER BY id'));
    trees.set(db, tree);
  }
  return tree;
}

export const isOpenTo = (row: CategoryRow, typeId: ProductTypeId): boolean =>
  bool(typeId === ProductType.Retail ? row.for_retail : row.for_wholesale);
