import type { MessageKey } from './keys';
import { ru } from './ru';
import { makeTranslate } from './translate';

export { ru } from './ru';
export { makeTranslate, interpolate, lookup, type MessageTree } from './translate';
export { choosePluralForm, russianPluralForm, PLURAL_DELIMITER } from './plural';
export {
  idKey,
  type KeysUnder,
  type MessageKey,
  type MessageNamespace,
  type MessagePaths,
  type MessagePrefix,
  type MessagePrefixes,
} from './keys';
export { setMissingKeyHandler, type MissingKeyHandler } from './missing';

/** Translator for code outside react-admin (public screens, API-layer messages). */
export const t: (key: MessageKey, vars?: Record<string, string | number>) => string = makeTranslate(ru);
