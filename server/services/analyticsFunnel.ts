import type { FunnelSummary, OrderFunnelReply } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { statusTotals, type StatusTotal } from './analyticsOrderDays.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { MARKET_ID, MARKETS, type MarketName, type MarketRules } from './analyticsRules.js';

/** `GetOrderFunnel`: orders created in the period → paid → shipped → completed (current status). */

type Step = ((m: MarketRules) => readonly number[]) | null;

export function funnelSummary(rows: readonly StatusTotal[], market: MarketName | null): FunnelSummary {
  const of = (step: Step) =>
    rows.reduce((n, row) => {
      const rules = MARKETS.find((m) => MARKET_ID[m.name] === row.market);
      if (!rules || (market !== null && rules.name !== market)) return n;
      return step === null || step(rules).includes(row.statusId) ? n + row.count : n;
    }, 0);
  return {
    created: of(null),
    paid: of((m) => m.sold),
    shipped: of((m) => m.shipped),
    completed: of((m) => m.completed),
  };
}

export function orderFunnel(db: Db, sellerId: number, range: AnalyticsRange): OrderFunnelReply {
  const rows = statusTotals(db, sellerId, range);
  const current = rows.filter((r) => r.current === 1);
  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: funnelSummary(current, null),
    previous: funnelSummary(
      rows.filter((r) => r.current === 0),
      null,
    ),
    retail: funnelSummary(current, 'retail'),
    wholesale: funnelSummary(current, 'wholesale'),
  };
}
