import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft, type DraftOptions } from './storage';

/**
 * Only for the banner request, whose three choices are drafts of their own (`banners:request:*`);
 * a form keeps its draft with `useDraftForm`.
 *
 * `useState` whose value is kept in `sessionStorage` under `draft:<key>` (no storage with a null key).
 * Returns `[value, setValue, clearDraft]`; `clearDraft` forgets the stored draft and resets to `initial`.
 */
export function useDraft<T>(
  key: string | null,
  initial: T,
  options: DraftOptions<T> = {},
): [T, (next: T | ((previous: T) => T)) => void, () => void] {
  const [value, setState] = useState<T>(() => readDraft(key, initial, options));
  const latest = useRef({ key, initial, options });
  useEffect(() => {
    latest.current = { key, initial, options };
  });

  const setValue = useCallback((next: T | ((previous: T) => T)) => {
    setState((previous) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
      const { key: current, options: currentOptions } = latest.current;
      writeDraft(current, resolved, currentOptions);
      return resolved;
    });
  }, []);

  const clear = useCallback(() => {
    const { key: current, initial: currentInitial } = latest.current;
    clearDraft(current);
    setState(currentInitial);
  }, []);

  return [value, setValue, clear];
}
