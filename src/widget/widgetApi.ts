import * as v from 'valibot';
import { widgetStoreOf, type WidgetStore } from './widgetModel';

/**
 * The widget's one call. The second place in src/ that calls fetch (besides src/api/http.ts):
 * http.ts brings the session (tokens, refresh, sign-out) and the app's error page, none of which
 * exists in a public page framed by other sites, and would pull the app's code into this bundle.
 */
export type WidgetLoad =
  | { kind: 'found'; store: WidgetStore }
  /** The server answered -1: no such store (or not shown). */
  | { kind: 'unknown' }
  /** The network or the server failed, or the reply is not a store. */
  | { kind: 'failed' };

/** The widget page and the API share the origin and the base path (vite.config.ts `base`). */
export const WIDGET_INFO_PATH = '/seller/api/Marketing/GetWidgetInfoByStoreId';

const INVALID_STATUS = -1;
const OK_STATUS = 1;

const Envelope = v.object({ status: v.number(), data: v.optional(v.unknown()) });

export async function loadWidgetInfo(storeId: number): Promise<WidgetLoad> {
  try {
    const response = await fetch(`${WIDGET_INFO_PATH}?storeId=${storeId}`, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
    if (!response.ok) return { kind: 'failed' };
    const envelope = v.safeParse(Envelope, await response.json());
    if (!envelope.success) return { kind: 'failed' };
    const { status, data } = envelope.output;
    if (status === INVALID_STATUS) return { kind: 'unknown' };
    const store = status === OK_STATUS ? widgetStoreOf(data) : null;
    return store ? { kind: 'found', store } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
