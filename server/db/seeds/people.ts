import { DEMO_ACCOUNTS } from '../demoAccounts.js';
import type { SqlValue } from '../query.js';

export interface PersonSeed {
  email: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  companyName?: string;
  phone: string;
  category: number;
  /** 7 individual, 8 entity (company), 9 entrepreneur. */
  userType: number;
  registered: boolean;
  confirmed: boolean;
  blocked?: boolean;
  firstVisit: boolean;
}

export interface RequisiteSeed {
  columns: Record<string, SqlValue>;
  addresses: {
    address_type_id: number;
    region_name: string;
    city_name: string;
    street: string;
    house: string;
    postal_index: string;
  }[];
  staff: { worker_fullname: string; worker_email: string; worker_phone: string }[];
}

export interface SellerSeed extends PersonSeed {
  store: { name: string; categoryGroupId: number };
  requisite?: RequisiteSeed;
}

/** Country 1 is Russia. Ownership type 1 = ООО, 2 = ИП; taxation system 1 = ОСНО, 2 = УСН. */
export const RUSSIA = 1;

export const SELLERS: SellerSeed[] = [
  {
    email: DEMO_ACCOUNTS.seller,
    firstName: 'Игорь',
    lastName: 'Петров',
    middleName: 'Владимирович',
    companyName: 'ООО «Уральские Промтовары»',
    phone: '+7 (343) 310-45-12',
    category: 1,
    userType: 8,
    registered: true,
    confirmed: true,
    firstVisit: false,
    store: { name: 'Уральские Промтовары', categoryGroupId: 2 },
    requisite: {
      columns: {
        ownership_type_id: 1,
        company_name_or_ip_name: 'ООО «Уральские Промтовары»',
        full_company_name_or_ip_name: 'Общество с ограниченной ответственностью «Уральские Промтовары»',
        vat: '6671098764',
        kpp: '667101001',
        ogrn: '1196658012341',
        okpo: '41234567',
        okved: '46.90',
        phone_number1: '+7 (343) 310-45-12',
        phone_number2: '+7 (912) 604-18-33',
        phone_number3: ' ',
        tax_rate: 20,
        taxation_system_types_id: 1,
        director_fullname: 'Петров Игорь Владимирович',
        director_email: 'director@uralprom.demo.ru',
        director_phone: '+7 (912) 604-18-33',
        accountant_fullname: 'Сафонова Людмила Ивановна',
        accountant_email: 'buh@uralprom.demo.ru',
        accountant_phone: '+7 (343) 310-45-14',
        base_bank_name: 'Уральский банк ПАО Сбербанк',
        base_bank_address: 'г. Екатеринбург, ул. Куйбышева, д. 67',
        base_correspondent_account: '30101810500000000674',
        base_expense_account: '40702810016540012345',
        base_bank_bik: '046577674',
        base_bank_swift: 'SABRRUMMEA1',
        agent_bank_name: 'АО «Альфа-Банк»',
        agent_bank_address: 'г. Москва, ул. Каланчевская, д. 27',
        agent_correspondent_account: '30101810200000000593',
        agent_expense_account: '40702810102300012345',
        agent_bank_bik: '044525593',
        agent_bank_swift: 'ALFARUMM',
      },
      addresses: [
        {
          address_type_id: 1,
          region_name: 'Свердловская область',
          city_name: 'Екатеринбург',
          street: 'ул. Малышева',
          house: '51',
          postal_index: '620014',
        },
        {
          address_type_id: 2,
          region_name: 'Свердловская область',
          city_name: 'Екатеринбург',
          street: 'ул. Монтажников',
          house: '4',
          postal_index: '620050',
        },
      ],
      staff: [
        {
          worker_fullname: 'Кравцов Денис Олегович',
          worker_email: 'sales@uralprom.demo.ru',
          worker_phone: '+7 (922) 118-40-27',
        },
        {
          worker_fullname: 'Лаптева Ирина Сергеевна',
          worker_email: 'logist@uralprom.demo.ru',
          worker_phone: '+7 (950) 641-09-88',
        },
      ],
    },
  },
  {
    email: DEMO_ACCOUNTS.seller2,
    firstName: 'Анна',
    lastName: 'Соколова',
    middleName: 'Петровна',
    companyName: 'ИП Соколова Анна Петровна',
    phone: '+7 (4932) 41-27-90',
    category: 1,
    userType: 9,
    registered: true,
    confirmed: true,
    firstVisit: true,
    store: { name: 'Текстиль Иваново', categoryGroupId: 2 },
    requisite: {
      columns: {
        ownership_type_id: 2,
        company_name_or_ip_name: 'ИП Соколова Анна Петровна',
        full_company_name_or_ip_name: 'Индивидуальный предприниматель Соколова Анна Петровна',
        vat: '370256789073',
        ogrn: '318370200012346',
        okpo: '0123456789',
        okved: '13.92',
        phone_number1: '+7 (4932) 41-27-90',
        phone_number2: ' ',
        phone_number3: ' ',
        tax_rate: 6,
        taxation_system_types_id: 2,
        director_fullname: 'Соколова Анна Петровна',
        director_email: 'anna.sokolova@textile.demo.ru',
        director_phone: '+7 (915) 822-31-05',
        base_bank_name: 'Ивановское отделение № 8639 ПАО Сбербанк',
        base_bank_address: 'г. Иваново, ул. Велижская, д. 8',
        base_correspondent_account: '30101810000000000608',
        base_expense_account: '40802810817000012345',
        base_bank_bik: '042406608',
        base_bank_swift: 'SABRRUMM',
        agent_bank_name: 'АО «Тинькофф Банк»',
        agent_bank_address: 'г. Москва, ул. 2-я Хуторская, д. 38А, стр. 26',
        agent_correspondent_account: '30101810145250000974',
        agent_expense_account: '40802810400000012345',
        agent_bank_bik: '044525974',
        agent_bank_swift: 'TICSRUMM',
      },
      addresses: [
        {
          address_type_id: 1,
          region_name: 'Ивановская область',
          city_name: 'Иваново',
          street: 'ул. Наумова',
          house: '1',
          postal_index: '153002',
        },
      ],
      staff: [],
    },
  },
  {
    email: DEMO_ACCOUNTS.unconfirmed,
    firstName: 'Павел',
    lastName: 'Орлов',
    middleName: 'Николаевич',
    companyName: 'ООО «Сибирские Сувениры»',
    phone: '+7 (383) 207-51-64',
    category: 1,
    userType: 8,
    registered: true,
    confirmed: false,
    firstVisit: true,
    store: { name: 'Сибирские Сувениры', categoryGroupId: 1 },
  },
  {
    email: DEMO_ACCOUNTS.blocked,
    firstName: 'Виктор',
    lastName: 'Зуев',
    middleName: 'Андреевич',
    companyName: 'ИП Зуев Виктор Андреевич',
    phone: '+7 (846) 372-19-40',
    category: 1,
    userType: 9,
    registered: true,
    confirmed: true,
    blocked: true,
    firstVisit: false,
    store: { name: 'Волжские Снасти', categoryGroupId: 1 },
  },
];

