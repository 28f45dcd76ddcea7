import type {
  AddressInput,
  AddressesModel,
  AgentBankModel,
  BaseBankModel,
  CompanyModel,
  DirectorStaffModel,
  ManagementInput,
} from '../../contract/index.js';
import {
  ACCOUNT_LENGTH,
  allZeros,
  BIK_PATTERN,
  bikValid,
  correspondentAccountValid,
  CORRESPONDENT_ACCOUNT_PREFIX,
  INN_LENGTH,
  innChecksumValid,
  kppValid,
  OGRN_LENGTH,
  ogrnChecksumValid,
  OKPO_LENGTH,
  OKVED_PATTERN,
  POSTAL_INDEX_PATTERN,
  settlementAccountValid,
  SWIFT_PATTERN,
  taxNumberProblem,
  taxNumberRule,
  type TaxpayerKind,
} from '../../rules/index.js';
import { isRecord, ModelFields } from './settingsFields.js';
import {
  ADDRESSES_MAX,
  FieldText,
  fieldError,
  MANAGEMENT_MAX,
  OWNERSHIP,
  USER_TYPE_OF_OWNERSHIP,
} from './settingsRules.js';

/** Checks and normalises the `newModel` of each JSON edit (docs/contract/settings.md "Field rules"). */

export type Validated<M> = { ok: true; model: M } | { ok: false; message: string };

const invalidModel = (path: string): Validated<never> => ({
  ok: false,
  message: fieldError(path, FieldText.invalid),
});

function done<M>(fields: ModelFields[], model: M): Validated<M> {
  const error = fields.find((f) => f.error !== null)?.error;
  return error ? { ok: false, message: error } : { ok: true, model };
}

export interface ValidationContext {
  userId: number;
  /** The user's country is Russia: Russian formats and check digits apply. */
  russian: boolean;
  /** Ids of the requisite's current addresses / staff (an edited item keeps its id). */
  knownIds: ReadonlySet<number>;
  isKnownCountry: (countryId: number) => boolean;
}

function address(item: unknown, path: string, ctx: ValidationContext): Validated<AddressInput> {
  if (!isRecord(item)) return invalidModel(path);
  const f = new ModelFields(item, path);
  const region = isRecord(item.region) ? new ModelFields(item.region, `${path}.region`) : null;
  const city = isRecord(item.city) ? new ModelFields(item.city, `${path}.city`) : null;
  if (!region || !city) return invalidModel(region ? `${path}.city` : `${path}.region`);
  const model = {
    id: f.recordId('id', ctx.knownIds) ?? 0,
    addressTypeId: (f.integer('addressTypeId', [1, 2, 3]) ?? 1) as AddressInput['addressTypeId'],
    region: { name: region.text('name', true) ?? '' },
    city: { name: city.text('name', true) ?? '' },
    street: f.text('street', true) ?? '',
    house: f.text('house', true, 20) ?? '',
    postalIndex: f.matching('postalIndex', false, POSTAL_INDEX_PATTERN, FieldText.postalIndex),
  };
  return done([f, region, city], model);
}

export function validateAddresses(value: unknown, ctx: ValidationContext): Validated<AddressesModel> {
  if (!isRecord(value) || !Array.isArray(value.addressModels)) return invalidModel('newModel.addressModels');
  const items = value.addressModels as unknown[];
  if (items.length < 1 || items.length > ADDRESSES_MAX) {
    return { ok: false, message: fieldError('newModel.addressModels', FieldText.addressCount) };
  }
  const addressModels: AddressInput[] = [];
  for (const [i, item] of items.entries()) {
    const checked = address(item, `newModel.addressModels[${i}]`, ctx);
    if (!checked.ok) return checked;
    addressModels.push(checked.model);
  }
  if (addressModels.filter((a) => a.addressTypeId === 1).length !== 1) {
    return { ok: false, message: fieldError('newModel.addressModels', FieldText.oneLegalAddress) };
  }
  return { ok: true, model: { userId: ctx.userId, addressModels } };
}

export function validateDirectorStaff(value: unknown, ctx: ValidationContext): Validated<DirectorStaffModel> {
  if (!isRecord(value)) return invalidModel('newModel');
  const f = new ModelFields(value, 'newModel');
  const model: DirectorStaffModel = {
    userId: ctx.userId,
    directorFullname: f.text('directorFullname', true) ?? '',
    directorEmail: f.email('directorEmail', true) ?? '',
    directorPhone: f.phone('directorPhone', true) ?? '',
    accountantFullname: f.text('accountantFullname', false),
    accountantEmail: f.email('accountantEmail', false),
    accountantPhone: f.phone('accountantPhone', false),
  };
  const given = [model.accountantFullname, model.accountantEmail, model.accountantPhone].filter(
    (v) => v !== null,
  ).length;
  if (f.error === null && given !== 0 && given !== 3) f.fail('accountantFullname', FieldText.accountantAll);
  return done([f], model);
}

