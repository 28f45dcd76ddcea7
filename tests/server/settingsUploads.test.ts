import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoreSettings, SubmittedEdit, WorkSchedules } from '../../contract/index.js';
import { me } from './helpers.js';
import { NOT_AN_IMAGE, PDF, PNG, postMultipart, type Part } from './ordersHelpers.js';
import {
  decide,
  moderationStateOf,
  settingsCall,
  withSettingsServer,
  type SettingsContext,
} from './settingsHelpers.js';

/** Documents and the store (docs/contract/settings.md "Documents", "Store"): multipart edits. */

let c: SettingsContext;
withSettingsServer((context) => {
  c = context;
});

/** Files in the uploads directory (the test seed writes none of its own). */
const uploads = () => {
  const dir = path.join(c.server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const file = (name: string, filename: string, data: Buffer, contentType: string): Part => ({
  name,
  filename,
  contentType,
  data,
});

describe('InsertRequisiteDocsTransaction', () => {
  it('a new file replaces, the old URL keeps, an empty part removes; applied on approval', async () => {
    const before = (await me(c.server.app, c.seller.token)).requisite?.documents;
    if (!before?.NATS || !before.License || !before.Certificate) throw new Error('seeded documents');
    const parts: Part[] = [
      { name: 'NewModel.UserId', value: String(c.seller.userId) },
      { name: 'OldModel.NATS', value: before.NATS.url },
      { name: 'OldModel.License', value: before.License.url },
      { name: 'NewModel.Certificate', value: before.Certificate.url },
      { name: 'NewModel.License', value: '' },
      file('NewModel.NATS', 'Уведомление 2026.pdf', PDF, 'application/pdf'),
    ];
    const sent = await postMultipart<SubmittedEdit>(
      c.server.app,
      '/SellerSettings/InsertRequisiteDocsTransaction',
      c.seller.token,
      parts,
    );
    expect(sent).toMatchObject({ status: 1, data: { section: 'documents' } });
    const pending = (await moderationStateOf(c.server, c.seller)).documents.pending;
    expect(pending?.newModel.NATS?.fileName).toBe('Уведомление 2026.pdf');
    expect(pending?.newModel.NATS?.url).not.toBe(before.NATS.url);
    expect(pending?.newModel.License).toBeNull();
    expect(pending?.newModel.Certificate).toEqual(before.Certificate);
    expect(pending?.oldModel.License).toEqual(before.License);

    const filesBefore = uploads();
    const again = await postMultipart(
      c.server.app,
      '/SellerSettings/InsertRequisiteDocsTransaction',
      c.seller.token,
      parts,
    );
    expect(again).toEqual({ status: -3, errorMessage: 'The update is already waiting for approval' });
    expect(uploads()).toBe(filesBefore);

    await decide(c.server, c.admin, sent.data?.id ?? 0, 'approved');
    const after = (await me(c.server.app, c.seller.token)).requisite?.documents;
    expect(after?.NATS).toEqual(pending?.newModel.NATS);
    expect(after?.License).toBeNull();
    const served = await c.server.app.inject({ method: 'GET', url: after?.NATS?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a file that is no document, a foreign URL and another user, keeping no file', async () => {
    const filesBefore = uploads();
    const wrongType = await postMultipart(
      c.server.app,
      '/SellerSettings/InsertRequisiteDocsTransaction',
      c.seller.token,
      [
        { name: 'NewModel.UserId', value: String(c.seller.userId) },
        file('NewModel.License', 'license.pdf', NOT_AN_IMAGE, 'application/pdf'),
      ],
    );
    expect(wrongType.status).toBe(-1);
    expect(wrongType.errorMessage).toMatch(/^Файл «license\.pdf» не подходит/);
    const foreign = await postMultipart(
      c.server.app,
      '/SellerSettings/InsertRequisiteDocsTransaction',
      c.seller.token,
      [
        { name: 'NewModel.UserId', value: String(c.seller.userId) },
        { name: 'NewModel.License', value: '/seller/uploads/00000000000000000000000000000000.pdf' },
      ],
    );
    expect(foreign).toEqual({ status: -1, errorMessage: "Field 'NewModel.License': Неверное значение" });
    const other = await postMultipart(
      c.server.app,
      '/SellerSettings/InsertRequisiteDocsTransaction',
      c.seller.token,
      [
        { name: 'NewModel.UserId', value: String(c.other.userId) },
        file('NewModel.License', 'license.pdf', PDF, 'application/pdf'),
      ],
    );
    expect(other).toEqual({
      status: -1,
      errorMessage: 'Access denied: userId does not belong to the caller',
    });
    const nothing = await postMultipart(
      c.server.app,
      '/SellerSettings/InsertRequisiteDocsTransaction',
      c.seller.token,
      [{ name: 'NewModel.UserId', value: String(c.seller.userId) }],
    );
    expect(nothing).toEqual({ status: -1, errorMessage: 'Нет изменений' });
    expect(uploads()).toBe(filesBefore);
  });
});

const storeOf = async (who = c.seller): Promise<StoreSettings> => {
  const reply = await settingsCall<StoreSettings>(c.server, who, `GetStoreByUserId?userId=${who.userId}`);
  if (reply.status !== 1 || !reply.data) throw new Error(JSON.stringify(reply));
  return reply.data;
};

describe('the store', () => {
  it('GetStoreByUserId: the seeded week keyed Monday..Sunday, images, rating and products', async () => {
    const store = await storeOf();
    expect(Object.keys(store.workSchedules)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(store.workSchedules.Monday).toEqual({ isWorking: true, from: '09:00', to: '18:00' });
    expect(store.workSchedules.Sunday).toEqual({ isWorking: false, from: null, to: null });
    expect(store.storeName).toBe('Уральские Промтовары');
    expect(store.storeDescription).toMatch(/Екатеринбург/);
    expect(store.storeLogo).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.png$/);
    expect(store.productCount).toBeGreaterThan(0);
    expect(store.storeRating).toBeGreaterThan(0);
    expect(store.storeRating).toBeLessThanOrEqual(5);
  });

  it('UpdateStore: a new logo and schedule wait for approval, -3 meanwhile, then apply', async () => {
    const before = await storeOf();
    const week: WorkSchedules = {
      ...before.workSchedules,
      Saturday: { isWorking: false, from: null, to: null },
      Sunday: { isWorking: true, from: '11:00', to: '15:00' },
    };
    const parts: Part[] = [
      { name: 'UserId', value: String(c.seller.userId) },
      { name: 'StoreName', value: 'Уральские Промтовары' },
      { name: 'StoreDescription', value: 'Новое описание <b>магазина</b>' },
      { name: 'WorkSchedules', value: JSON.stringify(week) },
      { name: 'StorePicture', value: before.storePicture ?? '' },
      file('StoreLogo', 'logo.png', PNG, 'image/png'),
    ];
    const sent = await postMultipart<SubmittedEdit>(
      c.server.app,
      '/SellerSettings/UpdateStore',
      c.seller.token,
      parts,
    );
    expect(sent).toMatchObject({ status: 1, data: { section: 'store' } });
    expect((await storeOf()).storeLogo).toBe(before.storeLogo);
    const again = await postMultipart(c.server.app, '/SellerSettings/UpdateStore', c.seller.token, parts);
    expect(again).toEqual({
      status: -3,
      errorMessage: 'An edit of this section is already waiting for approval',
    });

    await decide(c.server, c.admin, sent.data?.id ?? 0, 'approved');
    const after = await storeOf();
    expect(after.workSchedules.Sunday).toEqual({ isWorking: true, from: '11:00', to: '15:00' });
    expect(after.workSchedules.Saturday.isWorking).toBe(false);
    expect(after.storeDescription).toBe('Новое описание <b>магазина</b>');
    expect(after.storeLogo).not.toBe(before.storeLogo);
    expect(after.storePicture).toBe(before.storePicture);
    const shell = await me(c.server.app, c.seller.token);
    expect(shell.seller?.store.storeImages.storeLogo).toBe(after.storeLogo);
  });

  it('refuses a day that closes before it opens, and an unchanged store', async () => {
    const before = await storeOf();
    const base: Part[] = [
      { name: 'UserId', value: String(c.seller.userId) },
      { name: 'StoreName', value: before.storeName },
      { name: 'StoreDescription', value: before.storeDescription ?? '' },
    ];
    const bad = { ...before.workSchedules, Friday: { isWorking: true, from: '18:00', to: '09:00' } };
    expect(
      await postMultipart(c.server.app, '/SellerSettings/UpdateStore', c.seller.token, [
        ...base,
        { name: 'WorkSchedules', value: JSON.stringify(bad) },
      ]),
    ).toEqual({ status: -1, errorMessage: "Field 'WorkSchedules': Неверное время работы: Friday" });
    expect(
      await postMultipart(c.server.app, '/SellerSettings/UpdateStore', c.seller.token, [
        ...base,
        { name: 'WorkSchedules', value: JSON.stringify(before.workSchedules) },
      ]),
    ).toEqual({ status: -1, errorMessage: 'Нет изменений' });
  });
});
