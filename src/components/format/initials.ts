/**
 * Legal forms that start (or end) Russian and CIS company names: an avatar skips them, so
 * 'ООО «СтройДвор»' shows 'СД', not 'О«'. Compared upper-cased, without dots.
 */
const LEGAL_FORMS: ReadonlySet<string> = new Set([
  'ООО',
  'ОАО',
  'ЗАО',
  'ПАО',
  'НАО',
  'АО',
  'ОДО',
  'ТОО',
  'ОСОО',
  'ЧП',
  'ИП',
  'ИЧП',
  'ЧУП',
  'УП',
  'ГУП',
  'МУП',
  'ФГУП',
  'НКО',
  'АНО',
  'КФХ',
  'ПК',
  'ТД',
  'ГК',
  'LLC',
  'LTD',
  'INC',
  'JSC',
  'GMBH',
]);

/** Letters and digits of any script; everything else (quotes, dots, dashes, '&') separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
const UPPER = /\p{Lu}/u;

/** Splits 'СтройДвор' into ['Строй', 'Двор'] (a capital inside a word starts a new part). */
function camelParts(word: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const char of word) {
    if (current && UPPER.test(char) && !UPPER.test(current.at(-1) ?? '')) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * Up to two capital letters for an avatar: the first letters of the first two words of the name
 * after the legal form and punctuation are dropped ('ООО «СтройДвор»' -> 'СД', 'ИП Иванов Иван'
 * -> 'ИИ', 'Текстиль Иваново' -> 'ТИ'); a single word gives its two parts when it is written
 * 'СтройДвор', otherwise its first two letters ('Маркет' -> 'МА'). A name that is only a legal
 * form keeps it; a name without letters or digits gives ''.
 */
export function nameInitials(name: string): string {
  const words = name.match(WORD) ?? [];
  const meaningful = words.filter((word) => !LEGAL_FORMS.has(word.toUpperCase()));
  const kept = meaningful.length > 0 ? meaningful : words;
  const [first, second] = kept;
  if (!first) return '';
  if (second) return `${first[0]}${second[0]}`.toUpperCase();
  const parts = camelParts(first);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : first.slice(0, 2);
  return letters.toUpperCase();
}
