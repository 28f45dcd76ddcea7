import type { Db, SqlValue } from '../query.js';
import { run } from '../query.js';

/** Inserts one row; column names come from seed code, values are bound parameters. */
export function insert(db: Db, table: string, row: Record<string, SqlValue | boolean | undefined>): number {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const columns = entries.map(([column]) => column);
  const values = entries.map(([, value]) => (typeof value === 'boolean' ? (value ? 1 : 0) : (value ?? null)));
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  return Number(run(db, sql, ...values).lastInsertRowid);
}
