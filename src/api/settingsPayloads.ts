import type {
  AddressInput,
  AddressesModel,
  AgentBankModel,
  BaseBankModel,
  CompanyModel,
  DirectorStaffModel,
  EditBody,
  ManagementEditBody,
  ManagementInput,
  RequisiteDocumentName,
  RequisiteDocuments,
  StoredFile,
} from '../../contract';
import type { UserRequisite } from './settingsDecoders';
import { formatNationalNumber, parsePhoneNumber } from '../components/format';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, phoneDigitsFor } from '../validation/requisites';

/**
 * Pure translation between the settings forms and the wire (docs/contract/settings.md): the
 * `{newModel, oldModel}` bodies, phones, change detection ('Вы не редактировали нечего') and the
 * documents' multipart form (the store's: src/api/storeSettingsPayloads.ts).
 */

// Phones ----------------------------------------------------------------------------------------

/** A phone as the forms hold it: the prefix select and the number as typed. */
export interface PhoneValue {
  prefix: string;
  number: string;
}

/** Spec section 5: prefix plus number ('+7' + '912 345-67-89' → '+79123456789'); '' when no number. */
export function buildPhone(prefix: string, number: string): string {
  const typed = number.trim();
  if (typed === '') return '';
  const digits = parsePhoneNumber(prefix, typed, phoneDigitsFor(prefix)) ?? typed.replace(/\D/g, '');
  return `${prefix.trim()}${digits}`;
}

/** The text the wire carries for an empty company phone (spec section 5). */
export const EMPTY_COMPANY_PHONE = ' ';

/** A company phone: an empty one is sent as a single space. */
export const buildCompanyPhone = (prefix: string, number: string): string =>
  buildPhone(prefix, number) || EMPTY_COMPANY_PHONE;

/** An optional phone (staff, management): null when empty. */
export const buildOptionalPhone = (prefix: string, number: string): string | null =>
  buildPhone(prefix, number) || null;

/**
 * A stored phone ('+79123456789', ' ' or null) back to the prefix select and the national number
 * ('912 345-67-89' for +7, as the field's placeholder shows it). The longest known prefix whose
 * number length fits wins; an unknown one keeps '+7' and every digit.
 */
export function splitPhone(stored: string | null | undefined): PhoneValue {
  const text = (stored ?? '').trim();
  if (text === '') return { prefix: DEFAULT_PHONE_PREFIX, number: '' };
  const digits = text.replace(/\D/g, '');
  const byLength = [...PHONE_PREFIXES].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const { prefix, digits: count } of byLength) {
    const code = prefix.slice(1);
    if (digits.startsWith(code) && digits.length === code.length + count)
      return { prefix, number: formatNationalNumber(prefix, digits.slice(code.length)) };
  }
  return { prefix: DEFAULT_PHONE_PREFIX, number: digits };
}

/**
 * A stored phone as the server compares it (docs/contract/settings.md): '+' and its digits; without
 * the '+', 10 digits or '8' + 10 digits are Russian. '' when there is no digit.
 */
export function normalisePhone(stored: string | null | undefined): string {
  const value = (stored ?? '').trim();
  let digits = value.replace(/\D/g, '');
  if (digits === '') return '';
  if (!value.startsWith('+')) {
    if (digits.length === 10) digits = `7${digits}`;
    else if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  }
  return `+${digits}`;
}

// Change detection -------------------------------------------------------------------------------

