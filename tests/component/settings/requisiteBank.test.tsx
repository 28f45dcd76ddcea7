import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { moderationState, renderShell, requisite, sellerWithRequisite, stubApi } from './settingsHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const BANK = 'SellerSettings/InsertBasebankRequisitesTransaction';

async function openBaseBankStep() {
  renderShell('/settings/requisite', sellerWithRequisite);
  fireEvent.click(await screen.findByRole('button', { name: 'Далее' }, { timeout: 15000 }));
  return screen.findByLabelText(/Расчётный счёт/);
}

describe('/settings/requisite: the base bank step', () => {
  it('sends the exact {newModel, oldModel} body and says the data went to moderation', async () => {
    const calls = stubApi({
      'User/GetUserByAccessToken': () => sellerWithRequisite,
      'SellerSettings/GetModerationState': () => moderationState(),
      [BANK]: () => ({ id: 17, section: 'baseBank', submittedAt: '2026-11-26T10:00:00.000Z' }),
    });
    const account = await openBaseBankStep();
    // a wholesale store (category group 1): company and base bank only, so this is the final step
    expect(screen.getByText(/Шаг 2 из 2 · Последний шаг/)).toBeTruthy();
    fireEvent.change(account, { target: { value: '40702810938000000014' } });
    fireEvent.change(screen.getByLabelText(/Наименование банка/), {
      target: { value: ' ПАО Сбербанк России ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));

    expect(await screen.findByText('Ваши данные отправлены на редактирование!')).toBeTruthy();
    expect(screen.getByText('Нам требуется немного времени для проверки данных')).toBeTruthy();
    const sent = calls.filter((call) => call.path === BANK);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.json).toEqual({
      newModel: {
        userId: 42,
        baseBankName: 'ПАО Сбербанк России',
        baseBankAddress: 'Москва, ул. Вавилова, 19',
        baseCorrespondentAccount: '30101810400000000225',
        baseExpenseAccount: '40702810938000000014',
        baseBankBIK: '044525225',
        baseBankSwift: null,
      },
      oldModel: {
        userId: 42,
        baseBankName: 'ПАО Сбербанк',
        baseBankAddress: 'Москва, ул. Вавилова, 19',
        baseCorrespondentAccount: '30101810400000000225',
        baseExpenseAccount: '40702810938000000001',
        baseBankBIK: '044525225',
        baseBankSwift: null,
      },
    });
  });

  it('nothing changed: "Вы не редактировали нечего" and no call', async () => {
    const calls = stubApi({
      'User/GetUserByAccessToken': () => sellerWithRequisite,
      'SellerSettings/GetModerationState': () => moderationState(),
    });
    await openBaseBankStep();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByText('Вы не редактировали нечего')).toBeTruthy();
    expect(calls.some((call) => call.path === BANK)).toBe(false);
  });

  it('checks the account against the БИК before sending', async () => {
    const calls = stubApi({
      'User/GetUserByAccessToken': () => sellerWithRequisite,
      'SellerSettings/GetModerationState': () => moderationState(),
    });
    const account = await openBaseBankStep();
    // one digit changed: the key of 225 + account no longer sums to a multiple of 10
    fireEvent.change(account, { target: { value: '40702810938000000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByText('Расчётный счёт не соответствует БИК')).toBeTruthy();
    expect(calls.some((call) => call.path === BANK)).toBe(false);
  });

  it('an edit waiting: the pending values read-only under a banner, no send button', async () => {
    stubApi({
      'User/GetUserByAccessToken': () => sellerWithRequisite,
      'SellerSettings/GetModerationState': () =>
        moderationState({
          baseBank: {
            pending: {
              id: 9,
              submittedAt: '2026-11-25T09:30:00.000Z',
              oldModel: {},
              newModel: {
                userId: 42,
                baseBankName: 'АО «Альфа-Банк»',
                baseBankAddress: 'Москва, ул. Каланчёвская, 27',
                baseCorrespondentAccount: '30101810200000000593',
                baseExpenseAccount: '40702810901300000001',
                baseBankBIK: '044525593',
                baseBankSwift: null,
              },
            },
            lastRejection: null,
          },
        }),
    });
    const account = await openBaseBankStep();
    const banner = screen.getByTestId('moderation-pending');
    expect(within(banner).getByText('Изменения ждут проверки')).toBeTruthy();
    expect((screen.getByLabelText(/Наименование банка/) as HTMLInputElement).value).toBe('АО «Альфа-Банк»');
    expect((account as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Отправить на проверку' })).toBeNull();
    expect(requisite.baseBankName).toBe('ПАО Сбербанк');
  });

  it('-3: the "already waiting" toast, the typed values kept', async () => {
    stubApi({
      'User/GetUserByAccessToken': () => sellerWithRequisite,
      'SellerSettings/GetModerationState': () => moderationState(),
      [BANK]: () => ({ status: -3, errorMessage: 'An edit of this section is already waiting for approval' }),
    });
    const account = await openBaseBankStep();
    fireEvent.change(account, { target: { value: '40702810938000000014' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(
      await screen.findByText(
        'Вы не можете повторно редактировать данные, поскольку ваши данные на редактирование в ожидании подтверждения!',
      ),
    ).toBeTruthy();
    await waitFor(() => expect((account as HTMLInputElement).value).toBe('40702810938000000014'));
  });
});
