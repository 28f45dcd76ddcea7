import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/index.js';
import { migrate, migrations } from '../../server/db/migrations.js';
import type { Migration } from '../../server/db/migrations/migration.js';
import { isDatabaseEmpty, seedDatabase } from '../../server/db/seed.js';
import { hashPassword, isStrongPassword, verifyPassword } from '../../server/lib/password.js';
import { BASE_NOW, DEMO_ACCOUNTS } from './helpers.js';

describe('migrations', () => {
  it('records every migration once and is idempotent', () => {
    const db = openDatabase(':memory:');
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
    expect(versions).toEqual(migrations.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('applies a later migration appended to the list', () => {
    const db = new Database(':memory:');
    const extra: Migration = {
      version: 99,
      name: 'test',
      sql: 'ALTER TABLE products ADD COLUMN discount REAL',
    };
    expect(migrate(db)).toEqual(migrations.map((m) => m.version));
    expect(migrate(db, [...migrations, extra])).toEqual([99]);
    expect(
      db.prepare("SELECT COUNT(*) FROM pragma_table_info('products') WHERE name = 'discount'").pluck().get(),
    ).toBe(1);
    db.close();
  });

  it('refuses an unordered list', () => {
    const db = new Database(':memory:');
    const a: Migration = { version: 3, name: 'a', sql: '' };
    const b: Migration = { version: 2, name: 'b', sql: '' };
    expect(() => migrate(db, [a, b])).toThrow(/increasing/);
    db.close();
  });
});

describe('seed', () => {
  const snapshot = (now: number) => {
    const db = openDatabase(':memory:');
    expect(isDatabaseEmpty(db)).toBe(true);
    seedDatabase(db, { now });
    expect(isDatabaseEmpty(db)).toBe(false);
    const tables = [
      'users',
      'stores',
      'products',
      'wholesale_orders',
      'retail_orders',
      'order_requests',
      'disputes',
      'reviews',
      'notifications',
      'chat_messages',
    ];
    const content = Object.fromEntries(
      tables.map((t) => [
        t,
        db
          .prepare(`SELECT * FROM ${t} ORDER BY id`)
          .all()
          .map((row) => ({ ...(row as object), password_hash: undefined })),
      ]),
    );
    db.close();
    return content;
  };

  it('is deterministic', () => {
    expect(snapshot(BASE_NOW)).toEqual(snapshot(BASE_NOW));
  });

  it('creates the demo accounts, stores and a realistic volume of data', () => {
    const db = openDatabase(':memory:');
    seedDatabase(db, { now: BASE_NOW });
    const emails = db.prepare('SELECT email FROM users').pluck().all();
    expect(emails).toEqual(expect.arrayContaining(Object.values(DEMO_ACCOUNTS)));
    const stores = db.prepare('SELECT store_name FROM stores ORDER BY id').pluck().all();
    expect(stores).toEqual(expect.arrayContaining(['Уральские Промтовары', 'Текстиль Иваново']));
    const products = db
      .prepare(`SELECT COUNT(*) FROM products p JOIN stores s ON s.id = p.store_id WHERE s.store_name = ?`)
      .pluck();
    expect(products.get('Уральские Промтовары')).toBeGreaterThanOrEqual(60);
    expect(products.get('Текстиль Иваново')).toBeGreaterThanOrEqual(60);
    expect(db.prepare('SELECT COUNT(*) FROM users WHERE is_blocked = 1').pluck().get()).toBe(1);
    db.close();
  });

  it('adds generated rows with a scale', () => {
    const db = openDatabase(':memory:');
    seedDatabase(db, { now: BASE_NOW, scale: 2 });
    expect(db.prepare('SELECT COUNT(*) FROM retail_orders').pluck().get()).toBeGreaterThan(1000);
    db.close();
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    expect(buildConfig({})).toEqual({
      brand: 'Market',
      port: 8080,
      host: '127.0.0.1',
      dataDir: 'data',
      distDir: 'dist',
      accessTokenTtlSeconds: 900,
      publicOrigin: 'http://localhost:8080',
      trustProxy: false,
      captcha: 'local',
      seedScale: undefined,
      console: true,
      specOnly: false,
      hubTransports: ['WebSockets', 'ServerSentEvents', 'LongPolling'],
    });
  });

  it('reads the environment and rejects bad numbers', () => {
    const config = buildConfig({
      BRAND: 'Acme',
      PORT: '9000',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      SEED_SCALE: '3',
      DATA_DIR: '/tmp/x',
    });
    expect(config).toMatchObject({
      brand: 'Acme',
      port: 9000,
      accessTokenTtlSeconds: 60,
      seedScale: 3,
      dataDir: '/tmp/x',
    });
    expect(() => buildConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => buildConfig({ BRAND: 'Market/../x' })).toThrow(/BRAND/);
  });

  it('offers the hub transports named, in the order of preference', () => {
    expect(buildConfig({ HUB_TRANSPORTS: 'LongPolling, ServerSentEvents' }).hubTransports).toEqual([
      'ServerSentEvents',
      'LongPolling',
    ]);
    expect(() => buildConfig({ HUB_TRANSPORTS: 'Carrier pigeon' })).toThrow(/HUB_TRANSPORTS/);
    expect(() => buildConfig({ HUB_TRANSPORTS: ',' })).toThrow(/HUB_TRANSPORTS/);
  });
});

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const a = await hashPassword('Seller2026!');
    const b = await hashPassword('Seller2026!');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Seller2026!', a)).toBe(true);
    expect(await verifyPassword('Seller2026?', a)).toBe(false);
    expect(await verifyPassword('Seller2026!', 'garbage')).toBe(false);
  });

  it('applies the specification rule', () => {
    expect(isStrongPassword('Seller2026!')).toBe(true);
    expect(isStrongPassword('Aa1(=)_+-')).toBe(true);
    for (const weak of [
      'Seller2026',
      'seller2026!',
      'SELLER2026!',
      'Seller!!!',
      'Sel1!',
      'Seller 2026!',
      'Продавец2026!A',
    ]) {
      expect(isStrongPassword(weak), weak).toBe(false);
    }
  });
});
