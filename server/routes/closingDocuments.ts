import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReconciliationBody, UpdBody } from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { invalid } from '../services/ordersCommon.js';
import { loadReconciliation } from '../services/reconciliationData.js';
import { reconciliationFile, type ClosingFile } from '../services/reconciliationDocument.js';
import { loadUpd } from '../services/updData.js';
import { updPdf } from '../services/updDocument.js';

/**
 * Closing documents (docs/contract/documents.md "УПД", "Акт сверки"), ours: `POST
 * Documents/Upd` answers the УПД PDF of the caller's completed order, `POST
 * Documents/Reconciliation` the reconciliation act with one of the caller's buyers as PDF or
 * xlsx; a refusal is `-1` with the Russian reason and no file.
 */

const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const updBodySchema = {
  type: 'object',
  required: ['orderId', 'kind'],
  additionalProperties: false,
  properties: { orderId: ID, kind: { type: 'string', enum: ['wholesale', 'retail'] } },
} as const;

export const reconciliationBodySchema = {
  type: 'object',
  required: ['buyerId', 'dateFrom', 'dateTo', 'format'],
  additionalProperties: false,
  properties: {
    buyerId: ID,
    dateFrom: DAY,
    dateTo: DAY,
    format: { type: 'string', enum: ['pdf', 'xlsx'] },
  },
} as const;

function sendFile(reply: FastifyReply, file: ClosingFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('content-length', file.body.length)
    .header('cache-control', 'no-store')
    .send(file.body);
}

export async function closingDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post<{ Body: UpdBody }>(
    '/Documents/Upd',
    { preHandler: app.requireSeller, schema: { body: updBodySchema } },
    async (request, reply) => {
      const { sellerId } = sellerOf(request);
      const result = loadUpd(ctx.db, ctx.now(), sellerId, request.body.kind, request.body.orderId);
      if (!result.ok) return invalid(result.message);
      const { number } = result.data;
      return sendFile(reply, {
        body: await updPdf(result.data),
        contentType: 'application/pdf',
        fileName: `УПД ${number}.pdf`,
        asciiName: `upd-${number}.pdf`,
      });
    },
  );
  app.post<{ Body: ReconciliationBody }>(
    '/Documents/Reconciliation',
    { preHandler: app.requireSeller, schema: { body: reconciliationBodySchema } },
    async (request, reply) => {
      const { sellerId } = sellerOf(request);
      const { buyerId, dateFrom, dateTo, format } = request.body;
      const result = loadReconciliation(ctx.db, ctx.now(), sellerId, { buyerId, dateFrom, dateTo });
      if (!result.ok) return invalid(result.message);
      return sendFile(reply, await reconciliationFile(result.data, buyerId, format));
    },
  );
}
