import { maybeRecord, num, textOr, v } from './decode';

/**
 * Pieces shared by the settings, buyers and disputes decoders: a stored file and a record id.
 */

const nonEmptyText = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * A stored file: `{url, fileName}` (our server), or a bare URL (a server that sends only the
 * address). An entry without an address cannot be shown and fails, so a list leaves it out.
 */
export const storedFile = v.union([
  v.pipe(
    nonEmptyText,
    v.transform((url) => ({ url, fileName: '' })),
  ),
  v.object({ url: nonEmptyText, fileName: textOr('') }),
]);

/** A stored file or `null` (a document not uploaded, an entry without an address). */
export const maybeStoredFile = v.fallback(v.nullable(storedFile), null);

/**
 * A record id: a finite number (or numeric text); anything else, a missing key too, fails, so a
 * list leaves the row out. (Its root has no fallback: an object takes a root's fallback for a
 * missing key.)
 */
export const wireId = v.pipe(
  v.unknown(),
  v.transform((value) => v.parse(num, value) ?? Number.NaN),
  v.number(),
);

/** Like `maybeRecord`, but a list where a record belongs is `null` too (valibot reads an array as an object). */
export const maybeObject = <E extends v.ObjectEntries>(entries: E) =>
  v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((value) => (Array.isArray(value) ? null : value)),
      maybeRecord(entries),
    ),
    null,
  );
