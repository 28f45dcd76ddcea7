import { expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { specCalls } from '../../../server/specOnly/calls.js';
import { onlySpecFields } from '../../../server/specOnly/index.js';
import { specVocabulary } from '../../../server/specOnly/vocabulary.js';
import { demoInfo, demoStatistics } from '../shell/shellHarness';
import type { ApiCall, Handler } from '../orders/ordersHarness';

export { renderShell } from '../shell/shellHarness';

const BRAND = 'Market';
const CALLS = specCalls(BRAND);
const VOCABULARY = specVocabulary(BRAND);

const isEnvelope = (value: unknown): value is { status: number } =>
  typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';

/**
 * Stubs fetch as the spec-only server answers (server/specOnly, `SPEC_ONLY=1`): a call outside
 * spec section 7 answers `{status: -1}`, every other reply keeps only the keys the specification
 * names. `handlers` answer with our server's full data, which is filtered here.
 */
export function stubSpecOnlyApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const all: Record<string, Handler> = {
    'User/GetDashboardStatistics': () => demoStatistics,
    [`${BRAND}Seller/GetDashboardInfo`]: () => demoInfo,
    'User/SetFirstVisitStatus': () => true,
    ...handlers,
  };
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
      const handler = all[path];
      let body: unknown;
      if (!CALLS.has(path)) body = { status: -1, errorMessage: 'Not in the specification' };
      else if (!handler) body = { status: -1, errorMessage: `no stub for ${path}` };
      else {
        const result = handler(call);
        body = onlySpecFields(isEnvelope(result) ? result : { status: 1, data: result }, VOCABULARY);
      }
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const ERROR_TEXT = 'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!';
const BROKEN = ['undefined', 'NaN', 'null', '%{'];

/** What no page may show against spec-only replies: the error card, undefined, NaN, null, %{. */
export function expectCleanPage(): void {
  const text = document.body.textContent ?? '';
  expect(text).not.toContain(ERROR_TEXT);
  for (const word of BROKEN) expect(text).not.toContain(word);
  expect(screen.queryByRole('progressbar')).toBeNull();
}
