import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../routes/index.js';
import { specCalls } from './calls.js';
import { specVocabulary } from './vocabulary.js';

/**
 * The spec-only mode (`SPEC_ONLY=1`, README "Spec-only mode"): the server behaves as a server
 * that honours only the specification. A call that section 7 does not list answers
 * `{status: -1}` before its route runs; every other reply keeps, at any depth, only the keys the
 * specification names (vocabulary.ts). The back office must give working pages against it.
 */
export function specOnlyMode(app: FastifyInstance, brand: string): void {
  const calls = specCalls(brand);
  const vocabulary = specVocabulary(brand);

  app.addHook('onRequest', async (request, reply) => {
    const call = apiCallOf(request.url);
    if (call === null || calls.has(call)) return;
    return reply
      .code(200)
      .type('application/json')
      .send({ status: -1, errorMessage: 'Not in the specification' });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (apiCallOf(request.url) === null || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    try {
      return JSON.stringify(onlySpecFields(JSON.parse(payload), vocabulary));
    } catch {
      return payload;
    }
  });
}

/** `Order/GetOrderById` of `/seller/api/Order/GetOrderById?id=1`, or null off the API. */
function apiCallOf(url: string): string | null {
  const prefix = `${API_PREFIX}/`;
  if (!url.startsWith(prefix)) return null;
  return url.slice(prefix.length).split('?')[0].replace(/\/+$/, '');
}

/** The value with every object key outside the vocabulary dropped, at any depth. */
export function onlySpecFields(value: unknown, vocabulary: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => onlySpecFields(item, vocabulary));
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (vocabulary.has(key)) kept[key] = onlySpecFields(item, vocabulary);
  }
  return kept;
}
