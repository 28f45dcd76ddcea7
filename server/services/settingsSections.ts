import type {
  AddressInput,
  ManagementInput,
  Requisite,
  SectionModels,
  SettingsSection,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { one, run } from '../db/query.js';
import { normalizePhone } from './settingsFields.js';
import { applyDocuments, documentsOf } from './settingsDocuments.js';
import { applyStore, storeModelOf } from './settingsStore.js';
import { findUserById, userProfile } from './users.js';

/**
 * Each section as data: how its applied model is read (the edit's old model, and what a new model
 * is compared with) and how an approved model is written (docs/contract/settings.md "Moderation").
 */

export interface SectionRule<M> {
  read: (db: Db, userId: number) => M | null;
  apply: (db: Db, userId: number, model: M) => void;
}

/** Phones as the edits store them, so an untouched seeded phone compares equal. */
const phoneOrNull = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : (normalizePhone(value) ?? value);
const spacedPhone = (value: string | null): string => phoneOrNull(value) ?? ' ';

const requisiteOf = (db: Db, userId: number): Requisite | null => userProfile(db, userId)?.requisite ?? null;

const requisiteId = (db: Db, userId: number): number | undefined =>
  one<{ id: number }>(db, 'SELECT id FROM requisites WHERE user_id = ?', userId)?.id;

function withRequisite<M>(pick: (r: Requisite, userId: number) => M) {
  return (db: Db, userId: number): M | null => {
    const requisite = requisiteOf(db, userId);
    return requisite ? pick(requisite, userId) : null;
  };
}

function updateRequisite(db: Db, userId: number, columns: Record<string, string | number | null>): void {
  const names = Object.keys(columns);
  run(
    db,
    `UPDATE requisites SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE user_id = ?`,
    ...names.map((n) => columns[n] ?? null),
    userId,
  );
}

/** Replaces a requisite's list rows: kept items keep their ids, new ones (id 0) get fresh ids. */
function replaceRows<T extends { id: number }>(
  db: Db,
  userId: number,
  table: 'requisite_addresses' | 'requisite_staff',
  items: readonly T[],
  columns: (item: T) => Record<string, string | number | null>,
): void {
  const id = requisiteId(db, userId);
  if (id === undefined) return;
  run(db, `DELETE FROM ${table} WHERE requisite_id = ?`, id);
  for (const item of items) {
    const values = { ...(item.id > 0 ? { id: item.id } : {}), requisite_id: id, ...columns(item) };
    const names = Object.keys(values);
    run(
      db,
      `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      ...names.map((n) => (values as Record<string, string | number | null>)[n] ?? null),
    );
  }
}

const addressColumns = (a: AddressInput) => ({
  address_type_id: a.addressTypeId,
  region_name: a.region.name,
  city_name: a.city.name,
  street: a.street,
  house: a.house,
  postal_index: a.postalIndex,
});

const staffColumns = (m: ManagementInput) => ({
  worker_fullname: m.workerFullname,
  worker_email: m.workerEmail,
  worker_phone: m.workerPhone,
});

export const SECTION_RULES: { [S in SettingsSection]: SectionRule<SectionModels[S]> } = {
  address: {
    read: withRequisite((r, userId) => ({
      userId,
      addressModels: r.addressModels.map((a) => ({
        ...a,
        addressTypeId: a.addressTypeId as AddressInput['addressTypeId'],
      })),
    })),
    apply: (db, userId, model) =>
      replaceRows(db, userId, 'requisite_addresses', model.addressModels, addressColumns),
  },
  staff: {
    read: withRequisite((r, userId) => ({
      userId,
      directorFullname: r.directorFullname ?? '',
      directorEmail: r.directorEmail ?? '',
      directorPhone: phoneOrNull(r.directorPhone) ?? '',
      accountantFullname: r.accountantFullname,
      accountantEmail: r.accountantEmail,
      accountantPhone: phoneOrNull(r.accountantPhone),
    })),
    apply: (db, userId, m) =>
      updateRequisite(db, userId, {
        director_fullname: m.directorFullname,
        director_email: m.directorEmail,
        director_phone: m.directorPhone,
        accountant_fullname: m.accountantFullname,
        accountant_email: m.accountantEmail,
        accountant_phone: m.accountantPhone,
      }),
  },
  management: {
    read: withRequisite((r) =>
      r.requisitesManagementModels.map((m) => ({ ...m, workerPhone: phoneOrNull(m.workerPhone) })),
    ),
    apply: (db, userId, model) => replaceRows(db, userId, 'requisite_staff', model, staffColumns),
  },
  company: {
    read: (db, userId) => {
      const user = findUserById(db, userId);
      const r = requisiteOf(db, userId);
      if (!user || !r) return null;
      return {
        userId,
        userTypeId: user.user_type_id ?? 8,
        countryId: user.country_id ?? 1,
        ownerShipTypeId: r.ownerShipTypeId === 2 ? 2 : 1,
        companyNameOrIpName: r.companyNameOrIpName,
        fullCompanyNameOrIpName: r.fullCompanyNameOrIpName,
        vat: r.vat ?? '',
        kpp: r.kpp ?? null,
        ogrn: r.ogrn ?? '',
        okpo: r.okpo,
        okved: r.okved,
        phoneNumber1: phoneOrNull(r.phoneNumber1) ?? '',
        phoneNumber2: spacedPhone(r.phoneNumber2),
        phoneNumber3: spacedPhone(r.phoneNumber3),
        taxRate: r.taxRate ?? 0,
        taxationSystemTypesId: (r.taxationSystemTypesId ?? 1) as 1 | 2 | 3 | 4,
      };
    },
    apply: (db, userId, m) => {
      const columns = {
        ownership_type_id: m.ownerShipTypeId,
        company_name_or_ip_name: m.companyNameOrIpName,
        full_company_name_or_ip_name: m.fullCompanyNameOrIpName,
        vat: m.vat,
        kpp: m.kpp,
        ogrn: m.ogrn,
        okpo: m.okpo,
        okved: m.okved,
        phone_number1: m.phoneNumber1,
        phone_number2: m.phoneNumber2,
        phone_number3: m.phoneNumber3,
        tax_rate: m.taxRate,
        taxation_system_types_id: m.taxationSystemTypesId,
      };
      if (requisiteId(db, userId) === undefined) {
        run(
          db,
          'INSERT INTO requisites (user_id, ownership_type_id, company_name_or_ip_name, full_company_name_or_ip_name) VALUES (?, ?, ?, ?)',
          userId,
          m.ownerShipTypeId,
          m.companyNameOrIpName,
          m.fullCompanyNameOrIpName,
        );
      }
      updateRequisite(db, userId, columns);
      run(
        db,
        'UPDATE users SET user_type_id = ?, country_id = ? WHERE id = ?',
        m.userTypeId,
        m.countryId,
        userId,
      );
    },
  },
  baseBank: {
    read: withRequisite((r, userId) => ({
      userId,
      baseBankName: r.baseBankName ?? '',
      baseBankAddress: r.baseBankAddress ?? '',
      baseCorrespondentAccount: r.baseCorrespondentAccount ?? '',
      baseExpenseAccount: r.baseExpenseAccount ?? '',
      baseBankBIK: r.baseBankBIK ?? '',
      baseBankSwift: r.baseBankSwift,
    })),
    apply: (db, userId, m) =>
      updateRequisite(db, userId, {
        base_bank_name: m.baseBankName,
        base_bank_address: m.baseBankAddress,
        base_correspondent_account: m.baseCorrespondentAccount,
        base_expense_account: m.baseExpenseAccount,
        base_bank_bik: m.baseBankBIK,
        base_bank_swift: m.baseBankSwift,
      }),
  },
  agentBank: {
    read: withRequisite((r, userId) => ({
      userId,
      agentBankName: r.agentBankName ?? '',
      agentBankAddress: r.agentBankAddress ?? '',
      agentCorrespondentAccount: r.agentCorrespondentAccount ?? '',
      agentExpenseAccount: r.agentExpenseAccount ?? '',
      agentBankBIK: r.agentBankBIK ?? '',
      agentBankSwift: r.agentBankSwift,
    })),
    apply: (db, userId, m) =>
      updateRequisite(db, userId, {
        agent_bank_name: m.agentBankName,
        agent_bank_address: m.agentBankAddress,
        agent_correspondent_account: m.agentCorrespondentAccount,
        agent_expense_account: m.agentExpenseAccount,
        agent_bank_bik: m.agentBankBIK,
        agent_bank_swift: m.agentBankSwift,
      }),
  },
  documents: { read: documentsOf, apply: applyDocuments },
  store: { read: storeModelOf, apply: applyStore },
};
