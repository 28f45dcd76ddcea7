/**
 * Drafts: typed form values kept in `sessionStorage` so that they survive the reload that
 * follows a session refresh (src/api/http.ts reloads the app at its root).
 */

export const DRAFT_PREFIX = 'draft:';

/** Marks a stored Date (`{ [DATE_TAG]: iso }`) so it can be revived without a `revive` option. */
const DATE_TAG = '$date';

export interface DraftOptions<T> {
  /** What to store (e.g. without `File` fields, or one field alone); the rest comes from `initial`. */
  persist?: (value: T) => unknown;
  /** Turns the parsed stored data into a value; return undefined to reject it (use `initial`). */
  revive?: (stored: unknown, initial: T) => T | undefined;
}

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** JSON with Dates kept as tagged ISO strings. */
function encode(value: unknown): unknown {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : { [DATE_TAG]: value.toISOString() };
  if (Array.isArray(value)) return value.map(encode);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
  }
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === DATE_TAG && typeof record[DATE_TAG] === 'string') {
      const date = new Date(record[DATE_TAG]);
      return Number.isNaN(date.getTime()) ? undefined : date;
    }
    return Object.fromEntries(keys.map((key) => [key, decode(record[key])]));
  }
  return value;
}

const kindOf = (value: unknown): string =>
  value === null ? 'null' : value instanceof Date ? 'date' : Array.isArray(value) ? 'array' : typeof value;

/** A stored field fits when it has the kind of the initial one (null stands for "any kind or null"). */
const fits = (stored: unknown, initial: unknown): boolean => {
  if (stored === null || initial === null) return true;
  return kindOf(stored) === kindOf(initial);
};

/**
 * The default reviver: the stored data must have the shape of `initial` (same kind; for an object,
 * known keys of fitting kinds), else it is rejected. Stored object fields are merged over `initial`.
 */
export function reviveLike<T>(stored: unknown, initial: T): T | undefined {
  if (!fits(stored, initial)) return undefined;
  if (kindOf(initial) !== 'object' || kindOf(stored) !== 'object') return stored as T;
  const base = initial as Record<string, unknown>;
  const entries = Object.entries(stored as Record<string, unknown>);
  if (entries.some(([key, item]) => !(key in base) || !fits(item, base[key]))) return undefined;
  return { ...base, ...Object.fromEntries(entries) } as T;
}

/**
 * A reviver for values whose `keys` hold a Date or null: like `reviveLike`, and those fields must
 * come back as Dates (or null), else the draft is rejected.
 */
export function reviveWithDates<T extends object>(...keys: readonly (keyof T & string)[]) {
  return (stored: unknown, initial: T): T | undefined => {
    const value = reviveLike(stored, initial);
    if (value === undefined) return undefined;
    const record = value as Record<string, unknown>;
    return keys.every((key) => record[key] === null || record[key] instanceof Date) ? value : undefined;
  };
}

/** Reads a draft (or `initial` when there is none or it does not fit). */
export function readDraft<T>(key: string | null, initial: T, options: DraftOptions<T> = {}): T {
  const store = key === null ? null : storage();
  if (!store || key === null) return initial;
  try {
    const raw = store.getItem(DRAFT_PREFIX + key);
    if (raw === null) return initial;
    const stored = decode(JSON.parse(raw));
    const value = (options.revive ?? reviveLike)(stored, initial);
    return value === undefined ? initial : value;
  } catch {
    return initial;
  }
}

/** Stores a draft (only the `persist` part of it, when given). */
export function writeDraft<T>(key: string | null, value: T, options: DraftOptions<T> = {}): void {
  const store = key === null ? null : storage();
  if (!store || key === null) return;
  try {
    store.setItem(
      DRAFT_PREFIX + key,
      JSON.stringify(encode(options.persist ? options.persist(value) : value)),
    );
  } catch {
    // Quota or private mode: the draft is only a convenience.
  }
}

/** Forgets a draft. */
export function clearDraft(key: string | null | undefined): void {
  const store = key ? storage() : null;
  if (!store || !key) return;
  try {
    store.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Nothing to forget.
  }
}

/**
 * The draft of a form that keeps one field only, stored bare (as the drafts of these forms have
 * always been: `"typed reason"`, not `{"reason": ...}`); `reviveField` checks the stored value.
 */
export function fieldDraft<T extends object, K extends keyof T & string>(
  field: K,
  reviveField: (stored: unknown, initial: T[K]) => T[K] | undefined = reviveLike,
): DraftOptions<T> {
  return {
    persist: (value) => value[field],
    revive: (stored, initial) => {
      const value = reviveField(stored, initial[field]);
      return value === undefined ? undefined : { ...initial, [field]: value };
    },
  };
}
