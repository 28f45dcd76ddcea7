import type { TranslateFunction } from 'react-admin';
import { countdownOf, parseInstant } from '../../../rules';

/**
 * 'осталось 2 ч 15 мин' / 'просрочено на 1 ч 5 мин' (texts in src/i18n/ru/workQueue.ts): at
 * most two units, the largest first; null without a readable due time.
 */
export function countdownText(
  translate: TranslateFunction,
  dueAt: string | null,
  now: number,
): { text: string; late: boolean } | null {
  const due = dueAt === null ? null : parseInstant(dueAt);
  if (due === null) return null;
  const { late, days, hours, minutes } = countdownOf(due, now);
  const units = [
    days > 0 ? translate('workQueue.countdown.days', { count: days }) : null,
    hours > 0 ? translate('workQueue.countdown.hours', { count: hours }) : null,
    minutes > 0 ? translate('workQueue.countdown.minutes', { count: minutes }) : null,
  ].filter((unit): unit is string => unit !== null);
  const time =
    units.length > 0 ? units.slice(0, 2).join(' ') : translate('workQueue.countdown.lessThanMinute');
  return { text: translate(late ? 'workQueue.countdown.late' : 'workQueue.countdown.left', { time }), late };
}
