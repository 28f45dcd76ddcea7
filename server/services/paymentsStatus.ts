import type { AdvertStatus, BannerState } from '../../contract/index.js';
import type { SqlValue } from '../db/query.js';
import { moscowDay } from '../lib/time.js';
import { BANNER_ADVERT_STATUS, PROMOTION_ADVERT_STATUS } from './paymentsRules.js';

/**
 * The advert status of banners, highlights and top rows (docs/contract/marketing.md "Advert
 * status by kind"), computed at the moment of the call: as a value for one row, and as an SQL
 * expression for list filters (same rules tables). `null` = not listed (cancelled).
 */

/** An SQL expression and its bound parameters, in order. */
export interface SqlExpression {
  sql: string;
  params: SqlValue[];
}

/** A banner's status: `approved` is active through its last Moscow day (`dateTo`), expired after. */
export function advertStatusOfBanner(state: BannerState, dateTo: string, now: Date): AdvertStatus | null {
  const rule = BANNER_ADVERT_STATUS[state];
  if (rule === null || typeof rule === 'number') return rule;
  return moscowDay(now.getTime()) <= dateTo ? rule.current : rule.past;
}

/** `CASE` over the banner row `alias` (columns `state`, `date_to`); NULL for cancelled. */
export function bannerAdvertStatusSql(alias: string, now: Date): SqlExpression {
  const today = moscowDay(now.getTime());
  const parts: string[] = [];
  const params: SqlValue[] = [];
  for (const [state, rule] of Object.entries(BANNER_ADVERT_STATUS)) {
    if (rule === null) continue;
    if (typeof rule === 'number') {
      parts.push(`WHEN ${alias}.state = ? THEN ?`);
      params.push(state, rule);
    } else {
      parts.push(`WHEN ${alias}.state = ? THEN CASE WHEN ${alias}.date_to >= ? THEN ? ELSE ? END`);
      params.push(state, today, rule.current, rule.past);
    }
  }
  return { sql: `(CASE ${parts.join(' ')} ELSE NULL END)`, params };
}

export interface PromotionStatusInput {
  state: 'pending' | 'paid' | 'cancelled';
  activeTo: string | null;
  /** Another highlight of the same product and label (top: of the same product) was paid earlier. */
  paidBefore: boolean;
}

/** A highlight or top row's status: pending 5; paid and running 1 (or 3 bought again); over 2. */
export function advertStatusOfPromotion(row: PromotionStatusInput, now: Date): AdvertStatus | null {
  const R = PROMOTION_ADVERT_STATUS;
  if (row.state === 'pending') return R.pending;
  if (row.state === 'cancelled') return R.cancelled;
  const running = row.activeTo !== null && now.toISOString() < row.activeTo;
  if (!running) return R.over;
  return row.paidBefore ? R.running.again : R.running.first;
}

/**
 * `CASE` over the promotions row `alias` (columns of `promotions`): whether an earlier one of the
 * same product (and label) was paid is an EXISTS on the table itself.
 */
export function promotionAdvertStatusSql(alias: string, now: Date): SqlExpression {
  const R = PROMOTION_ADVERT_STATUS;
  const a = alias;
  const paidBefore = `EXISTS (SELECT 1 FROM promotions earlier WHERE earlier.product_id = ${a}.product_id
    AND earlier.kind = ${a}.kind AND earlier.label_id IS ${a}.label_id AND earlier.state = 'paid' AND earlier.id <> ${a}.id
    AND (earlier.active_from < ${a}.active_from OR (earlier.active_from = ${a}.active_from AND earlier.id < ${a}.id)))`;
  return {
    sql: `(CASE WHEN ${a}.state = 'pending' THEN ?
      WHEN ${a}.state = 'paid' AND ? < ${a}.active_to THEN CASE WHEN ${paidBefore} THEN ? ELSE ? END
      WHEN ${a}.state = 'paid' THEN ? ELSE NULL END)`,
    params: [R.pending, now.toISOString(), R.running.again, R.running.first, R.over],
  };
}
