import { textOr, v } from './decode';

/**
 * A stored file, shared by the settings, buyers and disputes decoders.
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
