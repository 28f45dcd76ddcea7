import {
  type Decoded,
  firstOf,
  flag,
  list,
  maybeRecord,
  num,
  numOr,
  oneOf,
  record,
  text,
  textOr,
  v,
} from './decode';
import { maybeStoredFile } from './fileDecoders';

/**
 * The replies of the user and settings calls as the screens use them (docs/contract/settings.md
 * "Reading replies (issue 26)"). Spec section 3 names the user, the requisite, the documents and
 * the store; `kpp`, `documents`, `storeDescription`, the moderation state and the account facts
 * are ours and may be missing.
 */

/** A list item: a record (a `null` or a number in the list is left out). */
const item = <E extends v.ObjectEntries>(entries: E) => v.object(entries);

// Requisite (spec section 3 "Requisite") ---------------------------------------------------------

const requisiteAddress = item({
  id: numOr(0),
  addressTypeId: num,
  region: record({ name: text }),
  city: record({ name: text }),
  street: text,
  house: text,
  postalIndex: text,
});

const requisiteStaff = item({
  id: numOr(0),
  workerFullname: text,
  workerEmail: text,
  workerPhone: text,
});

const DOCUMENT_FIELDS = {
  CompanyRegistrationCertificate: maybeStoredFile,
  RecordSheetUSRLE: maybeStoredFile,
  DirectorAppointmentOrder: maybeStoredFile,
  NATS: maybeStoredFile,
  Certificate: maybeStoredFile,
  License: maybeStoredFile,
};

/** The six documents: a stored file each, `null` when none (or when the server sends none). */
export const documentsSchema = record(DOCUMENT_FIELDS);

const REQUISITE_FIELDS = {
  id: numOr(0),
  ownerShipTypeId: num,
  companyNameOrIpName: text,
  fullCompanyNameOrIpName: text,
  vat: text,
  kpp: text,
  ogrn: text,
  okpo: text,
  okved: text,
  phoneNumber1: text,
  phoneNumber2: text,
  phoneNumber3: text,
  taxRate: num,
  taxationSystemTypesId: num,
  directorFullname: text,
  directorEmail: text,
  directorPhone: text,
  accountantFullname: text,
  accountantEmail: text,
  accountantPhone: text,
  addressModels: list(requisiteAddress),
  requisitesManagementModels: list(requisiteStaff),
  baseBankName: text,
  baseBankAddress: text,
  baseCorrespondentAccount: text,
  baseExpenseAccount: text,
  baseBankBIK: text,
  baseBankSwift: text,
  agentBankName: text,
  agentBankAddress: text,
  agentCorrespondentAccount: text,
  agentExpenseAccount: text,
  agentBankBIK: text,
  agentBankSwift: text,
  qiwiNumbers: text,
  bankCardNumber: text,
  documents: documentsSchema,
};

export const requisiteSchema = maybeRecord(REQUISITE_FIELDS);
export type UserRequisite = NonNullable<Decoded<typeof requisiteSchema>>;

// User (spec section 3 "Login user", "User (full)") ----------------------------------------------

/** Spec section 9: the default category group is 1. */
const DEFAULT_CATEGORY_GROUP = 1;

const storeSchema = record({
  id: numOr(0),
  storeName: textOr(''),
  categoryGroupId: numOr(DEFAULT_CATEGORY_GROUP),
  storeImages: record({ storeLogo: text }),
});

export const userSchema = record({
  id: numOr(0),
  email: textOr(''),
  firstVisit: flag,
  userCategoryId: num,
  isRegistered: flag,
  countryId: num,
  userTypeId: num,
  requisite: requisiteSchema,
  seller: maybeRecord({ id: numOr(0), store: storeSchema }),
});

// Store (spec section 3 "Store") -----------------------------------------------------------------

const workDay = record({ isWorking: flag, from: text, to: text });

const workSchedules = record({
  Monday: workDay,
  Tuesday: workDay,
  Wednesday: workDay,
  Thursday: workDay,
  Friday: workDay,
  Saturday: workDay,
  Sunday: workDay,
});

const storeFields = record({
  id: num,
  storeName: textOr(''),
  storeDescription: textOr(''),
  storeRating: num,
  productCount: num,
  workSchedules,
});

const storeHolidays = v.fallback(v.nullable(v.array(v.string())), null);

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? { ...value } : {};

/** An image of the store: at the top (spec "Store") or under `storeImages` (spec "Login user"). */
const storeImage = (source: Record<string, unknown>, key: 'storeLogo' | 'storePicture'): string | null =>
  firstOf(source, [key], text) ?? firstOf(asRecord(source.storeImages), [key], text);

/** `data` of `GetStoreByUserId`: the store as the page edits it; a missing rating or count is `null`. */
export const storeSettingsSchema = v.pipe(
  v.unknown(),
  v.transform((data) => {
    const source = asRecord(data);
    return {
      ...v.parse(storeFields, data),
      storeLogo: storeImage(source, 'storeLogo'),
      storePicture: storeImage(source, 'storePicture'),
      // Ours (docs/contract/work-queue.md "Store holidays"): null when the server has none.
      holidays: v.parse(storeHolidays, source.holidays),
    };
  }),
);
export type StoreSettingsData = Decoded<typeof storeSettingsSchema>;

