import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { buildConfig } from './config.js';
import { ensureConsoleAdmin } from './db/consoleAdmin.js';
import { CONSOLE_ADMIN, DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demoAccounts.js';
import { isDatabaseEmpty, seedDatabase } from './db/seed.js';

const config = buildConfig(process.env);
mkdirSync(config.dataDir, { recursive: true });

const app = await buildApp({
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

if (isDatabaseEmpty(app.ctx.db)) {
  seedDatabase(app.ctx.db, { now: Date.now(), scale: config.seedScale, dataDir: config.dataDir });
  app.log.info('Seeded the demo database');
}
// Databases seeded before the console existed get its administrator too.
if (config.console && ensureConsoleAdmin(app.ctx.db)) app.log.info('Created the console administrator');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}

console.log(`\nSeller back office: http://localhost:${config.port}/seller/`);
console.log(`Demo seller: ${DEMO_ACCOUNTS.seller} / ${DEMO_PASSWORD}`);
if (config.console) {
  console.log(`Marketplace console: http://localhost:${config.port}/admin/`);
  console.log(`Console admin: ${CONSOLE_ADMIN.email} / ${CONSOLE_ADMIN.password}`);
}
if (config.specOnly) console.log('Spec-only mode: replies carry only the fields the specification names');
console.log('');
