import Database from 'better-sqlite3';
import { migrate } from './migrations.js';
import { registerRuleFunctions } from './ruleFunctions.js';
import type { Db } from './query.js';

export type { Db } from './query.js';

/**
 * Opens the database (a file path or ':memory:') and brings its schema up to date. `image`, a
 * serialized database (`db.serialize()`), opens an in-memory copy of it instead of `file`.
 */
export function openDatabase(file: string, image?: Buffer): Db {
  const db = new Database(image ?? file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  // FULL, not WAL's usual NORMAL: a committed order action or upload record survives a power
  // loss, at the price of one fsync per write transaction (writes are rare; reads are unaffected).
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  registerRuleFunctions(db);
  migrate(db);
  return db;
}
