import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MIME_BY_EXTENSION, STORED_NAME, UPLOADS_URL_PREFIX, uploadsDir } from '../lib/uploads.js';

/**
 * `GET /seller/uploads/<name>`: files stored by the order uploads. Only names the server
 * generates (32 hex characters and a known extension) are looked up, so nothing outside the
 * uploads directory can be reached. The random name is the capability (images and links in the
 * back office cannot send the bearer header).
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const dir = uploadsDir(app.ctx.dataDir);
  const notFound = 'Not found';

  app.get<{ Params: { '*': string } }>(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
    const name = request.params['*'];
    const info = STORED_NAME.test(name) ? await stat(path.join(dir, name)).catch(() => null) : null;
    if (!info?.isFile()) return reply.code(404).type('text/plain; charset=utf-8').send(notFound);
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return reply
      .type(MIME_BY_EXTENSION[extension] ?? 'application/octet-stream')
      .header('content-length', info.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(createReadStream(path.join(dir, name)));
  });
}
