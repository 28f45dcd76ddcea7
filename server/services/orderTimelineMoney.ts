import type { OrderTimelineEvent } from '../../contract/index.js';
import {
  moscowDayOf,
  payoutEntry,
  sellerPartKopecks,
  startOfMoscowDay,
  toRubles,
  type PayoutOrder,
} from '../../rules/index.js';
import { RETAIL_SAFE_DEAL, WHOLESALE_SAFE_DEAL, type Market, type SafeDealId } from './financesRules.js';

/**
 * The safe-deal steps of one order on its timeline, by the payouts rule (rules/payouts.ts, not
 * restated here): the money held when the buyer paid (the seller's part), the release expected
 * on the release day (while it is ahead) or released from 00:00 MSK of that day, paid to the
 * seller by a payout (the amount paid), or refunded to the buyer (the whole total).
 */

export interface TimelineOrder {
  market: Market;
  id: number;
  totalKopecks: number;
  percentage: number;
  safeDeal: SafeDealId | null;
  /** When the buyer's money came in; null while unpaid. */
  paidAt: string | null;
  payout: PayoutOrder['payout'];
}

const SAFE_DEAL: Record<Market, Record<SafeDealId, readonly number[]>> = {
  wholesale: WHOLESALE_SAFE_DEAL,
  retail: RETAIL_SAFE_DEAL,
};

const money = (at: string, kopecks: number) => ({
  at,
  kind: 'safeDeal' as const,
  actor: 'system' as const,
  amount: toRubles(kopecks),
});

/** `history`: the order's status rows, oldest first. */
export function safeDealEvents(
  order: TimelineOrder,
  history: readonly { status_id: number; created_at: string }[],
  now: number,
): OrderTimelineEvent[] {
  if (order.paidAt === null) return [];
  const sets = SAFE_DEAL[order.market];
  const sentAt = history.find((row) => sets[2].includes(row.status_id))?.created_at ?? null;
  const refundedAt = history.filter((row) => sets[3].includes(row.status_id)).at(-1)?.created_at ?? null;
  const entry = payoutEntry(
    {
      market: order.market,
      id: order.id,
      number: String(order.id),
      totalKopecks: order.totalKopecks,
      percentage: order.percentage,
      safeDeal: order.safeDeal,
      reservedAt: order.paidAt,
      sentAt,
      refundedAt,
      payout: order.payout,
    },
    moscowDayOf(now),
  );
  if (entry === null) return [];
  const part = sellerPartKopecks(order.totalKopecks, order.percentage);
  const events: OrderTimelineEvent[] = [
    { ...money(order.paidAt, part), title: 'Деньги удержаны', step: 'held' },
  ];
  const releaseDay = entry.releaseDay;
  if (releaseDay !== null && sentAt !== null) {
    const releasedAt = startOfMoscowDay(releaseDay);
    if (entry.state === 'held' || releasedAt === null) {
      events.push({
        ...money(sentAt, part),
        title: 'Деньги будут разблокированы',
        step: 'releaseExpected',
        expectedDate: releaseDay,
      });
    } else {
      events.push({ ...money(releasedAt, part), title: 'Деньги разблокированы', step: 'released' });
    }
  }
  if (entry.state === 'paid' && order.payout) {
    events.push({
      ...money(order.payout.paidAt, order.payout.amountKopecks),
      title: 'Деньги выплачены продавцу',
      step: 'paid',
    });
  }
  if (entry.state === 'refunded') {
    events.push({
      ...money(refundedAt ?? order.paidAt, order.totalKopecks),
      title: 'Деньги возвращены покупателю',
      step: 'refunded',
    });
  }
  return events;
}
