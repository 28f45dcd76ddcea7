/**
 * Global search (docs/contract/search.md): the query's limits and the number rule, shared by the
 * server (what it matches) and the client (when it asks at all).
 */

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 10;

/** The query as it is matched: trimmed, inner runs of spaces made one, lower case in every alphabet. */
export const normaliseSearchQuery = (query: string): string =>
  query.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether a (normalised) query is long enough to be sent and matched. */
export const isSearchable = (query: string): boolean =>
  normaliseSearchQuery(query).length >= SEARCH_MIN_LENGTH;

/**
 * The digits of a query that names a number ('12', '№ 12', '#12'), else null. Leading zeros
 * are kept: '012' names no record number.
 */
export function searchedNumber(query: string): string | null {
  const digits = query.replace(/^[№#]\s*/, '');
  return /^\d{1,15}$/.test(digits) ? digits : null;
}

/**
 * The integer ranges whose decimal numbers start with `digits`, up to `max`, shortest numbers
 * first: '12' up to 5,000 gives [12, 12], [120, 129], [1200, 1299]. An index on the number
 * answers each range directly, where a text prefix of a number would read every row.
 */
export function numberPrefixRanges(digits: string, max: number): [number, number][] {
  if (!/^[1-9]\d*$/.test(digits)) return [];
  const ranges: [number, number][] = [];
  const base = Number(digits);
  for (let scale = 1; base * scale <= max && ranges.length < 16; scale *= 10) {
    ranges.push([base * scale, Math.min((base + 1) * scale - 1, max)]);
  }
  return ranges;
}
