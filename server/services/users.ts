import type { Requisite, UserCategoryId, UserProfile, UserSeller } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, bool, one, run } from '../db/query.js';
import { documentsOf } from './settingsDocuments.js';

export const UserCategory = {
  seller: 1,
  customer: 2,
  transportCompany: 3,
  privatePerson: 4,
  supplier: 5,
  manufacturer: 6,
  individual: 7,
  entity: 8,
  entrepreneur: 9,
} as const satisfies Record<string, UserCategoryId>;

/** Business accounts that are not sellers: login answers -10 ('Вы не продавец'). */
export const NON_SELLER_BUSINESS: readonly number[] = [
  UserCategory.transportCompany,
  UserCategory.supplier,
  UserCategory.manufacturer,
];

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  user_category_id: UserCategoryId;
  user_type_id: number | null;
  country_id: number | null;
  is_registered: number;
  email_confirmed: number;
  is_blocked: number;
  first_visit: number;
}

const USER_COLUMNS = `id, email, password_hash, user_category_id, user_type_id, country_id,
  is_registered, email_confirmed, is_blocked, first_visit`;

export const findUserByEmail = (db: Db, email: string): UserRow | undefined =>
  one<UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE email = ?`, email.trim());

export const findUserById = (db: Db, id: number): UserRow | undefined =>
  one<UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, id);

export function setPasswordHash(db: Db, userId: number, passwordHash: string): void {
  run(db, 'UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, userId);
}

/** `SetFirstVisitStatus`: the welcome dialog is not shown again. */
export function markFirstVisitDone(db: Db, userId: number): void {
  run(db, 'UPDATE users SET first_visit = 0 WHERE id = ?', userId);
}

export interface SellerLink {
  sellerId: number;
  storeId: number;
}

/** The seller and store of a registered seller-category user, if any. */
export function sellerOfUser(db: Db, userId: number): SellerLink | undefined {
  return one<SellerLink>(
    db,
    `SELECT s.id AS sellerId, st.id AS storeId
     FROM sellers s JOIN stores st ON st.seller_id = s.id JOIN users u ON u.id = s.user_id
     WHERE s.user_id = ? AND u.user_category_id = ? AND u.is_registered = 1`,
    userId,
    UserCategory.seller,
  );
}

interface StoreRow {
  seller_id: number;
  store_id: number;
  store_name: string;
  category_group_id: number;
  store_logo: string | null;
}

function sellerView(db: Db, userId: number): UserSeller | null {
  const row = one<StoreRow>(
    db,
    `SELECT s.id AS seller_id, st.id AS store_id, st.store_name, st.category_group_id, st.store_logo
     FROM sellers s JOIN stores st ON st.seller_id = s.id WHERE s.user_id = ?`,
    userId,
  );
  if (!row) return null;
  return {
    id: row.seller_id,
    store: {
      id: row.store_id,
      storeName: row.store_name,
      categoryGroupId: row.category_group_id,
      storeImages: { storeLogo: row.store_logo },
    },
  };
}

/** Columns of `requisites` (migration 001; `kpp` since 014). */
interface RequisiteRow {
  id: number;
  ownership_type_id: number;
  company_name_or_ip_name: string;
  full_company_name_or_ip_name: string;
  vat: string | null;
  kpp: string | null;
  ogrn: string | null;
  okpo: string | null;
  okved: string | null;
  phone_number1: string | null;
  phone_number2: string | null;
  phone_number3: string | null;
  tax_rate: number | null;
  taxation_system_types_id: number | null;
  director_fullname: string | null;
  director_email: string | null;
  director_phone: string | null;
  accountant_fullname: string | null;
  accountant_email: string | null;
  accountant_phone: string | null;
  base_bank_name: string | null;
  base_bank_address: string | null;
  base_correspondent_account: string | null;
  base_expense_account: string | null;
  base_bank_bik: string | null;
  base_bank_swift: string | null;
  agent_bank_name: string | null;
  agent_bank_address: string | null;
  agent_correspondent_account: string | null;
  agent_expense_account: string | null;
  agent_bank_bik: string | null;
  agent_bank_swift: string | null;
  qiwi_numbers: string | null;
  bank_card_number: string | null;
}

interface RequisiteAddressRow {
  id: number;
  address_type_id: number;
  region_name: string;
  city_name: string;
  street: string;
  house: string;
  postal_index: string | null;
}

interface RequisiteStaffRow {
  id: number;
  worker_fullname: string;
  worker_email: string | null;
  worker_phone: string | null;
}

function requisiteView(db: Db, userId: number): Requisite | null {
  const r = one<RequisiteRow>(db, 'SELECT * FROM requisites WHERE user_id = ?', userId);
  if (!r) return null;
  const addresses = all<RequisiteAddressRow>(
    db,
    'SELECT * FROM requisite_addresses WHERE requisite_id = ? ORDER BY id',
    r.id,
  );
  const staff = all<RequisiteStaffRow>(
    db,
    'SELECT * FROM requisite_staff WHERE requisite_id = ? ORDER BY id',
    r.id,
  );
  return {
    id: r.id,
    ownerShipTypeId: r.ownership_type_id,
    companyNameOrIpName: r.company_name_or_ip_name,
    fullCompanyNameOrIpName: r.full_company_name_or_ip_name,
    vat: r.vat,
    kpp: r.kpp,
    ogrn: r.ogrn,
    okpo: r.okpo,
    okved: r.okved,
    phoneNumber1: r.phone_number1,
    phoneNumber2: r.phone_number2,
    phoneNumber3: r.phone_number3,
    taxRate: r.tax_rate,
    taxationSystemTypesId: r.taxation_system_types_id,
    directorFullname: r.director_fullname,
    directorEmail: r.director_email,
    directorPhone: r.director_phone,
    accountantFullname: r.accountant_fullname,
    accountantEmail: r.accountant_email,
    accountantPhone: r.accountant_phone,
    addressModels: addresses.map((a) => ({
      id: a.id,
      addressTypeId: a.address_type_id,
      region: { name: a.region_name },
      city: { name: a.city_name },
      street: a.street,
      house: a.house,
      postalIndex: a.postal_index,
    })),
    requisitesManagementModels: staff.map((s) => ({
      id: s.id,
      workerFullname: s.worker_fullname,
      workerEmail: s.worker_email,
      workerPhone: s.worker_phone,
    })),
    baseBankName: r.base_bank_name,
    baseBankAddress: r.base_bank_address,
    baseCorrespondentAccount: r.base_correspondent_account,
    baseExpenseAccount: r.base_expense_account,
    baseBankBIK: r.base_bank_bik,
    baseBankSwift: r.base_bank_swift,
    agentBankName: r.agent_bank_name,
    agentBankAddress: r.agent_bank_address,
    agentCorrespondentAccount: r.agent_correspondent_account,
    agentExpenseAccount: r.agent_expense_account,
    agentBankBIK: r.agent_bank_bik,
    agentBankSwift: r.agent_bank_swift,
    qiwiNumbers: r.qiwi_numbers,
    bankCardNumber: r.bank_card_number,
    documents: documentsOf(db, userId),
  };
}

/** The user as `GetUserByAccessToken` returns it. */
export function userProfile(db: Db, userId: number): UserProfile | null {
  const user = findUserById(db, userId);
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    firstVisit: bool(user.first_visit),
    userCategoryId: user.user_category_id,
    isRegistered: bool(user.is_registered),
    countryId: user.country_id,
    userTypeId: user.user_type_id,
    requisite: requisiteView(db, userId),
    seller: sellerView(db, userId),
  };
}

export type { UserProfile };
