/** 'yyyy-MM-dd' (a Moscow day as the server sends it) → 'dd.MM.yyyy', without time-zone arithmetic. */
export const dayText = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** 'yyyy-MM-dd' → 'dd.MM' (the chart's axis). */
export const shortDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** A share of a base in percent, one decimal with a comma: 42.86 → '42,9 %'; 0 when the base is 0. */
export function percentOf(part: number, base: number): string {
  const value = base > 0 ? Math.round((part * 1000) / base) / 10 : 0;
  return `${value.toFixed(1).replace('.', ',')} %`;
}

export { screenReaderOnly } from '../../../components/a11y/screenReaderOnly';
