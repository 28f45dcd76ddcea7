import type { MessagePaths } from '../../i18n/keys';
import { makeTranslate } from '../../i18n/translate';
import { auth } from '../../i18n/ru/auth';
import { common } from '../../i18n/ru/common';

/**
 * The part of the `ru` tree the public screens use. Importing only these two areas (not the
 * whole tree through `t`) keeps the login download independent of the other areas' texts.
 * Keys are the same as with `t`: `auth.*`, `common.*`.
 */
const publicMessages = { auth, common } as const;

/** Every dotted key of those areas, so a typo in a screen is a type error, not a raw key on screen. */
export type MessageKey = MessagePaths<typeof publicMessages>;

/** `t` restricted to the public screens' keys. */
export const tr: (key: MessageKey, vars?: Record<string, string | number>) => string =
  makeTranslate(publicMessages);
