import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../src/api/navigation';
import { environment } from '../../../src/config/environment';
import { deferred, mockApi, renderAt } from './helpers';

const SELLER = { email: 'seller@example.com', password: 'Seller2026!' };

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const submitButton = () => screen.getByRole('button', { name: 'Войти' });
const captcha = () => screen.getByRole('checkbox', { name: 'Я не робот' });
const emailInput = () => screen.getByLabelText('Электронная почта') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Пароль') as HTMLInputElement;

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email = SELLER.email,
  password = SELLER.password,
) {
  if (email) await user.type(emailInput(), email);
  if (password) await user.type(passwordInput(), password);
  await user.click(captcha());
  await user.click(submitButton());
}

describe('login screen', () => {
  it('shows the form with its fields, link and title', () => {
    mockApi(() => ({ status: 1 }));
    renderAt('/seller/');
    expect(emailInput()).toHaveProperty('name', 'email');
    expect(emailInput()).toHaveProperty('type', 'email');
    expect(passwordInput()).toHaveProperty('name', 'password');
    expect(passwordInput()).toHaveProperty('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Запомнить меня' })).toHaveProperty('name', 'isRememberMe');
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe(
      '/seller/reset-password',
    );
    expect(document.title).toBe('Вход — Кабинет продавца');
  });

  it('keeps the button disabled until the captcha is solved', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1 }));
    renderAt('/seller/');
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.click(captcha());
    expect(submitButton()).toHaveProperty('disabled', false);
    await user.click(captcha());
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('shows the password on demand', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1 }));
    renderAt('/seller/');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(passwordInput().type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(passwordInput().type).toBe('password');
  });

  it('shows required messages and sends nothing for an empty form', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 1 }));
    renderAt('/seller/');
    await user.click(captcha());
    await user.click(submitButton());
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(2);
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('shows the e-mail and password messages and sends nothing for invalid values', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 1 }));
    renderAt('/seller/');
    await fillAndSubmit(user, 'seller@example', 'пароль12345');
    expect(screen.getByText('Адрес электронной почты не является правильным')).toBeTruthy();
    expect(
      screen.getByText(
        'Пароль должен содержать более восьми латинских букв, заглавные и строчные буквы, цифры и символы @$!%*#?&(_)-=+',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('validates a field when it loses focus and clears the message once fixed', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1 }));
    renderAt('/seller/');
    await user.type(emailInput(), 'nope');
    expect(screen.queryByText('Адрес электронной почты не является правильным')).toBeNull();
    await user.tab();
    expect(screen.getByText('Адрес электронной почты не является правильным')).toBeTruthy();
    await user.type(emailInput(), '@example.com');
    expect(screen.queryByText('Адрес электронной почты не является правильным')).toBeNull();
  });

  it('posts exactly {email, password, isRememberMe} and enters the shell as a seller', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({
      status: 1,
      data: { userCategoryId: 1, isRegistered: true, accessToken: 'access-1', refreshToken: 'refresh-1' },
    }));
    renderAt('/seller/');
    await user.click(screen.getByRole('checkbox', { name: 'Запомнить меня' }));
    await fillAndSubmit(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/seller/'));
    expect(calls).toEqual([
      { path: '/seller/api/Auth/Login', method: 'POST', body: { ...SELLER, isRememberMe: true } },
    ]);
    expect(localStorage.getItem('sellerAccessToken')).toBe('access-1');
    expect(localStorage.getItem('sellerRefreshToken')).toBe('refresh-1');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('sends isRememberMe false when the box is left unchecked', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({
      status: 1,
      data: { userCategoryId: 1, isRegistered: true, accessToken: 'a' },
    }));
    renderAt('/seller/');
    await fillAndSubmit(user);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ ...SELLER, isRememberMe: false });
  });

  it.each([
    ['a customer', { userCategoryId: 2, isRegistered: true, accessToken: 'customer-token' }],
    ['a private person', { userCategoryId: 4, isRegistered: true, accessToken: 'person-token' }],
    ['an unregistered seller', { userCategoryId: 1, isRegistered: false, accessToken: 'unregistered-token' }],
  ])('sends %s to the main website login without storing tokens', async (_who, data) => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1, data: { ...data, refreshToken: 'r' } }));
    renderAt('/seller/');
    await fillAndSubmit(user);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = assign.mock.calls[0][0] as string;
    expect(target).toBe(`${environment.websiteUrl}/account/login`);
    expect(target.endsWith('/seller/')).toBe(false);
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
    expect(localStorage.getItem('sellerRefreshToken')).toBeNull();
  });

  it.each([
    [-5, 'Подтвердите e-mail адрес на почте, который вы указали при регистрации'],
    [-10, 'Вы не продавец'],
    [-3, 'Неверный пароль или эл. почта'],
    [-4, 'Неверный пароль или эл. почта'],
    [-8, 'Неверный пароль или эл. почта'],
    [-1, 'Что-то пошло не так! Проверьте ваше интернет соединение'],
    [0, 'Что-то пошло не так! Проверьте ваше интернет соединение'],
  ])('status %i shows its message, resets the captcha and keeps the values', async (status, message) => {
    const user = userEvent.setup();
    const calls = mockApi(() => (status === 0 ? 'network-error' : { status, errorMessage: 'refused' }));
    renderAt('/seller/');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(calls).toHaveLength(1);
    expect(captcha()).toHaveProperty('checked', false);
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(emailInput().value).toBe(SELLER.email);
    expect(passwordInput().value).toBe(SELLER.password);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('sellerAccessToken')).toBeNull();
  });

  it("a throttled -4 shows the server's wait message; a plain -4 keeps the catalogue text", async () => {
    const user = userEvent.setup();
    const wait = 'Слишком много неудачных попыток входа. Повторите попытку через 8 сек.';
    let locked = true;
    mockApi(() =>
      locked
        ? { status: -4, errorMessage: wait, data: { retryAfterSeconds: 8 } }
        : { status: -4, errorMessage: 'Wrong password' },
    );
    renderAt('/seller/');
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
    expect(captcha()).toHaveProperty('checked', false);
    locked = false;
    await user.click(captcha());
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Неверный пароль или эл. почта'));
  });

  it('a throttled -4 without an errorMessage says how long to wait', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: -4, data: { retryAfterSeconds: 3 } }));
    renderAt('/seller/');
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Слишком много неудачных попыток входа. Повторите попытку через 3 сек.',
    );
  });

  it('clears the previous error when trying again', async () => {
    const user = userEvent.setup();
    const reply = deferred<{ status: number }>();
    let first = true;
    mockApi(() => {
      if (first) {
        first = false;
        return { status: -4 };
      }
      return reply.promise;
    });
    renderAt('/seller/');
    await fillAndSubmit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный пароль или эл. почта');
    await user.click(captcha());
    await user.click(submitButton());
    expect(screen.queryByRole('alert')).toBeNull();
    reply.resolve({ status: -10 });
    expect((await screen.findByRole('alert')).textContent).toBe('Вы не продавец');
  });

  it('shows progress and sends once while the reply is pending', async () => {
    const user = userEvent.setup();
    const reply = deferred<{ status: number }>();
    const calls = mockApi(() => reply.promise);
    renderAt('/seller/');
    await fillAndSubmit(user);
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    // Even a direct submit of the form (Enter in a field) does not send a second time.
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    await user.type(passwordInput(), '{Enter}');
    expect(calls).toHaveLength(1);
    reply.resolve({ status: -4 });
    await screen.findByRole('alert');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens the forgot-password screen from the link without reloading', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1 }));
    renderAt('/seller/');
    await user.click(screen.getByRole('link', { name: 'Забыли пароль?' }));
    expect(window.location.pathname).toBe('/seller/reset-password');
    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