const person = (
  email: string,
  lastName: string,
  firstName: string,
  middleName: string,
  phone: string,
  extra: Partial<PersonSeed> = {},
): PersonSeed => ({
  email,
  lastName,
  firstName,
  middleName,
  phone,
  category: 2,
  userType: 7,
  registered: true,
  confirmed: true,
  firstVisit: false,
  ...extra,
});

/** Users without a store: the unregistered seller, the supplier, and buyers (retail and business). */
export const OTHER_USERS: PersonSeed[] = [
  person(DEMO_ACCOUNTS.newSeller, 'Григорьева', 'Елена', 'Викторовна', '+7 (921) 455-62-17', {
    category: 1,
    userType: 9,
    registered: false,
    firstVisit: true,
  }),
  person(DEMO_ACCOUNTS.supplier, 'Лебедев', 'Константин', 'Юрьевич', '+7 (351) 729-03-55', {
    category: 5,
    userType: 8,
    companyName: 'ООО «СтальПоставка»',
  }),
  person(DEMO_ACCOUNTS.buyer, 'Козлов', 'Дмитрий', 'Александрович', '+7 (916) 203-44-81'),
];

/** Buyers of orders: retail customers and business buyers (company name set). */
export const BUYERS: PersonSeed[] = [
  person('maria.ivanova@demo.ru', 'Иванова', 'Мария', 'Сергеевна', '+7 (903) 512-77-40'),
  person('alexey.smirnov@demo.ru', 'Смирнов', 'Алексей', 'Игоревич', '+7 (926) 318-05-92'),
  person('olga.kuznetsova@demo.ru', 'Кузнецова', 'Ольга', 'Николаевна', '+7 (912) 240-61-13'),
  person('sergey.popov@demo.ru', 'Попов', 'Сергей', 'Викторович', '+7 (905) 771-28-36'),
  person('ekaterina.vasilyeva@demo.ru', 'Васильева', 'Екатерина', 'Андреевна', '+7 (917) 604-92-58'),
  person('nikolay.novikov@demo.ru', 'Новиков', 'Николай', 'Петрович', '+7 (908) 133-47-20'),
  person('tatiana.morozova@demo.ru', 'Морозова', 'Татьяна', 'Алексеевна', '+7 (922) 455-80-69'),
  person('andrey.volkov@demo.ru', 'Волков', 'Андрей', 'Дмитриевич', '+7 (961) 287-14-03'),
  person('zakup@stroydvor.demo.ru', 'Гусев', 'Михаил', 'Олегович', '+7 (351) 214-66-10', {
    userType: 8,
    companyName: 'ООО «СтройДвор»',
  }),
  person('order@hoztorg.demo.ru', 'Белова', 'Светлана', 'Ильинична', '+7 (342) 259-31-77', {
    userType: 8,
    companyName: 'ООО «ХозТорг»',
  }),
  person('belov.roman@demo.ru', 'Белов', 'Роман', 'Игоревич', '+7 (927) 640-12-85', {
    userType: 9,
    companyName: 'ИП Белов Роман Игоревич',
  }),
  person('snab@tekstil-lavka.demo.ru', 'Фёдорова', 'Наталья', 'Борисовна', '+7 (4852) 73-40-19', {
    userType: 8,
    companyName: 'ООО «Текстильная Лавка»',
  }),
];
