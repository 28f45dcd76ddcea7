import { describe, expect, it } from 'vitest';
import type { StoreModelData, UserRequisite } from '../../src/api/settingsDecoders';
import {
  baseBankModelFrom,
  baseBankModelOf,
  baseBankValuesOf,
  buildCompanyPhone,
  buildDocumentsForm,
  buildPhone,
  companyModelFrom,
  companyModelOf,
  companyValuesOf,
  editBody,
  emptyDocuments,
  managementBody,
  managementModelFrom,
  managementModelOf,
  managementValuesOf,
  normalisePhone,
  splitPhone,
  staffModelFrom,
  staffModelOf,
  staffValuesOf,
} from '../../src/api/settingsPayloads';
import {
  buildStoreForm,
  copyDayToAll,
  scheduleValuesOf,
  type StoreFormValues,
} from '../../src/api/storeSettingsPayloads';

const requisite: UserRequisite = {
  id: 3,
  ownerShipTypeId: 1,
  companyNameOrIpName: 'ООО «Уральские Промтовары»',
  fullCompanyNameOrIpName: 'Общество с ограниченной ответственностью «Уральские Промтовары»',
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
  directorEmail: 'director@promtovary.ru',
  directorPhone: '+79123456789',
  accountantFullname: null,
  accountantEmail: null,
  accountantPhone: null,
  addressModels: [],
  requisitesManagementModels: [
    { id: 5, workerFullname: 'Петрова Анна', workerEmail: 'anna@promtovary.ru', workerPhone: null },
  ],
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
  documents: {
    ...emptyDocuments(),
    CompanyRegistrationCertificate: { url: '/seller/uploads/docs/reg.pdf', fileName: 'reg.pdf' },
  },
};

describe('phones (spec section 5: prefix plus number)', () => {
  it('builds prefix + national digits whatever the seller typed', () => {
    expect(buildPhone('+7', '912 345-67-89')).toBe('+79123456789');
    expect(buildPhone('+7', '+7 (912) 345-67-89')).toBe('+79123456789');
    expect(buildPhone('+7', '8 912 345 67 89')).toBe('+79123456789');
    expect(buildPhone('+375', '29 123-45-67')).toBe('+375291234567');
    expect(buildPhone('+7', '  ')).toBe('');
  });

  it('sends an empty company phone as a single space', () => {
    expect(buildCompanyPhone('+7', '')).toBe(' ');
    expect(buildCompanyPhone('+7', '912 345-67-89')).toBe('+79123456789');
  });

  it('reads stored phones as the server compares them (+digits)', () => {
    expect(normalisePhone('+7 (343) 310-45-12')).toBe('+73433104512');
    expect(normalisePhone('8 912 345-67-89')).toBe('+79123456789');
    expect(normalisePhone(' ')).toBe('');
    // a seeded, formatted phone is no change when the form sends it back as +digits
    const formatted = {
      ...requisite,
      phoneNumber1: '+7 (343) 210-00-00',
      directorPhone: '+7 (912) 345-67-89',
    };
    const company = companyModelOf(formatted, { id: 42, countryId: 1 });
    expect(company.phoneNumber1).toBe('+73432100000');
    expect(editBody(companyModelFrom(companyValuesOf(company), 42), company)).toBeNull();
    const staff = staffModelOf(formatted, 42);
    expect(editBody(staffModelFrom(staffValuesOf(staff), 42), staff)).toBeNull();
  });

  it('splits a stored phone back into the prefix select and the number', () => {
    expect(splitPhone('+79123456789')).toEqual({ prefix: '+7', number: '912 345-67-89' });
    expect(splitPhone('+375291234567')).toEqual({ prefix: '+375', number: '291234567' });
    expect(splitPhone(' ')).toEqual({ prefix: '+7', number: '' });
    expect(splitPhone(null)).toEqual({ prefix: '+7', number: '' });
  });
});

