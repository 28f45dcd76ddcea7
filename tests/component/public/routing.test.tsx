import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { matchPublicRoute, navigatePublic, stripBase } from '../../../src/custom-pages/public/router';
import { mockApi, renderAt } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public routes', () => {
  it('strips the base path', () => {
    expect(stripBase('/seller')).toBe('/');
    expect(stripBase('/seller/')).toBe('/');
    expect(stripBase('/seller/reset-password')).toBe('/reset-password');
    expect(stripBase('/sellerx/reset-password')).toBe('/sellerx/reset-password');
  });

  it('matches the three screens', () => {
    expect(matchPublicRoute('/reset-password')).toEqual({ name: 'forgot' });
    expect(matchPublicRoute('/reset-password/')).toEqual({ name: 'forgot' });
    expect(matchPublicRoute('/account/reset/userId=42&code=abc%2Bdef')).toEqual({
      name: 'reset',
      userId: '42',
      code: 'abc+def',
    });
    expect(matchPublicRoute('/account/reset/userId=a%20b&code=CfDJ8%2F%3D%3D')).toEqual({
      name: 'reset',
      userId: 'a b',
      code: 'CfDJ8/==',
    });
    expect(matchPublicRoute('/account/reset', '?userId=7&code=x')).toEqual({
      name: 'reset',
      userId: '7',
      code: 'x',
    });
    for (const path of [
      '/',
      '/account/login',
      '/account',
      '/dashboard',
      '/reset-password/extra',
      '/account/reset/42',
    ]) {
      expect(matchPublicRoute(path)).toEqual({ name: 'login' });
    }
  });

  it.each([
    ['/seller/', 'Вход в кабинет продавца'],
    ['/seller', 'Вход в кабинет продавца'],
    ['/seller/account/login', 'Вход в кабинет продавца'],
    ['/seller/dashboard', 'Вход в кабинет продавца'],
    ['/seller/orders/12', 'Вход в кабинет продавца'],
    ['/seller/reset-password', 'Восстановление пароля'],
    ['/seller/account/reset/userId=42&code=abc%2Bdef', 'Новый пароль'],
  ])('%s shows %s', (path, heading) => {
    mockApi(() => ({ status: 1 }));
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });

  it('follows navigatePublic and the browser back button', () => {
    mockApi(() => ({ status: 1 }));
    renderAt('/seller/');
    act(() => navigatePublic('/reset-password'));
    expect(window.location.pathname).toBe('/seller/reset-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Восстановление пароля');
    expect(document.title).toBe('Восстановление пароля — Кабинет продавца');
    act(() => {
      window.history.replaceState(null, '', '/seller/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Вход в кабинет продавца');
    expect(document.title).toBe('Вход — Кабинет продавца');
  });
});
