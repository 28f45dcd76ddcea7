/**
 * The seller's light or dark choice, kept per browser in localStorage (no key: follow the system's
 * `prefers-color-scheme`). Shared by the public screens, the shell's gate and the shell, so that
 * each starts in the same mode; it imports nothing from react-admin (the public screens load it).
 */
import { THEME_MODE_KEY } from '../../../rules/themeBoot';

export { THEME_MODE_KEY };

export type ThemeMode = 'light' | 'dark';
const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

/** The remembered choice, or null when the seller has not chosen (or storage is unavailable). */
export function readThemeChoice(): ThemeMode | null {
  try {
    const stored = window.localStorage.getItem(THEME_MODE_KEY);
    return isThemeMode(stored) ? stored : null;
  } catch {
    return null;
  }
}

const darkSchemeQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;

export const systemThemeMode = (): ThemeMode => (darkSchemeQuery()?.matches ? 'dark' : 'light');

/** The mode to draw: the remembered choice, otherwise the system's. */
export const currentThemeMode = (): ThemeMode => readThemeChoice() ?? systemThemeMode();

const listeners = new Set<() => void>();

/** Remembers a choice, or forgets it (null) to follow the system again. */
export function chooseThemeMode(choice: ThemeMode | null): void {
  try {
    if (choice) window.localStorage.setItem(THEME_MODE_KEY, choice);
    else window.localStorage.removeItem(THEME_MODE_KEY);
  } catch {
    // Storage refused (private mode, quota): the page keeps following the system.
  }
  listeners.forEach((listener) => listener());
}

/** Calls back on a choice here, in another tab (storage event) or a change of the system's scheme. */
export function subscribeThemeMode(listener: () => void): () => void {
  listeners.add(listener);
  const query = darkSchemeQuery();
  query?.addEventListener('change', listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_MODE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}
