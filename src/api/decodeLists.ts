import { list, num, v, type Schema } from './decode';

/**
 * List readings shared by the products, delivery and reviews decoders (issue 26), on top of
 * src/api/decode.ts: lists whose items need an id, lists that come bare or as `{results}`, and
 * lists of ids that come as numbers or as records.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A list whose items are left out when they carry no readable id (a picker cannot use them). */
export function listWithIds<T extends { id: number | null }>(
  item: Schema<T>,
): Schema<(T & { id: number })[]> {
  return v.pipe(
    list(item),
    v.transform((items) => items.filter((entry): entry is T & { id: number } => entry.id !== null)),
  );
}

/** The items of a reply that is a bare array or a record with `results` (anything else: none). */
export const itemsOf = (data: unknown): unknown[] => {
  if (Array.isArray(data)) return data;
  if (isRecord(data) && Array.isArray(data.results)) return data.results;
  return [];
};

/** A list reply read as an array whether it comes bare, as `{results}` or as null. */
export function arrayOf<T>(item: Schema<T>): Schema<T[]> {
  return v.pipe(v.unknown(), v.transform(itemsOf), list(item));
}

/** arrayOf, leaving out the items without a readable id. */
export function arrayOrResults<T extends { id: number | null }>(
  item: Schema<T>,
): Schema<(T & { id: number })[]> {
  return v.pipe(v.unknown(), v.transform(itemsOf), listWithIds(item));
}

/**
 * Ids written as numbers (`[3, 4]`), numeric text, or records carrying the id under one of
 * `keys` (`[{regionId: 3}]`, `[{id: 3}]`). Unreadable items are left out, duplicates kept once.
 */
export function idList(keys: readonly string[]): Schema<number[]> {
  const idOf = (item: unknown): number | null => {
    if (!isRecord(item)) return v.parse(num, item);
    for (const key of keys) {
      const id = v.parse(num, item[key]);
      if (id !== null) return id;
    }
    return null;
  };
  return v.pipe(
    v.fallback(v.array(v.unknown()), () => []),
    v.transform((items) => [...new Set(items.map(idOf).filter((id): id is number => id !== null))]),
  );
}

/** Whether a value is a record (an object that is not an array). */
export { isRecord };
