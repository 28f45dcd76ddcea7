import type { ImportKeptProduct, ProductDetail } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, run, scalar } from '../db/query.js';
import { iso } from '../lib/time.js';
import { loadCatalog } from './productImportCatalog.js';
import { bodyOfDetail, buildProduct, type GroupRow } from './productImportProductBody.js';
import type { RowPatch } from './productImportProductRead.js';
import { productDetail } from './productsDetail.js';
import { validateProduct } from './productsValidate.js';
import { storedProduct, writeProduct } from './productsWrite.js';

/**
 * Apply and undo of a products import (docs/contract/import.md), inside the caller's transaction:
 * each product is rebuilt from the product as it is now and the rows' patches, checked by the
 * form's rules and written whole; the product before and as written are kept with its first row.
 */

interface PatchRow {
  id: number;
  group_key: string;
  option_id: number | null;
  product_id: number | null;
  vendor_code: string | null;
  action: string;
  patch: string;
}

function groupsToWrite(db: Db, importId: number): PatchRow[][] {
  const rows = all<PatchRow>(
    db,
    `SELECT id, group_key, option_id, product_id, vendor_code, action, patch FROM product_import_rows
     WHERE import_id = ? AND group_key IS NOT NULL AND action <> 'error' ORDER BY id`,
    importId,
  );
  const groups = new Map<string, PatchRow[]>();
  for (const row of rows) groups.set(row.group_key, [...(groups.get(row.group_key) ?? []), row]);
  return [...groups.values()].filter((group) =>
    group.some((r) => r.action === 'create' || r.action === 'update'),
  );
}

const snapshot = (detail: ProductDetail | undefined): string | null =>
  detail ? JSON.stringify(detail) : null;

export function applyProductRows(db: Db, input: { storeId: number; importId: number; now: number }): void {
  const catalog = loadCatalog(db, input.storeId);
  if (!catalog) return;
  const markProduct = db.prepare('UPDATE product_import_rows SET product_id = ? WHERE id = ?');
  const keep = db.prepare('UPDATE product_import_rows SET before = ?, written = ? WHERE id = ?');
  for (const group of groupsToWrite(db, input.importId)) {
    const first = group[0] as PatchRow;
    const current =
      first.product_id === null ? null : (productDetail(db, input.storeId, first.product_id) ?? null);
    // A product deleted since the check has nothing left to change.
    if (first.product_id !== null && !current) continue;
    const rows: GroupRow[] = group.map((r) => ({
      optionId: current?.productOptions.some((o) => o.id === r.option_id) ? r.option_id : null,
      vendorCode: r.vendor_code ?? '',
      patch: JSON.parse(r.patch) as RowPatch,
    }));
    const typeId = rows[0]?.patch.product.productType ?? current?.productTypeId ?? catalog.types[0] ?? 1;
    const built = buildProduct(catalog, rows, current, typeId);
    const checked = validateProduct(
      db,
      built.body,
      catalog.store,
      current ? storedProduct(db, current.id) : null,
    );
    // The catalogue moved since the check so that the product no longer passes: it is left out.
    if (!checked.ok) continue;
    const productId = writeProduct(db, checked.value, {
      productId: current?.id ?? null,
      createdAt: iso(input.now),
      blocked: current?.isBlocked ?? false,
    });
    for (const r of group) markProduct.run(productId, r.id);
    keep.run(snapshot(current ?? undefined), snapshot(productDetail(db, input.storeId, productId)), first.id);
  }
}

interface WrittenRow {
  group_key: string;
  product_id: number;
  product_name: string | null;
  before: string | null;
  written: string;
}

export interface ProductUndo {
  restored: number;
  removed: number;
  kept: ImportKeptProduct[];
}

/** Removes a created product; false when something else holds it (an order, a request). */
function removeProduct(db: Db, storeId: number, productId: number): boolean {
  try {
    db.transaction(() => run(db, 'DELETE FROM products WHERE id = ? AND store_id = ?', productId, storeId))();
    return true;
  } catch {
    return false;
  }
}

/** Restores a changed product as it was before the import; false when the form's rules refuse it now. */
function restoreProduct(db: Db, storeId: number, before: ProductDetail, now: ProductDetail): boolean {
  const catalog = loadCatalog(db, storeId);
  if (!catalog) return false;
  const checked = validateProduct(db, bodyOfDetail(before), catalog.store, storedProduct(db, now.id));
  if (!checked.ok) return false;
  writeProduct(db, checked.value, { productId: now.id, createdAt: now.creationDate, blocked: now.isBlocked });
  return true;
}

export function undoProductRows(db: Db, input: { storeId: number; importId: number }): ProductUndo {
  const result: ProductUndo = { restored: 0, removed: 0, kept: [] };
  const rows = all<WrittenRow>(
    db,
    `SELECT group_key, product_id, product_name, before, written FROM product_import_rows
     WHERE import_id = ? AND written IS NOT NULL ORDER BY id`,
    input.importId,
  );
  for (const row of rows) {
    const now = productDetail(db, input.storeId, row.product_id);
    const keepIt = () =>
      result.kept.push({
        productId: row.product_id,
        productName: now?.productName ?? row.product_name ?? '',
      });
    if (!now || JSON.stringify(now) !== row.written) {
      keepIt();
    } else if (row.before === null) {
      if (removeProduct(db, input.storeId, row.product_id)) result.removed++;
      else keepIt();
    } else if (restoreProduct(db, input.storeId, JSON.parse(row.before) as ProductDetail, now)) {
      result.restored += scalar(
        db,
        "SELECT COUNT(*) AS value FROM product_import_rows WHERE import_id = ? AND group_key = ? AND action <> 'error'",
        input.importId,
        row.group_key,
      );
    } else keepIt();
  }
  return result;
}