export function validateManagement(value: unknown, ctx: ValidationContext): Validated<ManagementInput[]> {
  if (!Array.isArray(value)) return invalidModel('newModel');
  if (value.length > MANAGEMENT_MAX) {
    return { ok: false, message: fieldError('newModel', FieldText.managementCount) };
  }
  const members: ManagementInput[] = [];
  for (const [i, item] of (value as unknown[]).entries()) {
    if (!isRecord(item)) return invalidModel(`newModel[${i}]`);
    const f = new ModelFields(item, `newModel[${i}]`);
    const member: ManagementInput = {
      id: f.recordId('id', ctx.knownIds) ?? 0,
      workerFullname: f.text('workerFullname', true) ?? '',
      workerEmail: f.email('workerEmail', false),
      workerPhone: f.phone('workerPhone', false),
    };
    if (f.error !== null) return { ok: false, message: f.error };
    members.push(member);
  }
  return { ok: true, model: members };
}

const FOREIGN_CODE = /^[\dA-Za-z]{1,20}$/;
const digits = (length: number): RegExp => new RegExp(`^\\d{${length}}$`);
const NOT_BLANK = /\S/;
const ANY = /^[\s\S]*$/;

/** Fails the field when its (valid-looking) number is zeros only: no register issues one. */
function refuseZeros(f: ModelFields, field: string, value: string | null, name: string): string | null {
  if (value !== null && allZeros(value)) return f.fail(field, FieldText.zeros(name));
  return value;
}

/** A code of another country: 1..20 Latin letters or digits, not zeros only. */
const foreignCode = (f: ModelFields, field: string, required: boolean): string | null =>
  refuseZeros(f, field, f.matching(field, required, FOREIGN_CODE, FieldText.foreignCode), 'Номер');

/** Another country's taxpayer number, by its shape (rules/requisites.ts COUNTRY_TAX_NUMBERS). */
function foreignTaxNumber(f: ModelFields, countryId: number, kind: TaxpayerKind): string | null {
  const rule = taxNumberRule(countryId, kind);
  if (!rule) return foreignCode(f, 'vat', true);
  const vat = f.text('vat', true);
  const problem = vat === null ? null : taxNumberProblem(vat, rule);
  if (problem === 'shape') return f.fail('vat', FieldText.taxNumber(rule));
  if (problem === 'zeros') return f.fail('vat', FieldText.zeros(rule.name));
  return vat;
}

/**
 * ИНН, КПП and ОГРН by the rules of the ownership type (Russia), or the country's taxpayer number
 * and plain codes (elsewhere); no number is zeros only.
 */
function companyCodes(f: ModelFields, ownership: number, countryId: number) {
  const company = ownership === OWNERSHIP.company;
  const kind: TaxpayerKind = company ? 'company' : 'soleTrader';
  if (countryId !== 1) {
    return {
      vat: foreignTaxNumber(f, countryId, kind),
      kpp: foreignCode(f, 'kpp', false),
      ogrn: foreignCode(f, 'ogrn', true),
      okpo: foreignCode(f, 'okpo', false),
    };
  }
  let vat = f.matching('vat', true, digits(INN_LENGTH[kind]), company ? FieldText.inn10 : FieldText.inn12);
  vat = refuseZeros(f, 'vat', vat, 'ИНН');
  if (vat !== null && !innChecksumValid(vat)) f.fail('vat', FieldText.innCheck);
  let kpp: string | null = null;
  // КПП is ours, not the specification's Requisite: optional, checked when given.
  if (company) kpp = f.matching('kpp', false, ANY, FieldText.kpp);
  else if (f.text('kpp', false) !== null) f.fail('kpp', FieldText.kppOnlyCompany);
  if (kpp !== null && allZeros(kpp)) f.fail('kpp', FieldText.zeros('КПП'));
  else if (kpp !== null && !kppValid(kpp)) f.fail('kpp', FieldText.kpp);
  let ogrn = f.matching(
    'ogrn',
    true,
    digits(OGRN_LENGTH[kind]),
    company ? FieldText.ogrn13 : FieldText.ogrn15,
  );
  ogrn = refuseZeros(f, 'ogrn', ogrn, company ? 'ОГРН' : 'ОГРНИП');
  if (ogrn !== null && !ogrnChecksumValid(ogrn))
    f.fail('ogrn', company ? FieldText.ogrnCheck : FieldText.ogrnipCheck);
  const okpo = refuseZeros(
    f,
    'okpo',
    f.matching('okpo', false, digits(OKPO_LENGTH[kind]), FieldText.okpo),
    'ОКПО',
  );
  return { vat, kpp, ogrn, okpo };
}

