import type { FastifyInstance } from 'fastify';
import type { AddPropertyBody } from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { brandedName } from '../lib/brand.js';
import { ok } from '../lib/envelope.js';
import { schemas } from '../lib/validation.js';
import { deleteProperty, listProperties, saveProperty } from '../services/productProperties.js';
import { isOwnStore, storeNotFound } from '../services/productsCommon.js';
import { query } from './orderFilters.js';
import { propertyBodySchema } from './productSchemas.js';

/** Store properties under `/seller/api/{brand}Seller/...` (docs/contract/products.md "Properties"). */
export async function propertyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };
  const area = brandedName(ctx.brand, 'Seller');

  app.get<{ Querystring: { storeId?: number | null } }>(
    `/${area}/GetProperty`,
    {
      ...guard,
      schema: {
        querystring: { type: 'object', properties: { storeId: { type: ['integer', 'null'], minimum: 0 } } },
      },
    },
    async (request) => {
      const { storeId } = sellerOf(request);
      if (!isOwnStore(request.query.storeId, storeId)) return storeNotFound();
      return ok(listProperties(ctx.db, storeId));
    },
  );

  app.post<{ Body: AddPropertyBody }>(
    `/${area}/AddProperty`,
    { ...guard, schema: { body: propertyBodySchema } },
    async (request) => {
      const { storeId } = sellerOf(request);
      const b = request.body;
      if (!isOwnStore(b.storeId, storeId)) return storeNotFound();
      return saveProperty(ctx.db, { id: b.id || null, storeId, key: b.propertyKey, values: b.propertyValue });
    },
  );

  app.post<{ Querystring: { propertyId: number } }>(
    `/${area}/DeleteProperty`,
    { ...guard, schema: { querystring: query({ propertyId: schemas.queryId }) } },
    async (request) => deleteProperty(ctx.db, sellerOf(request).storeId, request.query.propertyId),
  );
}
