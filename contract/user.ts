import type { StoredFile } from './requestsTenders.js';
import type { UserCategoryId } from './statuses.js';

/** The user behind a token (`User/GetUserByAccessToken`) and its requisites (spec section 3 "User", "Requisite"). */

/** The seller's store as the shell shows it. */
export interface UserStore {
  id: number;
  storeName: string;
  categoryGroupId: number;
  storeImages: { storeLogo: string | null };
}

export interface UserSeller {
  id: number;
  store: UserStore;
}

export interface RequisiteAddress {
  id: number;
  addressTypeId: number;
  region: { name: string };
  city: { name: string };
  street: string;
  house: string;
  postalIndex: string | null;
}

/** A member of staff (`requisitesManagementModels`). */
export interface RequisiteStaff {
  id: number;
  workerFullname: string;
  workerEmail: string | null;
  workerPhone: string | null;
}

/** The six documents of spec section 3 (multipart part names after `OldModel.` / `NewModel.`). */
export type RequisiteDocumentName =
  | 'CompanyRegistrationCertificate'
  | 'RecordSheetUSRLE'
  | 'DirectorAppointmentOrder'
  | 'NATS'
  | 'Certificate'
  | 'License';

/** The seller's documents: a stored file per document, null when none was uploaded. */
export type RequisiteDocuments = Record<RequisiteDocumentName, StoredFile | null>;

export interface Requisite {
  id: number;
  ownerShipTypeId: number;
  companyNameOrIpName: string;
  fullCompanyNameOrIpName: string;
  vat: string | null;
  /** КПП (an addition, docs/contract/settings.md): ООО only. */
  kpp?: string | null;
  ogrn: string | null;
  okpo: string | null;
  okved: string | null;
  phoneNumber1: string | null;
  phoneNumber2: string | null;
  phoneNumber3: string | null;
  taxRate: number | null;
  taxationSystemTypesId: number | null;
  directorFullname: string | null;
  directorEmail: string | null;
  directorPhone: string | null;
  accountantFullname: string | null;
  accountantEmail: string | null;
  accountantPhone: string | null;
  addressModels: RequisiteAddress[];
  requisitesManagementModels: RequisiteStaff[];
  baseBankName: string | null;
  baseBankAddress: string | null;
  baseCorrespondentAccount: string | null;
  baseExpenseAccount: string | null;
  baseBankBIK: string | null;
  baseBankSwift: string | null;
  agentBankName: string | null;
  agentBankAddress: string | null;
  agentCorrespondentAccount: string | null;
  agentExpenseAccount: string | null;
  agentBankBIK: string | null;
  agentBankSwift: string | null;
  qiwiNumbers: string | null;
  bankCardNumber: string | null;
  /** The six documents (an addition, docs/contract/settings.md). */
  documents?: RequisiteDocuments;
}

/**
 * `data` of `User/GetUserByAccessToken` (header `accessToken`): any signed-in user; customers and
 * other non-sellers have `seller: null`.
 */
export interface UserProfile {
  id: number;
  email: string;
  firstVisit: boolean;
  userCategoryId: UserCategoryId;
  isRegistered: boolean;
  countryId: number | null;
  userTypeId: number | null;
  requisite: Requisite | null;
  seller: UserSeller | null;
}
