import { makeTranslate } from '../../i18n/translate';
import { auth } from '../../i18n/ru/auth';
import { common } from '../../i18n/ru/common';

/**
 * The part of the `ru` tree the public screens use. Importing only these two areas (not the
 * whole tree through `t`) keeps the login download independent of the other areas' texts.
 * Keys are the same as with `t`: `auth.*`, `common.*`.
 */
const publicMessages = { auth, common } as const;

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** Every dotted key of those areas, so a typo in a screen is a type error, not a raw key on screen. */
export type MessageKey = Paths<typeof publicMessages>;

const translate = makeTranslate(publicMessages);

/** `t` restricted to the public screens' keys. */
export const tr = (key: MessageKey, vars?: Record<string, string | number>): string => translate(key, vars);
