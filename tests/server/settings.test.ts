import { describe, expect, it } from 'vitest';
import type {
  AgentBankModel,
  CompanyModel,
  DirectorStaffModel,
  ManagementInput,
  Requisite,
  SettingsSection,
} from '../../contract/index.js';
import { admin } from './consoleHelpers.js';
import { me } from './helpers.js';
import type { OrdersServer, SellerSession } from './ordersHelpers.js';
import {
  decide,
  moderationStateOf,
  SBERBANK,
  settingsCall,
  withSettingsServer,
  type SettingsContext,
} from './settingsHelpers.js';

/** The moderated edits of docs/contract/settings.md "Moderation" and "The JSON edits". */

let c: SettingsContext;
withSettingsServer((context) => {
  c = context;
});

const requisiteOf = async (server: OrdersServer, who: SellerSession): Promise<Requisite> => {
  const user = await me(server.app, who.token);
  if (!user.requisite) throw new Error('no requisite');
  return user.requisite;
};

const WAITING = 'An edit of this section is already waiting for approval';

describe('seeded settings', () => {
  it('the demo seller has nothing waiting; seller2 has a bank edit waiting and a rejected address', async () => {
    const mine = await moderationStateOf(c.server, c.seller);
    for (const section of Object.keys(mine) as SettingsSection[]) expect(mine[section].pending).toBeNull();
    const theirs = await moderationStateOf(c.server, c.other);
    expect(theirs.baseBank.pending?.newModel.baseBankBIK).toBe('044525225');
    expect(theirs.baseBank.pending?.oldModel.baseBankBIK).toBe('042406608');
    expect(theirs.address.lastRejection?.reason).toMatch(/ЕГРИП/);
    expect(theirs.address.pending).toBeNull();
  });

  it('GetUserByAccessToken carries КПП and the six documents', async () => {
    const requisite = await requisiteOf(c.server, c.seller);
    expect(requisite.kpp).toBe('667101001');
    expect(Object.keys(requisite.documents ?? {})).toHaveLength(6);
    expect(requisite.documents?.License?.fileName).toBe('Лицензия.pdf');
    expect(requisite.documents?.License?.url).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.pdf$/);
    const other = await requisiteOf(c.server, c.other);
    expect(other.documents?.License).toBeNull();
    expect(other.documents?.NATS).toBeTruthy();
  });
});

