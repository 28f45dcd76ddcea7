import type { PayoutMarketName, PayoutStateName } from '../../contract';
import { decoder, list, num, oneOf, paged, record, text, type Decoded } from './decode';

/**
 * The payout replies (docs/contract/payouts.md "Client readers"): every field may be missing (it
 * shows '----'), an unknown state or market reads as null, a reply that is not a record is an
 * empty schedule or page.
 */

export const PAYOUT_STATE_NAMES = [
  'held',
  'released',
  'paid',
  'refunded',
] as const satisfies readonly PayoutStateName[];
const MARKETS = ['wholesale', 'retail'] as const satisfies readonly PayoutMarketName[];

const figures = { held: num, released: num, paid: num, refunded: num };

export const payoutScheduleOrder = record({
  market: oneOf(MARKETS),
  orderId: num,
  number: text,
  state: oneOf(PAYOUT_STATE_NAMES),
  amount: num,
  releaseDate: text,
  payoutId: num,
});
export type PayoutScheduleOrder = Decoded<typeof payoutScheduleOrder>;

// `ordersCount` is ours and may be missing: then `orders` is every order of the day.
export const payoutScheduleDay = record({
  date: text,
  ...figures,
  orders: list(payoutScheduleOrder),
  ordersCount: num,
});
export type PayoutScheduleDay = Decoded<typeof payoutScheduleDay>;

export const payoutSchedule = record({
  dateFrom: text,
  dateTo: text,
  holdDays: num,
  totals: record(figures),
  days: list(payoutScheduleDay),
});
export type PayoutSchedule = Decoded<typeof payoutSchedule>;
export type PayoutFigures = PayoutSchedule['totals'];
export const decodePayoutSchedule = decoder(payoutSchedule);

export const payoutRecord = record({
  id: num,
  paidAt: text,
  amount: num,
  ordersCount: num,
  orders: list(record({ market: oneOf(MARKETS), orderId: num, number: text, amount: num })),
});
export type PayoutRecord = Decoded<typeof payoutRecord>;

export const payoutPage = paged(payoutRecord);
export type PayoutPage = Decoded<typeof payoutPage>;
export const decodePayoutPage = decoder(payoutPage);
