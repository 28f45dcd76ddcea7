/**
 * Rules of a Russian company's requisites (issue 15): ИНН, ОГРН/ОГРНИП, КПП, БИК and the
 * correspondent and settlement accounts with their control keys, e-mails and phones; no number
 * is zeros only, and another country's taxpayer number has that country's shape (issue 28). The
 * check digits, code formats and the countries' table are rules/requisites.ts (the server
 * applies the same).
 *
 * Pure: each validator answers the message of the first broken rule (an i18n key of
 * `settings.validation.*` or `common.validation.*`, plus its arguments) or undefined.
 */

import type { KeysUnder } from '../i18n/keys';
import { parsePhoneNumber } from '../components/format';
import type { RuleMessage } from '../components/forms/ruleErrors';
import { validateEmail } from './index';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, phoneDigitsFor } from './phones';
import {
  accountFormatValid,
  allZeros,
  BIK_PATTERN,
  bikValid,
  correspondentAccountValid,
  CORRESPONDENT_ACCOUNT_PREFIX,
  INN_LENGTH,
  innChecksumValid,
  KPP_PATTERN,
  kppValid,
  OGRN_LENGTH,
  ogrnChecksumValid,
  OKPO_LENGTH,
  okpoValid,
  OKVED_PATTERN,
  POSTAL_INDEX_PATTERN,
  settlementAccountValid,
  SWIFT_PATTERN,
  taxNumberProblem,
  taxNumberRule,
  type TaxpayerKind,
} from '../../rules';

export type { RuleMessage, TaxpayerKind };

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

/** 'ИНН не может состоять из одних нулей': no register issues a number of zeros only. */
const zeros = (name: string): RuleMessage => msg('zeros', { name });

// ИНН -------------------------------------------------------------------------------------------

/** ИНН: 10 digits for a company, 12 for a sole trader (either when the kind is unknown), with its control digits. */
export function validateInn(value: string | null | undefined, kind?: TaxpayerKind): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  const inn = (value as string).trim();
  const lengths = kind ? [INN_LENGTH[kind]] : [INN_LENGTH.company, INN_LENGTH.soleTrader];
  if (!digitsOnly(inn) || !lengths.includes(inn.length)) return msg(kind ? `inn.${kind}` : 'inn.length');
  if (allZeros(inn)) return zeros('ИНН');
  return innChecksumValid(inn) ? undefined : msg('inn.checksum');
}

/**
 * The taxpayer number of a company or sole trader of another country (`countryId` ≠ 1): the
 * country's shape (COUNTRY_TAX_NUMBERS: 'УНП должен состоять из 9 цифр'), not zeros only. A
 * country missing from the table takes 1..20 letters or digits.
 */
export function validateForeignTaxNumber(
  value: string | null | undefined,
  countryId: number,
  kind: TaxpayerKind,
): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  const number = (value as string).trim();
  const rule = taxNumberRule(countryId, kind);
  if (!rule) return validateForeignCode(number, false);
  const problem = taxNumberProblem(number, rule);
  if (problem === 'shape') return msg('foreignTaxNumber', { name: rule.name, shape: rule.shape });
  return problem === 'zeros' ? zeros(rule.name) : undefined;
}

/** Another country's code (registration number, КПП): 1..20 letters or digits, not zeros only. */
export function validateForeignCode(
  value: string | null | undefined,
  optional: boolean,
): RuleMessage | undefined {
  if (blank(value)) return optional ? undefined : REQUIRED;
  const code = (value as string).trim();
  if (!/^[\p{L}\d]{1,20}$/u.test(code)) return msg('foreignCode');
  return allZeros(code) ? zeros('Номер') : undefined;
}

// ОГРН / ОГРНИП ------------------------------------------------------------------------------------

/** ОГРН (13 digits, a company) or ОГРНИП (15 digits, a sole trader) with its control digit. */
export function validateOgrn(value: string | null | undefined, kind?: TaxpayerKind): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  const ogrn = (value as string).trim();
  const lengths = kind ? [OGRN_LENGTH[kind]] : [OGRN_LENGTH.company, OGRN_LENGTH.soleTrader];
  if (!digitsOnly(ogrn) || !lengths.includes(ogrn.length)) return msg(kind ? `ogrn.${kind}` : 'ogrn.length');
  if (allZeros(ogrn)) return zeros(ogrn.length === OGRN_LENGTH.soleTrader ? 'ОГРНИП' : 'ОГРН');
  if (ogrnChecksumValid(ogrn)) return undefined;
  return msg(ogrn.length === OGRN_LENGTH.soleTrader ? 'ogrn.checksumSoleTrader' : 'ogrn.checksum');
}

// КПП, БИК -----------------------------------------------------------------------------------------

export function validateKpp(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  const kpp = (value as string).trim();
  if (!KPP_PATTERN.test(kpp)) return msg('kpp');
  return kppValid(kpp) ? undefined : zeros('КПП');
}

export function validateBik(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return REQUIRED;
  const bik = (value as string).trim();
  if (!BIK_PATTERN.test(bik)) return msg('bik');
  return bikValid(bik) ? undefined : zeros('БИК');
}

// Accounts ----------------------------------------------------------------------------------------

interface AccountRule {
  /** The account's name in the zeros message. */
  name: string;
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
  if (!accountFormatValid(account)) return rule.length;
  if (rule.prefix && !account.startsWith(rule.prefix.digits)) return rule.prefix.message;
  if (allZeros(account)) return zeros(rule.name);
  const bank = (bik ?? '').trim();
  // Without a valid БИК the key cannot be checked; the БИК field shows its own message.
  if (!bikValid(bank)) return undefined;
  return rule.valid(account, bank) ? undefined : rule.mismatch;
}

/** к/с: 20 digits starting with 30101 whose key matches the БИК. */
export const validateCorrespondentAccount = (
  value: string | null | undefined,
  bik: string | null | undefined,
): RuleMessage | undefined =>
  validateAccount(value, bik, {
    name: 'Корреспондентский счёт',
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
    name: 'Расчётный счёт',
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
  if (okpoValid(okpo, kind)) return undefined;
  return digitsOnly(okpo) && okpo.length === OKPO_LENGTH[kind] ? zeros('ОКПО') : msg('okpo');
}

/** ОКВЭД: optional; NN, NN.N, NN.NN, NN.NN.N or NN.NN.NN. */
export function validateOkved(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return undefined;
  return OKVED_PATTERN.test((value as string).trim()) ? undefined : msg('okved');
}

/** SWIFT: optional; 8 or 11 letters and digits. */
export function validateSwift(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return undefined;
  return SWIFT_PATTERN.test((value as string).trim()) ? undefined : msg('swift');
}

/** Postal index: optional; 6 digits. */
export function validatePostalIndex(value: string | null | undefined): RuleMessage | undefined {
  if (blank(value)) return undefined;
  return POSTAL_INDEX_PATTERN.test((value as string).trim()) ? undefined : msg('postalIndex');
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
