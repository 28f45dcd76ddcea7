import type { RequisiteDocumentName, SettingsSection, WeekDay } from '../../contract/index.js';
import { SCHEDULE_WEEK_DAYS, type TaxNumberRule } from '../../rules/index.js';

/** Settings and moderation as data (docs/contract/settings.md). */

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  'address',
  'staff',
  'management',
  'company',
  'baseBank',
  'agentBank',
  'documents',
  'store',
];

/**
 * Each section's back-office page, as the client's routes and titles name it: the link and the
 * name of the seller's moderation notices. The three requisite sections share one wizard.
 */
export const SECTION_PAGES: Readonly<Record<SettingsSection, { name: string; path: string }>> = {
  address: { name: 'Адреса', path: '/settings/address' },
  staff: { name: 'Руководящий состав', path: '/settings/staff' },
  // The client's route is spelled so.
  management: { name: 'Менеджмент', path: '/settings/managment' },
  company: { name: 'Реквизиты: компания', path: '/settings/requisite' },
  baseBank: { name: 'Реквизиты: основной банк', path: '/settings/requisite' },
  agentBank: { name: 'Реквизиты: агентский банк', path: '/settings/requisite' },
  documents: { name: 'Документы', path: '/settings/documents' },
  store: { name: 'Информация и дизайн магазина', path: '/settings/store' },
};

export const DOCUMENT_NAMES: readonly RequisiteDocumentName[] = [
  'CompanyRegistrationCertificate',
  'RecordSheetUSRLE',
  'DirectorAppointmentOrder',
  'NATS',
  'Certificate',
  'License',
];

export const WEEK_DAYS: readonly WeekDay[] = SCHEDULE_WEEK_DAYS;

/** Sections whose approval writes into an existing requisite (the company data come first). */
export const NEEDS_REQUISITE: ReadonlySet<SettingsSection> = new Set([
  'address',
  'staff',
  'management',
  'baseBank',
  'agentBank',
]);

/** Reply statuses of the settings calls (spec section 8). */
export const SettingsStatus = {
  editWaiting: -3,
  unfinishedOrders: -5,
  deletionWaiting: -7,
} as const;

export const EDIT_WAITING = 'An edit of this section is already waiting for approval';
/** The documents' own text: the client matches it (spec section 8). */
export const DOCUMENTS_WAITING = 'The update is already waiting for approval';
export const NO_CHANGES = 'Нет изменений';
export const REQUISITE_FIRST = 'Сначала заполните реквизиты компании';
export const EDIT_DECIDED = 'Правка уже рассмотрена';
export const EDIT_NOT_FOUND = 'Правка не найдена';
export const UNFINISHED_ORDERS = 'Unfinished orders';
export const DELETION_WAITING = 'The deletion request was already sent';
export const DELETION_UNFINISHED_ORDERS = 'У продавца есть незавершённые заказы: закрыть аккаунт нельзя';
export const REQUEST_DECIDED = 'Запрос уже рассмотрен';
export const REQUEST_NOT_FOUND = 'Запрос не найден';

export const REASON_MAX = 1000;
export const MANAGEMENT_MAX = 20;
export const ADDRESSES_MAX = 10;
export const STORE_NAME_MAX = 100;
export const STORE_DESCRIPTION_MAX = 2000;

/** Order statuses that end an order: any other keeps the account open (-5). */
export const FINAL_WHOLESALE_STATUSES: readonly number[] = [7, 10, 24];
export const FINAL_RETAIL_STATUSES: readonly number[] = [5, 6];

export const OWNERSHIP = { company: 1, entrepreneur: 2 } as const;
/** The user type that goes with each ownership type (8 entity, 9 entrepreneur). */
export const USER_TYPE_OF_OWNERSHIP: Record<number, number> = { 1: 8, 2: 9 };

/** Field messages (Russian: the seller sees them). */
export const FieldText = {
  required: 'Обязательное поле',
  tooLong: (max: number) => `Не более ${max} символов`,
  invalid: 'Неверное значение',
  email: 'Адрес электронной почты не является правильным',
  phone: 'Неверный номер телефона',
  postalIndex: 'Индекс должен состоять из 6 цифр',
  oneLegalAddress: 'Нужен ровно один юридический адрес',
  addressCount: `Нужно от 1 до ${ADDRESSES_MAX} адресов`,
  managementCount: `Не более ${MANAGEMENT_MAX} сотрудников`,
  unknownRecord: 'Неизвестная запись',
  accountantAll: 'Укажите ФИО, e-mail и телефон бухгалтера или оставьте все три поля пустыми',
  inn10: 'ИНН организации должен состоять из 10 цифр',
  inn12: 'ИНН ИП должен состоять из 12 цифр',
  innCheck: 'Неверное контрольное число ИНН',
  ogrn13: 'ОГРН должен состоять из 13 цифр',
  ogrn15: 'ОГРНИП должен состоять из 15 цифр',
  ogrnCheck: 'Неверное контрольное число ОГРН',
  ogrnipCheck: 'Неверное контрольное число ОГРНИП',
  kpp: 'КПП должен состоять из 9 символов: 4 цифры, 2 цифры или латинские буквы, 3 цифры',
  kppOnlyCompany: 'КПП указывается только для организаций',
  okpo: 'ОКПО должен состоять из 8 цифр (10 для ИП)',
  okved: 'Неверный код ОКВЭД',
  userType: 'Тип пользователя не соответствует форме собственности',
  country: 'Неизвестная страна',
  foreignCode: 'Не более 20 латинских букв или цифр',
  /** A number of zeros only (issue 28): 'ИНН не может состоять из одних нулей'. */
  zeros: (name: string) => `${name} не может состоять из одних нулей`,
  /** Another country's taxpayer number of the wrong shape: 'УНП должен состоять из 9 цифр'. */
  taxNumber: (rule: TaxNumberRule) => `${rule.name} должен состоять из ${rule.shape}`,
  bik: 'БИК должен состоять из 9 цифр',
  corr20: 'Корреспондентский счёт должен состоять из 20 цифр',
  corrPrefix: 'Корреспондентский счёт должен начинаться с 30101',
  corrKey: 'Корреспондентский счёт не соответствует БИК',
  account20: 'Расчётный счёт должен состоять из 20 цифр',
  accountKey: 'Расчётный счёт не соответствует БИК',
  swift: 'SWIFT должен состоять из 8 или 11 символов',
  schedule: (day: string) => `Неверное время работы: ${day}`,
} as const;

export const fieldError = (field: string, message: string): string => `Field '${field}': ${message}`;
