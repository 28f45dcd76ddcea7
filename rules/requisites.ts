/**
 * Company requisites (docs/contract/settings.md "Field rules"): the check digits of ИНН,
 * ОГРН / ОГРНИП and of bank accounts keyed by the БИК, and the formats of КПП, БИК, ОКПО, ОКВЭД,
 * SWIFT and the postal index; no number is all zeros; the taxpayer number of the other countries
 * the marketplace serves has its own shape (COUNTRY_TAX_NUMBERS). Pure predicates on trimmed
 * text: the client's form and the server's moderation each say in their own words what failed.
 */

/** Who the requisites belong to: a legal entity (ИНН 10, ОГРН 13) or a sole trader (ИНН 12, ОГРНИП 15). */
export type TaxpayerKind = 'company' | 'soleTrader';

const digitsOnly = (value: string): boolean => /^\d+$/.test(value);

/**
 * Zeros only ('0000000000'): no register issues such a number, whatever its check digits say
 * (the ИНН and ОГРН sums of zeros are 0, a "valid" control digit). Issue 28.
 */
export const allZeros = (value: string): boolean => /^0+$/.test(value);
const digitAt = (text: string, index: number): number => text.charCodeAt(index) - 48;

/** Σ digit × weight over the first `weights.length` digits. */
const weighted = (digits: string, weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + digitAt(digits, index) * weight, 0);

// ИНН -------------------------------------------------------------------------------------------

export const INN_LENGTH: Readonly<Record<TaxpayerKind, number>> = { company: 10, soleTrader: 12 };

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** The control digit of the tax service: the weighted sum mod 11, then mod 10. */
const innControl = (digits: string, weights: readonly number[]): number =>
  (weighted(digits, weights) % 11) % 10;

/** A 10-digit (organisation) or 12-digit (person) ИНН with the right control digits. */
export function innChecksumValid(inn: string): boolean {
  if (!digitsOnly(inn) || allZeros(inn)) return false;
  if (inn.length === 10) return innControl(inn, INN10_WEIGHTS) === digitAt(inn, 9);
  if (inn.length === 12)
    return (
      innControl(inn, INN12_FIRST_WEIGHTS) === digitAt(inn, 10) &&
      innControl(inn, INN12_SECOND_WEIGHTS) === digitAt(inn, 11)
    );
  return false;
}

// ОГРН / ОГРНИП ------------------------------------------------------------------------------------

export const OGRN_LENGTH: Readonly<Record<TaxpayerKind, number>> = { company: 13, soleTrader: 15 };

/**
 * The control digit: the number of the leading digits mod 11 (ОГРН, 13 digits) or mod 13
 * (ОГРНИП, 15 digits), then mod 10. Computed digit by digit: the number exceeds 2^53.
 */
function ogrnControl(leading: string, modulus: number): number {
  let remainder = 0;
  for (let index = 0; index < leading.length; index += 1) {
    remainder = (remainder * 10 + digitAt(leading, index)) % modulus;
  }
  return remainder % 10;
}

/** A 13-digit ОГРН or a 15-digit ОГРНИП with the right control digit. */
export function ogrnChecksumValid(ogrn: string): boolean {
  if (!digitsOnly(ogrn) || allZeros(ogrn)) return false;
  if (ogrn.length === 13) return ogrnControl(ogrn.slice(0, 12), 11) === digitAt(ogrn, 12);
  if (ogrn.length === 15) return ogrnControl(ogrn.slice(0, 14), 13) === digitAt(ogrn, 14);
  return false;
}

// КПП, БИК and the other codes ----------------------------------------------------------------------

/** КПП: the tax office (4 digits), the reason (2 digits or capital Latin letters), a number (3 digits). */
export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;
export const kppValid = (kpp: string): boolean => KPP_PATTERN.test(kpp) && !allZeros(kpp);

export const BIK_PATTERN = /^\d{9}$/;
export const bikValid = (bik: string): boolean => BIK_PATTERN.test(bik) && !allZeros(bik);

/** ОКПО: 8 digits for a company, 10 for a sole trader. */
export const OKPO_LENGTH: Readonly<Record<TaxpayerKind, number>> = { company: 8, soleTrader: 10 };
export const okpoValid = (okpo: string, kind: TaxpayerKind): boolean =>
  digitsOnly(okpo) && okpo.length === OKPO_LENGTH[kind] && !allZeros(okpo);

/** ОКВЭД 2: class NN, subclass NN.N, group NN.NN, subgroup NN.NN.N, kind NN.NN.NN. */
export const OKVED_PATTERN = /^\d{2}(?:\.\d|\.\d{2}(?:\.\d{1,2})?)?$/;

/** SWIFT (BIC): 8 or 11 letters and digits. */
export const SWIFT_PATTERN = /^[\dA-Za-z]{8}(?:[\dA-Za-z]{3})?$/;

/** A Russian postal index: 6 digits. */
export const POSTAL_INDEX_PATTERN = /^\d{6}$/;

// Accounts ----------------------------------------------------------------------------------------

export const ACCOUNT_LENGTH = 20;
export const accountFormatValid = (account: string): boolean =>
  digitsOnly(account) && account.length === ACCOUNT_LENGTH;

const ACCOUNT_KEY_WEIGHTS = [7, 1, 3] as const;

