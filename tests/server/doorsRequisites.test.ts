import { describe, expect, it } from 'vitest';
import type { CompanyModel } from '../../contract/index.js';
import { count } from './ordersHelpers.js';
import {
  moderationStateOf,
  SBERBANK,
  settingsCall,
  withSettingsServer,
  type SettingsContext,
} from './settingsHelpers.js';

/**
 * Issue 28 item 3: a number of zeros only passes no check digit, and another country's taxpayer
 * number is checked by its own shape (rules/requisites.ts COUNTRY_TAX_NUMBERS); each refusal is
 * `-1` "Field '<path>': <Russian text>" and stores no edit.
 */

let c: SettingsContext;
withSettingsServer((context) => {
  c = context;
});

/** A valid company of the demo seller (ПАО Сбербанк's codes). */
const COMPANY = (userId: number): CompanyModel => ({
  userId,
  userTypeId: 8,
  countryId: 1,
  ownerShipTypeId: 1,
  companyNameOrIpName: 'ООО «Уральские Промтовары»',
  fullCompanyNameOrIpName: 'Общество с ограниченной ответственностью «Уральские Промтовары»',
  vat: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  okpo: '41234567',
  okved: '46.90',
  phoneNumber1: '+73433104512',
  phoneNumber2: ' ',
  phoneNumber3: ' ',
  taxRate: 20,
  taxationSystemTypesId: 1,
});

const SOLE_TRADER = { userTypeId: 9, ownerShipTypeId: 2, kpp: null, okpo: null } as const;

const edits = () => count(c.server, 'SELECT COUNT(*) FROM settings_edits');

const sendCompany = (changes: Partial<CompanyModel>) => {
  const model = { ...COMPANY(c.seller.userId), ...changes };
  return settingsCall(c.server, c.seller, 'InsertCompanyRequisitesTransaction', {
    newModel: model,
    oldModel: COMPANY(c.seller.userId),
  });
};

const sendBank = (changes: Record<string, string>) => {
  const bank = { ...SBERBANK(c.seller.userId), ...changes };
  return settingsCall(c.server, c.seller, 'InsertBasebankRequisitesTransaction', {
    newModel: bank,
    oldModel: bank,
  });
};

const refusal = (path: string, text: string) => ({ status: -1, errorMessage: `Field '${path}': ${text}` });

describe('numbers of zeros only', () => {
  it('are refused in the company data and the bank, naming the field, and nothing is stored', async () => {
    const before = edits();
    const cases: [Partial<CompanyModel>, string, string][] = [
      [{ vat: '0000000000' }, 'newModel.vat', 'ИНН не может состоять из одних нулей'],
      [{ ogrn: '0000000000000' }, 'newModel.ogrn', 'ОГРН не может состоять из одних нулей'],
      [{ kpp: '000000000' }, 'newModel.kpp', 'КПП не может состоять из одних нулей'],
      [{ okpo: '00000000' }, 'newModel.okpo', 'ОКПО не может состоять из одних нулей'],
      [
        { ...SOLE_TRADER, vat: '000000000000', ogrn: '318370200012346' },
        'newModel.vat',
        'ИНН не может состоять из одних нулей',
      ],
      [
        { ...SOLE_TRADER, vat: '370256789073', ogrn: '000000000000000' },
        'newModel.ogrn',
        'ОГРНИП не может состоять из одних нулей',
      ],
    ];
    for (const [changes, path, text] of cases) {
      expect(await sendCompany(changes), JSON.stringify(changes)).toEqual(refusal(path, text));
    }
    const bankCases: [Record<string, string>, string, string][] = [
      [{ baseBankBIK: '000000000' }, 'newModel.baseBankBIK', 'БИК не может состоять из одних нулей'],
      [
        { baseExpenseAccount: '00000000000000000000' },
        'newModel.baseExpenseAccount',
        'Расчётный счёт не может состоять из одних нулей',
      ],
      [
        { baseCorrespondentAccount: '00000000000000000000' },
        'newModel.baseCorrespondentAccount',
        'Корреспондентский счёт не может состоять из одних нулей',
      ],
    ];
    for (const [changes, path, text] of bankCases) {
      expect(await sendBank(changes), JSON.stringify(changes)).toEqual(refusal(path, text));
    }
    expect(edits()).toBe(before);
    const state = await moderationStateOf(c.server, c.seller);
    expect(state.company.pending).toBeNull();
    expect(state.baseBank.pending).toBeNull();
  });
});

describe("another country's taxpayer number", () => {
  it("is checked by the country's shape, in Russian, storing nothing", async () => {
    const before = edits();
    const foreign = { kpp: null, okpo: null, okved: null, ogrn: '1234567' } as const;
    const cases: [Partial<CompanyModel>, string][] = [
      [{ ...foreign, countryId: 2, vat: 'X' }, 'УНП должен состоять из 9 цифр'],
      [{ ...foreign, countryId: 2, vat: '12345678' }, 'УНП должен состоять из 9 цифр'],
      [{ ...foreign, countryId: 2, vat: '000000000' }, 'УНП не может состоять из одних нулей'],
      [{ ...foreign, countryId: 3, vat: '7707083893' }, 'БИН должен состоять из 12 цифр'],
      [{ ...foreign, ...SOLE_TRADER, countryId: 3, vat: '12345678901' }, 'ИИН должен состоять из 12 цифр'],
      [{ ...foreign, countryId: 4, vat: '0000000' }, 'ИНН (ՀՎՀՀ) должен состоять из 8 цифр'],
      [{ ...foreign, countryId: 5, vat: '1234567890123' }, 'ИНН должен состоять из 14 цифр'],
      [{ ...foreign, countryId: 8, vat: '0000000000' }, 'ИНН (VÖEN) не может состоять из одних нулей'],
      [
        { ...foreign, ...SOLE_TRADER, countryId: 12, vat: '1234567' },
        'Регистрационный номер должен состоять из 2 букв кириллицы и 8 цифр',
      ],
    ];
    for (const [changes, text] of cases) {
      expect(await sendCompany(changes), JSON.stringify(changes)).toEqual(refusal('newModel.vat', text));
    }
    const zeroRegistration = await sendCompany({ ...foreign, countryId: 2, vat: '190742237', ogrn: '0000' });
    expect(zeroRegistration).toEqual(refusal('newModel.ogrn', 'Номер не может состоять из одних нулей'));
    expect(edits()).toBe(before);
  });

  it('a number of the right shape is accepted and stored as sent (trimmed)', async () => {
    const kazakh = await sendCompany({
      countryId: 3,
      vat: ' 050540004455 ',
      kpp: null,
      okpo: null,
      okved: null,
      ogrn: '050540004455',
    });
    expect(kazakh.status).toBe(1);
    expect((await moderationStateOf(c.server, c.seller)).company.pending?.newModel).toMatchObject({
      countryId: 3,
      vat: '050540004455',
    });
  });

  it('a Mongolian sole trader by the 2 Cyrillic letters and 8 digits', async () => {
    const reply = await sendCompany({
      ...SOLE_TRADER,
      countryId: 12,
      vat: 'УП80010112',
      ogrn: '5123456',
      okved: null,
    });
    expect(reply.status).toBe(1);
  });
});
