import type { ClosingOrderKind } from '../contract/index.js';
import { RetailStatus as R, WholesaleStatus as W } from './statuses.js';

/**
 * Closing documents (docs/contract/documents.md "УПД", "Акт сверки"). An order is **completed**
 * when the goods reached the buyer: wholesale 6 delivered ('Доставлен', the finance filter's 100
 * with 7) and 7 completed; retail 4 delivered and 5 completed. The order pages offer 'УПД' then,
 * and the server refuses it otherwise. The money states follow the finance page's safe-deal
 * statuses: an order is **paid** unless it is wholesale 1, 9 or 10 (safe-deal 4 'Не оплачен'),
 * and **refunded** when cancelled after payment (wholesale 24, retail 6: safe-deal 3).
 */
export const COMPLETED_STATUSES: Readonly<Record<ClosingOrderKind, readonly number[]>> = {
  wholesale: [W.Shipped, W.Completed],
  retail: [R.Delivered, R.Completed],
};

const UNPAID_STATUSES: Readonly<Record<ClosingOrderKind, readonly number[]>> = {
  wholesale: [W.NotPaid, W.PaymentOverdue, W.Declined],
  retail: [],
};

const REFUNDED_STATUSES: Readonly<Record<ClosingOrderKind, readonly number[]>> = {
  wholesale: [W.Cancelled],
  retail: [R.Cancelled],
};

const has = (list: readonly number[], statusId: number | null | undefined): boolean =>
  typeof statusId === 'number' && list.includes(statusId);

export const isOrderCompleted = (kind: ClosingOrderKind, statusId: number | null | undefined): boolean =>
  has(COMPLETED_STATUSES[kind], statusId);

export const isOrderPaid = (kind: ClosingOrderKind, statusId: number): boolean =>
  !has(UNPAID_STATUSES[kind], statusId);

export const isOrderRefunded = (kind: ClosingOrderKind, statusId: number): boolean =>
  has(REFUNDED_STATUSES[kind], statusId);

/**
 * `total` kopecks spread over `weights` (kopecks, ≥ 0) in proportion, exactly: each share rounded
 * down, the kopecks left given one by one to the largest remainders (the earlier line on a tie).
 * The shares add up to `total`; all-zero weights put everything on the last one.
 */
export function spreadKopecks(weights: readonly number[], total: number): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === weights.length - 1 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  // Products of kopecks pass 2^53: the shares are computed on integers of any size.
  const big = BigInt(abs);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => Number((BigInt(w) * big) / bigSum));
  const order = weights
    .map((w, i) => ({ i, rest: (BigInt(w) * big) % bigSum }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  let left = abs - shares.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((s) => s * sign);
}
