import { basisPoints, basisPointsOfKopecks } from './money.js';
import { addDaysToDay, MOSCOW_OFFSET_MS, parseDayKey } from './moscowTime.js';
import { SafeDealStatus } from './statuses.js';

/**
 * The payout schedule of the safe-deal orders (docs/contract/payouts.md), in whole kopecks and
 * Moscow days. Pure: the server builds the schedule, the export and the console's payout from it.
 *
 * - An order's money is **held** while its safe deal is reserved (1, also while a dispute is open):
 *   on the Moscow day the buyer's money came in.
 * - Once the order is sent (safe deal 2) the money is held for `PAYOUT_HOLD_DAYS` more days from the
 *   Moscow day it was first sent, and **released** on the day after them (its release day); until
 *   that day it is held, shown on its release day.
 * - Released money is **paid** by the marketplace's payout (the console's 'Выплатить'), which
 *   takes every released order of the seller at that moment; a paid order is shown on the Moscow
 *   day of its payout with the amount paid, whatever happens to the order afterwards.
 * - A refund (safe deal 3) is the buyer's whole total, **refunded**, on the day of the refund.
 * - Unpaid orders (safe deal 4) have no money in the deal and no place in the schedule.
 * The seller's amount is the finance pages' payment: total − commission (`percentOfKopecks`).
 */

/** Days the money of a sent order stays held after the day it was sent. */
export const PAYOUT_HOLD_DAYS = 7;

