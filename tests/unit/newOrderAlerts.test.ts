import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '../../src/i18n/ru';
import { makeTranslate } from '../../src/i18n/translate';
import {
  NEW_ORDER_ALERTS_OFF,
  newOrderAlertsKey,
  parseNewOrderAlertPrefs,
  readNewOrderAlertPrefs,
  updateNewOrderAlertPrefs,
} from '../../src/realtime/alerts/newOrderAlertPrefs';
import { newOrderNotice } from '../../src/realtime/alerts/newOrderNotice';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the new-order alert preference', () => {
  it('is off unless stored exactly as true', () => {
    expect(parseNewOrderAlertPrefs(null)).toEqual(NEW_ORDER_ALERTS_OFF);
    for (const raw of ['{bad', 'null', '[]', '42', '"on"', '{"sound":"true","browser":1}'])
      expect(parseNewOrderAlertPrefs(raw), raw).toEqual({ sound: false, browser: false });
    expect(parseNewOrderAlertPrefs('{"sound":true}')).toEqual({ sound: true, browser: false });
    expect(parseNewOrderAlertPrefs('{"sound":false,"browser":true,"extra":1}')).toEqual({
      sound: false,
      browser: true,
    });
  });

  it('is kept per user; a change merges into the stored one and returns the same object until changed', () => {
    expect(newOrderAlertsKey(42)).toBe('sellerNewOrderAlerts.42');
    updateNewOrderAlertPrefs(42, { sound: true });
    updateNewOrderAlertPrefs(42, { browser: true });
    expect(localStorage.getItem('sellerNewOrderAlerts.42')).toBe('{"sound":true,"browser":true}');
    expect(readNewOrderAlertPrefs(43)).toEqual(NEW_ORDER_ALERTS_OFF);
    expect(readNewOrderAlertPrefs(42)).toBe(readNewOrderAlertPrefs(42));
  });

  it('a storage that throws reads as off and ignores changes', () => {
    const refuse = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, clear: vi.fn() });
    expect(() => updateNewOrderAlertPrefs(7, { sound: true })).not.toThrow();
    expect(readNewOrderAlertPrefs(7)).toEqual(NEW_ORDER_ALERTS_OFF);
  });
});

describe('newOrderNotice', () => {
  const translate = makeTranslate(ru);

  it('names the market and the number, tags and links the order', () => {
    expect(newOrderNotice({ orderId: 61, marketType: 1, statusId: 1 }, translate)).toEqual({
      title: 'Новый заказ',
      body: 'Оптовый заказ № 61',
      tag: 'order-1-61',
      path: '/orders/61',
    });
    expect(newOrderNotice({ orderId: 1234, marketType: 2, statusId: null }, translate)).toEqual({
      title: 'Новый заказ',
      body: 'Розничный заказ № 1234',
      tag: 'order-2-1234',
      path: '/orders/retail/1234',
    });
  });

  it('without the market or the number: no link, no tag', () => {
    expect(newOrderNotice({ orderId: 61, marketType: null, statusId: 1 }, translate)).toEqual({
      title: 'Новый заказ',
      body: 'Заказ № 61',
      path: null,
    });
    expect(newOrderNotice({ orderId: null, marketType: 2, statusId: 1 }, translate)).toEqual({
      title: 'Новый заказ',
      body: 'Поступил новый заказ',
      path: null,
    });
  });
});

/** A fresh beep module (it keeps one AudioContext per page). */
const loadBeep = async () => (await import('../../src/realtime/alerts/newOrderBeep')).playNewOrderBeep;

function fakeAudioContext(overrides: { state?: AudioContextState; createOscillator?: () => never } = {}) {
  const made = { contexts: 0, resumed: 0, oscillators: 0 };
  const node = () => ({ connect: vi.fn(), disconnect: vi.fn() });
  class FakeAudioContext {
    state = overrides.state ?? 'running';
    currentTime = 0;
    destination = {};
    constructor() {
      made.contexts += 1;
    }
    resume() {
      made.resumed += 1;
      return Promise.reject(new Error('not allowed before a click'));
    }
    createGain() {
      return { ...node(), gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() } };
    }
    createOscillator =
      overrides.createOscillator ??
      (() => {
        made.oscillators += 1;
        return { ...node(), frequency: { setValueAtTime: vi.fn() }, start: vi.fn(), stop: vi.fn() };
      });
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return made;
}

describe('playNewOrderBeep', () => {
  it('makes its AudioContext on the first beep only, then reuses it', async () => {
    const made = fakeAudioContext();
    const beep = await loadBeep();
    expect(made.contexts).toBe(0);
    beep();
    beep();
    expect(made).toEqual({ contexts: 1, resumed: 0, oscillators: 2 });
  });

  it('resumes a suspended context; a refused resume is ignored', async () => {
    const made = fakeAudioContext({ state: 'suspended' });
    const beep = await loadBeep();
    expect(() => beep()).not.toThrow();
    expect(made.resumed).toBe(1);
    expect(made.oscillators).toBe(1);
  });

  it('never throws: no Web Audio, or a failing context', async () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(await loadBeep().then((beep) => beep())).toBeUndefined();
    vi.resetModules();
    fakeAudioContext({
      createOscillator: () => {
        throw new Error('no audio device');
      },
    });
    const beep = await loadBeep();
    expect(() => beep()).not.toThrow();
  });
});
