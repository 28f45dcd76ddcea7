import type { BannerDayPrice, BannerPosition } from '../../contract/index.js';

/** A position as stored: every field, our additions included (the wire type marks those optional). */
export type StoredPosition = Required<BannerPosition>;
import type { Db } from '../db/query.js';
import { all, one, placeholders } from '../db/query.js';
import { iso } from '../lib/time.js';
import { calendarDays, rulePrice } from './bannersPricing.js';
import { BOOKING_STATES } from './bannersRules.js';
import { BANNER_PAYMENT_HOLD_MS } from './paymentsRules.js';

/** The banner calendar (docs/contract/marketing.md "Banners"): positions, day prices, booked days. */

interface PositionRow {
  id: number;
  name: string;
  page: string;
  width: number;
  height: number;
  base_price: number;
}

const POSITION_COLUMNS = 'id, name, page, width, height, base_price';

export const toPosition = (row: PositionRow): StoredPosition => ({
  id: row.id,
  name: row.name,
  page: row.page,
  width: row.width,
  height: row.height,
  basePrice: row.base_price,
});

export const bannerPositions = (db: Db): StoredPosition[] =>
  all<PositionRow>(db, `SELECT ${POSITION_COLUMNS} FROM banner_positions ORDER BY id`).map(toPosition);

export function bannerPosition(db: Db, id: number): StoredPosition | null {
  const row = one<PositionRow>(db, `SELECT ${POSITION_COLUMNS} FROM banner_positions WHERE id = ?`, id);
  return row ? toPosition(row) : null;
}

/** The price of each day: its own row when there is one, else the weekend rule. */
export function dayPrices(db: Db, position: StoredPosition, days: readonly string[]): Map<string, number> {
  const own = new Map(
    all<{ day: string; price: number }>(
      db,
      `SELECT day, price FROM banner_position_prices WHERE position_id = ? AND day IN (${placeholders(days)})`,
      position.id,
      ...days,
    ).map((r) => [r.day, r.price]),
  );
  return new Map(days.map((day) => [day, own.get(day) ?? rulePrice(position.basePrice, day)]));
}

/**
 * The days among `days` that a banner of the position holds: awaiting approval or approved, or
 * awaiting payment and created within the payment page's hold.
 */
export function bookedDays(db: Db, positionId: number, days: readonly string[], now: number): Set<string> {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return new Set();
  const holders = all<{ date_from: string; date_to: string }>(
    db,
    `SELECT date_from, date_to FROM banners
     WHERE position_id = ? AND date_from <= ? AND date_to >= ?
       AND (state IN (${placeholders(BOOKING_STATES)}) OR (state = 'awaitingPayment' AND created_at > ?))`,
    positionId,
    last,
    first,
    ...BOOKING_STATES,
    iso(now - BANNER_PAYMENT_HOLD_MS),
  );
  return new Set(days.filter((day) => holders.some((b) => b.date_from <= day && day <= b.date_to)));
}

/** `GetBannerPricesWithDate`: Moscow today and the next 89 days. */
export function bannerCalendar(db: Db, position: StoredPosition, now: number): BannerDayPrice[] {
  const days = calendarDays(now);
  const prices = dayPrices(db, position, days);
  const booked = bookedDays(db, position.id, days, now);
  return days.map((date) => ({ date, price: prices.get(date) ?? 0, isBooked: booked.has(date) }));
}
