import type { ModerationState, SectionModeration, SettingsSection } from '../../../contract';
import type { UserRequisite } from '../../../src/api/settingsDecoders';
import { emptyDocuments } from '../../../src/api/settingsPayloads';
import type { SellerUser } from '../../../src/api/user';
import { demoSeller } from '../shell/shellHarness';

export { renderShell } from '../shell/shellHarness';
export { stubOrdersApi as stubApi, type ApiCall } from '../orders/ordersHarness';

/** Applied requisites of the demo seller (real Sberbank numbers: they pass the Russian checks). */
export const requisite: UserRequisite = {
  id: 3,
  ownerShipTypeId: 1,
  companyNameOrIpName: 'ООО «ТехноМир»',
  fullCompanyNameOrIpName: 'Общество с ограниченной ответственностью «ТехноМир»',
  vat: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  okpo: null,
  okved: '47.91',
  phoneNumber1: '+73432100000',
  phoneNumber2: ' ',
  phoneNumber3: ' ',
  taxRate: 20,
  taxationSystemTypesId: 1,
  directorFullname: 'Иванов Иван Иванович',
  directorEmail: 'director@technomir.ru',
  directorPhone: '+79123456789',
  accountantFullname: null,
  accountantEmail: null,
  accountantPhone: null,
  addressModels: [],
  requisitesManagementModels: [],
  baseBankName: 'ПАО Сбербанк',
  baseBankAddress: 'Москва, ул. Вавилова, 19',
  baseCorrespondentAccount: '30101810400000000225',
  baseExpenseAccount: '40702810938000000001',
  baseBankBIK: '044525225',
  baseBankSwift: null,
  agentBankName: null,
  agentBankAddress: null,
  agentCorrespondentAccount: null,
  agentExpenseAccount: null,
  agentBankBIK: null,
  agentBankSwift: null,
  qiwiNumbers: null,
  bankCardNumber: null,
  documents: emptyDocuments(),
};

export const sellerWithRequisite: SellerUser = { ...demoSeller, requisite };

const SECTIONS: readonly SettingsSection[] = [
  'address',
  'staff',
  'management',
  'company',
  'baseBank',
  'agentBank',
  'documents',
  'store',
];

/** No edit waits and none was rejected, but for the sections given. */
export function moderationState(
  overrides: Partial<Record<SettingsSection, SectionModeration<unknown>>> = {},
) {
  const state = Object.fromEntries(
    SECTIONS.map((section) => [section, overrides[section] ?? { pending: null, lastRejection: null }]),
  );
  return state as unknown as ModerationState;
}
