import type { Db } from '../../server/db/index.js';
import { moscowDayOf, payoutEntry, type PayoutEntry } from '../../rules/index.js';
import { commissionPercentage } from '../../server/services/financesTotals.js';
import { marketOrders } from '../../server/services/payouts.js';

/**
 * The rule over every order of the seller (rules/payouts.ts applied order by order): what the
 * schedule, the export and the console's payout gave before they read the payout facts, and what
 * the server tests compare them with.
 */
export function payoutEntriesByRule(db: Db, sellerId: number, now: number): PayoutEntry[] {
  const percentage = commissionPercentage(db, sellerId);
  const today = moscowDayOf(now);
  return (['wholesale', 'retail'] as const).flatMap((market) =>
    marketOrders(db, market, sellerId, percentage, null).flatMap((order) => {
      const entry = payoutEntry(order, today);
      return entry ? [entry] : [];
    }),
  );
}
