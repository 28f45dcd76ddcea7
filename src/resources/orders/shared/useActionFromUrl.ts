import { useEffect } from 'react';
import { useSearchParam } from '../../../routes/useSearchParam';

/** The query parameter a link uses to open an order page with one of its action modals. */
export const ACTION_PARAM = 'action';

/** `/orders/retail/7?action=toReady`: the order page's path that opens its modal at once. */
export function orderActionPath(path: string, action: string): string {
  return `${path}?${ACTION_PARAM}=${encodeURIComponent(action)}`;
}

/**
 * Opens the modal named by `?action=` once the order is known, if the order's status still offers
 * it (the work queue may be a minute behind), then drops the parameter so a reload or Back does
 * not open it again.
 */
export function useActionFromUrl<Action extends string>(
  available: readonly Action[] | null,
  open: (action: Action) => void,
): void {
  const [asked, drop] = useSearchParam(ACTION_PARAM);
  useEffect(() => {
    if (asked === null || available === null) return;
    const action = available.find((candidate) => candidate === asked);
    if (action) open(action);
    drop();
  }, [asked, available, open, drop]);
}
