/**
 * Rules of a Russian company's requisites (issue 15): ИНН, ОГРН/ОГРНИП, КПП, БИК and the
 * correspondent and settlement accounts with their control keys, e-mails and phones.
 *
 * Pure: each validator answers the message of the first broken rule (an i18n key of
 * `settings.validation.*` or `common.validation.*`, plus its arguments) or undefined.
 */

import type { KeysUnder } from '../i18n/keys';
import { parsePhoneNumber } from '../components/format';
import type { RuleMessage } from '../components/forms/ruleErrors';
import { validateEmail } from './index';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, phoneDigitsFor } from './phones';

export type { RuleMessage };

const msg = (
  key: KeysUnder<'settings.validation.'>,
  args?: Record<string, string | number>,
): RuleMessage => ({
  key: `settings.validation.${key}`,
  ...(args ? { args } : {}),
});

const REQUIRED: RuleMessage = { key: 'common.validation.required' };

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';
const digitsOnly = (value: string): boolean => /^\d+$/.test(value);
const digitAt = (text: string, index: number): number => text.charCodeAt(index) - 48;

/** Σ digit × weight over the first `weights.length` digits. */
const weighted = (digits: string, weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + digitAt(digits, index) * weight, 0);

/** Who the requisites belong to: a legal entity (ИНН 10, ОГРН 13) or a sole trader (ИНН 12, ОГРНИП 15). */
export type TaxpayerKind = 'company' | 'soleTrader';

// ИНН -------------------------------------------------------------------------------------------

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_FIRST_WEIGHTS = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_SECOND_WEIGHTS = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** The control digit of the tax service: the weighted sum mod 11, then mod 10. */
const innControl = (digits: string, weights: readonly number[]): number =>
  (weighted(digits, weights) % 11) % 10;

/** Whether a 10- or 12-digit ИНН has the right control digits. */
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

/** ИНН: 10 digits for a company, 12 for a sole trader (either when the kind is unknown), with its control digits. */
export function validateInn(value: string | null | undefined, kind?: TaxpayerKind): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  const inn = (value as string).trim();
  const lengths = kind === 'company' ? [10] : kind === 'soleTrader' ? [12] : [10, 12];
  if (!digitsOnly(inn) || !lengths.includes(inn.length)) return msg(kind ? `inn.${kind}` : 'inn.length');
  return innChecksumValid(inn) ? undefined : msg('inn.checksum');
}

// ОГРН / ОГРНИП ------------------------------------------------------------------------------------

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

export function ogrnChecksumValid(ogrn: string): boolean {
  if (!digitsOnly(ogrn)) return false;
  if (ogrn.length === 13) return ogrnControl(ogrn.slice(0, 12), 11) === digitAt(ogrn, 12);
  if (ogrn.length === 15) return ogrnControl(ogrn.slice(0, 14), 13) === digitAt(ogrn, 14);
  return false;
}

/** ОГРН (13 digits, a company) or ОГРНИП (15 digits, a sole trader) with its control digit. */
export function validateOgrn(value: string | null | undefined, kind?: TaxpayerKind): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  const ogrn = (value as string).trim();
  const lengths = kind === 'company' ? [13] : kind === 'soleTrader' ? [15] : [13, 15];
  if (!digitsOnly(ogrn) || !lengths.includes(ogrn.length)) return msg(kind ? `ogrn.${kind}` : 'ogrn.length');
  if (ogrnChecksumValid(ogrn)) return undefined;
  return msg(ogrn.length === 15 ? 'ogrn.checksumSoleTrader' : 'ogrn.checksum');
}

// КПП, БИК -----------------------------------------------------------------------------------------

/** КПП: the tax office (4 digits), the reason (2 digits or capital Latin letters), a number (3 digits). */
export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;

export function validateKpp(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  return KPP_PATTERN.test((value as string).trim()) ? undefined : msg('kpp');
}

export function validateBik(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  const bik = (value as string).trim();
  return digitsOnly(bik) && bik.length === 9 ? undefined : msg('bik');
}

// Accounts ----------------------------------------------------------------------------------------

const ACCOUNT_LENGTH = 20;
const ACCOUNT_KEY_WEIGHTS = [7, 1, 3] as const;

/** The Bank of Russia's key check: Σ digit × (7, 1, 3, 7, 1, 3, ...) of the 23 digits ends in 0. */
const keyValid = (digits: string): boolean =>
  [...digits].reduce((sum, _, index) => sum + digitAt(digits, index) * ACCOUNT_KEY_WEIGHTS[index % 3], 0) %
    10 ===
  0;

const isAccount = (account: string): boolean => digitsOnly(account) && account.length === ACCOUNT_LENGTH;
const isBik = (bik: string): boolean => digitsOnly(bik) && bik.length === 9;

/** A correspondent account is keyed with '0' and the БИК's 5th and 6th digits (the settlement centre). */
export const correspondentAccountValid = (account: string, bik: string): boolean =>
  isAccount(account) && isBik(bik) && keyValid(`0${bik.slice(4, 6)}${account}`);

/** A settlement account is keyed with the БИК's last 3 digits (the bank within its centre). */
export const settlementAccountValid = (account: string, bik: string): boolean =>
  isAccount(account) && isBik(bik) && keyValid(`${bik.slice(6, 9)}${account}`);

