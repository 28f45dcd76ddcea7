import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import type { StringMap, TranslationMessages } from 'react-admin';
import { consoleMessages } from './messages';

/** `extra` over `base`, branch by branch (the console overrides a few of react-admin's own texts). */
function merge(base: StringMap, extra: StringMap): StringMap {
  const merged: StringMap = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return merged;
}

const messages = merge(russianMessages, consoleMessages) as TranslationMessages;

/** One locale: react-admin's Russian texts and the console's (./messages.ts). */
export const i18nProvider = polyglotI18nProvider(() => messages, 'ru', [{ locale: 'ru', name: 'Русский' }]);
