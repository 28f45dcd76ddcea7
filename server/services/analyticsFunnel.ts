import type { FunnelSummary, OrderFunnelReply } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { inPeriod, orderDays, totals, type OrderDayRow } from './analyticsOrderDays.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { type MarketName, type MarketRules } from './analyticsRules.js';

/** `GetOrderFunnel`: orders created in the period → paid → shipped → completed (current status). */

const STEPS = {
  paid: (m: MarketRules) => m.sold,
  shipped: (m: MarketRules) => m.shipped,
  completed: (m: MarketRules) => m.completed,
} as const;

export function funnelSummary(rows: readonly OrderDayRow[], market: MarketName | null): FunnelSummary {
  const of = (statuses: ((m: MarketRules) => readonly number[]) | null) =>
    totals(
      rows,
      (row, m) =>
        (market === null || m.name === market) && (statuses === null || statuses(m).includes(row.statusId)),
    ).count;
  return {
    created: of(null),
    paid: of(STEPS.paid),
    shipped: of(STEPS.shipped),
    completed: of(STEPS.completed),
  };
}

export function orderFunnel(db: Db, sellerId: number, range: AnalyticsRange): OrderFunnelReply {
  const rows = orderDays(db, sellerId, range);
  const current = rows.filter(inPeriod(range.period));
  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: funnelSummary(current, null),
    previous: funnelSummary(rows.filter(inPeriod(range.previousPeriod)), null),
    retail: funnelSummary(current, 'retail'),
    wholesale: funnelSummary(current, 'wholesale'),
  };
}
