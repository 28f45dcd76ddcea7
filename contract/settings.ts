import type { RequisiteAddress, RequisiteDocuments, RequisiteStaff } from './user.js';

/** Settings and their moderation (`/seller/api/SellerSettings/...`): docs/contract/settings.md. */

/** The parts of the seller's data that are edited (and moderated) one at a time. */
export type SettingsSection =
  'address' | 'staff' | 'management' | 'company' | 'baseBank' | 'agentBank' | 'documents' | 'store';

/** An address as edited: `id` 0 for a new one. 1 legal, 2 actual, 3 postal. */
export type AddressInput = Omit<RequisiteAddress, 'id' | 'addressTypeId'> & {
  id: number;
  addressTypeId: 1 | 2 | 3;
};

/** Model of `InsertAddressTransaction`: every address of the seller (exactly one legal). */
export interface AddressesModel {
  userId: number;
  addressModels: AddressInput[];
}

/** Model of `InsertDirectoryStaffTransaction`: the director and the accountant. */
export interface DirectorStaffModel {
  userId: number;
  directorFullname: string;
  directorEmail: string;
  directorPhone: string;
  /** The accountant is optional: all three null, or a name with e-mail and phone. */
  accountantFullname: string | null;
  accountantEmail: string | null;
  accountantPhone: string | null;
}

/** A member of staff as edited (`requisitesManagementModels` item): `id` 0 for a new one. */
export type ManagementInput = RequisiteStaff;

/** Model of `InsertCompanyRequisitesTransaction` (user type and country travel with it, spec section 6). */
export interface CompanyModel {
  userId: number;
  /** 8 entity (ООО), 9 entrepreneur (ИП); follows `ownerShipTypeId`. */
  userTypeId: number;
  countryId: number;
  /** 1 ООО, 2 ИП. */
  ownerShipTypeId: 1 | 2;
  companyNameOrIpName: string;
  fullCompanyNameOrIpName: string;
  /** ИНН. */
  vat: string;
  /** КПП: ООО only (null for ИП). */
  kpp: string | null;
  /** ОГРН (ООО) or ОГРНИП (ИП). */
  ogrn: string;
  okpo: string | null;
  okved: string | null;
  /** Prefix plus digits ('+79123456789'); an empty 2nd or 3rd phone is a single space ' '. */
  phoneNumber1: string;
  phoneNumber2: string;
  phoneNumber3: string;
  taxRate: number;
  /** 1 ОСНО, 2 УСН, 3 ЕСХН, 4 ПСН. */
  taxationSystemTypesId: 1 | 2 | 3 | 4;
}

/** Model of `InsertBasebankRequisitesTransaction`. */
export interface BaseBankModel {
  userId: number;
  baseBankName: string;
  baseBankAddress: string;
  baseCorrespondentAccount: string;
  baseExpenseAccount: string;
  baseBankBIK: string;
  baseBankSwift: string | null;
}

/** Model of `InsertAgentbankRequisitesTransaction`. */
export interface AgentBankModel {
  userId: number;
  agentBankName: string;
  agentBankAddress: string;
  agentCorrespondentAccount: string;
  agentExpenseAccount: string;
  agentBankBIK: string;
  agentBankSwift: string | null;
}

export type WeekDay = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** One day of the store's schedule: 'HH:mm' (00:00..23:59, from < to) while working, else both null. */
export interface WorkDay {
  isWorking: boolean;
  from: string | null;
  to: string | null;
}

export type WorkSchedules = Record<WeekDay, WorkDay>;

/** The store as edited by `UpdateStore` and moderated (image URLs under /seller/uploads/ or null). */
export interface StoreModel {
  storeName: string;
  /** An addition (the specification's Store has none). */
  storeDescription?: string;
  storeLogo: string | null;
  storePicture: string | null;
  workSchedules: WorkSchedules;
}

/** `data` of `POST SellerSettings/GetStoreByUserId?userId=`: the applied store. */
export interface StoreSettings extends StoreModel {
  id: number;
  /** Average review rating (0 without reviews), two decimals. */
  storeRating: number;
  productCount: number;
  /** Ours: the store's days off beyond the week, `yyyy-MM-dd` (docs/contract/work-queue.md). */
  holidays?: string[];
}

/** The model of each section, as `newModel` / `oldModel` and in the moderation queue. */
export interface SectionModels {
  address: AddressesModel;
  staff: DirectorStaffModel;
  management: ManagementInput[];
  company: CompanyModel;
  baseBank: BaseBankModel;
  agentBank: AgentBankModel;
  documents: RequisiteDocuments;
  store: StoreModel;
}

/** Body of the JSON `Insert*Transaction` calls but management. */
export interface EditBody<M> {
  newModel: M;
  oldModel: M;
}

/** Body of `InsertRequisiteManagementTransaction`. */
export interface ManagementEditBody {
  newModel: ManagementInput[];
  oldModel: ManagementInput[];
  userId: number;
}

/** `data` of a submitted edit (status 1): it waits for the administrator. */
export interface SubmittedEdit {
  id: number;
  /** Additions: the client reads none of them (spec section 7 reads the status). */
  section?: SettingsSection;
  submittedAt?: string;
}

export interface PendingEdit<M> {
  id: number;
  submittedAt: string;
  /** The applied data when the edit was sent. */
  oldModel: M;
  newModel: M;
}

export interface RejectedEdit<M> {
  id: number;
  submittedAt: string;
  decidedAt: string;
  /** The administrator's reason (user-written text). */
  reason: string;
  newModel: M;
}

export interface SectionModeration<M> {
  pending: PendingEdit<M> | null;
  /** The section's latest decided edit when it was rejected and nothing was sent after it. */
  lastRejection: RejectedEdit<M> | null;
}

/** `data` of `GET SellerSettings/GetModerationState`. */
export type ModerationState = { [S in SettingsSection]: SectionModeration<SectionModels[S]> };

export type DeletionRequestStatus = 'pending' | 'approved' | 'rejected';

export interface DeletionRequest {
  id: number;
  status: DeletionRequestStatus;
  requestedAt: string;
  decidedAt: string | null;
  /** The administrator's reason of a rejection. */
  reason: string | null;
}

/** 1 active, 2 closing (a deletion request waits). */
export type StoreStatusId = 1 | 2;

/** `data` of `GET SellerSettings/GetAccountInfo`. */
export interface AccountInfo {
  userId: number;
  email: string;
  userCategoryId: number;
  userTypeId: number | null;
  countryId: number | null;
  /** Russian name of the country, null when unknown. */
  countryName: string | null;
  storeName: string;
  storeStatusId: StoreStatusId;
  /** The latest deletion request, null when none was sent. */
  deletionRequest: DeletionRequest | null;
}
