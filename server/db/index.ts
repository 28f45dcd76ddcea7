import Database from 'better-sqlite3';
import { migrate } from './migrations.js';
import type { Db } from './query.js';

export type { Db } from './query.js';

/** Opens the database (a file path or ':memory:') and brings its schema up to date. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
