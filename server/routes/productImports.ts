import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  ImportFileFormat,
  ImportHistoryBody,
  ImportKind,
  ImportRowsBody,
  ProductTypeId,
} from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { pageWindow } from '../services/ordersCommon.js';
import { startApply, undoImport } from '../services/productImportApply.js';
import { errorsFile, exportFile, templateFile, type Download } from '../services/productImportDownloads.js';
import { IMPORT_MESSAGES } from '../services/productImportRules.js';
import { findImport, importHistory, importRows, recoverImports } from '../services/productImportStore.js';
import { refusal, STORE_NOT_FOUND } from '../services/productsCommon.js';
import {
  errorsFileQuerySchema,
  exportQuerySchema,
  importHistoryBodySchema,
  importIdQuerySchema,
  importRowsBodySchema,
  templateQuerySchema,
} from './productImportSchemas.js';

/** Bulk import of prices and stock under `/seller/api/ProductImport/...` (docs/contract/import.md). */

/** A file reply: the Russian name for browsers that read RFC 5987, an ASCII one for the others. */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.body);
}

const notFound = () => refusal(IMPORT_MESSAGES.notFound);

type ImportIdQuery = { Querystring: { importId: number } };

export async function productImportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };
  const logError = (error: unknown) => app.log.error({ err: error }, 'product import failed');
  // Registered once per server start: what a killed server left half done is settled first.
  recoverImports(ctx.db);

  app.get<{ Querystring: { kind: ImportKind; format: ImportFileFormat } }>(
    '/ProductImport/Template',
    { ...guard, schema: { querystring: templateQuerySchema } },
    async (request, reply) => {
      const file = await templateFile(ctx.db, { storeId: sellerOf(request).storeId, ...request.query });
      return file ? sendDownload(reply, file) : refusal(STORE_NOT_FOUND);
    },
  );

  app.get<{
    Querystring: { kind: ImportKind; format: ImportFileFormat; productTypeId?: ProductTypeId | null };
  }>(
    '/ProductImport/Export',
    { ...guard, schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const file = await exportFile(ctx.db, {
        storeId: sellerOf(request).storeId,
        kind: request.query.kind,
        productTypeId: request.query.productTypeId ?? null,
        format: request.query.format,
        now: ctx.now(),
      });
      return file ? sendDownload(reply, file) : refusal(STORE_NOT_FOUND);
    },
  );

  app.get<ImportIdQuery>(
    '/ProductImport/GetImport',
    { ...guard, schema: { querystring: importIdQuerySchema } },
    async (request) => {
      const found = findImport(ctx.db, sellerOf(request).storeId, request.query.importId);
      return found ? ok(found.job) : notFound();
    },
  );

  app.post<{ Body: ImportRowsBody }>(
    '/ProductImport/GetImportRows',
    { ...guard, schema: { body: importRowsBodySchema } },
    async (request) => {
      const { importId, action, pagination } = request.body;
      if (!findImport(ctx.db, sellerOf(request).storeId, importId)) return notFound();
      return ok(importRows(ctx.db, importId, action ?? null, pageWindow(pagination)));
    },
  );

  app.get<{ Querystring: { importId: number; format: ImportFileFormat } }>(
    '/ProductImport/ErrorsFile',
    { ...guard, schema: { querystring: errorsFileQuerySchema } },
    async (request, reply) => {
      const { importId, format } = request.query;
      const found = findImport(ctx.db, sellerOf(request).storeId, importId);
      if (!found) return notFound();
      return sendDownload(reply, await errorsFile(ctx.db, { importId, headers: found.headers, format }));
    },
  );

  app.post<ImportIdQuery>(
    '/ProductImport/Apply',
    { ...guard, schema: { querystring: importIdQuerySchema } },
    async (request) =>
      startApply(
        { db: ctx.db, storeId: sellerOf(request).storeId, importId: request.query.importId, now: ctx.now() },
        logError,
      ),
  );

  app.post<ImportIdQuery>(
    '/ProductImport/Undo',
    { ...guard, schema: { querystring: importIdQuerySchema } },
    async (request) =>
      undoImport({
        db: ctx.db,
        storeId: sellerOf(request).storeId,
        importId: request.query.importId,
        now: ctx.now(),
      }),
  );

  app.post<{ Body: ImportHistoryBody | null }>(
    '/ProductImport/GetImports',
    { ...guard, schema: { body: importHistoryBodySchema } },
    async (request) =>
      ok(importHistory(ctx.db, sellerOf(request).storeId, pageWindow(request.body?.pagination))),
  );
}
