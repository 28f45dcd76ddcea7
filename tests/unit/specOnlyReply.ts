import { onlySpecFields } from '../../server/specOnly/index.js';
import { specVocabulary } from '../../server/specOnly/vocabulary.js';

/** A reply as the spec-only server sends it: only the keys the specification names, at any depth. */
export const specOnly = (data: unknown): unknown => onlySpecFields(data, specVocabulary('Market'));

/** Replies a lenient decoder must read without throwing. */
export const GARBAGE: readonly unknown[] = [
  null,
  undefined,
  'text',
  7,
  true,
  [1],
  [null, 'x'],
  {},
  { results: 'x' },
];
