/**
 * Russian company requisites (docs/contract/settings.md "Field rules"): the check digits of ИНН,
 * ОГРН / ОГРНИП and of bank accounts keyed by the БИК, and the formats of КПП, БИК, ОКПО, ОКВЭД,
 * SWIFT and the postal index. Pure predicates on trimmed text: the client's form and the
 * server's moderation each say in their own words what failed.
 */

/** Who the requisites belong to: a legal entity (ИНН 10, ОГРН 13) or a sole trader (ИНН 12, ОГРНИП 15). */
export type TaxpayerKind = 'company' | 'soleTrader';

const digitsOnly = (value: string): boolean => /^\d+$/.test(value);
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
  if (!digitsOnly(inn)) return false;
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
  if (!digitsOnly(ogrn)) return false;
  if (ogrn.length === 13) return ogrnControl(ogrn.slice(0, 12), 11) === digitAt(ogrn, 12);
  if (ogrn.length === 15) return ogrnControl(ogrn.slice(0, 14), 13) === digitAt(ogrn, 14);
  return false;
}

// КПП, БИК and the other codes ----------------------------------------------------------------------

/** КПП: the tax office (4 digits), the reason (2 digits or capital Latin letters), a number (3 digits). */
export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;
export const kppValid = (kpp: string): boolean => KPP_PATTERN.test(kpp);

export const BIK_PATTERN = /^\d{9}$/;
export const bikValid = (bik: string): boolean => BIK_PATTERN.test(bik);

/** ОКПО: 8 digits for a company, 10 for a sole trader. */
export const OKPO_LENGTH: Readonly<Record<TaxpayerKind, number>> = { company: 8, soleTrader: 10 };
export const okpoValid = (okpo: string, kind: TaxpayerKind): boolean =>
  digitsOnly(okpo) && okpo.length === OKPO_LENGTH[kind];

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
  accountFormatValid(account) && bikValid(bik) && keyValid(`0${bik.slice(4, 6)}${account}`);

/** A settlement account is keyed with the БИК's last 3 digits (the bank within its centre). */
export const settlementAccountValid = (account: string, bik: string): boolean =>
  accountFormatValid(account) && bikValid(bik) && keyValid(`${bik.slice(6, 9)}${account}`);

/** Every correspondent account of a Russian bank is opened at the Bank of Russia: 301 01 … */
export const CORRESPONDENT_ACCOUNT_PREFIX = '30101';
