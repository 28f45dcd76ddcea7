import { useSyncExternalStore } from 'react';
import type { HubState } from './hubTypes';

/** The shell's hub state, readable anywhere in the shell (the top bar's chip). One shell per page. */
export interface RealtimeStatus {
  state: HubState;
  /** The hub is down after having been up, or the first connect has outlasted its grace. */
  offline: boolean;
}

const INITIAL: RealtimeStatus = { state: 'connecting', offline: false };
let current: RealtimeStatus = INITIAL;
const listeners = new Set<() => void>();

export function setRealtimeStatus(next: RealtimeStatus): void {
  if (next.state === current.state && next.offline === current.offline) return;
  current = next;
  for (const listener of listeners) listener();
}

export const resetRealtimeStatus = (): void => setRealtimeStatus(INITIAL);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useRealtimeStatus = (): RealtimeStatus => useSyncExternalStore(subscribe, () => current);
