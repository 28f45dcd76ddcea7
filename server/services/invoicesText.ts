import { moscowCalendarDay } from '../lib/time.js';

/** How Russian documents write dates, sums, names and quantities. */

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** '11 ноября 2026 г.': a calendar day (month 1-12) as documents write dates. */
export function calendarDayText(year: number, month: number, day: number): string {
  return `${day} ${MONTHS_GENITIVE[month - 1] ?? ''} ${year} г.`;
}

/** '11 ноября 2026 г.': the Moscow day of an instant, as documents write dates. */
export function documentDate(isoDate: string): string {
  const { year, month, day } = moscowCalendarDay(Date.parse(isoDate));
  return calendarDayText(year, month, day);
}

const NBSP = '\u00a0';

/** Kopecks as '12 345,67' (groups split by non-breaking spaces). */
export function formatKopecks(kop: number): string {
  const sign = kop < 0 ? '-' : '';
  const abs = Math.abs(kop);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** 'Петров Игорь Владимирович' -> 'Петров И. В.' (signature lines). */
export function shortName(fullName: string | null): string {
  if (!fullName) return '';
  const [last = '', ...rest] = fullName.trim().split(/\s+/);
  return [last, ...rest.map((part) => `${part.charAt(0)}.`)].join(' ');
}

export const quantityText = (quantity: number): string => String(quantity).replace('.', ',');

export const joined = (parts: readonly (string | null | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(', ');
