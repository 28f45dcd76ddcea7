import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/index.js';
import { all } from '../../server/db/query.js';
import { seedDatabase } from '../../server/db/seed.js';
import { BASE_NOW } from './helpers.js';

/**
 * The demo data holds no markup or script payloads (a newcomer would take an escaped
 * `<img onerror>` in a review for a broken page); the tests of escaping write their own.
 */
const PAYLOAD = /<\s*\/?\s*(script|img|svg|iframe|b|i|a)\b|onerror\s*=|javascript:/i;

describe('the demo seed', () => {
  it('holds no markup in any text of any table', () => {
    const db = openDatabase(':memory:');
    try {
      seedDatabase(db, { now: BASE_NOW });
      const tables = all<{ name: string }>(
        db,
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      );
      const found: string[] = [];
      for (const { name } of tables) {
        const columns = all<{ name: string }>(db, `SELECT name FROM pragma_table_info(?)`, name);
        for (const row of all<Record<string, unknown>>(db, `SELECT * FROM "${name}"`)) {
          for (const { name: column } of columns) {
            const value = row[column];
            if (typeof value === 'string' && PAYLOAD.test(value)) found.push(`${name}.${column}: ${value}`);
          }
        }
      }
      expect(found).toEqual([]);
    } finally {
      db.close();
    }
  });
});
