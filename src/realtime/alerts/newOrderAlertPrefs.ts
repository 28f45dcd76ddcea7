import { useSyncExternalStore } from 'react';

/** Whether a new order beeps and shows a browser notification; per seller user and browser. */
export interface NewOrderAlertPrefs {
  sound: boolean;
  browser: boolean;
}

export const NEW_ORDER_ALERTS_OFF: NewOrderAlertPrefs = Object.freeze({ sound: false, browser: false });

/** The localStorage key of a user's preference (beside `sellerShell.<sellerId>`). */
export const newOrderAlertsKey = (userId: number): string => `sellerNewOrderAlerts.${userId}`;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A stored value as a preference: anything unreadable, or not exactly `true`, is off. */
export function parseNewOrderAlertPrefs(raw: string | null): NewOrderAlertPrefs {
  if (raw === null) return NEW_ORDER_ALERTS_OFF;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return NEW_ORDER_ALERTS_OFF;
    const { sound, browser } = value as Record<string, unknown>;
    return { sound: sound === true, browser: browser === true };
  } catch {
    return NEW_ORDER_ALERTS_OFF;
  }
}

// useSyncExternalStore needs the same object while the stored text is the same.
const parsed = new Map<string, { raw: string | null; prefs: NewOrderAlertPrefs }>();

export function readNewOrderAlertPrefs(userId: number): NewOrderAlertPrefs {
  const key = newOrderAlertsKey(userId);
  const raw = readRaw(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.prefs;
  const prefs = parseNewOrderAlertPrefs(raw);
  parsed.set(key, { raw, prefs });
  return prefs;
}

const listeners = new Set<() => void>();
const notifyListeners = (): void => {
  for (const listener of listeners) listener();
};

/** Stores a change of the user's preference; every reader (the page, the listener) follows at once. */
export function updateNewOrderAlertPrefs(userId: number, change: Partial<NewOrderAlertPrefs>): void {
  const next = { ...readNewOrderAlertPrefs(userId), ...change };
  try {
    storage()?.setItem(newOrderAlertsKey(userId), JSON.stringify(next));
  } catch {
    // A full quota or a locked storage: the preference stays as it was (the switch does not move).
  }
  notifyListeners();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same browser changed it: this tab follows too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The user's preference, kept current. */
export function useNewOrderAlertPrefs(userId: number): NewOrderAlertPrefs {
  return useSyncExternalStore(subscribe, () => readNewOrderAlertPrefs(userId));
}
