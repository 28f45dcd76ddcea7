import type { ImportChange, ImportError, ImportRowAction, ProductDetail } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { run } from '../db/query.js';
import { listKey, loadCatalog, type ImportCatalog } from './productImportCatalog.js';
import type { CellValue } from './productImportNumbers.js';
import {
  buildProduct,
  bodyOfDetail,
  changesBetween,
  requestedProductPatch,
  viewOf,
  type GroupRow,
} from './productImportProductBody.js';
import { readProductRow, type ProductSheet, type ReadRow } from './productImportProductRead.js';
import { PRODUCT_COLUMNS, PRODUCT_ROW_MESSAGES, type ProductColumnKey } from './productImportProductRules.js';
import { CHECK_SLICE_ROWS, IMPORT_MESSAGES, ROW_MESSAGES, sentence } from './productImportRules.js';
import { productDetail } from './productsDetail.js';
import { validateProduct } from './productsValidate.js';
import { storedProduct } from './productsWrite.js';

/**
 * The check (dry run) of a products file (docs/contract/import.md "The template (`kind:
 * products`)"): rows read and grouped into products, each product as it would be after the
 * import checked by the product form's rules, the changes listed field by field. Reads the
 * catalogue, never writes it; stores the rows slice by slice with the progress.
 */

export interface ProductCheckedRow {
  sheet: string;
  rowNumber: number;
  cells: CellValue[];
  vendorCode: string | null;
  optionId: number | null;
  productId: number | null;
  productName: string | null;
  groupKey: string | null;
  patch: ReadRow['patch'];
  action: ImportRowAction;
  changes: ImportChange[];
  errors: ImportError[];
}

interface Placed {
  read: ReadRow;
  optionId: number | null;
  productId: number | null;
  groupKey: string | null;
}

const HEADER_OF = new Map(PRODUCT_COLUMNS.map((c) => [c.key, c.header]));
const header = (key: ProductColumnKey): string => HEADER_OF.get(key) ?? key;

/** Which product each row belongs to, with the errors of vendor codes and ids. */
function place(catalog: ImportCatalog, rows: readonly ReadRow[]): Placed[] {
  const rowsOfCode = new Map<string, number[]>();
  for (const row of rows) {
    if (row.vendorCode === null) continue;
    rowsOfCode.set(row.vendorCode, [...(rowsOfCode.get(row.vendorCode) ?? []), row.rowNumber]);
  }
  return rows.map((read): Placed => {
    const code = read.vendorCode;
    const fail = (field: ImportError['field'], message: string) => read.errors.push({ field, message });
    if (code === null) {
      fail('vendorCode', ROW_MESSAGES.noVendorCode);
      return { read, optionId: null, productId: null, groupKey: null };
    }
    const twice = rowsOfCode.get(code) ?? [];
    if (twice.length > 1) fail('vendorCode', ROW_MESSAGES.twice(code, twice));
    const matches = catalog.options.get(code) ?? [];
    if (matches.length > 1) {
      fail('vendorCode', ROW_MESSAGES.shared(code));
      return { read, optionId: null, productId: null, groupKey: null };
    }
    const match = matches[0];
    if (match) {
      if (read.productIdCell !== null && read.productIdCell !== match.productId)
        fail('productId', PRODUCT_ROW_MESSAGES.otherProduct(code, match.productId));
      return { read, optionId: match.optionId, productId: match.productId, groupKey: `p:${match.productId}` };
    }
    if (read.productIdCell !== null) {
      if (!catalog.productIds.has(read.productIdCell)) {
        fail('productId', PRODUCT_ROW_MESSAGES.productId(String(read.productIdCell)));
        return { read, optionId: null, productId: null, groupKey: null };
      }
      return { read, optionId: null, productId: read.productIdCell, groupKey: `p:${read.productIdCell}` };
    }
    const name = read.patch.product.productName;
    if (name === undefined) {
      fail('productName', PRODUCT_ROW_MESSAGES.requiredForNew(header('productName')));
      return { read, optionId: null, productId: null, groupKey: null };
    }
    return { read, optionId: null, productId: null, groupKey: `n:${read.sheet}:${listKey(name)}` };
  });
}

const PRODUCT_KEYS: readonly { patch: keyof ReadRow['patch']['product']; column: ProductColumnKey }[] = [
  { patch: 'productType', column: 'productType' },
  { patch: 'productName', column: 'productName' },
  { patch: 'categoryId', column: 'category' },
  { patch: 'measureUnitId', column: 'measureUnit' },
  { patch: 'minUnitInOrder', column: 'minUnitInOrder' },
  { patch: 'productUnitInPackage', column: 'productUnitInPackage' },
  { patch: 'countryOfOrigin', column: 'countryOfOrigin' },
  { patch: 'productDescription', column: 'productDescription' },
  { patch: 'weight', column: 'weight' },
  { patch: 'length', column: 'length' },
  { patch: 'width', column: 'width' },
  { patch: 'height', column: 'height' },
];

