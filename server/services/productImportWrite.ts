import type { Db } from '../db/index.js';
import { one, run } from '../db/query.js';
import { discountedPrice, toKopecks } from '../../rules/index.js';

/**
 * The writes of an apply and an undo: an option's price, discount and quantity with its newPrice
 * recomputed as the product form's save does, then the product's denormalised figures
 * (services/productsWrite.ts `productColumns`) from its options.
 */

export interface OptionFigures {
  priceForOne: number;
  discount: number;
  quantityForSale: number;
}

/** The option's figures now, if it is still an option of the store. */
export function currentFigures(
  db: Db,
  storeId: number,
  optionId: number,
): (OptionFigures & { productId: number }) | null {
  return (
    one<OptionFigures & { productId: number }>(
      db,
      `SELECT o.price_for_one AS priceForOne, o.discount AS discount, o.quantity AS quantityForSale,
         o.product_id AS productId
       FROM product_options o JOIN products p ON p.id = o.product_id WHERE o.id = ? AND p.store_id = ?`,
      optionId,
      storeId,
    ) ?? null
  );
}

export const sameFigures = (a: OptionFigures, b: OptionFigures): boolean =>
  toKopecks(a.priceForOne) === toKopecks(b.priceForOne) &&
  a.discount === b.discount &&
  a.quantityForSale === b.quantityForSale;

export function writeFigures(db: Db, optionId: number, figures: OptionFigures): void {
  run(
    db,
    'UPDATE product_options SET price_for_one = ?, discount = ?, new_price = ?, quantity = ? WHERE id = ?',
    figures.priceForOne,
    figures.discount,
    discountedPrice(figures.priceForOne, figures.discount),
    figures.quantityForSale,
    optionId,
  );
}

/** Rewrites the products' lowest/highest newPrice, stock, discount mark and base option's newPrice. */
export function refreshProducts(db: Db, productIds: Iterable<number>): void {
  const of = 'FROM product_options o WHERE o.product_id = products.id';
  run(
    db,
    `UPDATE products SET
       min_price = (SELECT MIN(o.new_price) ${of}),
       max_price = (SELECT MAX(o.new_price) ${of}),
       total_quantity = (SELECT COALESCE(SUM(o.quantity), 0) ${of}),
       has_discount = EXISTS (SELECT 1 ${of} AND o.discount > 0),
       base_new_price = (SELECT o.new_price ${of} ORDER BY o.is_base DESC, o.position LIMIT 1)
     WHERE id IN (SELECT value FROM json_each(?))`,
    JSON.stringify([...new Set(productIds)]),
  );
}
