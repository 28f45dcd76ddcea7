import { num, v } from './decode';

/**
 * A number that must be there (an id, the value of a bar): an item without it fails, so `list()`
 * leaves the item out. Not `v.pipe(num, v.number())`: a pipe keeps `num`'s fallback, and an object
 * fills a missing key with the fallback without running the pipe.
 */
export const requiredNumber = v.pipe(
  v.unknown(),
  v.transform((value) => v.parse(num, value)),
  v.number(),
);
