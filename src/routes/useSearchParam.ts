import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One query parameter of the current URL and a way to drop it: the drop replaces the history entry,
 * so Back and a reload do not bring back what the parameter asked for (a modal, a notice).
 */
export function useSearchParam(name: string): [value: string | null, drop: () => void] {
  const [search, setSearch] = useSearchParams();
  const drop = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setSearch],
  );
  return [search.get(name), drop];
}
