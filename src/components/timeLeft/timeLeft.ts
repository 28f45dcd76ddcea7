import { isValid, parseISO } from 'date-fns';
import { t } from '../../i18n';

/**
 * The time left until a deadline (tender proposals, order requests), in Russian: 'осталось 2 дня
 * 5 ч', 'осталось 45 мин', 'срок истёк'. Pure: the caller gives the clock.
 */

/** 'normal'; 'warning' under a day; 'expired' once the deadline has passed. */
export type TimeLeftUrgency = 'normal' | 'warning' | 'expired';

export interface TimeLeft {
  text: string;
  urgency: TimeLeftUrgency;
  /** How soon the text may change: a minute, a second under an hour; null once expired or unknown. */
  refreshMs: number | null;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const instantOf = (deadline: string | Date | null | undefined): Date | null => {
  if (deadline === null || deadline === undefined || deadline === '') return null;
  const date = deadline instanceof Date ? deadline : parseISO(deadline);
  return isValid(date) ? date : null;
};

function phrase(leftMs: number): string {
  const days = Math.floor(leftMs / DAY);
  const hours = Math.floor((leftMs % DAY) / HOUR);
  const minutes = Math.floor((leftMs % HOUR) / MINUTE);
  if (days > 0) {
    return hours > 0
      ? t('tenders.timeLeft.daysHours', { smart_count: days, hours })
      : t('tenders.timeLeft.days', { smart_count: days });
  }
  if (hours > 0) {
    return minutes > 0
      ? t('tenders.timeLeft.hoursMinutes', { hours, minutes })
      : t('tenders.timeLeft.hours', { hours });
  }
  return minutes > 0 ? t('tenders.timeLeft.minutes', { minutes }) : t('tenders.timeLeft.lessThanMinute');
}

/** The time left from `now` until `deadline`; a missing or unreadable deadline reads '----'. */
export function timeLeft(now: Date, deadline: string | Date | null | undefined): TimeLeft {
  const end = instantOf(deadline);
  if (end === null) return { text: t('common.money.missing'), urgency: 'normal', refreshMs: null };
  const leftMs = end.getTime() - now.getTime();
  if (leftMs <= 0) return { text: t('tenders.timeLeft.expired'), urgency: 'expired', refreshMs: null };
  return {
    text: phrase(leftMs),
    urgency: leftMs < DAY ? 'warning' : 'normal',
    refreshMs: leftMs < HOUR ? SECOND : MINUTE,
  };
}
