/**
 * Check digits of Russian company requisites (docs/contract/settings.md "Field rules"): ИНН,
 * ОГРН / ОГРНИП, КПП, БИК and bank accounts keyed by the БИК. Pure functions on digit strings.
 */

const digitsOf = (text: string): number[] => [...text].map(Number);

const weightedSum = (digits: readonly number[], weights: readonly number[]): number =>
  weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0);

const checkDigit = (digits: readonly number[], weights: readonly number[]): number =>
  (weightedSum(digits, weights) % 11) % 10;

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN11_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** ИНН of an organisation: 10 digits, the last the check digit. */
export function isValidInn10(inn: string): boolean {
  if (!/^\d{10}$/.test(inn)) return false;
  const d = digitsOf(inn);
  return checkDigit(d, INN10_WEIGHTS) === d[9];
}

/** ИНН of a person (ИП): 12 digits, the last two check digits. */
export function isValidInn12(inn: string): boolean {
  if (!/^\d{12}$/.test(inn)) return false;
  const d = digitsOf(inn);
  return checkDigit(d, INN11_WEIGHTS) === d[10] && checkDigit(d, INN12_WEIGHTS) === d[11];
}

/** The number of the first `length - 1` digits modulo `divisor`, modulo 10, equals the last digit. */
function hasModuloCheck(value: string, length: number, divisor: bigint): boolean {
  if (!new RegExp(`^\\d{${length}}$`).test(value)) return false;
  const body = BigInt(value.slice(0, -1));
  return Number((body % divisor) % 10n) === Number(value.slice(-1));
}

/** ОГРН: 13 digits; the first 12 modulo 11, modulo 10, is the 13th. */
export const isValidOgrn = (ogrn: string): boolean => hasModuloCheck(ogrn, 13, 11n);

/** ОГРНИП: 15 digits; the first 14 modulo 13, modulo 10, is the 15th. */
export const isValidOgrnip = (ogrnip: string): boolean => hasModuloCheck(ogrnip, 15, 13n);

/** КПП: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. */
export const isValidKpp = (kpp: string): boolean => /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);

export const isValidBik = (bik: string): boolean => /^\d{9}$/.test(bik);

const ACCOUNT_WEIGHTS = [7, 1, 3];

/** The key of a 20-digit account with its 3-digit prefix: the weighted sum of the 23 digits ends in 0. */
function hasAccountKey(prefix: string, account: string): boolean {
  const digits = digitsOf(prefix + account);
  const sum = digits.reduce((total, digit, i) => total + digit * (ACCOUNT_WEIGHTS[i % 3] ?? 0), 0);
  return sum % 10 === 0;
}

/** Correspondent account of the bank with this БИК: keyed by '0' and the БИК's 5th and 6th digits. */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && isValidBik(bik) && hasAccountKey(`0${bik.slice(4, 6)}`, account);
}

/** Settlement account at the bank with this БИК: keyed by the БИК's last 3 digits. */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && isValidBik(bik) && hasAccountKey(bik.slice(6), account);
}
