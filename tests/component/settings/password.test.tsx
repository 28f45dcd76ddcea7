import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderShell, stubApi } from './settingsHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function typePasswords(old: string) {
  renderShell('/settings/account/password');
  await screen.findByLabelText(/Действующий пароль/, {}, { timeout: 15000 });
  fill(/Действующий пароль/, old);
  fill(/^Новый пароль/, 'Nov0e-Parol!');
  fill(/Повторите новый пароль/, 'Nov0e-Parol!');
  fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
}

describe('/settings/account/password', () => {
  it('-4: "Действующий пароль указан не верно!" under the field, the page stays', async () => {
    const calls = stubApi({
      'Auth/ChangePassword': () => ({ status: -4, errorMessage: 'Current password is wrong' }),
    });
    await typePasswords('Wrong-pass1');
    await waitFor(() =>
      expect(screen.getAllByText('Действующий пароль указан не верно!').length).toBeGreaterThan(0),
    );
    const field = screen.getByLabelText(/Действующий пароль/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((call) => call.path === 'Auth/ChangePassword')?.json).toEqual({
      userId: 42,
      oldPasword: 'Wrong-pass1',
      newPasword: 'Nov0e-Parol!',
      confirmNewPasword: 'Nov0e-Parol!',
    });
    expect(
      screen.queryByText('Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!'),
    ).toBeNull();
  });

  it('1: "Пароль изменен!" and the form cleared', async () => {
    stubApi({ 'Auth/ChangePassword': () => true });
    await typePasswords('Staryi-pass1');
    expect(await screen.findByText('Пароль изменен!')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/Действующий пароль/) as HTMLInputElement).value).toBe(''),
    );
  });

  it('checks the new password rule and the confirmation before sending', async () => {
    const calls = stubApi({});
    renderShell('/settings/account/password');
    await screen.findByLabelText(/Действующий пароль/, {}, { timeout: 15000 });
    fill(/Действующий пароль/, 'Staryi-pass1');
    fill(/^Новый пароль/, 'short');
    fill(/Повторите новый пароль/, 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();
    expect(
      screen.getByText(
        'Пароль должен содержать более восьми латинских букв, заглавные и строчные буквы, цифры и символы @$!%*#?&(_)-=+',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path === 'Auth/ChangePassword')).toBe(false);
  });
});
