import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeUser } from '../../../src/api/user';
import { specOnly } from '../../unit/specOnlyReply';
import { renderShell, sellerWithRequisite, stubApi, type ApiCall } from './settingsHarness';

/**
 * The settings pages against a server that honours only the specification (issue 26): replies
 * carry only its field names and our GetModerationState / GetAccountInfo answer -1 (no stub here
 * answers them). Every page loads from the specification's calls and offers editing.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const T = { timeout: 15000 };
const PENDING =
  'Вы не можете повторно редактировать данные, поскольку ваши данные на редактирование в ожидании подтверждения!';
const user = specOnly(sellerWithRequisite);
const shellUser = decodeUser(user);

const schedule = {
  Monday: { isWorking: true, from: '09:00', to: '18:00' },
  Sunday: { isWorking: false, from: null, to: null },
};
const store = specOnly({
  id: 9,
  storeName: 'ТехноМир',
  storeDescription: 'ours',
  storeLogo: null,
  storePicture: null,
  storeRating: 4.8,
  productCount: 140,
  workSchedules: schedule,
});

function expectCleanPage() {
  const text = document.body.textContent ?? '';
  for (const bad of ['undefined', 'NaN', 'null', '%{']) expect(text).not.toContain(bad);
  expect(screen.queryByText(/Что-то пошло не так/)).toBeNull();
}

const ours = (calls: ApiCall[]) =>
  calls.filter((call) =>
    ['SellerSettings/GetModerationState', 'SellerSettings/GetAccountInfo'].includes(call.path),
  );

describe('settings against spec-only replies', () => {
  it('/settings/account: the user\'s facts, "----" for what only our call knows, and the deletion request', async () => {
    const calls = stubApi({
      'User/GetUserByAccessToken': () => user,
      'SellerSettings/DeleteAccount': () => ({ status: -5 }),
    });
    renderShell('/settings/account', shellUser);
    expect(await screen.findByText('ТехноМир', { selector: 'dd' }, T)).toBeTruthy();
    expect(screen.getByText('seller@demo.ru', { selector: 'dd' })).toBeTruthy();
    // the category (1) and the user type (the demo seller's 1) of the signed-in user
    expect(screen.getAllByText('Продавец', { selector: 'dd' })).toHaveLength(2);
    // the country's name and the store's status come from our GetAccountInfo only
    expect(screen.getAllByText('----', { selector: 'dd' })).toHaveLength(2);
    expect(ours(calls)).toHaveLength(1);
    expectCleanPage();

    fireEvent.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить запрос' }));
    expect(
      await screen.findByText('Вы не можете прекратить продажи, поскольку у вас есть незавершенные заказы!'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === 'SellerSettings/DeleteAccount')).toHaveLength(1);
  });

  it('/settings/account: DeleteAccount 1 says the request went to the administrator', async () => {
    stubApi({ 'User/GetUserByAccessToken': () => user, 'SellerSettings/DeleteAccount': () => null });
    renderShell('/settings/account', shellUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить аккаунт' }, T));
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить запрос' }));
    expect(await screen.findByText('Запрос на удаление аккаунта отправлен администратору')).toBeTruthy();
  });

  it('/settings/requisite: editable without КПП; unchanged says so first, a -3 reply shows the waiting toast', async () => {
    const COMPANY = 'SellerSettings/InsertCompanyRequisitesTransaction';
    const calls = stubApi({
      'User/GetUserByAccessToken': () => user,
      [COMPANY]: () => ({ status: -3, errorMessage: 'waiting' }),
    });
    renderShell('/settings/requisite', shellUser);
    const name = await screen.findByLabelText(/^Краткое наименование/, {}, T);
    expect(screen.getByLabelText(/^КПП/)).toHaveProperty('value', '');
    expectCleanPage();

    fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByText('Вы не редактировали нечего')).toBeTruthy();
    expect(calls.some((call) => call.path === COMPANY)).toBe(false);

    fireEvent.change(name, { target: { value: 'ООО «ТехноМир Плюс»' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByText(PENDING)).toBeTruthy();
    const sent = calls.find((call) => call.path === COMPANY)?.json as { newModel: { kpp: unknown } };
    expect(sent.newModel.kpp).toBeNull();
  });

  it('/settings/store: loads from GetStoreByUserId, "----" for a missing figure, a -3 reply shows the waiting toast', async () => {
    const UPDATE = 'SellerSettings/UpdateStore';
    stubApi({
      'User/GetUserByAccessToken': () => user,
      'SellerSettings/GetStoreByUserId': () => ({ ...(store as object), productCount: undefined }),
      [UPDATE]: () => ({ status: -3 }),
    });
    renderShell('/settings/store', shellUser);
    const name = await screen.findByLabelText(/^Название магазина/, {}, T);
    expect(name).toHaveProperty('value', 'ТехноМир');
    // The rating reads as everywhere: its value minus 0.1 (spec section 9), 4.8 -> 4,7.
    expect(screen.getByText(/4,7/).textContent).toContain('----');
    expectCleanPage();
    fireEvent.change(name, { target: { value: 'ТехноМир 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByText(PENDING)).toBeTruthy();
  });

  it('/settings/documents: six documents without files; a chosen file is sent', async () => {
    const DOCS = 'SellerSettings/InsertRequisiteDocsTransaction';
    const calls = stubApi({ 'User/GetUserByAccessToken': () => user, [DOCS]: () => true });
    renderShell('/settings/documents', shellUser);
    const rows = await screen.findAllByRole('group', {}, T);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(within(row).getByText('Файл не загружен')).toBeTruthy();
    expectCleanPage();
    const file = new File(['%PDF-1.4'], 'Лицензия.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Лицензия', { selector: 'input' }), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByText('Ваши данные отправлены на редактирование!')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === DOCS)).toBe(true));
  });

  it('/settings/staff, /settings/address, /settings/managment render and offer sending', async () => {
    for (const path of ['/settings/staff', '/settings/address', '/settings/managment']) {
      stubApi({ 'User/GetUserByAccessToken': () => user });
      const view = renderShell(path, shellUser);
      expect(await screen.findByRole('button', { name: 'Отправить на проверку' }, T)).toBeTruthy();
      expectCleanPage();
      expect(view.location()).toBe(path);
      document.body.innerHTML = '';
      vi.unstubAllGlobals();
    }
  });
});
