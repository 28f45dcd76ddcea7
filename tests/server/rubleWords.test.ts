import { describe, expect, it } from 'vitest';
import { numberInWords, pluralForm, RUBLE_FORMS, rublesInWords } from '../../server/lib/rubleWords.js';

/** Issue 8 point 16: the invoice writes its total in Russian words ('сумма прописью'). */

describe('numberInWords', () => {
  it.each([
    [0, 'ноль'],
    [1, 'один'],
    [2, 'два'],
    [10, 'десять'],
    [11, 'одиннадцать'],
    [19, 'девятнадцать'],
    [20, 'двадцать'],
    [21, 'двадцать один'],
    [40, 'сорок'],
    [99, 'девяносто девять'],
    [100, 'сто'],
    [101, 'сто один'],
    [112, 'сто двенадцать'],
    [200, 'двести'],
    [999, 'девятьсот девяносто девять'],
    [1000, 'одна тысяча'],
    [1001, 'одна тысяча один'],
    [2000, 'две тысячи'],
    [2022, 'две тысячи двадцать два'],
    [5000, 'пять тысяч'],
    [11_000, 'одиннадцать тысяч'],
    [21_000, 'двадцать одна тысяча'],
    [22_000, 'двадцать две тысячи'],
    [111_111, 'сто одиннадцать тысяч сто одиннадцать'],
    [1_000_000, 'один миллион'],
    [2_000_000, 'два миллиона'],
    [5_000_000, 'пять миллионов'],
    [1_002_003, 'один миллион две тысячи три'],
    [21_000_001, 'двадцать один миллион один'],
    [1_000_000_000, 'один миллиард'],
    [3_000_400_000, 'три миллиарда четыреста тысяч'],
  ])('%i -> %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes feminine units when asked', () => {
    expect(numberInWords(1, 'feminine')).toBe('одна');
    expect(numberInWords(2, 'feminine')).toBe('две');
    expect(numberInWords(22, 'feminine')).toBe('двадцать две');
  });

  it('refuses what it cannot write', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(1e15)).toThrow(RangeError);
  });
});

describe('pluralForm', () => {
  it.each([
    [1, 'рубль'],
    [2, 'рубля'],
    [4, 'рубля'],
    [5, 'рублей'],
    [11, 'рублей'],
    [12, 'рублей'],
    [14, 'рублей'],
    [21, 'рубль'],
    [22, 'рубля'],
    [25, 'рублей'],
    [100, 'рублей'],
    [101, 'рубль'],
    [111, 'рублей'],
    [1001, 'рубль'],
  ])('%i %s', (n, form) => {
    expect(pluralForm(n, RUBLE_FORMS)).toBe(form);
  });
});

describe('rublesInWords', () => {
  it.each([
    [0, 'Ноль рублей 00 копеек'],
    [1, 'Ноль рублей 01 копейка'],
    [2, 'Ноль рублей 02 копейки'],
    [100, 'Один рубль 00 копеек'],
    [221, 'Два рубля 21 копейка'],
    [512, 'Пять рублей 12 копеек'],
    [1_234_567, 'Двенадцать тысяч триста сорок пять рублей 67 копеек'],
    [38_133_695, 'Триста восемьдесят одна тысяча триста тридцать шесть рублей 95 копеек'],
    [100_000_000, 'Один миллион рублей 00 копеек'],
    [200_000_104, 'Два миллиона один рубль 04 копейки'],
  ])('%i kopecks -> %s', (kopecks, words) => {
    expect(rublesInWords(kopecks)).toBe(words);
  });

  it('takes whole kopecks only', () => {
    expect(() => rublesInWords(10.5)).toThrow(RangeError);
    expect(() => rublesInWords(-100)).toThrow(RangeError);
  });
});
