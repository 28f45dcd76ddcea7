import type { FastifyInstance } from 'fastify';
import type { LabelsBody } from '../../contract/index.js';
import { moscowDayOf } from '../../rules/index.js';
import { sellerOf } from '../lib/auth.js';
import { labelFacts } from '../services/labelsData.js';
import { labelsPdf } from '../services/labelsDocument.js';
import { LABEL_FORMATS, LABEL_KINDS, labelsOf } from '../services/labelsLayout.js';
import { invalid } from '../services/ordersCommon.js';

/**
 * `POST /seller/api/Documents/Labels` (docs/contract/documents.md "Shipping labels"): the PDF of
 * the shipping labels of the caller's orders that are ready to ship; any other order answers
 * `-1` with the Russian reason and no file. The list's size is checked by hand so that an empty
 * or oversized list is refused in Russian; the schema keeps the body's shape.
 */

export const labelsBodySchema = {
  type: 'object',
  required: ['orders', 'format'],
  additionalProperties: false,
  properties: {
    orders: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        required: ['id', 'kind'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          kind: { type: 'string', enum: [...LABEL_KINDS] },
        },
      },
    },
    format: { type: 'string', enum: [...LABEL_FORMATS] },
  },
} as const;

export async function labelRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post<{ Body: LabelsBody }>(
    '/Documents/Labels',
    { preHandler: app.requireSeller, schema: { body: labelsBodySchema } },
    async (request, reply) => {
      const { sellerId } = sellerOf(request);
      const now = ctx.now();
      const facts = labelFacts(ctx.db, now, sellerId, request.body.orders);
      if (!facts.ok) return invalid(facts.message);
      const pdf = await labelsPdf(labelsOf(facts.orders), request.body.format);
      const only = facts.orders.length === 1 ? facts.orders[0] : undefined;
      const name = only
        ? `labels-${only.number}.pdf`
        : `labels-${moscowDayOf(now)}-${facts.orders.length}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-length', pdf.length)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
