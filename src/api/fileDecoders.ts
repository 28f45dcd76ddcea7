import { num, textOr, v } from './decode';

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

/** A record id: a finite number (or numeric text); anything else fails, so a list leaves the row out. */
export const wireId = v.pipe(
  num,
  v.transform((id) => id ?? Number.NaN),
  v.number(),
);