/** A later row of a product that asks for a product field differently from the first one. */
function checkAgreement(group: readonly Placed[], current: ProductDetail | null): void {
  const asked = group.map((p) => requestedProductPatch(p.read.patch.product, current));
  for (const key of PRODUCT_KEYS) {
    const at = asked.findIndex((a) => a[key.patch] !== undefined);
    const first = group[at];
    if (!first) continue;
    const value = asked[at]?.[key.patch];
    for (const [i, p] of group.entries()) {
      const other = asked[i]?.[key.patch];
      if (p === first || other === undefined) continue;
      const same =
        typeof value === 'string' && typeof other === 'string'
          ? listKey(value) === listKey(other)
          : value === other;
      if (!same)
        p.read.errors.push({
          field: key.column,
          message: PRODUCT_ROW_MESSAGES.differs(header(key.column), first.read.rowNumber),
        });
    }
  }
}

/** A new product or option must fill what the form requires and the store cannot default. */
function checkRequired(group: readonly Placed[], current: ProductDetail | null): void {
  const first = group[0];
  if (!first) return;
  const need = (p: Placed, column: ProductColumnKey, filled: boolean) => {
    // A cell already refused (an unknown unit, say) is not also reported empty.
    if (!filled && !p.read.errors.some((e) => e.field === column))
      p.read.errors.push({ field: column, message: PRODUCT_ROW_MESSAGES.requiredForNew(header(column)) });
  };
  if (current === null) {
    const filled = (field: keyof ReadRow['patch']['product']) =>
      group.some((p) => p.read.patch.product[field] !== undefined);
    if (!filled('productType'))
      first.read.errors.push({ field: 'productType', message: PRODUCT_ROW_MESSAGES.noType });
    need(first, 'category', filled('categoryId'));
    need(first, 'measureUnit', filled('measureUnitId'));
  }
  for (const p of group) {
    if (p.optionId !== null) continue;
    need(p, 'priceForOne', p.read.patch.option.priceForOne !== undefined);
    need(p, 'minPrice', p.read.patch.option.minPrice !== undefined);
    need(p, 'maxPrice', p.read.patch.option.maxPrice !== undefined);
  }
}

const OPTION_REFUSAL = /^Вариант (\d+): (.*)$/s;

function toChecked(
  p: Placed,
  action: ImportRowAction,
  changes: ImportChange[],
  productName: string | null,
): ProductCheckedRow {
  return {
    sheet: p.read.sheet,
    rowNumber: p.read.rowNumber,
    cells: p.read.cells,
    vendorCode: p.read.vendorCode,
    optionId: p.optionId,
    productId: p.productId,
    productName,
    groupKey: p.groupKey,
    patch: p.read.patch,
    action,
    changes,
    errors: p.read.errors,
  };
}

/** Every row of a product with an error is left out; the others say where the error is. */
function failGroup(group: readonly Placed[], name: string | null): ProductCheckedRow[] {
  const failed = group.filter((p) => p.read.errors.length > 0).map((p) => p.read.rowNumber);
  return group.map((p) => {
    if (p.read.errors.length === 0)
      p.read.errors.push({ field: 'product', message: PRODUCT_ROW_MESSAGES.sibling(failed) });
    return toChecked(p, 'error', [], name);
  });
}

export const groupRows = (group: readonly Placed[]): GroupRow[] =>
  group.map((p) => ({ optionId: p.optionId, vendorCode: p.read.vendorCode ?? '', patch: p.read.patch }));

