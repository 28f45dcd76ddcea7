import type {
  AnalyticsBreakdownItem,
  BuyersAnalyticsReply,
  BuyersDay,
  BuyersSummary,
} from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all, placeholders } from '../db/query.js';
import { money } from './analyticsCommon.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { TOP_COUNT } from './analyticsRules.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';

/** `GetAnalyticsOfBuyers`: buyers with a sold order in the period, new or returning, by spend and country. */

/** A buyer's sold orders in one period (current 1 or previous 0). */
interface BuyerTotal {
  current: number;
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
  rows: readonly BuyerTotal[],
  first: Map<number, string>,
  from: string,
): BuyersSummary {
  const newCount = rows.filter((r) => (first.get(r.buyerId) ?? from) >= from).length;
  return {
    buyersCount: rows.length,
    newCount,
    returningCount: rows.length - newCount,
    revenue: money(rows.reduce((n, r) => n + r.amount, 0)),
  };
}

export function buyersAnalytics(db: Db, sellerId: number, range: AnalyticsRange): BuyersAnalyticsReply {
  const { period, previousPeriod } = range;
  const rows = all<BuyerTotal>(
    db,
    `SELECT day >= ? AS current, buyer_id AS buyerId, SUM(amount) AS amount FROM analytics_buyers_daily
     WHERE seller_id = ? AND day BETWEEN ? AND ? AND orders_count > 0 GROUP BY 1, 2`,
    period.dateFrom,
    sellerId,
    previousPeriod.dateFrom,
    period.dateTo,
  );
  const first = firstDays(db, sellerId, [...new Set(rows.map((r) => r.buyerId))]);
  const current = rows.filter((r) => r.current === 1);
  const ids = current.map((r) => r.buyerId);
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

  const topBuyers: AnalyticsBreakdownItem[] = [...current]
    .sort((a, b) => b.amount - a.amount || a.buyerId - b.buyerId)
    .slice(0, TOP_COUNT)
    .map((r) => ({ key: r.buyerId, label: info.get(r.buyerId)?.name ?? '', value: money(r.amount) }));
  const countries = new Map<number, { key: number; label?: string; value: number }>();
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

  // Distinct buyers per day: one row per (day, buyer) in the table.
  const perDay = new Map(
    all<{ day: string; n: number }>(
      db,
      `SELECT day, COUNT(*) AS n FROM analytics_buyers_daily
       WHERE seller_id = ? AND day BETWEEN ? AND ? AND orders_count > 0 GROUP BY day`,
      sellerId,
      period.dateFrom,
      period.dateTo,
    ).map((r) => [r.day, r.n]),
  );
  const newPerDay = new Map<string, number>();
  for (const day of first.values()) newPerDay.set(day, (newPerDay.get(day) ?? 0) + 1);
  return {
    period,
    previousPeriod,
    current: buyersSummary(current, first, period.dateFrom),
    previous: buyersSummary(
      rows.filter((r) => r.current === 0),
      first,
      previousPeriod.dateFrom,
    ),
    series: range.days.map((date): BuyersDay => ({
      date,
      buyersCount: perDay.get(date) ?? 0,
      newCount: newPerDay.get(date) ?? 0,
    })),
    topBuyers,
    byCountry: [...countries.values()].sort((a, b) => b.value - a.value || Number(a.key) - Number(b.key)),
  };
}
