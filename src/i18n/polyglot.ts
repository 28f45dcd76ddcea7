import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { reportMissingKey } from './missing';
import { ru } from './ru';
import { lookup } from './translate';

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

/** The top-level areas of our texts; only keys under them can be missing (react-admin's `ra.*` are its own). */
const NAMESPACES: ReadonlySet<string> = new Set(Object.keys(ru));

/**
 * Whether translating `key` with `options` shows a text we lack: a key of one of our areas that
 * is not a text of the tree, with no `_` default of its own. react-admin passes labels as
 * `translate(label, { _: label })`; a default equal to the key is no default, so a mistyped
 * `label="orders.list.filters.statsu"` counts, while a deliberate fallback (`{ _: String(id) }`)
 * does not.
 */
export function isMissingKey(key: string, options?: { _?: unknown }): boolean {
  const dot = key.indexOf('.');
  if (dot <= 0 || !NAMESPACES.has(key.slice(0, dot))) return false;
  if (lookup(ru, key) !== undefined) return false;
  const fallback = options?._;
  return typeof fallback !== 'string' || fallback === key;
}

const polyglot = polyglotI18nProvider(() => messages, 'ru', [{ locale: 'ru', name: 'Русский' }], {
  allowMissing: true,
});

/**
 * The shell's translator: locale 'ru'. A missing text renders as its `_` default or the key, and
 * is reported (`console.error` in development builds; tests fail on it, see tests/setup/dom.ts).
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    if (isMissingKey(key, options)) reportMissingKey(key);
    return polyglot.translate(key, options);
  },
};