export function validateCompany(value: unknown, ctx: ValidationContext): Validated<CompanyModel> {
  if (!isRecord(value)) return invalidModel('newModel');
  const f = new ModelFields(value, 'newModel');
  const ownership = f.integer('ownerShipTypeId', [OWNERSHIP.company, OWNERSHIP.entrepreneur]);
  const userTypeId = f.integer('userTypeId', [8, 9]);
  if (ownership !== null && userTypeId !== null && USER_TYPE_OF_OWNERSHIP[ownership] !== userTypeId) {
    f.fail('userTypeId', FieldText.userType);
  }
  const countryId = f.number('countryId', 1, Number.MAX_SAFE_INTEGER);
  if (countryId !== null && !ctx.isKnownCountry(countryId)) f.fail('countryId', FieldText.country);
  if (f.error !== null || ownership === null || countryId === null) return done([f], {} as CompanyModel);
  const names = {
    companyNameOrIpName: f.text('companyNameOrIpName', true) ?? '',
    fullCompanyNameOrIpName: f.text('fullCompanyNameOrIpName', true) ?? '',
  };
  const codes = companyCodes(f, ownership, countryId);
  const model: CompanyModel = {
    userId: ctx.userId,
    userTypeId: userTypeId ?? 8,
    countryId,
    ownerShipTypeId: ownership as CompanyModel['ownerShipTypeId'],
    ...names,
    vat: codes.vat ?? '',
    kpp: codes.kpp,
    ogrn: codes.ogrn ?? '',
    okpo: codes.okpo,
    okved: f.matching('okved', false, countryId === 1 ? OKVED_PATTERN : NOT_BLANK, FieldText.okved),
    phoneNumber1: f.phone('phoneNumber1', true) ?? '',
    phoneNumber2: f.phone('phoneNumber2', false, true) ?? ' ',
    phoneNumber3: f.phone('phoneNumber3', false, true) ?? ' ',
    taxRate: f.number('taxRate', 0, 100) ?? 0,
    taxationSystemTypesId: (f.integer('taxationSystemTypesId', [1, 2, 3, 4]) ??
      1) as CompanyModel['taxationSystemTypesId'],
  };
  return done([f], model);
}

interface BankFields {
  name: string;
  address: string;
  correspondent: string;
  settlement: string;
  bik: string;
  swift: string | null;
}

/** The six fields of a bank with the prefix `base` or `agent`. */
function bank(value: unknown, prefix: 'base' | 'agent', russian: boolean): Validated<BankFields> {
  if (!isRecord(value)) return invalidModel('newModel');
  const f = new ModelFields(value, 'newModel');
  const field = {
    name: `${prefix}BankName`,
    address: `${prefix}BankAddress`,
    correspondent: `${prefix}CorrespondentAccount`,
    settlement: `${prefix}ExpenseAccount`,
    bik: `${prefix}BankBIK`,
    swift: `${prefix}BankSwift`,
  };
  const name = f.text(field.name, true);
  const address = f.text(field.address, true);
  const codePattern = russian ? BIK_PATTERN : FOREIGN_CODE;
  const bik = refuseZeros(
    f,
    field.bik,
    f.matching(field.bik, true, codePattern, russian ? FieldText.bik : FieldText.foreignCode),
    russian ? 'БИК' : 'Код банка',
  );
  const accountPattern = russian ? digits(ACCOUNT_LENGTH) : /^[\dA-Za-z]{1,34}$/;
  const correspondent = refuseZeros(
    f,
    field.correspondent,
    f.matching(field.correspondent, true, accountPattern, FieldText.corr20),
    'Корреспондентский счёт',
  );
  const settlement = refuseZeros(
    f,
    field.settlement,
    f.matching(field.settlement, true, accountPattern, FieldText.account20),
    'Расчётный счёт',
  );
  if (russian && bik !== null && bikValid(bik) && correspondent !== null && settlement !== null) {
    if (!correspondent.startsWith(CORRESPONDENT_ACCOUNT_PREFIX))
      f.fail(field.correspondent, FieldText.corrPrefix);
    else if (!correspondentAccountValid(correspondent, bik)) f.fail(field.correspondent, FieldText.corrKey);
    if (!settlementAccountValid(settlement, bik)) f.fail(field.settlement, FieldText.accountKey);
  }
  const swift = f.matching(field.swift, false, SWIFT_PATTERN, FieldText.swift);
  return done([f], {
    name: name ?? '',
    address: address ?? '',
    correspondent: correspondent ?? '',
    settlement: settlement ?? '',
    bik: bik ?? '',
    swift: swift === null ? null : swift.toUpperCase(),
  });
}

export function validateBaseBank(value: unknown, ctx: ValidationContext): Validated<BaseBankModel> {
  const checked = bank(value, 'base', ctx.russian);
  if (!checked.ok) return checked;
  const b = checked.model;
  return {
    ok: true,
    model: {
      userId: ctx.userId,
      baseBankName: b.name,
      baseBankAddress: b.address,
      baseCorrespondentAccount: b.correspondent,
      baseExpenseAccount: b.settlement,
      baseBankBIK: b.bik,
      baseBankSwift: b.swift,
    },
  };
}

export function validateAgentBank(value: unknown, ctx: ValidationContext): Validated<AgentBankModel> {
  const checked = bank(value, 'agent', ctx.russian);
  if (!checked.ok) return checked;
  const b = checked.model;
  return {
    ok: true,
    model: {
      userId: ctx.userId,
      agentBankName: b.name,
      agentBankAddress: b.address,
      agentCorrespondentAccount: b.correspondent,
      agentExpenseAccount: b.settlement,
      agentBankBIK: b.bik,
      agentBankSwift: b.swift,
    },
  };
}