/** Every correspondent account of a Russian bank is opened at the Bank of Russia: 301 01 … */
export const CORRESPONDENT_ACCOUNT_PREFIX = '30101';

interface AccountRule {
  valid: (account: string, bik: string) => boolean;
  length: RuleMessage;
  mismatch: RuleMessage;
  prefix?: { digits: string; message: RuleMessage };
}

function validateAccount(
  value: string | null | undefined,
  bik: string | null | undefined,
  rule: AccountRule,
): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  const account = (value as string).trim();
  if (!isAccount(account)) return rule.length;
  if (rule.prefix && !account.startsWith(rule.prefix.digits)) return rule.prefix.message;
  const bank = (bik ?? '').trim();
  // Without a valid БИК the key cannot be checked; the БИК field shows its own message.
  if (!isBik(bank)) return undefined;
  return rule.valid(account, bank) ? undefined : rule.mismatch;
}

/** к/с: 20 digits starting with 30101 whose key matches the БИК. */
export const validateCorrespondentAccount = (
  value: string | null | undefined,
  bik: string | null | undefined,
): RuleMessage | undefined =>
  validateAccount(value, bik, {
    valid: correspondentAccountValid,
    length: msg('account.correspondentLength'),
    mismatch: msg('account.correspondentKey'),
    prefix: { digits: CORRESPONDENT_ACCOUNT_PREFIX, message: msg('account.correspondentPrefix') },
  });

/** р/с: 20 digits whose key matches the БИК. */
export const validateSettlementAccount = (
  value: string | null | undefined,
  bik: string | null | undefined,
): RuleMessage | undefined =>
  validateAccount(value, bik, {
    valid: settlementAccountValid,
    length: msg('account.settlementLength'),
    mismatch: msg('account.settlementKey'),
  });

// E-mail, phone -----------------------------------------------------------------------------------

/** An e-mail, required or (when `optional`) only checked when typed. */
export function validateRequisiteEmail(
  value: string | null | undefined,
  optional = false,
): RuleMessage | undefined {
  if (optional && blank(value)) return undefined;
  const key = validateEmail(value);
  return key ? { key } : undefined;
}

export { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, phoneDigitsFor };

/** A phone typed after its prefix: as many digits as the prefix needs (spaces, brackets and dashes allowed). */
export function validateRequisitePhone(
  prefix: string,
  number: string | null | undefined,
  optional = false,
): RuleMessage | undefined {
  if (blank(number)) return optional ? undefined : REQUIRED;
  return parsePhoneNumber(prefix, number as string, phoneDigitsFor(prefix)) === null
    ? msg('phone', { count: phoneDigitsFor(prefix) })
    : undefined;
}

// Other company and bank fields -------------------------------------------------------------------

/** The longest text the server keeps in a requisite field. */
export const MAX_TEXT_LENGTH = 300;

/** A required text of at most 300 characters (names, address parts, the bank's name and address). */
export function validateRequiredText(
  value: string | null | undefined,
  max = MAX_TEXT_LENGTH,
): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  return (value as string).trim().length > max ? msg('maxLength', { max }) : undefined;
}

/** ОКПО: optional; 8 digits for a company, 10 for a sole trader. */
export function validateOkpo(value: string | null | undefined, kind: TaxpayerKind): RuleMessage | undefined {
  if (blank(value)) return undefined;
  const okpo = (value as string).trim();
  return digitsOnly(okpo) && okpo.length === (kind === 'company' ? 8 : 10) ? undefined : msg('okpo');
}

/** ОКВЭД: optional; NN, NN.N, NN.NN, NN.NN.N or NN.NN.NN. */
export const OKVED_PATTERN = /^\d{2}(?:\.\d|\.\d{2}(?:\.\d{1,2})?)?$/;

export function validateOkved(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return undefined;
  return OKVED_PATTERN.test((value as string).trim()) ? undefined : msg('okved');
}

/** SWIFT: optional; 8 or 11 letters and digits. */
export function validateSwift(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return undefined;
  return /^[A-Za-z0-9]{8}(?:[A-Za-z0-9]{3})?$/.test((value as string).trim()) ? undefined : msg('swift');
}

/** Postal index: optional; 6 digits. */
export function validatePostalIndex(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return undefined;
  return /^\d{6}$/.test((value as string).trim()) ? undefined : msg('postalIndex');
}

// Uploads -----------------------------------------------------------------------------------------

export const MAX_UPLOAD_MB = 10;
const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_UPLOAD_TYPES = ['application/pdf', ...IMAGE_UPLOAD_TYPES] as const;

/** A document (PDF or image) or an image (the store's logo and picture) of at most 10 MB. */
export function validateUpload(file: File, kind: 'document' | 'image'): RuleMessage | undefined {
  const types: readonly string[] = kind === 'document' ? DOCUMENT_UPLOAD_TYPES : IMAGE_UPLOAD_TYPES;
  if (!types.includes(file.type)) return msg(kind === 'document' ? 'file.type' : 'file.imageType');
  return file.size > MAX_UPLOAD_BYTES ? msg('file.size', { mb: MAX_UPLOAD_MB }) : undefined;
}
