/** 'yyyy-MM-dd' (a Moscow day as the server sends it) → 'dd.MM.yyyy', without time-zone arithmetic. */
export const dayText = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** 'yyyy-MM-dd' → 'dd.MM' (the chart's axis). */
export const shortDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** A share of a base in percent, one decimal with a comma: 42.86 → '42,9 %'; 0 when the base is 0. */
export function percentOf(part: number, base: number): string {
  const value = base > 0 ? Math.round((part * 1000) / base) / 10 : 0;
  return `${value.toFixed(1).replace('.', ',')} %`;
}

/** Off screen but read by screen readers: on a box around the charts' tables (a table itself ignores the width and would widen the page on phones). */
export const screenReaderOnly = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
