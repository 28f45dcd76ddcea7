import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { buildConfig } from './config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demoAccounts.js';
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
  logger: true,
});

if (isDatabaseEmpty(app.ctx.db)) {
  seedDatabase(app.ctx.db, { now: Date.now(), scale: config.seedScale, dataDir: config.dataDir });
  app.log.info('Seeded the demo database');
}

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
console.log(`Demo seller: ${DEMO_ACCOUNTS.seller} / ${DEMO_PASSWORD}\n`);
