import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { ru } from './ru';

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of message trees: keys of `override` win, sub-trees merge. */
export function mergeMessages(base: Tree, override: Tree): Tree {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isTree(current) && isTree(value) ? mergeMessages(current, value) : value;
  }
  return result;
}

/** react-admin's Russian texts (`ra.*`) plus every text of the product (`common.*`, `auth.*`, `shell.*`, ...). */
export const messages = mergeMessages(russianMessages as Tree, ru as unknown as Tree) as TranslationMessages;

/** The shell's translator: locale 'ru', a missing key renders as the key (or its `_` default). */
export const i18nProvider: I18nProvider = polyglotI18nProvider(
  () => messages,
  'ru',
  [{ locale: 'ru', name: 'Русский' }],
  { allowMissing: true },
);
