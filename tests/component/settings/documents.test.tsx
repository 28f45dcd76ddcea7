import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyDocuments } from '../../../src/api/settingsPayloads';
import { moderationState, renderShell, requisite, sellerWithRequisite, stubApi } from './settingsHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DOCS = 'SellerSettings/InsertRequisiteDocsTransaction';
const seller = {
  ...sellerWithRequisite,
  requisite: {
    ...requisite,
    documents: { ...emptyDocuments(), NATS: { url: '/seller/uploads/docs/nats.pdf', fileName: 'ИНН.pdf' } },
  },
};

async function chooseLicense() {
  renderShell('/settings/documents', seller);
  expect(await screen.findByRole('link', { name: 'ИНН.pdf' }, { timeout: 15000 })).toBeTruthy();
  const file = new File(['%PDF-1.4'], 'Лицензия 2026.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Лицензия', { selector: 'input' }), { target: { files: [file] } });
  expect(await screen.findByText(/Новый файл: Лицензия 2026\.pdf/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
}

describe('/settings/documents', () => {
  it('sends the chosen file and keeps the others by URL', async () => {
    const calls = stubApi({
      'User/GetUserByAccessToken': () => seller,
      'SellerSettings/GetModerationState': () => moderationState(),
      [DOCS]: () => ({ id: 4, section: 'documents', submittedAt: '2026-11-26T10:00:00.000Z' }),
    });
    await chooseLicense();
    expect(await screen.findByText('Ваши данные отправлены на редактирование!')).toBeTruthy();
    const form = calls.find((call) => call.path === DOCS)?.form;
    expect((form?.get('NewModel.License') as File).name).toBe('Лицензия 2026.pdf');
    expect(form?.get('NewModel.NATS')).toBe('/seller/uploads/docs/nats.pdf');
    expect(form?.get('OldModel.NATS')).toBe('/seller/uploads/docs/nats.pdf');
    expect(form?.get('NewModel.UserId')).toBe('42');
  });

  it('"The update is already waiting for approval" → "Ваши данные уже ожидают подтверждения!"', async () => {
    stubApi({
      'User/GetUserByAccessToken': () => seller,
      'SellerSettings/GetModerationState': () => moderationState(),
      [DOCS]: () => ({ status: -3, errorMessage: 'The update is already waiting for approval' }),
    });
    await chooseLicense();
    expect(await screen.findByText('Ваши данные уже ожидают подтверждения!')).toBeTruthy();
  });

  it('nothing chosen: "Вы не редактировали нечего" and no call; a wrong type is refused at once', async () => {
    const calls = stubApi({
      'User/GetUserByAccessToken': () => seller,
      'SellerSettings/GetModerationState': () => moderationState(),
    });
    renderShell('/settings/documents', seller);
    await screen.findByRole('link', { name: 'ИНН.pdf' }, { timeout: 15000 });
    fireEvent.change(screen.getByLabelText('Сертификат', { selector: 'input' }), {
      target: { files: [new File(['x'], 'script.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await screen.findByText('Допустимы файлы PDF, JPEG, PNG или WebP')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByText('Вы не редактировали нечего')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === DOCS)).toBe(false));
  });

  it("a rejected edit shows the administrator's reason as text", async () => {
    stubApi({
      'User/GetUserByAccessToken': () => seller,
      'SellerSettings/GetModerationState': () =>
        moderationState({
          documents: {
            pending: null,
            lastRejection: {
              id: 2,
              submittedAt: '2026-11-20T09:00:00.000Z',
              decidedAt: '2026-11-21T09:00:00.000Z',
              reason: 'Скан нечитаемый <b>перезагрузите</b>',
              newModel: emptyDocuments(),
            },
          },
        }),
    });
    renderShell('/settings/documents', seller);
    expect(
      await screen.findByText('Скан нечитаемый <b>перезагрузите</b>', {}, { timeout: 15000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Администратор отклонил изменения/)).toBeTruthy();
  });
});
