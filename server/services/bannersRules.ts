import { checkHttpLink, type HttpLinkProblem } from '../../rules/httpLink.js';
import { moscowDayStartOf } from '../lib/time.js';

/** Banners as data (docs/contract/marketing.md "Banners"): limits and the Russian refusals. */

/** At most this many days in one banner's period. */
export const BANNER_MAX_PERIOD_DAYS = 31;
/** The image's size limit (the uploads' own limit is larger). */
export const BANNER_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const BANNER_LINK_MAX = 500;
export const BANNER_DECLINE_REASON_MAX = 500;
/** Marketing lists: 10 rows by default (docs/contract/marketing.md "Common rules"). */
export const MARKETING_PAGE_SIZE = 10;

/** Banner states that hold their days (with `awaitingPayment` only while the payment page's hold lasts). */
export const BOOKING_STATES = ['awaitingApproval', 'approved'] as const;

export const BannerText = {
  positionNotFound: 'Позиция не найдена',
  bannerNotFound: 'Баннер не найден',
  periodTooLong: `Период: не более ${BANNER_MAX_PERIOD_DAYS} дня`,
  endBeforeStart: 'Дата окончания раньше даты начала',
  outsideCalendar: (first: string, last: string) =>
    `Период должен быть в пределах календаря: с ${first} по ${last}`,
  notADay: (field: string) => `Поле ${field}: дата в формате гггг-ММ-дд`,
  link: 'Ссылка должна начинаться с http:// или https://',
  linkTooLong: `Ссылка длиннее ${BANNER_LINK_MAX} символов`,
  linkSpaces: 'Ссылка не должна содержать пробелы и управляющие символы',
  linkCredentials: 'Ссылка не должна содержать имя пользователя или пароль',
  fileRequired: 'Выберите файл баннера',
  oneFile: 'Можно загрузить только один файл баннера',
  fileTooLarge: 'Файл больше 5 МБ',
  imageSize: (width: number, height: number, needWidth: number, needHeight: number) =>
    `Размер изображения ${width}×${height}, нужен ${needWidth}×${needHeight}`,
  unreadableImage: 'Не удалось прочитать размер изображения',
  booked: (days: readonly string[]) => `Даты заняты: ${days.join(', ')}`,
  notAwaitingDecision: 'Баннер не ожидает решения',
} as const;

/** A strict `yyyy-MM-dd` that names an existing day, else null (an instant is not a day). */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const start = moscowDayStartOf({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
  return start === null ? null : value.trim();
}

const LINK_REFUSALS: Readonly<Record<HttpLinkProblem, string>> = {
  tooLong: BannerText.linkTooLong,
  spaces: BannerText.linkSpaces,
  notHttp: BannerText.link,
  credentials: BannerText.linkCredentials,
};

/**
 * The banner's link (trimmed) as it is stored: the canonical href of an http(s) link with a host,
 * no credentials, no whitespace or control character, at most BANNER_LINK_MAX characters
 * (rules/httpLink.ts, the request form's rule too); else the Russian refusal.
 */
export function parseBannerLink(value: string): { ok: true; link: string } | { ok: false; message: string } {
  const checked = checkHttpLink(value, BANNER_LINK_MAX);
  return checked.ok
    ? { ok: true, link: checked.href }
    : { ok: false, message: LINK_REFUSALS[checked.problem] };
}
