import { vi } from 'vitest';

/** What the fake Web Audio API was asked to play. */
export const audio = { contexts: 0, oscillators: [] as { frequencies: number[]; started: boolean }[] };

class FakeAudioContext {
  state: AudioContextState = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    audio.contexts += 1;
  }
  resume = () => Promise.resolve();
  createGain() {
    return {
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn(),
      disconnect: vi.fn(),
    };
  }
  createOscillator() {
    const played = { frequencies: [] as number[], started: false };
    audio.oscillators.push(played);
    return {
      type: 'square',
      frequency: { setValueAtTime: (hz: number) => played.frequencies.push(hz) },
      connect: vi.fn(),
      disconnect: vi.fn(),
      onended: null,
      start: () => {
        played.started = true;
      },
      stop: vi.fn(),
    };
  }
}

/** Puts a fake AudioContext on window (the beep keeps one context per page, so counts are shared). */
export function stubAudio() {
  audio.contexts = 0;
  audio.oscillators = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return audio;
}

export interface ShownNotification {
  title: string;
  options?: NotificationOptions;
  onclick: (() => void) | null;
  closed: boolean;
}

/** Puts a fake Notification API on window: `permission` now, and what `requestPermission` answers. */
export function stubNotifications(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const shown: ShownNotification[] = [];
  const requestPermission = vi.fn(() => {
    FakeNotification.permission = answer;
    return Promise.resolve(answer);
  });
  class FakeNotification implements ShownNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
    onclick: (() => void) | null = null;
    closed = false;
    constructor(
      public title: string,
      public options?: NotificationOptions,
    ) {
      shown.push(this);
    }
    close() {
      this.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

/** Which tab state the page reports (`document.visibilityState`) until `restoreVisibility`. */
export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

export function restoreVisibility(): void {
  Reflect.deleteProperty(document, 'visibilityState');
}
