import { ru } from './ru';
import { makeTranslate } from './translate';

export { ru } from './ru';
export { makeTranslate, interpolate, lookup, type MessageTree } from './translate';

/** Translator for code outside react-admin (public screens, API-layer messages). */
export const t = makeTranslate(ru);
