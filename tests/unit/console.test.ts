import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  actionChoices,
  deliveryMethodChoices,
  marketChoices,
  productTypeChoices,
  shippingMethodChoices,
  statusChoices,
} from '../../console/app/choices';
import { checkDays, checkFutureDay, localDay } from '../../console/app/components/buyer-actions/checks';
import { couponBody, linesBody, partiesBody } from '../../console/app/components/order-form/lines';
import { authProvider } from '../../console/app/authProvider';
import { i18nProvider } from '../../console/app/i18n';
import { consoleResources } from '../../console/registry';
import { notBlank, phone, twoDecimals } from '../../console/app/validation';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe('console texts', () => {
  it('keeps react-admin Russian texts and overrides the login field', () => {
    expect(translate('ra.action.save')).toBe('Сохранить');
    expect(translate('ra.auth.username')).toBe('E-mail');
  });

  it('names every choice, status and resource', () => {
    const choices = [
      ...statusChoices.wholesale,
      ...statusChoices.retail,
      ...shippingMethodChoices,
      ...deliveryMethodChoices,
      ...productTypeChoices,
      ...marketChoices,
      ...actionChoices,
    ];
    for (const { name } of choices) expect(translate(name), name).not.toBe(name);
    expect(translate('console.wholesaleStatus.1')).toBe('Не оплачен');
    expect(translate('console.wholesaleStatus.2')).toBe('Не отправлен');
    for (const { name } of consoleResources) {
      expect(translate(`resources.${name}.name`, { smart_count: 2 }), name).not.toContain('resources.');
    }
  });
});

describe('checks before sending', () => {
  it('takes 1..90 whole days for a pay renewal', () => {
    expect(checkDays('1')).toBeUndefined();
    expect(checkDays('90')).toBeUndefined();
    for (const raw of ['', '0', '-3', '91', '2.5', 'abc']) expect(checkDays(raw), raw).toBeDefined();
  });

  it('takes a later day within a year for a dispatch extension', () => {
    const now = new Date(2026, 10, 26, 12, 0);
    expect(checkFutureDay('2026-11-27', now)).toBeUndefined();
    expect(checkFutureDay('2027-11-25', now)).toBeUndefined();
    expect(checkFutureDay('2026-11-26', now)).toBe('console.validation.futureDate');
    expect(checkFutureDay('2027-11-26', now)).toBe('console.validation.withinYear');
    expect(checkFutureDay('', now)).toBe('ra.validation.required');
    expect(localDay(now)).toBe('2026-11-26');
  });

  it('checks blank texts, phones and kopecks', () => {
    expect(notBlank('   ', {}, {})).toBe('console.validation.notBlank');
    expect(notBlank('Да', {}, {})).toBeUndefined();
    expect(phone('+7 (912) 345-67-89', {}, {})).toBeUndefined();
    expect(phone('abc', {}, {})).toBe('console.validation.phone');
    expect(twoDecimals(12.34, {}, {})).toBeUndefined();
    expect(twoDecimals(12.345, {}, {})).toBe('console.validation.twoDecimals');
  });
});

describe('order bodies', () => {
  it('sends exactly the contract fields; the buyer collecting forces delivery method 1', () => {
    const data = {
      id: 0,
      sellerId: 1,
      buyerId: 18,
      shippingMethodId: 2,
      deliveryMethodId: 3,
      lines: [{ productId: 12, quantity: 3, priceForOne: 638.39, extra: 'x' }],
    };
    expect(partiesBody(data)).toEqual({ sellerId: 1, buyerId: 18, shippingMethodId: 2, deliveryMethodId: 1 });
    expect(linesBody(data, 'priceForOne')).toEqual([{ productId: 12, quantity: 3, priceForOne: 638.39 }]);
  });

  it('sends the coupon code trimmed, and no key when none is typed', () => {
    expect(couponBody({ id: 0, couponCode: '  welcome-10 ' })).toEqual({ couponCode: 'welcome-10' });
    expect(couponBody({ id: 0, couponCode: '   ' })).toEqual({});
    expect(couponBody({ id: 0, couponCode: null })).toEqual({});
    expect(couponBody({ id: 0 })).toEqual({});
  });
});

describe('console session', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('stores its token under its own key only and sends it as a bearer token', async () => {
    localStorage.setItem('sellerAccessToken', 'seller');
    const calls: { url: string; auth: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        calls.push({
          url,
          auth: headers.get('Authorization'),
          body: init.body ? JSON.parse(String(init.body)) : null,
        });
        const body = url.endsWith('/login')
          ? { token: 'admin-token', admin: { id: 1, email: 'admin@demo.ru', name: 'Админ' } }
          : { id: 1, email: 'admin@demo.ru', name: 'Админ' };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    await authProvider.login({ username: 'admin@demo.ru', password: 'Admin2026!' });
    expect(calls[0]).toMatchObject({
      url: '/admin/api/login',
      body: { email: 'admin@demo.ru', password: 'Admin2026!' },
    });
    expect(localStorage.getItem('marketConsoleToken')).toBe('admin-token');
    expect(await authProvider.getIdentity?.()).toEqual({ id: 1, fullName: 'Админ' });
    expect(calls[1]).toMatchObject({ url: '/admin/api/me', auth: 'Bearer admin-token' });
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(localStorage.getItem('marketConsoleToken')).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(localStorage.getItem('sellerAccessToken')).toBe('seller');
  });
});