/** Texts compare trimmed; '', ' ' and null are the same "nothing". */
function normalised(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text;
  }
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(normalised);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalised((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** Whether two models carry the same data (the seller edited nothing). */
export const sameModel = (a: unknown, b: unknown): boolean =>
  JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/**
 * The `{newModel, oldModel}` body of an edit, or null when nothing changed: the caller then sends
 * nothing and shows 'Вы не редактировали нечего' (spec section 5).
 */
export function editBody<M>(newModel: M, oldModel: M): EditBody<M> | null {
  return sameModel(newModel, oldModel) ? null : { newModel, oldModel };
}

/** The management body (`{newModel list, oldModel list, userId}`), or null when nothing changed. */
export function managementBody(
  newModel: ManagementInput[],
  oldModel: ManagementInput[],
  userId: number,
): ManagementEditBody | null {
  return sameModel(newModel, oldModel) ? null : { newModel, oldModel, userId };
}

const text = (value: string | null | undefined): string => (value ?? '').trim();
const textOrNull = (value: string | null | undefined): string | null => text(value) || null;

// Staff ------------------------------------------------------------------------------------------

export interface StaffFormValues {
  directorFullname: string;
  directorEmail: string;
  directorPhonePrefix: string;
  directorPhoneNumber: string;
  accountantFullname: string;
  accountantEmail: string;
  accountantPhonePrefix: string;
  accountantPhoneNumber: string;
}

export function staffModelOf(requisite: UserRequisite | null, userId: number): DirectorStaffModel {
  return {
    userId,
    directorFullname: text(requisite?.directorFullname),
    directorEmail: text(requisite?.directorEmail),
    directorPhone: normalisePhone(requisite?.directorPhone),
    accountantFullname: textOrNull(requisite?.accountantFullname),
    accountantEmail: textOrNull(requisite?.accountantEmail),
    accountantPhone: normalisePhone(requisite?.accountantPhone) || null,
  };
}

export function staffValuesOf(model: DirectorStaffModel): StaffFormValues {
  const director = splitPhone(model.directorPhone);
  const accountant = splitPhone(model.accountantPhone);
  return {
    directorFullname: model.directorFullname,
    directorEmail: model.directorEmail,
    directorPhonePrefix: director.prefix,
    directorPhoneNumber: director.number,
    accountantFullname: model.accountantFullname ?? '',
    accountantEmail: model.accountantEmail ?? '',
    accountantPhonePrefix: accountant.prefix,
    accountantPhoneNumber: accountant.number,
  };
}

export function staffModelFrom(values: StaffFormValues, userId: number): DirectorStaffModel {
  return {
    userId,
    directorFullname: text(values.directorFullname),
    directorEmail: text(values.directorEmail),
    directorPhone: buildPhone(values.directorPhonePrefix, values.directorPhoneNumber),
    accountantFullname: textOrNull(values.accountantFullname),
    accountantEmail: textOrNull(values.accountantEmail),
    accountantPhone: buildOptionalPhone(values.accountantPhonePrefix, values.accountantPhoneNumber),
  };
}

// Management -------------------------------------------------------------------------------------

export interface WorkerValues {
  id: number;
  workerFullname: string;
  workerEmail: string;
  workerPhonePrefix: string;
  workerPhoneNumber: string;
}

export interface ManagementFormValues {
  workers: WorkerValues[];
}

export const managementModelOf = (requisite: UserRequisite | null): ManagementInput[] =>
  (requisite?.requisitesManagementModels ?? []).map((worker) => ({
    id: worker.id,
    workerFullname: text(worker.workerFullname),
    workerEmail: textOrNull(worker.workerEmail),
    workerPhone: normalisePhone(worker.workerPhone) || null,
  }));

export const managementValuesOf = (model: ManagementInput[]): ManagementFormValues => ({
  workers: model.map((worker) => {
    const phone = splitPhone(worker.workerPhone);
    return {
      id: worker.id,
      workerFullname: worker.workerFullname,
      workerEmail: worker.workerEmail ?? '',
      workerPhonePrefix: phone.prefix,
      workerPhoneNumber: phone.number,
    };
  }),
});

export const emptyWorker = (): WorkerValues => ({
  id: 0,
  workerFullname: '',
  workerEmail: '',
  workerPhonePrefix: DEFAULT_PHONE_PREFIX,
  workerPhoneNumber: '',
});

export const managementModelFrom = (values: ManagementFormValues): ManagementInput[] =>
  values.workers.map((worker) => ({
    id: worker.id,
    workerFullname: text(worker.workerFullname),
    workerEmail: textOrNull(worker.workerEmail),
    workerPhone: buildOptionalPhone(worker.workerPhonePrefix, worker.workerPhoneNumber),
  }));

// Addresses --------------------------------------------------------------------------------------

export type AddressTypeId = AddressInput['addressTypeId'];
export const ADDRESS_TYPE_IDS: readonly AddressTypeId[] = [1, 2, 3];
export const LEGAL_ADDRESS_TYPE: AddressTypeId = 1;

export interface AddressValues {
  id: number;
  addressTypeId: AddressTypeId;
  region: string;
  city: string;
  street: string;
  house: string;
  postalIndex: string;
}

export interface AddressFormValues {
  addresses: AddressValues[];
}

const addressTypeOf = (id: number | null): AddressTypeId =>
  ADDRESS_TYPE_IDS.find((type) => type === id) ?? LEGAL_ADDRESS_TYPE;

export const addressesModelOf = (requisite: UserRequisite | null, userId: number): AddressesModel => ({
  userId,
  addressModels: (requisite?.addressModels ?? []).map((address) => ({
    id: address.id,
    addressTypeId: addressTypeOf(address.addressTypeId),
    region: { name: text(address.region.name) },
    city: { name: text(address.city.name) },
    street: text(address.street),
    house: text(address.house),
    postalIndex: textOrNull(address.postalIndex),
  })),
});

export const addressValuesOf = (model: AddressesModel): AddressFormValues => ({
  addresses: model.addressModels.map((address) => ({
    id: address.id,
    addressTypeId: address.addressTypeId,
    region: address.region.name,
    city: address.city.name,
    street: address.street,
    house: address.house,
    postalIndex: address.postalIndex ?? '',
  })),
});

export const emptyAddress = (addressTypeId: AddressTypeId): AddressValues => ({
  id: 0,
  addressTypeId,
  region: '',
  city: '',
  street: '',
  house: '',
  postalIndex: '',
});

export const addressesModelFrom = (values: AddressFormValues, userId: number): AddressesModel => ({
  userId,
  addressModels: values.addresses.map((address) => ({
    id: address.id,
    addressTypeId: address.addressTypeId,
    region: { name: text(address.region) },
    city: { name: text(address.city) },
    street: text(address.street),
    house: text(address.house),
    postalIndex: textOrNull(address.postalIndex),
  })),
});

// Company ----------------------------------------------------------------------------------------

export type OwnershipTypeId = CompanyModel['ownerShipTypeId'];
export type TaxationSystemId = CompanyModel['taxationSystemTypesId'];

/** ООО → user type 8 (entity); ИП → 9 (entrepreneur) (spec section 3 user categories). */
export const USER_TYPE_BY_OWNERSHIP: Record<OwnershipTypeId, number> = { 1: 8, 2: 9 };
export const OWNERSHIP_COMPANY: OwnershipTypeId = 1;
export const OWNERSHIP_SOLE_TRADER: OwnershipTypeId = 2;
export const TAXATION_SYSTEM_IDS: readonly TaxationSystemId[] = [1, 2, 3, 4];
export const RUSSIA_ID = 1;

export interface CompanyFormValues {
  ownerShipTypeId: OwnershipTypeId;
  countryId: number;
  companyNameOrIpName: string;
  fullCompanyNameOrIpName: string;
  vat: string;
  kpp: string;
  ogrn: string;
  okpo: string;
  okved: string;
  phone1Prefix: string;
  phone1Number: string;
  phone2Prefix: string;
  phone2Number: string;
  phone3Prefix: string;
  phone3Number: string;
  taxRate: string;
  taxationSystemTypesId: TaxationSystemId;
}

const ownershipOf = (id: number | null | undefined): OwnershipTypeId =>
  id === OWNERSHIP_SOLE_TRADER ? OWNERSHIP_SOLE_TRADER : OWNERSHIP_COMPANY;

const taxationOf = (id: number | null | undefined): TaxationSystemId =>
  TAXATION_SYSTEM_IDS.find((system) => system === id) ?? 1;

/** The applied company data; a seller without requisites starts from an empty ООО in their country. */
export function companyModelOf(
  requisite: UserRequisite | null,
  user: { id: number; countryId: number | null },
): CompanyModel {
  const ownerShipTypeId = ownershipOf(requisite?.ownerShipTypeId);
  return {
    userId: user.id,
    userTypeId: USER_TYPE_BY_OWNERSHIP[ownerShipTypeId],
    countryId: user.countryId ?? RUSSIA_ID,
    ownerShipTypeId,
    companyNameOrIpName: text(requisite?.companyNameOrIpName),
    fullCompanyNameOrIpName: text(requisite?.fullCompanyNameOrIpName),
    vat: text(requisite?.vat),
    kpp: textOrNull(requisite?.kpp),
    ogrn: text(requisite?.ogrn),
    okpo: textOrNull(requisite?.okpo),
    okved: textOrNull(requisite?.okved),
    phoneNumber1: normalisePhone(requisite?.phoneNumber1),
    phoneNumber2: normalisePhone(requisite?.phoneNumber2) || EMPTY_COMPANY_PHONE,
    phoneNumber3: normalisePhone(requisite?.phoneNumber3) || EMPTY_COMPANY_PHONE,
    taxRate: requisite?.taxRate ?? 0,
    taxationSystemTypesId: taxationOf(requisite?.taxationSystemTypesId),
  };
}

export function companyValuesOf(model: CompanyModel): CompanyFormValues {
  const [phone1, phone2, phone3] = [model.phoneNumber1, model.phoneNumber2, model.phoneNumber3].map(
    splitPhone,
  );
  return {
    ownerShipTypeId: model.ownerShipTypeId,
    countryId: model.countryId,
    companyNameOrIpName: model.companyNameOrIpName,
    fullCompanyNameOrIpName: model.fullCompanyNameOrIpName,
    vat: model.vat,
    kpp: model.kpp ?? '',
    ogrn: model.ogrn,
    okpo: model.okpo ?? '',
    okved: model.okved ?? '',
    phone1Prefix: phone1!.prefix,
    phone1Number: phone1!.number,
    phone2Prefix: phone2!.prefix,
    phone2Number: phone2!.number,
    phone3Prefix: phone3!.prefix,
    phone3Number: phone3!.number,
    taxRate: String(model.taxRate),
    taxationSystemTypesId: model.taxationSystemTypesId,
  };
}

export function companyModelFrom(values: CompanyFormValues, userId: number): CompanyModel {
  const soleTrader = values.ownerShipTypeId === OWNERSHIP_SOLE_TRADER;
  return {
    userId,
    userTypeId: USER_TYPE_BY_OWNERSHIP[values.ownerShipTypeId],
    countryId: values.countryId,
    ownerShipTypeId: values.ownerShipTypeId,
    companyNameOrIpName: text(values.companyNameOrIpName),
    fullCompanyNameOrIpName: text(values.fullCompanyNameOrIpName),
    vat: text(values.vat),
    kpp: soleTrader ? null : textOrNull(values.kpp),
    ogrn: text(values.ogrn),
    okpo: textOrNull(values.okpo),
    okved: textOrNull(values.okved),
    phoneNumber1: buildPhone(values.phone1Prefix, values.phone1Number),
    phoneNumber2: buildCompanyPhone(values.phone2Prefix, values.phone2Number),
    phoneNumber3: buildCompanyPhone(values.phone3Prefix, values.phone3Number),
    taxRate: Number(values.taxRate.trim().replace(',', '.')),
    taxationSystemTypesId: values.taxationSystemTypesId,
  };
}

// Banks ------------------------------------------------------------------------------------------

/** A bank step as the form holds it (the same fields for the base and the agent bank). */
export interface BankFormValues {
  bankName: string;
  bankAddress: string;
  correspondentAccount: string;
  expenseAccount: string;
  bik: string;
  swift: string;
}

export type BankKind = 'base' | 'agent';

export function baseBankModelOf(requisite: UserRequisite | null, userId: number): BaseBankModel {
  return {
    userId,
    baseBankName: text(requisite?.baseBankName),
    baseBankAddress: text(requisite?.baseBankAddress),
    baseCorrespondentAccount: text(requisite?.baseCorrespondentAccount),
    baseExpenseAccount: text(requisite?.baseExpenseAccount),
    baseBankBIK: text(requisite?.baseBankBIK),
    baseBankSwift: textOrNull(requisite?.baseBankSwift),
  };
}

export function agentBankModelOf(requisite: UserRequisite | null, userId: number): AgentBankModel {
  return {
    userId,
    agentBankName: text(requisite?.agentBankName),
    agentBankAddress: text(requisite?.agentBankAddress),
    agentCorrespondentAccount: text(requisite?.agentCorrespondentAccount),
    agentExpenseAccount: text(requisite?.agentExpenseAccount),
    agentBankBIK: text(requisite?.agentBankBIK),
    agentBankSwift: textOrNull(requisite?.agentBankSwift),
  };
}

export const baseBankValuesOf = (model: BaseBankModel): BankFormValues => ({
  bankName: model.baseBankName,
  bankAddress: model.baseBankAddress,
  correspondentAccount: model.baseCorrespondentAccount,
  expenseAccount: model.baseExpenseAccount,
  bik: model.baseBankBIK,
  swift: model.baseBankSwift ?? '',
});

export const agentBankValuesOf = (model: AgentBankModel): BankFormValues => ({
  bankName: model.agentBankName,
  bankAddress: model.agentBankAddress,
  correspondentAccount: model.agentCorrespondentAccount,
  expenseAccount: model.agentExpenseAccount,
  bik: model.agentBankBIK,
  swift: model.agentBankSwift ?? '',
});

export const baseBankModelFrom = (values: BankFormValues, userId: number): BaseBankModel => ({
  userId,
  baseBankName: text(values.bankName),
  baseBankAddress: text(values.bankAddress),
  baseCorrespondentAccount: text(values.correspondentAccount),
  baseExpenseAccount: text(values.expenseAccount),
  baseBankBIK: text(values.bik),
  baseBankSwift: textOrNull(values.swift),
});

export const agentBankModelFrom = (values: BankFormValues, userId: number): AgentBankModel => ({
  userId,
  agentBankName: text(values.bankName),
  agentBankAddress: text(values.bankAddress),
  agentCorrespondentAccount: text(values.correspondentAccount),
  agentExpenseAccount: text(values.expenseAccount),
  agentBankBIK: text(values.bik),
  agentBankSwift: textOrNull(values.swift),
});

// Documents --------------------------------------------------------------------------------------

export const DOCUMENT_NAMES: readonly RequisiteDocumentName[] = [
  'CompanyRegistrationCertificate',
  'RecordSheetUSRLE',
  'DirectorAppointmentOrder',
  'NATS',
  'Certificate',
  'License',
];

export const emptyDocuments = (): RequisiteDocuments => ({
  CompanyRegistrationCertificate: null,
  RecordSheetUSRLE: null,
  DirectorAppointmentOrder: null,
  NATS: null,
  Certificate: null,
  License: null,
});

/** The seller's choice per document: a new file, or nothing (the current one is kept). */
export type ChosenDocuments = Partial<Record<RequisiteDocumentName, File>>;

/**
 * The multipart form of `InsertRequisiteDocsTransaction`, or null when no file was chosen
 * (nothing changed). Spec section 5: a newly chosen file is sent, otherwise the old one is kept
 * (its current URL as the `NewModel.*` text part).
 */
export function buildDocumentsForm(
  current: RequisiteDocuments,
  chosen: ChosenDocuments,
  userId: number,
): FormData | null {
  if (!DOCUMENT_NAMES.some((name) => chosen[name] !== undefined)) return null;
  const form = new FormData();
  for (const name of DOCUMENT_NAMES) {
    const url = current[name]?.url ?? '';
    form.append(`OldModel.${name}`, url);
    const file = chosen[name];
    if (file) form.append(`NewModel.${name}`, file, file.name);
    else form.append(`NewModel.${name}`, url);
  }
  form.append('NewModel.UserId', String(userId));
  return form;
}

/** A stored file's display name (the original name, else the URL's last segment). */
export const storedFileName = (file: StoredFile): string =>
  file.fileName || decodeURIComponent(file.url.split('/').pop() ?? file.url);
