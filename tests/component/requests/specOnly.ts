import type { Handler } from '../orders/ordersHarness';
import { specVocabulary } from '../../../server/specOnly/vocabulary';

const vocabulary = specVocabulary('Market');

/**
 * A reply as a server that honours only the specification sends it: every key the specification
 * does not name is dropped, at any depth (what `SPEC_ONLY=1` does, server/specOnly).
 */
export function specOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(specOnly);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => vocabulary.has(key))
      .map(([key, item]) => [key, specOnly(item)]),
  );
}

/** Replies that are not what their call promises. */
export const GARBAGE: readonly unknown[] = [null, undefined, 'текст', 42, true, [1], [null], {}];

/** The handlers with each reply cut down to the specification's fields. */
export const specOnlyReplies = (handlers: Record<string, Handler>): Record<string, Handler> =>
  Object.fromEntries(
    Object.entries(handlers).map(([path, handler]) => [path, (call) => specOnly(handler(call))]),
  );

/** What a page may never show: a value that was missing, a number that was not, an unfilled `%{}`. */
export const BROKEN_TEXT = /undefined|NaN|null|%\{/;

/** The page's text, for `BROKEN_TEXT`. */
export const pageText = (): string => document.body.textContent ?? '';
