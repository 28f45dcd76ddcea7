import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../src/api/navigation';
import { deferred, mockApi, renderAt } from './helpers';

const EMAIL = 'seller@example.com';
const NOT_FOUND = 'Такой пользователь не существует. Убедитесь, что вы правильно ввели свой Email';
const LIMIT = 'Ваш лимит заполнен. Пожалуйста, попробуйте через 24 часа.';

beforeEach(() => {
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sendButton = () => screen.getByRole('button', { name: 'Отправить' });
const emailInput = () => screen.getByLabelText('Электронная почта') as HTMLInputElement;

async function requestLink(user: ReturnType<typeof userEvent.setup>, email = EMAIL) {
  await user.type(emailInput(), email);
  await user.click(screen.getByRole('checkbox', { name: 'Я не робот' }));
  await user.click(sendButton());
}

describe('forgot-password screen', () => {
  it('shows the e-mail field, captcha and buttons; Отправить waits for the captcha', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1 }));
    renderAt('/seller/reset-password');
    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toBeTruthy();
    expect(document.title).toBe('Восстановление пароля — Кабинет продавца');
    expect(emailInput().name).toBe('email');
    expect(screen.getByRole('button', { name: 'Назад' })).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Я не робот' }));
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('validates the e-mail and sends nothing when it is wrong', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 1 }));
    renderAt('/seller/reset-password');
    await user.click(screen.getByRole('checkbox', { name: 'Я не робот' }));
    await user.click(sendButton());
    expect(screen.getByText('Обязательное поле')).toBeTruthy();
    await user.type(emailInput(), 'seller@@example.com');
    await user.click(sendButton());
    expect(screen.getByText('Адрес электронной почты не является правильным')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends {email} and shows the Проверьте почту card on status 1', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 1 }));
    renderAt('/seller/reset-password');
    await requestLink(user);
    expect(await screen.findByRole('heading', { name: 'Проверьте почту' })).toBeTruthy();
    expect(screen.getByText(`Мы отправили ссылку для восстановления пароля на ${EMAIL}`)).toBeTruthy();
    expect(calls).toEqual([
      { path: '/seller/api/Auth/ForgotPassword', method: 'POST', body: { email: EMAIL } },
    ]);
    expect(screen.getByRole('link', { name: 'Закрыть' }).getAttribute('href')).toBe('/seller/account/login');
  });

  it('resends to the last e-mail from the card', async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 1 }));
    renderAt('/seller/reset-password');
    await requestLink(user);
    await user.click(await screen.findByRole('button', { name: 'Отправить повторно' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      path: '/seller/api/Auth/ForgotPassword',
      method: 'POST',
      body: { email: EMAIL },
    });
    expect(await screen.findByText('Письмо отправлено повторно')).toBeTruthy();
  });

  it('tells when a resend hits the daily limit', async () => {
    const user = userEvent.setup();
    let count = 0;
    mockApi(() => ({ status: count++ === 0 ? 1 : -5 }));
    renderAt('/seller/reset-password');
    await requestLink(user);
    await user.click(await screen.findByRole('button', { name: 'Отправить повторно' }));
    expect(await screen.findByText(LIMIT)).toBeTruthy();
  });

  it('closes the card to the login screen', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1 }));
    renderAt('/seller/reset-password');
    await requestLink(user);
    await user.click(await screen.findByRole('link', { name: 'Закрыть' }));
    expect(window.location.pathname).toBe('/seller/account/login');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
  });

  it.each([
    [-3, NOT_FOUND],
    [-4, NOT_FOUND],
    [-5, LIMIT],
  ])('status %i shows its message under the field; focusing the field clears it', async (status, message) => {
    const user = userEvent.setup();
    mockApi(() => ({ status }));
    renderAt('/seller/reset-password');
    await requestLink(user);
    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toBe(message);
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(emailInput().value).toBe(EMAIL);
    expect(screen.queryByRole('heading', { name: 'Проверьте почту' })).toBeNull();
    fireEvent.focus(emailInput());
    expect(screen.queryByText(message)).toBeNull();
  });

  it('only stops the loader on a network failure', async () => {
    const user = userEvent.setup();
    const reply = deferred<'network-error'>();
    const calls = mockApi(() => reply.promise);
    renderAt('/seller/reset-password');
    await requestLink(user);
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    reply.resolve('network-error');
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('Назад goes to the login screen when the page was opened directly', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1 }));
    const back = vi.spyOn(window.history, 'back');
    renderAt('/seller/reset-password');
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(back).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/seller/');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
  });

  it('Назад goes back in history after an in-app move', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 1 }));
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderAt('/seller/');
    await user.click(screen.getByRole('link', { name: 'Забыли пароль?' }));
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
