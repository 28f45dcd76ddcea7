import type { FastifyInstance } from 'fastify';
import { consoleAuthRoutes, requireAdmin } from './auth.js';
import { CONSOLE_RESOURCES } from './resources.js';

/**
 * The marketplace console's REST API (docs/contract/console.md), registered by server/app.ts
 * under `CONSOLE_API_PREFIX` unless `CONSOLE=off`. Errors answer `{message}` with an HTTP status
 * (server/lib/errors.ts `isConsoleApiPath`), unknown paths 404 `{message}`.
 */

export const CONSOLE_API_PREFIX = '/admin/api';

async function resourceRoutes(app: FastifyInstance): Promise<void> {
  // onRequest, not preHandler: a caller without a session gets 401 before its body is looked at.
  app.addHook('onRequest', requireAdmin(app.ctx));
  for (const resource of CONSOLE_RESOURCES) {
    await app.register(resource.routes, { prefix: `/${resource.name}` });
  }
}

export async function consoleApi(app: FastifyInstance): Promise<void> {
  await app.register(consoleAuthRoutes);
  await app.register(resourceRoutes);
}
