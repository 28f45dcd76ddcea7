import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImportKind } from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { ApiStatus, fail, type Envelope } from '../lib/envelope.js';
import { originalFileName } from '../lib/multipart.js';
import { FILE_MESSAGES } from '../services/productImportRules.js';
import { uploadImport } from '../services/productImportUpload.js';

/**
 * `ProductImport/Upload` (multipart: part `File`, field `kind`), registered in the multipart scope.
 * The file is read into memory (at most 10 MB, the scope's file limit), never stored on disk.
 */

const KINDS: readonly ImportKind[] = ['prices', 'products'];

type UploadForm =
  { ok: true; kind: ImportKind; fileName: string; data: Buffer } | { ok: false; reply: Envelope<never> };

const invalid = (message: string) => ({ ok: false, reply: fail(ApiStatus.invalid, message) }) as const;

/** A refused request's remaining body is read and dropped (as server/lib/multipart.ts does). */
function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) return invalid('The request must be multipart/form-data');
  let kind: string | null = null;
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.toLowerCase();
      if (part.type === 'field') {
        if (name === 'kind') kind = String(part.value);
        continue;
      }
      if (name !== 'file' || file) {
        discardRest(request);
        return invalid(`Unexpected file part '${part.fieldname}'`);
      }
      file = { name: originalFileName(part.filename) ?? 'file', data: await part.toBuffer() };
    }
  } catch (error) {
    discardRest(request);
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return invalid(FILE_MESSAGES.size);
    return invalid('The multipart/form-data body is malformed');
  }
  if (!file) return invalid(FILE_MESSAGES.noFile);
  const known = KINDS.find((k) => k === kind);
  if (!known) return invalid(`Field 'kind' must be one of: ${KINDS.join(', ')}`);
  return { ok: true, kind: known, fileName: file.name, data: file.data };
}

export async function productImportUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post('/ProductImport/Upload', { preHandler: app.requireSeller }, async (request) => {
    const caller = sellerOf(request);
    const form = await readUploadForm(request);
    if (!form.ok) return form.reply;
    return uploadImport({
      db: ctx.db,
      storeId: caller.storeId,
      userId: caller.userId,
      kind: form.kind,
      fileName: form.fileName,
      data: form.data,
      now: ctx.now(),
      onError: (error) => app.log.error({ err: error }, 'product import check failed'),
    });
  });
}
