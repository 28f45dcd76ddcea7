import { sellerPartAtBasisPoints } from '../../rules/index.js';
import type { Db } from './query.js';

/**
 * The shared rules SQL needs, as SQLite functions of every connection, so a query sums what the
 * rule computes instead of restating it: `seller_part(kopecks, bp)` is `sellerPartAtBasisPoints`.
 */
export function registerRuleFunctions(db: Db): void {
  db.function('seller_part', { deterministic: true }, (kopecks: unknown, bp: unknown) =>
    typeof kopecks === 'number' && typeof bp === 'number' ? sellerPartAtBasisPoints(kopecks, bp) : null,
  );
}
