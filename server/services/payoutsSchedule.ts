import type { Db } from '../db/index.js';
import { all } from '../db/query.js';
import {
  basisPoints,
  compareEntries,
  emptyPayoutTotals,
  moscowDayOf,
  PAYOUT_ORDERS_SHOWN,
  PAYOUT_STATES,
  payoutEntry,
  type PayoutDay,
  type PayoutEntry,
  type PayoutMarket,
  type PayoutState,
  type PayoutTotals,
} from '../../rules/index.js';
import { commissionPercentage } from './financesTotals.js';
import { marketOrders } from './payouts.js';
import {
  disputedOrders,
  FACT_KINDS,
  keyOf,
  PAYOUT_MARKETS,
  sellerPartSql,
  stateOf,
  withoutDisputed,
  type FactKind,
} from './payoutsFacts.js';
import { sweepOverdue } from './ordersSweep.js';

/**
 * The schedule of a period as the page reads it (docs/contract/payouts.md "Server reading"): the
 * day figures are sums over `order_payout_facts` (migration 025), one index range per kind; each
 * day lists its first `PAYOUT_ORDERS_SHOWN` orders, computed by rules/payouts.ts from the
 * orders themselves. Orders with an open dispute (few) bypass the facts: the rule reads them.
 */

/** A day of the page's schedule: its figures count every order, `orders` only the first ones. */
export interface ScheduleDayView extends PayoutDay {
  ordersCount: number;
}

export interface ScheduleView {
  days: ScheduleDayView[];
  totals: PayoutTotals;
}

/** The facts' money in the seller's amount: the deal's part for held and sent (finances' formula). */
const AMOUNT_SQL: Record<FactKind, string> = {
  held: `SUM(${sellerPartSql('kopecks', 'CAST(? AS INTEGER)')})`,
  sent: `SUM(${sellerPartSql('kopecks', 'CAST(? AS INTEGER)')})`,
  refunded: 'SUM(kopecks)',
  paid: 'SUM(kopecks)',
};

/** Entries of the given orders by the rule (both markets). */
export function ruleEntries(
  db: Db,
  sellerId: number,
  percentage: number,
  today: string,
  ids: Record<PayoutMarket, number[]>,
): PayoutEntry[] {
  return PAYOUT_MARKETS.flatMap((market) =>
    ids[market].length === 0
      ? []
      : marketOrders(db, market, sellerId, percentage, { ids: ids[market] }).flatMap((order) => {
          const entry = payoutEntry(order, today);
          return entry ? [entry] : [];
        }),
  );
}

/** A day's kinds (with their counts) whose orders may be among its first `shown`, in state order. */
function kindsToList(
  kinds: readonly { kind: FactKind; count: number }[],
  rankOf: (kind: FactKind) => number,
  shown: number,
): FactKind[] {
  const ranked = [...kinds].sort((a, b) => rankOf(a.kind) - rankOf(b.kind));
  const chosen: FactKind[] = [];
  let count = 0;
  let lastRank = Number.POSITIVE_INFINITY;
  for (const { kind, count: n } of ranked) {
    if (rankOf(kind) > lastRank) break;
    chosen.push(kind);
    count += n;
    if (count >= shown) lastRank = rankOf(kind);
  }
  return chosen;
}

function dayOf(days: Map<string, ScheduleDayView>, date: string): ScheduleDayView {
  let day = days.get(date);
  if (!day) {
    day = { day: date, ...emptyPayoutTotals(), orders: [], ordersCount: 0 };
    days.set(date, day);
  }
  return day;
}

/**
 * The schedule of the Moscow days `from`..`to` (inclusive) after the overdue sweep: every day's
 * figures and count, and its first `shown` orders in the schedule's order.
 */
export function payoutScheduleView(
  db: Db,
  sellerId: number,
  now: number,
  from: string,
  to: string,
  shown = PAYOUT_ORDERS_SHOWN,
): ScheduleView {
  sweepOverdue(db, now);
  const percentage = commissionPercentage(db, sellerId);
  const bp = basisPoints(percentage);
  const today = moscowDayOf(now);
  const disputed = disputedOrders(db, sellerId);
  const days = new Map<string, ScheduleDayView>();
  const totals = emptyPayoutTotals();
  const add = (date: string, state: PayoutState, amount: number, count: number) => {
    const day = dayOf(days, date);
    day[state] += amount;
    day.ordersCount += count;
    totals[state] += amount;
  };

  const kindsOfDay = new Map<string, { kind: FactKind; count: number }[]>();
  for (const kind of FACT_KINDS) {
    const excluded = withoutDisputed(kind, disputed);
    const rows = all<{ day: string; n: number; amount: number }>(
      db,
      `SELECT day, COUNT(*) AS n, ${AMOUNT_SQL[kind]} AS amount FROM order_payout_facts
       WHERE seller_id = ? AND kind = ? AND day BETWEEN ? AND ?${excluded.sql} GROUP BY day`,
      ...(kind === 'held' || kind === 'sent' ? [bp] : []),
      sellerId,
      kind,
      from,
      to,
      ...excluded.params,
    );
    for (const row of rows) {
      add(row.day, stateOf(kind, row.day, today), row.amount, row.n);
      kindsOfDay.set(row.day, [...(kindsOfDay.get(row.day) ?? []), { kind, count: row.n }]);
    }
  }
  const disputedEntries = ruleEntries(db, sellerId, percentage, today, disputed).filter(
    (entry) => entry.payoutId === null && entry.day >= from && entry.day <= to,
  );
  for (const entry of disputedEntries) add(entry.day, entry.state, entry.amountKopecks, 1);

  // The first orders of each day: the first `shown` of each kind, kinds in the order of their
  // states, until they hold `shown` (a later state's orders all come after them).
  const listed: Record<PayoutMarket, number[]> = { wholesale: [], retail: [] };
  for (const [date, kinds] of kindsOfDay) {
    for (const kind of kindsToList(kinds, (k) => PAYOUT_STATES.indexOf(stateOf(k, date, today)), shown)) {
      const excluded = withoutDisputed(kind, disputed);
      const rows = all<{ is_retail: number; order_id: number }>(
        db,
        `SELECT is_retail, order_id FROM order_payout_facts
         WHERE seller_id = ? AND kind = ? AND day = ?${excluded.sql} ORDER BY is_retail, order_id LIMIT ?`,
        sellerId,
        kind,
        date,
        ...excluded.params,
        shown,
      );
      for (const row of rows) listed[row.is_retail === 1 ? 'retail' : 'wholesale'].push(row.order_id);
    }
  }
  const disputedKeys = new Set(disputedEntries.map((entry) => keyOf(entry.market, entry.id)));
  const entries = [
    ...ruleEntries(db, sellerId, percentage, today, listed).filter(
      (entry) => !disputedKeys.has(keyOf(entry.market, entry.id)),
    ),
    ...disputedEntries,
  ];
  for (const entry of entries) days.get(entry.day)?.orders.push(entry);
  const sorted = [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const day of sorted) day.orders = day.orders.sort(compareEntries).slice(0, shown);
  return { days: sorted, totals };
}
