import * as v from 'valibot';

/**
 * Decoding replies at the wire boundary (README "Wire types and decoded types"). A reply is
 * untrusted: a server that honours the specification may leave out every field of our own, send a
 * number as text or `null` for a list. Each api function hands `request()` a decoder that turns
 * `data` into the decoded type its screens use, with defaults filled, so a screen never meets
 * `undefined` where its type promised a value.
 *
 * The field schemas below never fail: a wrong or missing value becomes the field's default. A
 * schema built only from them is total, so decoding fails only when a caller's own schema says so.
 */

/** Turns the `data` of a status-1 reply into what the screens use. */
export type Decoder<T> = (data: unknown) => T;

/** A schema whose input is anything (what the wire carries) and whose output is `T`. */
export type Schema<T> = v.GenericSchema<unknown, T>;

/** The decoded type a schema gives. */
export type Decoded<S extends v.GenericSchema> = v.InferOutput<S>;

/** A reply whose `data` does not fit its decoder at all (not a field: the whole shape). */
export class DecodeError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`reply not readable: ${issues.join('; ')}`);
    this.name = 'DecodeError';
  }
}

/** The decoder of a schema: its output, or DecodeError when the shape cannot be read. */
export function decoder<T>(schema: Schema<T>): Decoder<T> {
  return (data) => {
    const result = v.safeParse(schema, data);
    if (result.success) return result.output;
    throw new DecodeError(
      result.issues.map((issue) => `${v.getDotPath(issue) ?? '(data)'}: ${issue.message}`),
    );
  };
}

/** Replies whose data the caller does not read (actions answering `true`, `null` or an id). */
export const ignoreData: Decoder<void> = () => undefined;

const numberFromWire = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number), v.number(), v.finite()),
]);

const textFromWire = v.union([v.string(), v.pipe(v.union([v.number(), v.boolean()]), v.transform(String))]);

const booleanFromWire = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false', 'True', 'False']),
    v.transform((value) => value.toLowerCase() === 'true'),
  ),
]);

/** Text, or `null` when missing or not text (a number is kept as its digits). */
export const text = v.fallback(v.nullable(textFromWire), null);

/** Text with a default for a missing value (an empty string for names a screen joins, for example). */
export const textOr = (value: string) => v.fallback(textFromWire, value);

/** A number (numeric text is read too), or `null` when missing or not a finite number. */
export const num = v.fallback(v.nullable(numberFromWire), null);

/** A number with a default for a missing value (counts: 0, page counts: 1). */
export const numOr = (value: number) => v.fallback(numberFromWire, value);

/** `true` / `false` (also as text); a missing or unreadable flag is `false`. */
export const flag = v.fallback(booleanFromWire, false);

/** A flag whose absence means something else than `false` (unknown: `null`). */
export const maybeFlag = v.fallback(v.nullable(booleanFromWire), null);

/** One of the given values (status ids, type ids), or `null` for anything else. */
export const oneOf = <const T extends readonly (string | number)[]>(values: T) =>
  v.fallback(
    v.nullable(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.check((x) => (values as readonly (string | number)[]).includes(x)),
        v.transform((x) => x as T[number]),
      ),
    ),
    null,
  );

/**
 * A number that must be there (an id): a record without it is unreadable, so `list()` leaves it
 * out. Not `v.pipe(num, …)`: a pipe keeps its first schema's fallback, and a record fills a
 * missing key with that fallback without running the rest of the pipe.
 */
export const requiredNum = v.pipe(
  v.unknown(),
  v.transform((value) => v.parse(num, value)),
  v.number(),
);

/**
 * A list: a missing or non-array value is `[]`, and an item its schema cannot read (a `null` in a
 * list of records, a number in a list of names) is left out rather than failing the whole list.
 */
export function list<T>(item: Schema<T>): Schema<T[]> {
  return v.pipe(
    v.fallback(v.array(v.unknown()), () => []),
    v.transform((items) =>
      items.flatMap((value) => {
        const result = v.safeParse(item, value);
        return result.success ? [result.output] : [];
      }),
    ),
  );
}

type Entries = v.ObjectEntries;

/**
 * A record whose fields all have defaults: a missing or non-object value decodes as `{}` would,
 * so every field gets its default. Keys not named are dropped.
 */
export function record<E extends Entries>(entries: E) {
  const schema = v.object(entries);
  return v.fallback(schema, () => v.parse(schema, {}));
}

/** A record that may be absent: `null` when missing or not a record (a list is not a record). */
export function maybeRecord<E extends Entries>(entries: E) {
  const notList = v.pipe(
    v.unknown(),
    v.transform((value) => (Array.isArray(value) ? null : value)),
  );
  return v.fallback(v.pipe(notList, v.nullable(v.object(entries))), null);
}

/** The common paged reply: `results`, `pageCount` (1 when missing) and `rowCount` (null when missing). */
export function paged<T>(item: Schema<T>) {
  return record({ results: list(item), pageCount: numOr(1), rowCount: num });
}

/** A paged reply as decoded. */
export interface Paged<T> {
  results: T[];
  pageCount: number;
  rowCount: number | null;
}

/**
 * The first readable of several spellings of one field (the spec's `userName` and our
 * `authorName`, a flat `buyerName` and a nested `buyer.name`): `pick(['a', 'b'], text)` reads the
 * record's `a`, else `b`, else the schema's default. Use it inside `v.pipe(v.looseObject(...),
 * v.transform(...))`, or through `spellings` below.
 */
export function firstOf<T>(source: Record<string, unknown>, keys: readonly string[], schema: Schema<T>): T {
  for (const key of keys) {
    const value = source[key];
    if (value === undefined || value === null) continue;
    const result = v.safeParse(schema, value);
    if (result.success && result.output !== null) return result.output;
  }
  return v.parse(schema, undefined);
}

/**
 * A record whose fields may come under several spellings or paths: each output field names the
 * paths to try in order (`'buyer.name'` reads a nested field) and the schema of its value.
 */
export function spellings<F extends Record<string, readonly [readonly string[], Schema<unknown>]>>(
  fields: F,
) {
  type Out = { [K in keyof F]: v.InferOutput<F[K][1]> };
  const read = (source: unknown): Out => {
    const root = source !== null && typeof source === 'object' ? (source as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [name, [paths, schema]] of Object.entries(fields)) {
      out[name] = firstOf(flatten(root, paths), paths, schema);
    }
    return out as Out;
  };
  // The fallback makes a missing key (as a field of a record) read as an empty record, not an issue.
  return v.fallback(v.pipe(v.unknown(), v.transform(read)), () => read(undefined));
}

/** The values at the given dotted paths of a record, keyed by the path. */
function flatten(root: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const path of paths) {
    let value: unknown = root;
    for (const part of path.split('.')) {
      value =
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    }
    values[path] = value;
  }
  return values;
}

export { v };
