import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../src/api/navigation';
import { mockApi, renderAt } from './helpers';

const LINK = '/seller/account/reset/userId=42&code=abc%2Bdef';
const PASSWORD = 'NewSeller2026!';

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const passwordInput = () => screen.getByLabelText('Новый пароль') as HTMLInputElement;
const confirmInput = () => screen.getByLabelText('Повторите пароль') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  if (password) await user.type(passwordInput(), password);
  if (confirmation) await user.type(confirmInput(), confirmation);
  await user.click(saveButton());
}

describe('reset-password screen', () => {
  it('shows two password fields with show/hide toggles and Сохранить', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1 }));
    renderAt(LINK);
    expect(document.title).toBe('Новый пароль — Кабинет продавца');
    expect(passwordInput().name).toBe('password');
    expect(confirmInput().name).toBe('confirmPassword');
    expect(passwordInput().type).toBe('password');
    const toggles = screen.getAllByRole('button', { name: 'Показать пароль' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]);
    expect(confirmInput().type).toBe('text');
    expect(passwordInput().type).toBe('password');
  });

  it('shows Пароли не совпадают and sends nothing on a mismatch', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 1 }));
    renderAt(LINK);
    await fill(user, PASSWORD, `${PASSWORD}x`);
    expect(screen.getByText('Пароли не совпадают')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('applies the password rule and requires both fields', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 1 }));
    renderAt(LINK);
    await user.click(saveButton());
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(2);
    await fill(user, 'password1', 'password1');
    expect(
      screen.getByText(
        'Пароль должен содержать более восьми латинских букв, заглавные и строчные буквы, цифры и символы @$!%*#?&(_)-=+',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends userId and token from the link, then shows the toast and the Изменение пароля card', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 1 }));
    renderAt(LINK);
    await fill(user, PASSWORD, PASSWORD);
    expect(await screen.findByText('Пароль успешно изменен!')).toBeTruthy();
    expect(calls).toEqual([
      {
        path: '/seller/api/Auth/ResetPassword',
        method: 'POST',
        body: { userId: '42', token: 'abc+def', password: PASSWORD, confirmPassword: PASSWORD },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Изменение пароля' })).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Continue' });
    expect(next.getAttribute('href')).toBe('/seller/account');
    await user.click(next);
    expect(window.location.pathname).toBe('/seller/account');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a failure status', { status: -1, errorMessage: 'Invalid token' } as const],
    ['a network failure', 'network-error' as const],
  ])('shows the Что-то пошло не так! toast on %s and keeps the form', async (_case, reply) => {
    const user = userEvent.setup();
    const calls = mockApi(() => reply);
    renderAt(LINK);
    await fill(user, PASSWORD, PASSWORD);
    expect(await screen.findByText('Что-то пошло не так!')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Изменение пароля' })).toBeNull();
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    expect(passwordInput().value).toBe(PASSWORD);
    // 'silent': the reset screen shows its own toast instead of going to the error page.
    expect(assign).not.toHaveBeenCalled();
  });
});
