import type Database from 'better-sqlite3';

export type Db = Database.Database;
/** A bound SQL value. Every query is parameterised; values are never spliced into SQL text. */
export type SqlValue = string | number | bigint | null | Buffer;
export type SqlParams = SqlValue[] | [Record<string, SqlValue>];

const cache = new WeakMap<Db, Map<string, Database.Statement>>();

/** Prepared statements are cached per database and SQL text. */
function statement(db: Db, sql: string): Database.Statement {
  let byText = cache.get(db);
  if (!byText) {
    byText = new Map();
    cache.set(db, byText);
  }
  let stmt = byText.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    byText.set(sql, stmt);
  }
  return stmt;
}

export function one<Row>(db: Db, sql: string, ...params: SqlParams): Row | undefined {
  return statement(db, sql).get(...params) as Row | undefined;
}

export function all<Row>(db: Db, sql: string, ...params: SqlParams): Row[] {
  return statement(db, sql).all(...params) as Row[];
}

export function run(db: Db, sql: string, ...params: SqlParams): Database.RunResult {
  return statement(db, sql).run(...params);
}

/** A single number from an aggregate query (`SELECT COUNT(*) AS value ...`); null counts as 0. */
export function scalar(db: Db, sql: string, ...params: SqlParams): number {
  const row = one<{ value: number | null }>(db, sql, ...params);
  return row?.value ?? 0;
}

/** SQLite has no boolean type: 0/1 integers. */
export const bool = (value: number | null | undefined): boolean => value === 1;
export const bit = (value: boolean): number => (value ? 1 : 0);

/** `?, ?, ?` for an `IN (...)` list whose values are bound as parameters. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');
