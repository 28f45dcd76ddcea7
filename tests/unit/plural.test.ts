import { describe, expect, it } from 'vitest';
import { formatDays } from '../../src/components/format';
import { PLURAL_DELIMITER, ru, t } from '../../src/i18n';
import { i18nProvider } from '../../src/i18n/polyglot';
import { tr } from '../../src/custom-pages/public/messages';

/** Periods are written with Russian plural forms (spec section 9 'N дней'; issue 8 follow-up). */

const PERIODS: [number, string][] = [
  [0, '0 дней'],
  [1, '1 день'],
  [2, '2 дня'],
  [4, '4 дня'],
  [5, '5 дней'],
  [11, '11 дней'],
  [12, '12 дней'],
  [14, '14 дней'],
  [21, '21 день'],
  [22, '22 дня'],
  [25, '25 дней'],
  [101, '101 день'],
  [111, '111 дней'],
];

/** Every text of the tree with plural forms, by its dotted key. */
function pluralTexts(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return tree.includes(PLURAL_DELIMITER) ? [prefix] : [];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => pluralTexts(value, prefix ? `${prefix}.${key}` : key));
}

describe('period plurals', () => {
  it.each(PERIODS)('formatDays(%i) is %s', (days, text) => {
    expect(formatDays(days)).toBe(text);
  });

  it("the shell's translator writes the same forms", () => {
    for (const [days, text] of PERIODS) {
      expect(i18nProvider.translate('common.period.days', { smart_count: days })).toBe(text);
    }
  });

  it("the public screens' translator writes the same forms", () => {
    for (const [days, text] of PERIODS) expect(tr('common.period.days', { smart_count: days })).toBe(text);
  });

  it('both translators agree on every text with plural forms, for 0..130', () => {
    const keys = pluralTexts(ru);
    expect(keys).toContain('common.period.days');
    for (const key of keys) {
      for (let count = 0; count <= 130; count++) {
        const vars = { smart_count: count };
        expect(t(key as Parameters<typeof t>[0], vars)).toBe(i18nProvider.translate(key, vars));
      }
    }
  });

  it('a text without plural forms is only interpolated', () => {
    expect(t('common.pager.page', { page: 21 })).toBe('Страница 21');
  });
});