/** The Bank of Russia's key check: Σ digit × (7, 1, 3, 7, 1, 3, ...) of the 23 digits ends in 0. */
const keyValid = (digits: string): boolean =>
  [...digits].reduce((sum, _, index) => sum + digitAt(digits, index) * ACCOUNT_KEY_WEIGHTS[index % 3], 0) %
    10 ===
  0;

/** A correspondent account is keyed with '0' and the БИК's 5th and 6th digits (the settlement centre). */
export const correspondentAccountValid = (account: string, bik: string): boolean =>
  accountFormatValid(account) &&
  !allZeros(account) &&
  bikValid(bik) &&
  keyValid(`0${bik.slice(4, 6)}${account}`);

/** A settlement account is keyed with the БИК's last 3 digits (the bank within its centre). */
export const settlementAccountValid = (account: string, bik: string): boolean =>
  accountFormatValid(account) &&
  !allZeros(account) &&
  bikValid(bik) &&
  keyValid(`${bik.slice(6, 9)}${account}`);

/** Every correspondent account of a Russian bank is opened at the Bank of Russia: 301 01 … */
export const CORRESPONDENT_ACCOUNT_PREFIX = '30101';

// The taxpayer number of the other countries --------------------------------------------------------

/**
 * One country's taxpayer number for one kind of seller: its name as the seller knows it (in
 * Russian), the shape the trimmed number must have, and that shape in words, after 'должен
 * состоять из' ('12 цифр').
 */
export interface TaxNumberRule {
  name: string;
  pattern: RegExp;
  shape: string;
}

/** Digits only, of one of the lengths (each at least 5, so 'цифр' always agrees). */
const digitsRule = (name: string, ...lengths: number[]): TaxNumberRule => ({
  name,
  pattern: new RegExp(`^(?:${lengths.map((length) => `\\d{${length}}`).join('|')})$`),
  shape: `${lengths.join(' или ')} цифр`,
});

const both = (rule: TaxNumberRule): Readonly<Record<TaxpayerKind, TaxNumberRule>> => ({
  company: rule,
  soleTrader: rule,
});

/**
 * The taxpayer number (`vat`) of a company and of a sole trader in each country the marketplace
 * serves besides Russia (ids of docs/contract/delivery.md, src/domain/countries.ts), by the
 * countries' tax services and the OECD's TIN notes:
 * 2 Беларусь УНП, 9 digits (organisations and entrepreneurs; a private person's may carry
 * letters, but a seller is never one); 3 Казахстан БИН (legal entity) / ИИН (entrepreneur), 12
 * digits; 4 Армения ՀՎՀՀ, 8 digits; 5 Киргизия ИНН, 14 digits; 6 Узбекистан ИНН (СТИР), 9 digits,
 * an entrepreneur also by the 14-digit ПИНФЛ that replaces it since 2021; 7 Таджикистан ИНН (РМА),
 * 9 digits; 8 Азербайджан VÖEN, 10 digits; 9 Молдавия IDNO, 13 digits; 10 Грузия: an
 * organisation's identification code, 9 digits, an entrepreneur's personal number, 11 digits (9
 * for a foreigner); 11 Туркмения ИНН, 12 digits; 12 Монголия: an organisation's registration
 * number, 7 digits, a person's 2 Cyrillic letters and 8 digits.
 */
export const COUNTRY_TAX_NUMBERS: Readonly<Record<number, Readonly<Record<TaxpayerKind, TaxNumberRule>>>> = {
  2: both(digitsRule('УНП', 9)),
  3: { company: digitsRule('БИН', 12), soleTrader: digitsRule('ИИН', 12) },
  4: both(digitsRule('ИНН (ՀՎՀՀ)', 8)),
  5: both(digitsRule('ИНН', 14)),
  6: { company: digitsRule('ИНН', 9), soleTrader: digitsRule('ИНН (ПИНФЛ)', 9, 14) },
  7: both(digitsRule('ИНН', 9)),
  8: both(digitsRule('ИНН (VÖEN)', 10)),
  9: both(digitsRule('Фискальный код (IDNO)', 13)),
  10: {
    company: digitsRule('Идентификационный код', 9),
    soleTrader: digitsRule('Идентификационный номер', 9, 11),
  },
  11: both(digitsRule('ИНН', 12)),
  12: {
    company: digitsRule('Регистрационный номер', 7),
    soleTrader: {
      name: 'Регистрационный номер',
      pattern: /^[А-ЯЁӨҮ]{2}\d{8}$/iu,
      shape: '2 букв кириллицы и 8 цифр',
    },
  },
};

/** The rule of the country's taxpayer number, or undefined (Russia, whose ИНН has check digits, or an unknown id). */
export const taxNumberRule = (countryId: number, kind: TaxpayerKind): TaxNumberRule | undefined =>
  Object.hasOwn(COUNTRY_TAX_NUMBERS, countryId) ? COUNTRY_TAX_NUMBERS[countryId]?.[kind] : undefined;

/** What is wrong with a trimmed taxpayer number under its rule: its shape, zeros only, or nothing (null). */
export function taxNumberProblem(value: string, rule: TaxNumberRule): 'shape' | 'zeros' | null {
  if (!rule.pattern.test(value)) return 'shape';
  return allZeros(value.replace(/\D/g, '')) ? 'zeros' : null;
}