describe('an edit waits for the administrator', () => {
  it('a bank edit is pending, -3 while it waits, applied on approval', async () => {
    const before = await requisiteOf(c.server, c.seller);
    const body = { newModel: SBERBANK(c.seller.userId), oldModel: SBERBANK(c.seller.userId) };
    const sent = await settingsCall(c.server, c.seller, 'InsertBasebankRequisitesTransaction', body);
    expect(sent).toMatchObject({ status: 1, data: { section: 'baseBank' } });
    expect((await requisiteOf(c.server, c.seller)).baseBankBIK).toBe(before.baseBankBIK);

    const state = await moderationStateOf(c.server, c.seller);
    expect(state.baseBank.pending?.newModel.baseExpenseAccount).toBe('40702810538000054321');
    expect(state.baseBank.pending?.oldModel.baseBankBIK).toBe('046577674');

    const again = await settingsCall(c.server, c.seller, 'InsertBasebankRequisitesTransaction', body);
    expect(again).toEqual({ status: -3, errorMessage: WAITING });
    // Sections are independent.
    const agent: AgentBankModel = {
      userId: c.seller.userId,
      agentBankName: 'ПАО Сбербанк',
      agentBankAddress: 'г. Москва, ул. Вавилова, д. 19',
      agentCorrespondentAccount: '30101810400000000225',
      agentExpenseAccount: '40702810538000054321',
      agentBankBIK: '044525225',
      agentBankSwift: null,
    };
    const agentSent = await settingsCall(c.server, c.seller, 'InsertAgentbankRequisitesTransaction', {
      newModel: agent,
      oldModel: agent,
    });
    expect(agentSent.status).toBe(1);

    const id = sent.data?.id ?? 0;
    const approved = await decide(c.server, c.admin, id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toMatchObject({
      id,
      status: 'approved',
      changedFields: expect.arrayContaining(['baseBankBIK']),
    });
    const after = await requisiteOf(c.server, c.seller);
    expect(after.baseBankName).toBe('ПАО Сбербанк');
    expect(after.baseBankBIK).toBe('044525225');
    expect(after.agentBankBIK).toBe('044525593');
    expect((await moderationStateOf(c.server, c.seller)).baseBank.pending).toBeNull();

    const twice = await decide(c.server, c.admin, id, 'rejected', 'поздно');
    expect(twice).toMatchObject({ statusCode: 409, body: { message: 'Правка уже рассмотрена' } });
  });

  it('a rejection keeps the old data and shows the reason; a new edit may follow', async () => {
    const before = await requisiteOf(c.server, c.seller);
    const staff: DirectorStaffModel = {
      userId: c.seller.userId,
      directorFullname: 'Петров Игорь Владимирович',
      directorEmail: 'director@uralprom.demo.ru',
      directorPhone: '+7 (912) 604-18-33',
      accountantFullname: 'Иванова Ольга Петровна',
      accountantEmail: 'ivanova@uralprom.demo.ru',
      accountantPhone: '8 343 310 45 99',
    };
    const sent = await settingsCall(c.server, c.seller, 'InsertDirectoryStaffTransaction', {
      newModel: staff,
      oldModel: staff,
    });
    expect(sent.status).toBe(1);
    const pending = (await moderationStateOf(c.server, c.seller)).staff.pending;
    expect(pending?.newModel).toMatchObject({
      directorPhone: '+79126041833',
      accountantPhone: '+73433104599',
    });

    const reason = 'Приложите приказ о назначении главного бухгалтера';
    expect(await decide(c.server, c.admin, sent.data?.id ?? 0, 'rejected', '  ')).toMatchObject({
      statusCode: 400,
    });
    expect((await decide(c.server, c.admin, sent.data?.id ?? 0, 'rejected', reason)).statusCode).toBe(200);
    const after = await requisiteOf(c.server, c.seller);
    expect(after.accountantFullname).toBe(before.accountantFullname);
    const state = await moderationStateOf(c.server, c.seller);
    expect(state.staff.pending).toBeNull();
    expect(state.staff.lastRejection).toMatchObject({
      reason,
      newModel: { accountantFullname: 'Иванова Ольга Петровна' },
    });

    const retry = await settingsCall(c.server, c.seller, 'InsertDirectoryStaffTransaction', {
      newModel: staff,
      oldModel: staff,
    });
    expect(retry.status).toBe(1);
    expect((await moderationStateOf(c.server, c.seller)).staff.lastRejection).toBeNull();
  });

  it('addresses and management replace the lists on approval, keeping ids', async () => {
    const before = await requisiteOf(c.server, c.seller);
    const [legal, actual] = before.addressModels;
    if (!legal || !actual) throw new Error('seed has two addresses');
    const addressModels = [
      { ...legal, addressTypeId: 1 as const },
      { ...actual, addressTypeId: 2 as const, street: 'ул. Фронтовых Бригад', house: '18' },
      {
        id: 0,
        addressTypeId: 3 as const,
        region: { name: 'Свердловская область' },
        city: { name: 'Екатеринбург' },
        street: 'а/я 12',
        house: '—',
        postalIndex: '620000',
      },
    ];
    const address = await settingsCall(c.server, c.seller, 'InsertAddressTransaction', {
      newModel: { userId: c.seller.userId, addressModels },
      oldModel: { userId: c.seller.userId, addressModels: before.addressModels },
    });
    expect(address.status).toBe(1);
    const [first] = before.requisitesManagementModels;
    const members: ManagementInput[] = [
      ...(first ? [first] : []),
      { id: 0, workerFullname: 'Новиков Артём Сергеевич', workerEmail: null, workerPhone: '+79221234567' },
    ];
    const management = await settingsCall(c.server, c.seller, 'InsertRequisiteManagementTransaction', {
      newModel: members,
      oldModel: before.requisitesManagementModels,
      userId: c.seller.userId,
    });
    expect(management.status).toBe(1);
    await decide(c.server, c.admin, address.data?.id ?? 0, 'approved');
    await decide(c.server, c.admin, management.data?.id ?? 0, 'approved');
    const after = await requisiteOf(c.server, c.seller);
    expect(after.addressModels.map((a) => [a.addressTypeId, a.street])).toEqual([
      [1, legal.street],
      [2, 'ул. Фронтовых Бригад'],
      [3, 'а/я 12'],
    ]);
    expect(after.addressModels[0]?.id).toBe(legal.id);
    expect(after.requisitesManagementModels.map((m) => m.workerFullname)).toEqual([
      first?.workerFullname,
      'Новиков Артём Сергеевич',
    ]);
  });

  it('company data: phones built as prefix plus number, empty ones a single space; type and country applied', async () => {
    const company: CompanyModel = {
      userId: c.seller.userId,
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
      phoneNumber3: '',
      taxRate: 20,
      taxationSystemTypesId: 1,
    };
    const sent = await settingsCall(c.server, c.seller, 'InsertCompanyRequisitesTransaction', {
      newModel: company,
      oldModel: company,
    });
    expect(sent.status).toBe(1);
    const pending = (await moderationStateOf(c.server, c.seller)).company.pending;
    expect(pending?.newModel).toMatchObject({ phoneNumber2: ' ', phoneNumber3: ' ', vat: '7707083893' });
    expect(pending?.oldModel).toMatchObject({ vat: '6671098764', phoneNumber1: '+73433104512' });
    await decide(c.server, c.admin, sent.data?.id ?? 0, 'approved');
    const user = await me(c.server.app, c.seller.token);
    expect(user.requisite).toMatchObject({
      vat: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      phoneNumber3: ' ',
    });
    expect(user.userTypeId).toBe(8);
  });

  it("company data without КПП (not in the specification's Requisite) is accepted; a wrong one is refused", async () => {
    const company: CompanyModel = {
      userId: c.other.userId,
      userTypeId: 8,
      countryId: 1,
      ownerShipTypeId: 1,
      companyNameOrIpName: 'ООО «Яндекс»',
      fullCompanyNameOrIpName: 'Общество с ограниченной ответственностью «Яндекс»',
      vat: '7736207543',
      kpp: null,
      ogrn: '1027700229193',
      okpo: null,
      okved: null,
      phoneNumber1: '+74957397000',
      phoneNumber2: ' ',
      phoneNumber3: ' ',
      taxRate: 20,
      taxationSystemTypesId: 1,
    };
    const { kpp: _kpp, ...withoutKpp } = company;
    const wrong = await settingsCall(c.server, c.other, 'InsertCompanyRequisitesTransaction', {
      newModel: { ...company, kpp: '77A601001' },
      oldModel: company,
    });
    expect(wrong.status).toBe(-1);
    expect(wrong.errorMessage).toContain('newModel.kpp');
    const sent = await settingsCall(c.server, c.other, 'InsertCompanyRequisitesTransaction', {
      newModel: withoutKpp,
      oldModel: withoutKpp,
    });
    expect(sent.status).toBe(1);
    expect((await moderationStateOf(c.server, c.other)).company.pending?.newModel.kpp).toBeNull();
  });

  it('unchanged data is not sent to moderation', async () => {
    const r = await requisiteOf(c.server, c.seller);
    const bank = {
      userId: c.seller.userId,
      baseBankName: r.baseBankName,
      baseBankAddress: r.baseBankAddress,
      baseCorrespondentAccount: r.baseCorrespondentAccount,
      baseExpenseAccount: r.baseExpenseAccount,
      baseBankBIK: r.baseBankBIK,
      baseBankSwift: r.baseBankSwift,
    };
    const reply = await settingsCall(c.server, c.seller, 'InsertBasebankRequisitesTransaction', {
      newModel: bank,
      oldModel: bank,
    });
    expect(reply).toEqual({ status: -1, errorMessage: 'Нет изменений' });
    expect((await moderationStateOf(c.server, c.seller)).baseBank.pending).toBeNull();
  });

  it('seller2 gets -3 for the seeded waiting bank edit', async () => {
    const body = { newModel: SBERBANK(c.other.userId), oldModel: SBERBANK(c.other.userId) };
    const reply = await settingsCall(c.server, c.other, 'InsertBasebankRequisitesTransaction', body);
    expect(reply.status).toBe(-3);
  });
});

describe('field rules and ownership', () => {
  it('refuses wrong check digits with a Russian message naming the field', async () => {
    const bank = { ...SBERBANK(c.seller.userId), baseExpenseAccount: '40702810538000054322' };
    expect(
      await settingsCall(c.server, c.seller, 'InsertBasebankRequisitesTransaction', {
        newModel: bank,
        oldModel: bank,
      }),
    ).toEqual({
      status: -1,
      errorMessage: "Field 'newModel.baseExpenseAccount': Расчётный счёт не соответствует БИК",
    });
    const shortBik = { ...SBERBANK(c.seller.userId), baseBankBIK: '04452522' };
    expect(
      await settingsCall(c.server, c.seller, 'InsertBasebankRequisitesTransaction', {
        newModel: shortBik,
        oldModel: shortBik,
      }),
    ).toEqual({ status: -1, errorMessage: "Field 'newModel.baseBankBIK': БИК должен состоять из 9 цифр" });
    const ip = {
      userId: c.other.userId,
      userTypeId: 9,
      countryId: 1,
      ownerShipTypeId: 2,
      companyNameOrIpName: 'ИП Соколова Анна Петровна',
      fullCompanyNameOrIpName: 'Индивидуальный предприниматель Соколова Анна Петровна',
      vat: '370256789072',
      kpp: null,
      ogrn: '318370200012346',
      okpo: null,
      okved: null,
      phoneNumber1: '+74932412790',
      phoneNumber2: ' ',
      phoneNumber3: ' ',
      taxRate: 6,
      taxationSystemTypesId: 2,
    };
    expect(
      await settingsCall(c.server, c.other, 'InsertCompanyRequisitesTransaction', {
        newModel: ip,
        oldModel: ip,
      }),
    ).toEqual({ status: -1, errorMessage: "Field 'newModel.vat': Неверное контрольное число ИНН" });
    const ipWithKpp = { ...ip, vat: '370256789073', kpp: '370201001' };
    expect(
      (
        await settingsCall(c.server, c.other, 'InsertCompanyRequisitesTransaction', {
          newModel: ipWithKpp,
          oldModel: ip,
        })
      ).errorMessage,
    ).toBe("Field 'newModel.kpp': КПП указывается только для организаций");
    const badEmail = {
      userId: c.seller.userId,
      directorFullname: 'Петров И. В.',
      directorEmail: 'director@',
      directorPhone: '+79126041833',
    };
    expect(
      (
        await settingsCall(c.server, c.seller, 'InsertDirectoryStaffTransaction', {
          newModel: badEmail,
          oldModel: badEmail,
        })
      ).errorMessage,
    ).toBe("Field 'newModel.directorEmail': Адрес электронной почты не является правильным");
  });

  it("another seller's userId answers -1 and stores nothing", async () => {
    const bank = SBERBANK(c.other.userId);
    const denied = { status: -1, errorMessage: 'Access denied: userId does not belong to the caller' };
    expect(
      await settingsCall(c.server, c.seller, 'InsertBasebankRequisitesTransaction', {
        newModel: bank,
        oldModel: bank,
      }),
    ).toEqual(denied);
    expect(
      await settingsCall(c.server, c.seller, 'InsertRequisiteManagementTransaction', {
        newModel: [],
        oldModel: [],
        userId: c.other.userId,
      }),
    ).toEqual(denied);
    expect(await settingsCall(c.server, c.seller, `GetStoreByUserId?userId=${c.other.userId}`)).toEqual(
      denied,
    );
    expect(await settingsCall(c.server, c.seller, `DeleteAccount?userId=${c.other.userId}`)).toEqual(denied);
    const foreignMember = [{ id: 999_999, workerFullname: 'Чужой', workerEmail: null, workerPhone: null }];
    expect(
      (
        await settingsCall(c.server, c.seller, 'InsertRequisiteManagementTransaction', {
          newModel: foreignMember,
          oldModel: [],
          userId: c.seller.userId,
        })
      ).errorMessage,
    ).toBe("Field 'newModel[0].id': Неизвестная запись");
    expect((await moderationStateOf(c.server, c.seller)).baseBank.pending).toBeNull();
  });
});

describe('console moderation list', () => {
  it('filters by status, section and seller; a record carries both models and the changed fields', async () => {
    const list = await admin<{ id: number; section: string; status: string; sellerId: number }[]>(
      c.server.app,
      'GET',
      '/moderation',
      { token: c.admin, query: { filter: { status: 'pending' } } },
    );
    expect(list.statusCode).toBe(200);
    expect(list.body.map((r) => [r.section, r.sellerId])).toEqual([['baseBank', c.other.sellerId]]);
    const rejected = await admin<{ section: string }[]>(c.server.app, 'GET', '/moderation', {
      token: c.admin,
      query: { filter: { status: 'rejected', sellerId: c.other.sellerId, section: 'address' } },
    });
    expect(rejected.body).toHaveLength(1);
    const one = await admin<{ changedFields: string[]; newModel: { baseBankBIK: string } }>(
      c.server.app,
      'GET',
      `/moderation/${list.body[0]?.id ?? 0}`,
      { token: c.admin },
    );
    expect(one.body.newModel.baseBankBIK).toBe('044525225');
    expect(one.body.changedFields).toEqual(
      expect.arrayContaining(['baseBankName', 'baseBankBIK', 'baseCorrespondentAccount']),
    );
    expect(one.body.changedFields).not.toContain('userId');
    const bad = await admin(c.server.app, 'GET', '/moderation', {
      token: c.admin,
      query: { filter: { section: 'password' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