// Moderation (ours: GetModerationState) ----------------------------------------------------------

const addressInput = item({
  id: numOr(0),
  addressTypeId: v.fallback(v.picklist([1, 2, 3]), 1),
  region: record({ name: textOr('') }),
  city: record({ name: textOr('') }),
  street: textOr(''),
  house: textOr(''),
  postalIndex: text,
});

const managementInput = item({
  id: numOr(0),
  workerFullname: textOr(''),
  workerEmail: text,
  workerPhone: text,
});

const SECTION_MODELS = {
  address: record({ userId: numOr(0), addressModels: list(addressInput) }),
  staff: record({
    userId: numOr(0),
    directorFullname: textOr(''),
    directorEmail: textOr(''),
    directorPhone: textOr(''),
    accountantFullname: text,
    accountantEmail: text,
    accountantPhone: text,
  }),
  management: list(managementInput),
  company: record({
    userId: numOr(0),
    userTypeId: numOr(0),
    countryId: numOr(1),
    ownerShipTypeId: v.fallback(v.picklist([1, 2]), 1),
    companyNameOrIpName: textOr(''),
    fullCompanyNameOrIpName: textOr(''),
    vat: textOr(''),
    kpp: text,
    ogrn: textOr(''),
    okpo: text,
    okved: text,
    phoneNumber1: textOr(''),
    phoneNumber2: textOr(' '),
    phoneNumber3: textOr(' '),
    taxRate: numOr(0),
    taxationSystemTypesId: v.fallback(v.picklist([1, 2, 3, 4]), 1),
  }),
  baseBank: record({
    userId: numOr(0),
    baseBankName: textOr(''),
    baseBankAddress: textOr(''),
    baseCorrespondentAccount: textOr(''),
    baseExpenseAccount: textOr(''),
    baseBankBIK: textOr(''),
    baseBankSwift: text,
  }),
  agentBank: record({
    userId: numOr(0),
    agentBankName: textOr(''),
    agentBankAddress: textOr(''),
    agentCorrespondentAccount: textOr(''),
    agentExpenseAccount: textOr(''),
    agentBankBIK: textOr(''),
    agentBankSwift: text,
  }),
  documents: documentsSchema,
  store: v.pipe(
    storeSettingsSchema,
    v.transform(({ storeName, storeDescription, storeLogo, storePicture, workSchedules }) => ({
      storeName,
      storeDescription,
      storeLogo,
      storePicture,
      workSchedules,
    })),
  ),
};

const moderationOf = <M>(model: v.GenericSchema<unknown, M>) =>
  record({
    pending: maybeRecord({ id: numOr(0), submittedAt: text, oldModel: model, newModel: model }),
    lastRejection: maybeRecord({
      id: numOr(0),
      submittedAt: text,
      decidedAt: text,
      reason: textOr(''),
      newModel: model,
    }),
  });

/** `data` of our `GetModerationState`: a section the reply leaves out has nothing waiting. */
export const moderationStateSchema = record({
  address: moderationOf(SECTION_MODELS.address),
  staff: moderationOf(SECTION_MODELS.staff),
  management: moderationOf(SECTION_MODELS.management),
  company: moderationOf(SECTION_MODELS.company),
  baseBank: moderationOf(SECTION_MODELS.baseBank),
  agentBank: moderationOf(SECTION_MODELS.agentBank),
  documents: moderationOf(SECTION_MODELS.documents),
  store: moderationOf(SECTION_MODELS.store),
});
export type Moderation = Decoded<typeof moderationStateSchema>;

/** Nothing waits and nothing was rejected: the state without our moderation call. */
export const noModeration = (): Moderation => v.parse(moderationStateSchema, {});

// Account (ours: GetAccountInfo; DeleteAccount's data) -------------------------------------------

export const deletionRequestSchema = maybeRecord({
  id: numOr(0),
  status: oneOf(['pending', 'approved', 'rejected']),
  requestedAt: text,
  decidedAt: text,
  reason: text,
});
export type DeletionRequestData = NonNullable<Decoded<typeof deletionRequestSchema>>;

export const accountInfoSchema = record({
  email: text,
  userCategoryId: num,
  userTypeId: num,
  countryName: text,
  storeName: text,
  storeStatusId: num,
  deletionRequest: deletionRequestSchema,
});
export type AccountInfoData = Decoded<typeof accountInfoSchema>;

/** A section's moderation as decoded (dates `null` when unreadable; formatDate shows '----'). */
export interface SectionModeration<M> {
  pending: { id: number; submittedAt: string | null; oldModel: M; newModel: M } | null;
  lastRejection: {
    id: number;
    submittedAt: string | null;
    decidedAt: string | null;
    reason: string;
    newModel: M;
  } | null;
}

/** The store as the form edits it (the applied store or an edit that waits). */
export type StoreModelData = Decoded<typeof SECTION_MODELS.store>;