/** The states of money, in the order the schedule shows them. */
export const PAYOUT_STATES = ['held', 'released', 'paid', 'refunded'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export type PayoutMarket = 'wholesale' | 'retail';

/**
 * The orders a day of the page's schedule, or a payout of its history, lists (the figures and counts
 * cover them all; the export lists every order).
 */
export const PAYOUT_ORDERS_SHOWN = 10;

/** The longest period the schedule and its export take, in days. */
export const PAYOUT_MAX_PERIOD_DAYS = 366;

/** One order as the schedule reads it. Instants are ISO texts (UTC), as the database stores them. */
export interface PayoutOrder {
  market: PayoutMarket;
  id: number;
  /** The order number the order screens show. */
  number: string;
  totalKopecks: number;
  /** The seller's commission percentage. */
  percentage: number;
  /** 1..4, or null for a status without a safe deal. */
  safeDeal: number | null;
  /** When the buyer's money came in (paid), else the creation. */
  reservedAt: string;
  /** The first time the order entered a safe-deal-2 status, if ever. */
  sentAt: string | null;
  /** The last time the order entered its refund status, if ever. */
  refundedAt: string | null;
  /** The payout that paid the order, if any. */
  payout: { id: number; paidAt: string; amountKopecks: number } | null;
}

/** Where an order's money stands, and on which Moscow day the schedule shows it. */
export interface PayoutEntry {
  market: PayoutMarket;
  id: number;
  number: string;
  state: PayoutState;
  /** `yyyy-MM-dd`, a Moscow day. */
  day: string;
  amountKopecks: number;
  /** The release day of a sent order (`yyyy-MM-dd`), else null. */
  releaseDay: string | null;
  payoutId: number | null;
}

export type PayoutTotals = Record<PayoutState, number>;

export interface PayoutDay extends PayoutTotals {
  day: string;
  orders: PayoutEntry[];
}

export interface PayoutSchedule {
  days: PayoutDay[];
  totals: PayoutTotals;
}

const DAY_MS = 86_400_000;

/**
 * `yyyy-MM-dd` of the Moscow day `days` after the one containing the instant `ms` (Moscow has no
 * daylight saving: the fixed offset of rules/moscowTime.ts, so whole days are whole 24 hours).
 * Native and fast: the schedule computes it for every order.
 */
const moscowDayAfter = (ms: number, days: number): string =>
  new Date(ms + MOSCOW_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

const dayOfIso = (text: string): string => moscowDayAfter(Date.parse(text), 0);

/**
 * The seller's part of an order total at `bp` hundredths of a percent of commission (1250 for
 * 12.5 %): total − commission, in kopecks. The server's SQL calls it as `seller_part(kopecks, bp)`.
 */
export const sellerPartAtBasisPoints = (totalKopecks: number, bp: number): number =>
  totalKopecks - basisPointsOfKopecks(totalKopecks, bp);

/** The seller's part of an order total: total − commission, in kopecks. */
export const sellerPartKopecks = (totalKopecks: number, percentage: number): number =>
  sellerPartAtBasisPoints(totalKopecks, basisPoints(percentage));

/** The Moscow day the money of an order sent at `sentAt` is released. */
export const releaseDayOf = (sentAt: string): string => moscowDayAfter(Date.parse(sentAt), PAYOUT_HOLD_DAYS);

/** Where one order's money stands on the Moscow day `today`; null when the order has none in the deal. */
export function payoutEntry(order: PayoutOrder, today: string): PayoutEntry | null {
  const base = { market: order.market, id: order.id, number: order.number };
  if (order.payout) {
    return {
      ...base,
      state: 'paid',
      day: dayOfIso(order.payout.paidAt),
      amountKopecks: order.payout.amountKopecks,
      releaseDay: order.sentAt ? releaseDayOf(order.sentAt) : null,
      payoutId: order.payout.id,
    };
  }
  const part = sellerPartKopecks(order.totalKopecks, order.percentage);
  switch (order.safeDeal) {
    case SafeDealStatus.Reserved:
      return {
        ...base,
        state: 'held',
        day: dayOfIso(order.reservedAt),
        amountKopecks: part,
        releaseDay: null,
        payoutId: null,
      };
    case SafeDealStatus.Sent: {
      const releaseDay = releaseDayOf(order.sentAt ?? order.reservedAt);
      return {
        ...base,
        state: releaseDay <= today ? 'released' : 'held',
        day: releaseDay,
        amountKopecks: part,
        releaseDay,
        payoutId: null,
      };
    }
    case SafeDealStatus.ReturnIssued:
      return {
        ...base,
        state: 'refunded',
        day: dayOfIso(order.refundedAt ?? order.reservedAt),
        amountKopecks: order.totalKopecks,
        releaseDay: null,
        payoutId: null,
      };
    default:
      return null;
  }
}

export const emptyPayoutTotals = (): PayoutTotals => ({ held: 0, released: 0, paid: 0, refunded: 0 });

const stateRank = (state: PayoutState): number => PAYOUT_STATES.indexOf(state);
const marketRank = (market: PayoutMarket): number => (market === 'wholesale' ? 0 : 1);

/** Entries in the order of a day: by state, then market (wholesale first), then order id. */
export const compareEntries = (a: PayoutEntry, b: PayoutEntry): number =>
  stateRank(a.state) - stateRank(b.state) || marketRank(a.market) - marketRank(b.market) || a.id - b.id;

/**
 * The schedule of the Moscow days `from`..`to` (inclusive, `yyyy-MM-dd`; null = open): a day for
 * each day with money, ascending, its sums by state, and the totals of the period (the exact sums
 * of the days).
 */
export function payoutSchedule(
  entries: readonly PayoutEntry[],
  from: string | null,
  to: string | null,
): PayoutSchedule {
  const byDay = new Map<string, PayoutDay>();
  const totals = emptyPayoutTotals();
  for (const entry of entries) {
    if ((from !== null && entry.day < from) || (to !== null && entry.day > to)) continue;
    let day = byDay.get(entry.day);
    if (!day) {
      day = { day: entry.day, ...emptyPayoutTotals(), orders: [] };
      byDay.set(entry.day, day);
    }
    day[entry.state] += entry.amountKopecks;
    totals[entry.state] += entry.amountKopecks;
    day.orders.push(entry);
  }
  const days = [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const day of days) day.orders.sort(compareEntries);
  return { days, totals };
}

/** The orders a payout made on `today` takes: every released one, and their sum. */
export function releasedForPayout(entries: readonly PayoutEntry[]): {
  entries: PayoutEntry[];
  amountKopecks: number;
} {
  const released = entries.filter((entry) => entry.state === 'released').sort(compareEntries);
  return { entries: released, amountKopecks: released.reduce((sum, entry) => sum + entry.amountKopecks, 0) };
}

/** Why a period is refused, or null when the schedule takes it (`yyyy-MM-dd` days, both inclusive). */
export type PayoutPeriodProblem = 'dateFrom' | 'dateTo' | 'order' | 'tooLong';

export function payoutPeriodProblem(from: string, to: string): PayoutPeriodProblem | null {
  if (!parseDayKey(from) || from.trim() !== from) return 'dateFrom';
  if (!parseDayKey(to) || to.trim() !== to) return 'dateTo';
  if (from > to) return 'order';
  const last = addDaysToDay(from, PAYOUT_MAX_PERIOD_DAYS - 1);
  return last !== null && to > last ? 'tooLong' : null;
}
