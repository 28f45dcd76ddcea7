/**
 * Amounts in Russian words for documents ('сумма прописью'): whole numbers in words and roubles
 * with kopecks as accounting documents write them: 'Двенадцать тысяч триста сорок пять рублей
 * 67 копеек' (roubles in words, kopecks in two digits, both with the right plural form).
 */

export type Gender = 'masculine' | 'feminine';

/** Plural forms: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 25–30, 111). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The Russian plural form for `n` (a non-negative integer). */
export function pluralForm(n: number, [one, few, many]: PluralForms): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

const UNITS_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_FEMININE = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Thousand, million, ...: their plural forms and grammatical gender (тысяча is feminine). */
const SCALES: readonly { forms: PluralForms; gender: Gender }[] = [
  { forms: ['тысяча', 'тысячи', 'тысяч'], gender: 'feminine' },
  { forms: ['миллион', 'миллиона', 'миллионов'], gender: 'masculine' },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], gender: 'masculine' },
  { forms: ['триллион', 'триллиона', 'триллионов'], gender: 'masculine' },
];

/** 1..999 in words ('' for 0). */
function triadWords(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(HUNDREDS[hundreds] ?? '');
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    const tens = Math.floor(rest / 10);
    const units = rest % 10;
    if (tens > 0) words.push(TENS[tens] ?? '');
    if (units > 0) words.push((gender === 'feminine' ? UNITS_FEMININE : UNITS_MASCULINE)[units] ?? '');
  }
  return words;
}

/** A whole number 0 ≤ n < 10^15 in words, lower case: 1 234 → 'одна тысяча двести тридцать четыре'. */
export function numberInWords(n: number, gender: Gender = 'masculine'): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e15) {
    throw new RangeError(`numberInWords: ${n} is not a whole number from 0 to 10^15 - 1`);
  }
  if (n === 0) return 'ноль';
  const triads: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) triads.push(rest % 1000);
  const words: string[] = [];
  for (let i = triads.length - 1; i >= 0; i--) {
    const triad = triads[i] ?? 0;
    if (triad === 0) continue;
    const scale = i === 0 ? null : SCALES[i - 1];
    words.push(...triadWords(triad, scale ? scale.gender : gender));
    if (scale) words.push(pluralForm(triad, scale.forms));
  }
  return words.join(' ');
}

export const RUBLE_FORMS: PluralForms = ['рубль', 'рубля', 'рублей'];
export const KOPECK_FORMS: PluralForms = ['копейка', 'копейки', 'копеек'];

/**
 * An amount in whole kopecks as written on Russian invoices: roubles in words (capitalised),
 * kopecks as two digits: 1 234 567 kopecks -> 'Двенадцать тысяч триста сорок пять рублей
 * 67 копеек'.
 */
export function rublesInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new RangeError(`rublesInWords: ${kopecks} is not a whole, non-negative number of kopecks`);
  }
  const rubles = Math.floor(kopecks / 100);
  const rest = kopecks % 100;
  const words = numberInWords(rubles);
  const text = `${words} ${pluralForm(rubles, RUBLE_FORMS)} ${String(rest).padStart(2, '0')} ${pluralForm(rest, KOPECK_FORMS)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