describe('change detection (spec section 5: "Вы не редактировали нечего")', () => {
  it('an untouched bank form gives no body', () => {
    const applied = baseBankModelOf(requisite, 42);
    expect(editBody(baseBankModelFrom(baseBankValuesOf(applied), 42), applied)).toBeNull();
  });

  it('spaces around values and "" vs null are no change', () => {
    const applied = baseBankModelOf(requisite, 42);
    const values = { ...baseBankValuesOf(applied), bankName: '  ПАО Сбербанк ', swift: '' };
    expect(editBody(baseBankModelFrom(values, 42), applied)).toBeNull();
  });

  it('a changed account gives {newModel, oldModel} with the applied data as the old model', () => {
    const applied = baseBankModelOf(requisite, 42);
    const values = { ...baseBankValuesOf(applied), expenseAccount: '40702810938000000014' };
    expect(editBody(baseBankModelFrom(values, 42), applied)).toEqual({
      newModel: {
        userId: 42,
        baseBankName: 'ПАО Сбербанк',
        baseBankAddress: 'Москва, ул. Вавилова, 19',
        baseCorrespondentAccount: '30101810400000000225',
        baseExpenseAccount: '40702810938000000014',
        baseBankBIK: '044525225',
        baseBankSwift: null,
      },
      oldModel: applied,
    });
  });

  it('the company round trip keeps the single-space phones and changes nothing', () => {
    const applied = companyModelOf(requisite, { id: 42, countryId: 1 });
    expect(applied.phoneNumber2).toBe(' ');
    const values = companyValuesOf(applied);
    expect(values.phone1Prefix).toBe('+7');
    expect(values.phone1Number).toBe('343 210-00-00');
    expect(editBody(companyModelFrom(values, 42), applied)).toBeNull();
  });

  it('a sole trader sends no КПП and user type 9; a company user type 8', () => {
    const applied = companyModelOf(requisite, { id: 42, countryId: 1 });
    const values = {
      ...companyValuesOf(applied),
      ownerShipTypeId: 2 as const,
      vat: '500100732259',
      kpp: '773601001',
    };
    const model = companyModelFrom(values, 42);
    expect(model).toMatchObject({ ownerShipTypeId: 2, userTypeId: 9, kpp: null, vat: '500100732259' });
    expect(companyModelFrom(companyValuesOf(applied), 42).userTypeId).toBe(8);
  });

  it('staff: the optional accountant stays null; a new director phone is prefix + digits', () => {
    const applied = staffModelOf(requisite, 42);
    expect(applied.accountantFullname).toBeNull();
    expect(editBody(staffModelFrom(staffValuesOf(applied), 42), applied)).toBeNull();
    const changed = staffModelFrom({ ...staffValuesOf(applied), directorPhoneNumber: '912 000-00-01' }, 42);
    expect(changed.directorPhone).toBe('+79120000001');
    expect(editBody(changed, applied)).not.toBeNull();
  });

  it('management: {newModel list, oldModel list, userId}; a new member has id 0', () => {
    const applied = managementModelOf(requisite);
    const same = managementModelFrom(managementValuesOf(applied));
    expect(managementBody(same, applied, 42)).toBeNull();
    const values = managementValuesOf(applied);
    values.workers.push({
      id: 0,
      workerFullname: 'Сидоров Олег',
      workerEmail: '',
      workerPhonePrefix: '+7',
      workerPhoneNumber: '912 345-67-89',
    });
    expect(managementBody(managementModelFrom(values), applied, 42)).toEqual({
      newModel: [
        { id: 5, workerFullname: 'Петрова Анна', workerEmail: 'anna@promtovary.ru', workerPhone: null },
        { id: 0, workerFullname: 'Сидоров Олег', workerEmail: null, workerPhone: '+79123456789' },
      ],
      oldModel: applied,
      userId: 42,
    });
  });
});

