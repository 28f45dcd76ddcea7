import { FieldText, fieldError } from './settingsRules.js';

/**
 * Reads the fields of an edited model, trimming texts and remembering the first problem as
 * `Field '<path>': <Russian text>` (docs/contract/settings.md "Field rules").
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEXT_MAX = 300;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `+` and 10..15 digits after removing spaces, brackets and hyphens; null when it is no phone.
 * Without the `+`, a Russian number written '8 912 …' or with 10 digits gains its 7 (as orders.md).
 */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s()-]/g, '');
  if (compact.startsWith('+')) return /^\+\d{10,15}$/.test(compact) ? compact : null;
  if (/^\d{10}$/.test(compact)) return `+7${compact}`;
  if (/^8\d{10}$/.test(compact)) return `+7${compact.slice(1)}`;
  return /^\d{11,15}$/.test(compact) ? `+${compact}` : null;
}

export class ModelFields {
  error: string | null = null;

  constructor(
    private readonly model: Record<string, unknown>,
    private readonly path: string,
  ) {}

  private name(field: string): string {
    return this.path ? `${this.path}.${field}` : field;
  }

  fail(field: string, message: string): null {
    this.error ??= fieldError(this.name(field), message);
    return null;
  }

  /** A trimmed text; '' and null are absent (null, or 'Обязательное поле' when required). */
  text(field: string, required: boolean, max = TEXT_MAX): string | null {
    const value = this.model[field];
    if (value !== null && value !== undefined && typeof value !== 'string') {
      return this.fail(field, FieldText.invalid);
    }
    const text = (value ?? '').trim();
    if (text === '') return required ? this.fail(field, FieldText.required) : null;
    if (text.length > max) return this.fail(field, FieldText.tooLong(max));
    return text;
  }

  /** Text that must match `pattern` when present. */
  matching(field: string, required: boolean, pattern: RegExp, message: string): string | null {
    const text = this.text(field, required);
    if (text !== null && !pattern.test(text)) return this.fail(field, message);
    return text;
  }

  email(field: string, required: boolean): string | null {
    return this.matching(field, required, EMAIL, FieldText.email);
  }

  /** A phone as `+digits`; with `spaceWhenEmpty` an empty one is the single space of spec section 5. */
  phone(field: string, required: boolean, spaceWhenEmpty = false): string | null {
    const text = this.text(field, required, 40);
    if (text === null) return spaceWhenEmpty && this.error === null ? ' ' : null;
    const phone = normalizePhone(text);
    return phone ?? this.fail(field, FieldText.phone);
  }

  integer(field: string, allowed: readonly number[]): number | null {
    const value = this.model[field];
    if (value === null || value === undefined || value === '') return this.fail(field, FieldText.required);
    if (typeof value !== 'number' || !allowed.includes(value)) return this.fail(field, FieldText.invalid);
    return value;
  }

  number(field: string, min: number, max: number): number | null {
    const value = this.model[field];
    if (value === null || value === undefined || value === '') return this.fail(field, FieldText.required);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      return this.fail(field, FieldText.invalid);
    }
    return value;
  }

  /** An item id: 0 for a new record, else one of `known`. */
  recordId(field: string, known: ReadonlySet<number>): number | null {
    const value = this.model[field] ?? 0;
    if (typeof value !== 'number' || !Number.isInteger(value)) return this.fail(field, FieldText.invalid);
    if (value !== 0 && !known.has(value)) return this.fail(field, FieldText.unknownRecord);
    return value;
  }
}
