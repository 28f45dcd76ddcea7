import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, stubApi } from './shellHarness';

const DARK_QUERY = '(prefers-color-scheme: dark)';
// The page colours of the two palettes (src/layout/palettes.ts), drawn on the body by CssBaseline.
const DARK_PAGE = '#0f172a';
const LIGHT_PAGE = '#f5f7fb';

/** Stubs the system's colour scheme; other media queries keep happy-dom's answers. */
function stubSystemScheme(initiallyDark: boolean) {
  const original = window.matchMedia.bind(window);
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    if (query !== DARK_QUERY) return original(query);
    const list = {
      media: query,
      get matches() {
        return dark;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  });
  return {
    switchTo(nextDark: boolean) {
      dark = nextDark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const pageBackground = () => getComputedStyle(document.body).backgroundColor.toLowerCase();

async function openStoreMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /^Меню магазина/ }));
  return screen.findByRole('menu');
}

const darkItem = (menu: HTMLElement) => within(menu).getByRole('menuitemcheckbox', { name: 'Тёмная тема' });
const systemItem = (menu: HTMLElement) =>
  within(menu).getByRole('menuitemcheckbox', { name: 'Тема как в системе' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dark theme', () => {
  it('follows the system while the seller has not chosen, also when the system changes', async () => {
    stubApi();
    const system = stubSystemScheme(true);
    renderShell('/dashboard');
    const menu = await openStoreMenu();
    expect(darkItem(menu).getAttribute('aria-checked')).toBe('true');
    expect(systemItem(menu).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(pageBackground()).toBe(DARK_PAGE));

    system.switchTo(false);
    await waitFor(() => expect(pageBackground()).toBe(LIGHT_PAGE));
    expect(darkItem(menu).getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem('sellerThemeMode')).toBeNull();
  });

  it('the store menu item switches the theme, and the choice outlives a remount and the system', async () => {
    stubApi();
    const system = stubSystemScheme(false);
    renderShell('/dashboard');
    let menu = await openStoreMenu();
    await waitFor(() => expect(pageBackground()).toBe(LIGHT_PAGE));
    expect(darkItem(menu).getAttribute('aria-checked')).toBe('false');

    fireEvent.click(darkItem(menu));
    await waitFor(() => expect(pageBackground()).toBe(DARK_PAGE));
    expect(darkItem(menu).getAttribute('aria-checked')).toBe('true');
    expect(systemItem(menu).getAttribute('aria-checked')).toBe('false');
    expect(localStorage.getItem('sellerThemeMode')).toBe('dark');

    cleanup();
    renderShell('/dashboard');
    menu = await openStoreMenu();
    expect(darkItem(menu).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(pageBackground()).toBe(DARK_PAGE));
    system.switchTo(false);
    expect(pageBackground()).toBe(DARK_PAGE);

    fireEvent.click(darkItem(menu));
    await waitFor(() => expect(pageBackground()).toBe(LIGHT_PAGE));
    expect(localStorage.getItem('sellerThemeMode')).toBe('light');
  });

  it('"Тема как в системе" forgets the choice and follows the system again', async () => {
    stubApi();
    stubSystemScheme(true);
    localStorage.setItem('sellerThemeMode', 'light');
    renderShell('/dashboard');
    const menu = await openStoreMenu();
    await waitFor(() => expect(pageBackground()).toBe(LIGHT_PAGE));
    expect(systemItem(menu).getAttribute('aria-checked')).toBe('false');

    fireEvent.click(systemItem(menu));
    await waitFor(() => expect(pageBackground()).toBe(DARK_PAGE));
    expect(localStorage.getItem('sellerThemeMode')).toBeNull();
    expect(systemItem(menu).getAttribute('aria-checked')).toBe('true');
    expect(darkItem(menu).getAttribute('aria-checked')).toBe('true');
  });
});
