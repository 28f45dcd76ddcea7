import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, FieldTitle, memoryStore, useTranslate } from 'react-admin';
import { i18nProvider, isMissingKey } from '../../src/i18n/polyglot';
import { makeTranslate, setMissingKeyHandler, t, type MessageKey } from '../../src/i18n';
import { takeMissingKeys } from '../setup/missingKeys';

/** A key the tree does not have, as a typo in a screen would produce it (the compiler would refuse it as a literal). */
const TYPO = 'orders.list.filters.statsu' as MessageKey;

function Text({ k, options }: { k: string; options?: Record<string, unknown> }) {
  const translate = useTranslate();
  return <p>{translate(k, options)}</p>;
}

const renderInAdmin = (ui: React.ReactNode) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );

describe('missing texts', () => {
  it('a mistyped label given to react-admin is reported (tests/setup/dom.ts fails the test on it)', async () => {
    renderInAdmin(
      <>
        <FieldTitle source="status" label={TYPO} />
        <FieldTitle source="number" label="orders.list.filters.number" />
      </>,
    );
    // Production behaviour: the screen shows the key; the known label shows its text.
    expect(await screen.findByText('orders.list.filters.statsu')).toBeTruthy();
    expect(screen.getByText('Номер заказа')).toBeTruthy();
    expect(takeMissingKeys()).toEqual([TYPO]);
  });

  it('a key of ours translated with useTranslate is reported; a deliberate `_` default is not', async () => {
    renderInAdmin(
      <>
        <Text k="shell.titles.dashbord" />
        <Text k="orders.deliveryMethod.9999" options={{ _: '9999' }} />
      </>,
    );
    expect(await screen.findByText('shell.titles.dashbord')).toBeTruthy();
    expect(screen.getByText('9999')).toBeTruthy();
    expect(takeMissingKeys()).toEqual(['shell.titles.dashbord']);
  });

  it("react-admin's own keys and already translated text are not ours", () => {
    expect(isMissingKey('ra.action.save')).toBe(false);
    expect(isMissingKey('ra.no.such.key')).toBe(false);
    expect(isMissingKey('Статус', { _: 'Статус' })).toBe(false);
    expect(isMissingKey('resources.orders.fields.id', { _: 'Id' })).toBe(false);
    expect(isMissingKey('orders.list.filters.status')).toBe(false);
    expect(isMissingKey('orders.list.filters')).toBe(true);
    expect(isMissingKey(TYPO, { _: TYPO })).toBe(true);
    expect(takeMissingKeys()).toEqual([]);
  });

  it('the public translator reports a missing key and shows the key', () => {
    expect(t(TYPO)).toBe(TYPO);
    const translate = makeTranslate({ auth: { title: 'Вход' } });
    expect(translate('auth.title')).toBe('Вход');
    expect(takeMissingKeys()).toEqual([TYPO]);
  });

  it('development builds log a missing key with console.error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const collector = setMissingKeyHandler(null);
    try {
      i18nProvider.translate(TYPO);
    } finally {
      setMissingKeyHandler(collector);
    }
    expect(error).toHaveBeenCalledWith(`Missing text for the i18n key "${TYPO}"`);
    error.mockRestore();
  });
});
