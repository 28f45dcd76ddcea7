import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { DEFAULT_BRAND, DEFAULT_PUBLIC_ORIGIN } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/index.js';
import { authHooks } from './lib/auth.js';
import { ApiStatus, fail } from './lib/envelope.js';
import {
  CONSOLE_NOT_FOUND,
  errorHandler,
  isApiPath,
  isConsoleApiPath,
  tolerateEmptyJson,
} from './lib/errors.js';
import { UserEvents } from './lib/events.js';
import { registerHub, type HubOptions } from './hub/index.js';
import { Outbox } from './lib/outbox.js';
import { securityHeaders, type CaptchaProvider } from './lib/securityHeaders.js';
import { coerceQuery, formatSchemaErrors } from './lib/validation.js';
import { API_PREFIX, apiRoutes } from './routes/index.js';
import { specOnlyMode } from './specOnly/index.js';
import { registerSite } from './routes/site.js';
import { invoiceRoutes } from './routes/invoices.js';
import { paymentPageRoutes } from './routes/paymentPage.js';
import { uploadRoutes } from './routes/uploads.js';
import { LoginThrottle } from './services/loginThrottle.js';
import { connectUserEvents } from './services/notify.js';

/** The marketplace console as the server mounts it: its REST API under `prefix`, its pages at `/admin/`. */
export interface ConsoleMount {
  prefix: string;
  api: FastifyPluginAsync;
}

export interface BuildAppOptions {
  /** SQLite file, or ':memory:' for tests. The schema is migrated on open; seeding is separate. */
  dbFile: string;
  /**
   * A serialized database to start from, in memory (`dbFile` is then ignored): tests migrate and
   * seed once per process and give each server a copy.
   */
  dbImage?: Buffer;
  dataDir?: string;
  distDir?: string;
  brand?: string;
  accessTokenTtlSeconds?: number;
  /** Origin of links in mails (password reset); default `http://localhost:8080`. */
  publicOrigin?: string;
  /** The build's captcha provider (the CSP allows Google reCAPTCHA only for `google`). */
  captcha?: CaptchaProvider;
  /** Fastify `trustProxy` (client address from X-Forwarded-For); default false. */
  trustProxy?: boolean;
  /**
   * The marketplace console (`/admin/api`, `/admin/`), given by the composition that owns it
   * (server/marketplace.ts); absent: no console.
   */
  console?: ConsoleMount;
  /** The real-time hub: offered transports and timings (tests shorten them). */
  hub?: HubOptions;
  /** The spec-only mode (server/specOnly): replies cut to the specification's fields and calls. */
  specOnly?: boolean;
  /** Clock in epoch milliseconds (tests inject their own). */
  now?: () => number;
  logger?: boolean;
}

/** Builds the server (routes, validation, error handling, static files) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Per-request lines are off (static assets would flood the log); errors and reset links are logged.
    logController: new LogController({ disableRequestLogging: true }),
    schemaErrorFormatter: formatSchemaErrors,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { coerceTypes: false, allowUnionTypes: true } },
  });
  const db = openDatabase(options.dbFile, options.dbImage);
  const now = options.now ?? Date.now;
  const ctx: AppContext = {
    db,
    brand: options.brand ?? DEFAULT_BRAND,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
    publicOrigin: options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
    dataDir: options.dataDir ?? 'data',
    distDir: options.distDir ?? 'dist',
    now,
    outbox: new Outbox(),
    loginThrottle: new LoginThrottle(now),
    events: new UserEvents(),
  };
  connectUserEvents(db, ctx.events);
  const hooks = authHooks(ctx);
  app.decorate('ctx', ctx);
  app.decorate('requireUser', hooks.requireUser);
  app.decorate('requireSeller', hooks.requireSeller);
  app.decorateRequest('caller', null);
  app.addHook('onClose', async () => {
    db.close();
  });

  securityHeaders(app, options.captcha ?? 'local');
  if (options.specOnly) specOnlyMode(app, ctx.brand);
  tolerateEmptyJson(app);
  app.addHook('preValidation', coerceQuery);
  app.setErrorHandler(errorHandler);

  await registerHub(app, options.hub);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(uploadRoutes);
  await app.register(invoiceRoutes);
  await app.register(paymentPageRoutes);
  if (options.console) await app.register(options.console.api, { prefix: options.console.prefix });
  const site = await registerSite(app, ctx.distDir, { console: options.console !== undefined });
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return reply.code(404).send(fail(ApiStatus.notFound, 'Not found'));
    if (isConsoleApiPath(request.url)) return reply.code(404).send({ message: CONSOLE_NOT_FOUND });
    return site.notFound(request, reply);
  });
  return app;
}
