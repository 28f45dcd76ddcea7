import { round2 } from './ordersCommon.js';

/** Rounding and shares of docs/contract/analytics.md "Numbers". */
export const money = round2;
export const round1 = (value: number): number => Math.round(value * 10) / 10;
/** part / whole in percent, one decimal; 0 when whole is 0. */
export const share = (part: number, whole: number): number => (whole > 0 ? round1((part * 100) / whole) : 0);
/** Mean hours from a sum of seconds, one decimal; null when count is 0. */
export const meanHours = (seconds: number, count: number): number | null =>
  count > 0 ? round1(seconds / count / 3600) : null;
