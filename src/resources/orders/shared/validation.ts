import { isValid } from 'date-fns';
import { moscowWallClock, type CalendarDay } from '../../../../rules';
import type { KeysUnder, MessageKey } from '../../../i18n/keys';
import { parsePhoneNumber } from '../../../components/format';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, phoneDigitsFor } from '../../../validation/phones';
import { MAX_DAYS_AHEAD, pickedCalendarDay } from './dates';

/**
 * Form rules of the order modals. Each validator answers a message (an i18n key of
 * `orders.validation.*` plus its arguments) or undefined; the forms translate it.
 */

export interface Message {
  key: MessageKey;
  args?: Record<string, string | number>;
}

export type FieldErrors<F extends string> = Partial<Record<F, Message>>;

const msg = (key: KeysUnder<'orders.validation.'>, args?: Record<string, string | number>): Message => ({
  key: `orders.validation.${key}`,
  ...(args ? { args } : {}),
});

export const hasErrors = (errors: Partial<Record<string, Message | undefined>>): boolean =>
  Object.values(errors).some((error) => error !== undefined);

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export function required(value: string | null | undefined): Message | undefined {
  return blank(value) ? msg('required') : undefined;
}

/** Optional text of at most `max` characters. */
export function maxLength(value: string | null | undefined, max: number): Message | undefined {
  return (value ?? '').trim().length > max ? msg('maxLength', { max }) : undefined;
}

export function requiredText(value: string | null | undefined, max: number): Message | undefined {
  return required(value) ?? maxLength(value, max);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = ({ year, month, day }: CalendarDay): number => Date.UTC(year, month - 1, day) / DAY_MS;

export interface DayRule {
  /** First allowed day as days from today: 0 = today, 1 = tomorrow (the future only). */
  minDaysAhead: number;
  maxDaysAhead?: number;
}

/** A picked day: required, a real date, within [today + min, today + max], today being the Moscow day. */
export function validateDay(value: Date | null, rule: DayRule, now: Date = new Date()): Message | undefined {
  if (value === null) return msg('required');
  if (!isValid(value)) return msg('date');
  const offset = dayNumber(pickedCalendarDay(value)) - dayNumber(moscowWallClock(now));
  if (offset < rule.minDaysAhead) {
    if (rule.minDaysAhead > 0) return msg('futureDate');
    return rule.minDaysAhead === 0 ? msg('todayOrLater') : msg('tooOld', { days: -rule.minDaysAhead });
  }
  const max = rule.maxDaysAhead ?? MAX_DAYS_AHEAD;
  if (offset > max) return msg('maxAhead', { days: max });
  return undefined;
}

/** An integer in [min, max] typed as text. */
export function validateInteger(value: string, min: number, max: number): Message | undefined {
  if (blank(value)) return msg('required');
  const text = value.trim();
  const number = Number(text);
  return /^\d+$/.test(text) && number >= min && number <= max ? undefined : msg('integerRange', { min, max });
}

// Phones --------------------------------------------------------------------------------------

export { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, phoneDigitsFor };

/** The national digits of a typed number ('912 345-67-89', '+7 (912) 345-67-89'), or null. */
export const phoneNumberDigits = (prefix: string, number: string): string | null =>
  parsePhoneNumber(prefix, number, phoneDigitsFor(prefix));

/** The full number sent on the wire: the prefix and the national digits ('+79123456789'). */
export const fullPhone = (prefix: string, number: string): string =>
  `${prefix}${phoneNumberDigits(prefix, number) ?? number.replace(/\D/g, '')}`;

/** As many digits as the prefix needs; spaces, brackets, dashes and the country code are allowed. */
export function validatePhone(prefix: string, number: string): Message | undefined {
  if (blank(number)) return msg('required');
  return phoneNumberDigits(prefix, number) === null
    ? msg('phoneDigits', { count: phoneDigitsFor(prefix) })
    : undefined;
}

// Files ----------------------------------------------------------------------------------------

export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

export function validateFiles(files: readonly File[], types: readonly string[]): Message | undefined {
  if (files.length > MAX_FILES) return msg('filesTooMany', { max: MAX_FILES });
  for (const file of files) {
    if (!types.includes(file.type)) {
      return msg('fileType', { name: file.name, types: types.map((t) => TYPE_LABELS[t] ?? t).join(', ') });
    }
    if (file.size > MAX_FILE_BYTES) return msg('fileTooLarge', { name: file.name });
  }
  return undefined;
}

// Address --------------------------------------------------------------------------------------

export const POSTAL_INDEX_PATTERN = /^\d{6}$/;

export function validatePostalIndex(value: string): Message | undefined {
  if (blank(value)) return undefined;
  return POSTAL_INDEX_PATTERN.test(value.trim()) ? undefined : msg('postalIndex');
}

export function requiredId(value: number | null): Message | undefined {
  return value === null || value <= 0 ? msg('required') : undefined;
}
