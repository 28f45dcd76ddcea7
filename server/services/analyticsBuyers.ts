import type {
  AnalyticsBreakdownItem,
  BuyersAnalyticsReply,
  BuyersDay,
  BuyersSummary,
} from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all, placeholders } from '../db/query.js';
import { money } from './analyticsCommon.js';
import { inPeriod } from './analyticsOrderDays.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { TOP_COUNT } from './analyticsRules.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';

/** `GetAnalyticsOfBuyers`: buyers with a sold order in the period, new or returning, by spend and country. */

interface BuyerDayRow {
  day: string;
  buyerId: number;
  amount: number;
}

interface BuyerInfo {
  id: number;
  name: string;
  countryId: number | null;
  country: string | null;
}

/** Each buyer's first day with a sold order from this seller (an index seek per buyer). */
function firstDays(db: Db, sellerId: number, buyerIds: readonly number[]): Map<number, string> {
  if (buyerIds.length === 0) return new Map();
  const rows = all<{ buyerId: number; first: string }>(
    db,
    `SELECT b.value AS buyerId, (SELECT MIN(d.day) FROM analytics_buyers_daily d
       WHERE d.seller_id = ? AND d.buyer_id = b.value) AS first
     FROM json_each(?) b`,
    sellerId,
    JSON.stringify(buyerIds),
  );
  return new Map(rows.map((r) => [r.buyerId, r.first]));
}

export function buyersSummary(
  rows: readonly BuyerDayRow[],
  first: Map<number, string>,
  from: string,
): BuyersSummary {
  const buyers = new Set(rows.map((r) => r.buyerId));
  const newCount = [...buyers].filter((id) => (first.get(id) ?? from) >= from).length;
  return {
    buyersCount: buyers.size,
    newCount,
    returningCount: buyers.size - newCount,
    revenue: money(rows.reduce((n, r) => n + r.amount, 0)),
  };
}

export function buyersAnalytics(db: Db, sellerId: number, range: AnalyticsRange): BuyersAnalyticsReply {
  const rows = all<BuyerDayRow>(
    db,
    `SELECT day, buyer_id AS buyerId, amount FROM analytics_buyers_daily
     WHERE seller_id = ? AND day BETWEEN ? AND ? AND orders_count > 0`,
    sellerId,
    range.previousPeriod.dateFrom,
    range.period.dateTo,
  );
  const first = firstDays(db, sellerId, [...new Set(rows.map((r) => r.buyerId))]);
  const current = rows.filter(inPeriod(range.period));
  const spend = new Map<number, number>();
  for (const r of current) spend.set(r.buyerId, (spend.get(r.buyerId) ?? 0) + r.amount);
  const ids = [...spend.keys()];
  const info = new Map(
    (ids.length === 0
      ? []
      : all<BuyerInfo>(
          db,
          `SELECT u.id, ${BUYER_NAME_SQL} AS name, u.country_id AS countryId, c.name AS country
           FROM users u LEFT JOIN countries c ON c.id = u.country_id WHERE u.id IN (${placeholders(ids)})`,
          ...ids,
        )
    ).map((b) => [b.id, b]),
  );

  const topBuyers: AnalyticsBreakdownItem[] = [...spend]
    .sort(([a, x], [b, y]) => y - x || a - b)
    .slice(0, TOP_COUNT)
    .map(([id, value]) => ({ key: id, label: info.get(id)?.name ?? '', value: money(value) }));
  const countries = new Map<number, AnalyticsBreakdownItem>();
  for (const id of ids) {
    const buyer = info.get(id);
    const key = buyer?.countryId ?? 0;
    const entry = countries.get(key) ?? {
      key,
      ...(key && buyer?.country ? { label: buyer.country } : {}),
      value: 0,
    };
    entry.value += 1;
    countries.set(key, entry);
  }

  const perDay = new Map<string, Set<number>>();
  for (const r of current) perDay.set(r.day, (perDay.get(r.day) ?? new Set()).add(r.buyerId));
  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: buyersSummary(current, first, range.period.dateFrom),
    previous: buyersSummary(
      rows.filter(inPeriod(range.previousPeriod)),
      first,
      range.previousPeriod.dateFrom,
    ),
    series: range.days.map((date): BuyersDay => {
      const buyers = perDay.get(date) ?? new Set<number>();
      return {
        date,
        buyersCount: buyers.size,
        newCount: [...buyers].filter((id) => first.get(id) === date).length,
      };
    }),
    topBuyers,
    byCountry: [...countries.values()].sort((a, b) => b.value - a.value || Number(a.key) - Number(b.key)),
  };
}
