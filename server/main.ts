import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildConfig } from './config.js';
import { ensureConsoleAdmin } from './db/consoleAdmin.js';
import { CONSOLE_ADMIN, DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demoAccounts.js';
import { isDatabaseEmpty, seedDatabase } from './db/seed.js';
import { buildMarketplace } from './marketplace.js';

const config = buildConfig(process.env);
mkdirSync(config.dataDir, { recursive: true });

const app = await buildMarketplace({
  dbFile: path.join(config.dataDir, 'market.sqlite'),
  dataDir: config.dataDir,
  distDir: config.distDir,
  brand: config.brand,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  publicOrigin: config.publicOrigin,
  trustProxy: config.trustProxy,
  captcha: config.captcha,
  console: config.console,
  specOnly: config.specOnly,
  hub: { transports: config.hubTransports },
  logger: true,
});

/** Hosts reached from this machine only (config HOST). */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** How long a stop waits for open requests before the server exits anyway. */
const STOP_GRACE_MS = 10_000;
let stopping = false;

/**
 * SIGINT, SIGTERM or SIGHUP (npm start passes them on, scripts/lib/child.mjs): close the app (the
 * hub's connections, the HTTP server, the database) and exit 0. Repeats are ignored: Ctrl+C in a
 * terminal reaches npm start and the server both.
 */
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing the server`);
  setTimeout(() => {
    app.log.error(`The server did not close within ${STOP_GRACE_MS / 1000} s; exiting`);
    process.exit(1);
  }, STOP_GRACE_MS).unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error(error);
      process.exit(1);
    },
  );
}
// Before seeding, which can take a while: a stop during it closes the app once it is done.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);

if (isDatabaseEmpty(app.ctx.db)) {
  seedDatabase(app.ctx.db, { now: Date.now(), scale: config.seedScale, dataDir: config.dataDir });
  app.log.info('Seeded the demo database');
}
// Databases seeded before the console existed get its administrator too.
if (config.console && ensureConsoleAdmin(app.ctx.db)) app.log.info('Created the console administrator');

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // A stop while starting closes the app, which fails the listen: stop() exits.
  if (!stopping) {
    app.log.error(error);
    process.exit(1);
  }
}
if (!stopping) printBanner();

function printBanner(): void {
  console.log(`\nSeller back office: http://localhost:${config.port}/seller/`);
  console.log(`Demo seller: ${DEMO_ACCOUNTS.seller} / ${DEMO_PASSWORD}`);
  if (config.console) {
    console.log(`Marketplace console: http://localhost:${config.port}/admin/`);
    console.log(`Console admin: ${CONSOLE_ADMIN.email} / ${CONSOLE_ADMIN.password}`);
  }
  if (config.specOnly) console.log('Spec-only mode: replies carry only the fields the specification names');
  if (LOOPBACK.has(config.host)) {
    console.log(`Listening on ${config.host} only; HOST=0.0.0.0 makes it reachable from other machines`);
  }
  console.log('');
}
