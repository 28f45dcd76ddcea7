import { formatDate, type DateInput } from '../components/format';
import { t } from '../i18n';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** 'только что', 'N мин. назад', 'N ч. назад' within a day; else the date and time. */
export function relativeTime(value: DateInput, now: number = Date.now()): string {
  const at = typeof value === 'string' ? Date.parse(value) : value instanceof Date ? value.getTime() : value;
  if (typeof at !== 'number' || !Number.isFinite(at)) return formatDate(value);
  const elapsed = now - at;
  // A clock a little ahead of the server still reads as just now.
  if (elapsed < -MINUTE_MS || elapsed >= 24 * HOUR_MS) return formatDate(value);
  if (elapsed < MINUTE_MS) return t('notifications.time.justNow');
  if (elapsed < HOUR_MS)
    return t('notifications.time.minutesAgo', { smart_count: Math.floor(elapsed / MINUTE_MS) });
  return t('notifications.time.hoursAgo', { smart_count: Math.floor(elapsed / HOUR_MS) });
}
