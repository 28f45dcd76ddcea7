import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope.js';
import { schemas } from '../lib/validation.js';
import { COURIER_SERVICES } from '../services/courierServices.js';
import { citiesOf, listCountries, regionsOf } from '../services/locations.js';
import { query } from './orderFilters.js';

/** Location lookups and courier services under `/seller/api/Common/...` (docs/contract/delivery.md). */

const regionIdsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 100,
  items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
} as const;

export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };
  const byId = { ...guard, schema: { querystring: query({ id: schemas.queryId }) } };

  app.get('/Common/GetCountries', guard, async () => ok(listCountries(ctx.db)));

  app.post<{ Querystring: { id: number } }>('/Common/GetRegionByCountryIdAsync', byId, async (request) =>
    ok(regionsOf(ctx.db, request.query.id)),
  );

  app.post<{ Body: number[] }>(
    '/Common/GetCitiesByRegionIds',
    { ...guard, schema: { body: regionIdsSchema } },
    async (request) => ok(citiesOf(ctx.db, [...new Set(request.body)])),
  );

  app.post<{ Querystring: { id: number } }>('/Common/GetCitiesByRegionIdAsync', byId, async (request) =>
    ok(citiesOf(ctx.db, [request.query.id])),
  );

  app.get('/Common/GetCourierServices', guard, async () => ok(COURIER_SERVICES));
}
