import type { FastifyInstance } from 'fastify';
import type { SearchBody, SearchReply } from '../../contract/index.js';
import {
  normaliseSearchQuery,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_MIN_LENGTH,
} from '../../rules/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { invalid } from '../services/ordersCommon.js';
import { searchEverything } from '../services/search.js';

/** `POST /seller/api/Search/Global` (docs/contract/search.md): the caller's records only. */

export const SEARCH_MESSAGES = {
  tooLong: `Запрос не может быть длиннее ${SEARCH_MAX_LENGTH} символов`,
} as const;

const searchBodySchema = {
  type: 'object',
  required: ['query'],
  properties: {
    // Room for spaces the server trims; the trimmed query is held to SEARCH_MAX_LENGTH below.
    query: { type: 'string', maxLength: SEARCH_MAX_LENGTH * 2 },
    limit: { type: ['integer', 'null'], minimum: 1, maximum: SEARCH_MAX_LIMIT },
  },
} as const;

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post<{ Body: SearchBody }>(
    '/Search/Global',
    { preHandler: app.requireSeller, schema: { body: searchBodySchema } },
    async (request) => {
      const text = normaliseSearchQuery(request.body.query);
      if (text.length > SEARCH_MAX_LENGTH) return invalid(SEARCH_MESSAGES.tooLong);
      if (text.length < SEARCH_MIN_LENGTH) return ok<SearchReply>({ groups: [] });
      const { sellerId, storeId } = sellerOf(request);
      const limit = request.body.limit ?? SEARCH_DEFAULT_LIMIT;
      return ok<SearchReply>({
        groups: searchEverything(ctx.db, { sellerId, storeId }, { text, limit }, ctx.now()),
      });
    },
  );
}
