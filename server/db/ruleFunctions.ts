import { basisPointsOfKopecks, sellerPartAtBasisPoints } from '../../rules/index.js';
import type { Db } from './query.js';

/**
 * The shared rules SQL needs, as SQLite functions of every connection, so a query sums what the
 * rule computes instead of restating it: `commission_of(kopecks, bp)` is `basisPointsOfKopecks` (the
 * finance pages' commission), `seller_part(kopecks, bp)` is `sellerPartAtBasisPoints` (payouts).
 */
export function registerRuleFunctions(db: Db): void {
  const ofKopecks =
    (rule: (kopecks: number, bp: number) => number) =>
    (kopecks: unknown, bp: unknown): number | null =>
      typeof kopecks === 'number' && typeof bp === 'number' ? rule(kopecks, bp) : null;
  db.function('commission_of', { deterministic: true }, ofKopecks(basisPointsOfKopecks));
  db.function('seller_part', { deterministic: true }, ofKopecks(sellerPartAtBasisPoints));
}
