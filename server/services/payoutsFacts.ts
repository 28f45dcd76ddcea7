import type { Db } from '../db/index.js';
import { all, type SqlValue } from '../db/query.js';
import type { PayoutMarket, PayoutState } from '../../rules/index.js';
import { openDisputeParams } from './disputesFinance.js';

/**
 * Reading `order_payout_facts` (migration 025; docs/contract/payouts.md "Server reading"), shared
 * by the page's schedule, the export and the console's payout. The facts hold an order's kind
 * without the dispute rule: the seller's few orders with an open dispute are left out of them
 * unless paid, and read by the rule instead.
 */

export type FactKind = 'held' | 'sent' | 'refunded' | 'paid';
export const FACT_KINDS: readonly FactKind[] = ['held', 'sent', 'refunded', 'paid'];
export const PAYOUT_MARKETS: readonly PayoutMarket[] = ['wholesale', 'retail'];

/** SQL: the seller's part of `kopecks` at `bp` basis points of commission, by the rule itself (server/db/ruleFunctions.ts). */
export const sellerPartSql = (kopecks: string, bp: string): string => `seller_part(${kopecks}, ${bp})`;

/** A fact's state on the Moscow day `today`: a sent order's money is released from its day. */
export const stateOf = (kind: FactKind, day: string, today: string): PayoutState =>
  kind === 'sent' ? (day <= today ? 'released' : 'held') : kind;

export const keyOf = (market: PayoutMarket, id: number): string => `${market}:${id}`;

/** The seller's orders with an open dispute, by market: the dispute rule holds their money. */
export function disputedOrders(db: Db, sellerId: number): Record<PayoutMarket, number[]> {
  const read = (market: PayoutMarket): number[] =>
    all<{ order_id: number }>(
      db,
      'SELECT d.order_id FROM disputes d WHERE d.seller_id = ? AND d.is_retail = ? AND d.status_id IN (?, ?)',
      ...openDisputeParams(sellerId, market === 'retail'),
    ).map((row) => row.order_id);
  return { wholesale: read('wholesale'), retail: read('retail') };
}

/** SQL leaving out the disputed orders that are not paid (a payout outranks the dispute). */
export function withoutDisputed(
  kind: FactKind,
  disputed: Record<PayoutMarket, number[]>,
): { sql: string; params: SqlValue[] } {
  if (kind === 'paid') return { sql: '', params: [] };
  const parts = PAYOUT_MARKETS.filter((market) => disputed[market].length > 0);
  if (parts.length === 0) return { sql: '', params: [] };
  return {
    sql: ` AND NOT (${parts.map(() => '(is_retail = ? AND order_id IN (SELECT value FROM json_each(?)))').join(' OR ')})`,
    params: parts.flatMap((market) => [market === 'retail' ? 1 : 0, JSON.stringify(disputed[market])]),
  };
}
