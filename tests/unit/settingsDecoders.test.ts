import { describe, expect, it } from 'vitest';
import { decoder } from '../../src/api/decode';
import {
  accountInfoSchema,
  deletionRequestSchema,
  moderationStateSchema,
  noModeration,
  storeSettingsSchema,
  userSchema,
} from '../../src/api/settingsDecoders';
import { emptyDocuments } from '../../src/api/settingsPayloads';
import { moderationState, requisite } from '../component/settings/settingsHarness';

const decodeUser = decoder(userSchema);
const decodeStore = decoder(storeSettingsSchema);
const decodeModeration = decoder(moderationStateSchema);
const decodeAccount = decoder(accountInfoSchema);
const decodeDeletion = decoder(deletionRequestSchema);

const GARBAGE: unknown[] = [null, undefined, 'text', 42, [1], { id: 'x', seller: 5, requisite: [] }];

const fullUser = {
  id: 42,
  email: 'seller@demo.ru',
  firstVisit: true,
  userCategoryId: 1,
  isRegistered: true,
  countryId: 1,
  userTypeId: 8,
  requisite: {
    ...requisite,
    addressModels: [
      {
        id: 5,
        addressTypeId: 1,
        region: { name: 'Свердловская область' },
        city: { name: 'Екатеринбург' },
        street: 'ул. Ленина',
        house: '1',
        postalIndex: '620000',
      },
    ],
    requisitesManagementModels: [
      { id: 8, workerFullname: 'Петров Пётр', workerEmail: 'p@demo.ru', workerPhone: '+79120000000' },
    ],
    documents: {
      ...emptyDocuments(),
      License: { url: '/seller/uploads/license.pdf', fileName: 'Лицензия.pdf' },
    },
  },
  seller: {
    id: 7,
    store: {
      id: 9,
      storeName: 'ТехноМир',
      categoryGroupId: 2,
      storeImages: { storeLogo: '/seller/uploads/l.png' },
    },
  },
};

describe('User/GetUserByAccessToken', () => {
  it('a full reply of our server decodes to the same values', () => {
    expect(decodeUser(fullUser)).toEqual(fullUser);
  });

  it('a reply of spec keys only: no КПП, no documents, defaults filled', () => {
    const { kpp: _kpp, documents: _documents, ...specRequisite } = fullUser.requisite;
    const user = decodeUser({
      id: 42,
      firstVisit: false,
      userCategoryId: 1,
      isRegistered: true,
      requisite: specRequisite,
      seller: { id: 7, store: { id: 9, storeName: 'ТехноМир', storeImages: {} } },
    });
    expect(user.email).toBe('');
    expect(user.countryId).toBeNull();
    expect(user.requisite?.kpp).toBeNull();
    expect(user.requisite?.documents).toEqual(emptyDocuments());
    expect(user.requisite?.addressModels[0]?.region.name).toBe('Свердловская область');
    // spec section 9: the default category group is 1
    expect(user.seller?.store).toEqual({
      id: 9,
      storeName: 'ТехноМир',
      categoryGroupId: 1,
      storeImages: { storeLogo: null },
    });
  });

  it('never throws on garbage: no seller, no requisite', () => {
    for (const value of GARBAGE) {
      const user = decodeUser(value);
      expect(user.seller).toBeNull();
      expect(user.requisite).toBeNull();
      expect(user.isRegistered).toBe(false);
    }
  });

  it('drops list items it cannot read and files without an address', () => {
    const user = decodeUser({
      ...fullUser,
      requisite: {
        ...fullUser.requisite,
        addressModels: [null, 3, { id: '6', addressTypeId: '2', region: null, city: 'x' }],
        documents: {
          License: '/seller/uploads/l.pdf',
          NATS: { fileName: 'без адреса.pdf' },
          RecordSheetUSRLE: 5,
        },
      },
    });
    expect(user.requisite?.addressModels).toEqual([
      {
        id: 6,
        addressTypeId: 2,
        region: { name: null },
        city: { name: null },
        street: null,
        house: null,
        postalIndex: null,
      },
    ]);
    expect(user.requisite?.documents.License).toEqual({ url: '/seller/uploads/l.pdf', fileName: '' });
    expect(user.requisite?.documents.NATS).toBeNull();
    expect(user.requisite?.documents.RecordSheetUSRLE).toBeNull();
  });
});

