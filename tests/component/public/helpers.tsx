import { render } from '@testing-library/react';
import { vi } from 'vitest';
import PublicApp from '../../../src/custom-pages/public/PublicApp';

export interface WireCall {
  /** Path of the URL, e.g. `/seller/api/Auth/Login`. */
  path: string;
  method: string;
  body: unknown;
}

type Reply = { status: number; data?: unknown; errorMessage?: string } | 'network-error';
type Responder = (call: WireCall) => Reply | Promise<Reply>;

/**
 * Replaces `fetch` with a fake server: each call is recorded (path, method, parsed JSON body) and
 * answered by `respond` with an envelope, or rejected as a network failure.
 */
export function mockApi(respond: Responder): WireCall[] {
  const calls: WireCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const call: WireCall = {
      path: url.pathname,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const reply = await respond(call);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A promise whose settlement the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Opens `path` (with the base, e.g. `/seller/reset-password`) as a fresh page and renders PublicApp. */
export function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<PublicApp />);
}