describe('documents multipart (spec section 5: a new file is sent, otherwise the old one is kept)', () => {
  const current = requisite.documents;

  it('nothing chosen: no form', () => {
    expect(buildDocumentsForm(current, {}, 42)).toBeNull();
  });

  it('sends OldModel.* URLs, the new file, the kept URLs and NewModel.UserId', () => {
    const file = new File(['%PDF-1.4'], 'license.pdf', { type: 'application/pdf' });
    const form = buildDocumentsForm(current, { License: file }, 42)!;
    expect(form.get('OldModel.CompanyRegistrationCertificate')).toBe('/seller/uploads/docs/reg.pdf');
    expect(form.get('NewModel.CompanyRegistrationCertificate')).toBe('/seller/uploads/docs/reg.pdf');
    expect(form.get('OldModel.License')).toBe('');
    const sent = form.get('NewModel.License');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('license.pdf');
    expect(form.get('NewModel.NATS')).toBe('');
    expect(form.get('NewModel.UserId')).toBe('42');
    expect([...form.keys()].filter((key) => key.startsWith('OldModel.'))).toHaveLength(6);
  });
});

describe('store', () => {
  const store: StoreModelData = {
    storeName: 'Уральские Промтовары',
    storeDescription: 'Инструменты и хозтовары',
    storeLogo: '/seller/uploads/store/logo.png',
    storePicture: null,
    workSchedules: {
      Monday: { isWorking: true, from: '09:00', to: '18:00' },
      Tuesday: { isWorking: true, from: '09:00', to: '18:00' },
      Wednesday: { isWorking: true, from: '09:00', to: '18:00' },
      Thursday: { isWorking: true, from: '09:00', to: '18:00' },
      Friday: { isWorking: true, from: '09:00', to: '18:00' },
      Saturday: { isWorking: true, from: '10:00', to: '16:00' },
      Sunday: { isWorking: false, from: null, to: null },
    },
  };
  const values = (): StoreFormValues => ({
    storeName: store.storeName,
    storeDescription: store.storeDescription,
    schedule: scheduleValuesOf(store.workSchedules),
  });

  it('unchanged values and images: no form', () => {
    expect(buildStoreForm(values(), store, {}, 42)).toBeNull();
    // removing a picture the store does not have is no change either
    expect(buildStoreForm(values(), store, { storePicture: null }, 42)).toBeNull();
  });

  it('a changed day sends the whole week as JSON and keeps the current logo URL', () => {
    const edited = values();
    edited.schedule.Sunday = { isWorking: true, from: '11:00', to: '15:00' };
    const form = buildStoreForm(edited, store, {}, 42)!;
    expect(form.get('UserId')).toBe('42');
    expect(form.get('StoreName')).toBe('Уральские Промтовары');
    expect(JSON.parse(form.get('WorkSchedules') as string)).toEqual({
      ...store.workSchedules,
      Sunday: { isWorking: true, from: '11:00', to: '15:00' },
    });
    expect(form.get('StoreLogo')).toBe('/seller/uploads/store/logo.png');
    expect(form.get('StorePicture')).toBe('');
  });

  it('a new logo is a file part; a closed day is sent with null hours', () => {
    const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    const edited = values();
    edited.schedule.Saturday = { isWorking: false, from: '10:00', to: '16:00' };
    const form = buildStoreForm(edited, store, { storeLogo: logo }, 42)!;
    expect((form.get('StoreLogo') as File).name).toBe('logo.png');
    expect(JSON.parse(form.get('WorkSchedules') as string).Saturday).toEqual({
      isWorking: false,
      from: null,
      to: null,
    });
  });

  it('"Копировать на все дни" copies one day to the whole week', () => {
    const copied = copyDayToAll(values().schedule, 'Saturday');
    expect(
      Object.values(copied).every((day) => day.isWorking && day.from === '10:00' && day.to === '16:00'),
    ).toBe(true);
    expect(Object.keys(copied)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
});
