import { vi } from 'vitest';

/** A phone's screen for MUI's `useMediaQuery`: every max-width query matches (undone by `vi.unstubAllGlobals`). */
export function stubPhoneMedia(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