const schedule = {
  Monday: { isWorking: true, from: '09:00', to: '18:00' },
  Tuesday: { isWorking: true, from: '09:00', to: '18:00' },
  Wednesday: { isWorking: true, from: '09:00', to: '18:00' },
  Thursday: { isWorking: true, from: '09:00', to: '18:00' },
  Friday: { isWorking: true, from: '09:00', to: '18:00' },
  Saturday: { isWorking: false, from: null, to: null },
  Sunday: { isWorking: false, from: null, to: null },
};
const closed = { isWorking: false, from: null, to: null };

describe('SellerSettings/GetStoreByUserId', () => {
  const full = {
    id: 9,
    storeName: 'ТехноМир',
    storeDescription: 'Электроника',
    storeLogo: '/seller/uploads/l.png',
    storePicture: null,
    storeRating: 4.75,
    productCount: 140,
    workSchedules: schedule,
    holidays: ['2026-12-31', '2027-01-01'],
  };

  it('a full reply of our server decodes to the same values', () => {
    expect(decodeStore(full)).toEqual(full);
  });

  it('spec keys only: days keep their names but not our day fields; no description', () => {
    const store = decodeStore({
      id: 9,
      storeName: 'ТехноМир',
      storeImages: { storeLogo: '/l.png' },
      workSchedules: { Monday: {}, Tuesday: {} },
    });
    expect(store.storeDescription).toBe('');
    expect(store.storeLogo).toBe('/l.png');
    expect(store.storePicture).toBeNull();
    expect(store.storeRating).toBeNull();
    expect(store.productCount).toBeNull();
    expect(store.workSchedules.Monday).toEqual(closed);
    expect(store.workSchedules.Sunday).toEqual(closed);
  });

  it('never throws on garbage', () => {
    for (const value of GARBAGE) expect(decodeStore(value).workSchedules.Friday).toEqual(closed);
  });
});

describe('SellerSettings/GetModerationState (ours)', () => {
  it('our reply decodes to the same values', () => {
    const pending = {
      id: 17,
      submittedAt: '2026-11-26T10:00:00.000Z',
      oldModel: [{ id: 1, workerFullname: 'А', workerEmail: null, workerPhone: null }],
      newModel: [{ id: 1, workerFullname: 'Б', workerEmail: null, workerPhone: null }],
    };
    const state = moderationState({ management: { pending, lastRejection: null } });
    expect(decodeModeration(state)).toEqual(state);
  });

  it('a missing or unreadable reply means nothing waits', () => {
    for (const value of GARBAGE) expect(decodeModeration(value)).toEqual(noModeration());
    expect(noModeration().company).toEqual({ pending: null, lastRejection: null });
  });
});

describe('GetAccountInfo (ours) and DeleteAccount', () => {
  it('reads our facts and the latest deletion request', () => {
    const info = {
      email: 'seller@demo.ru',
      userCategoryId: 1,
      userTypeId: 8,
      countryName: 'Россия',
      storeName: 'ТехноМир',
      storeStatusId: 2,
      deletionRequest: {
        id: 3,
        status: 'pending',
        requestedAt: '2026-11-20T10:00:00.000Z',
        decidedAt: null,
        reason: null,
      },
    };
    expect(decodeAccount(info)).toEqual(info);
  });

  it('garbage: every fact missing, no request', () => {
    for (const value of GARBAGE) {
      expect(decodeAccount(value).deletionRequest).toBeNull();
      expect(decodeAccount(value).storeStatusId).toBeNull();
    }
    for (const value of [null, undefined, 'text', 42, [1]]) expect(decodeDeletion(value)).toBeNull();
    expect(decodeDeletion({ id: 1, status: 'other' })?.status).toBeNull();
  });
});