/** One product's rows: what each would change, or why the product cannot be written. */
export function checkGroup(db: Db, catalog: ImportCatalog, group: readonly Placed[]): ProductCheckedRow[] {
  const first = group[0];
  if (!first) return [];
  // A row that belongs to no product (its code or id refused) has nothing more to check.
  if (first.groupKey === null) return failGroup(group, first.read.patch.product.productName ?? null);
  const current =
    first.productId === null ? null : (productDetail(db, catalog.store.id, first.productId) ?? null);
  const fileName = first.read.patch.product.productName ?? null;
  checkAgreement(group, current);
  checkRequired(group, current);
  if (group.some((p) => p.read.errors.length > 0)) return failGroup(group, current?.productName ?? fileName);
  const typeId = first.read.patch.product.productType ?? current?.productTypeId ?? catalog.types[0] ?? 1;
  const built = buildProduct(catalog, groupRows(group), current, typeId);
  const before = current ? viewOf(db, catalog, bodyOfDetail(current)) : null;
  const after = viewOf(db, catalog, built.body);
  const productChanges = changesBetween(before?.product ?? null, after.product);
  const rowChanges = group.map((p, i) => {
    const storedIndex =
      p.optionId === null || !current ? -1 : current.productOptions.findIndex((o) => o.id === p.optionId);
    const old = storedIndex < 0 ? null : (before?.options[storedIndex] ?? null);
    const optionChanges = changesBetween(old, after.options[built.optionIndexOfRow[i] ?? 0] ?? {});
    return i === 0 ? [...productChanges, ...optionChanges] : optionChanges;
  });
  const name = after.product.productName === null ? fileName : String(after.product.productName);
  if (rowChanges.every((c) => c.length === 0)) return group.map((p) => toChecked(p, 'unchanged', [], name));
  const checked = validateProduct(
    db,
    built.body,
    catalog.store,
    current ? storedProduct(db, current.id) : null,
  );
  if (!checked.ok) {
    const match = OPTION_REFUSAL.exec(checked.message);
    const optionIndex = match ? Number(match[1]) - 1 : -1;
    const at = group.findIndex((_, i) => built.optionIndexOfRow[i] === optionIndex);
    const target = at >= 0 ? group[at] : undefined;
    if (target && match) target.read.errors.push({ field: 'product', message: sentence(match[2] ?? '') });
    else group.forEach((p) => p.read.errors.push({ field: 'product', message: checked.message }));
    return failGroup(group, name);
  }
  return group.map((p, i) => {
    const changes = rowChanges[i] ?? [];
    const action: ImportRowAction =
      p.optionId === null ? 'create' : changes.length > 0 ? 'update' : 'unchanged';
    return toChecked(p, action, changes, name);
  });
}

/** The rows grouped by product in the file's order; a row that belongs to no product is its own. */
export function groupsOf(placed: readonly Placed[]): Placed[][] {
  const groups = new Map<string, Placed[]>();
  const order: Placed[][] = [];
  for (const p of placed) {
    if (p.groupKey === null) {
      order.push([p]);
      continue;
    }
    const group = groups.get(p.groupKey);
    if (group) group.push(p);
    else {
      const created = [p];
      groups.set(p.groupKey, created);
      order.push(created);
    }
  }
  return order;
}

export function placeRows(catalog: ImportCatalog, sheets: readonly ProductSheet[]): Placed[] {
  return place(
    catalog,
    sheets.flatMap((sheet) => sheet.rows.map((row) => readProductRow(sheet, row, catalog))),
  );
}

function storeRows(db: Db, importId: number, rows: readonly ProductCheckedRow[], done: number): void {
  const insert = db.prepare(
    `INSERT INTO product_import_rows (import_id, sheet, row_number, cells, vendor_code, option_id, product_id,
       product_name, action, changes, errors, group_key, patch)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const row of rows) {
      insert.run(
        importId,
        row.sheet,
        row.rowNumber,
        JSON.stringify(row.cells),
        row.vendorCode,
        row.optionId,
        row.productId,
        row.productName,
        row.action,
        JSON.stringify(row.changes),
        JSON.stringify(row.errors),
        row.groupKey,
        JSON.stringify(row.patch),
      );
    }
    run(db, 'UPDATE product_imports SET progress_done = ? WHERE id = ?', done, importId);
  })();
}

export interface ProductCheckRun {
  db: Db;
  importId: number;
  storeId: number;
  sheets: readonly ProductSheet[];
  /** Marks the import checked (counts) or failed. */
  finish: () => void;
  fail: (error: unknown) => void;
}

/** Starts the check of a products file in the background, CHECK_SLICE_ROWS rows a slice. */
export function runProductCheck(job: ProductCheckRun): Promise<void> {
  const { db, importId } = job;
  return new Promise((resolve) => {
    let groups: Placed[][] | null = null;
    let catalog: ImportCatalog | null = null;
    let next = 0;
    let done = 0;
    const slice = () => {
      try {
        if (!db.open) return resolve();
        catalog ??= loadCatalog(db, job.storeId);
        if (!catalog) throw new Error(IMPORT_MESSAGES.notFound);
        const known = catalog;
        groups ??= groupsOf(placeRows(known, job.sheets));
        const rows: ProductCheckedRow[] = [];
        while (next < groups.length && rows.length < CHECK_SLICE_ROWS) {
          rows.push(...checkGroup(db, known, groups[next] ?? []));
          next++;
        }
        done += rows.length;
        storeRows(db, importId, rows, done);
        if (next < groups.length) return void setImmediate(slice);
        job.finish();
        resolve();
      } catch (error) {
        job.fail(error);
        resolve();
      }
    };
    setImmediate(slice);
  });
}
