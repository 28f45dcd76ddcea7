import { vi } from 'vitest';

/** A call the page made, as the stubbed fetch recorded it. */
export interface ApiCall {
  path: string;
  url: URL;
  method: string;
  /** Parsed JSON body, or null. */
  json: unknown;
  form: FormData | null;
}

export type Reply = { status: number; data?: unknown; errorMessage?: string };
/** A value (sent as `{status: 1, data}`), a full envelope, or a Response (e.g. a file reply). */
export type Handler = (call: ApiCall) => Reply | unknown;

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  typeof (value as Reply).status === 'number';

/**
 * Stubs fetch: `handlers` by API path (after /seller/api/) answer a value (wrapped as
 * `{status: 1, data}`), a full envelope (`{status: -20, ...}`) or a Response sent as it is; a
 * path without a handler answers `-1`. Every call is recorded.
 */
export function stubApiByPath(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      const path = url.pathname.replace(/^\/seller\/api\//, '');
      const call: ApiCall = {
        path,
        url,
        method: init.method ?? 'GET',
        json: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
        form: init.body instanceof FormData ? init.body : null,
      };
      calls.push(call);
      const handler = handlers[path];
      const result = handler ? handler(call) : { status: -1, errorMessage: `no stub for ${path}` };
      if (result instanceof Response) return result;
      const body = isReply(result) ? result : { status: 1, data: result };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
