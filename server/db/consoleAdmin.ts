import { hashPasswordSync } from '../lib/password.js';
import { CONSOLE_ADMIN } from './demoAccounts.js';
import { one, run, type Db } from './query.js';

/** One scrypt hash per process (the seed runs per test server). */
let adminHash: string | undefined;
const adminPasswordHash = (): string => (adminHash ??= hashPasswordSync(CONSOLE_ADMIN.password));

/**
 * Creates the console's demo administrator when it is missing: called by the seed and at start-up,
 * so databases seeded before the console get it too. Returns true when it was created.
 */
export function ensureConsoleAdmin(db: Db, now: number = Date.now()): boolean {
  const existing = one<{ id: number }>(
    db,
    'SELECT id FROM console_admins WHERE email = ?',
    CONSOLE_ADMIN.email,
  );
  if (existing) return false;
  run(
    db,
    'INSERT INTO console_admins (email, password_hash, name, created_at) VALUES (?, ?, ?, ?)',
    CONSOLE_ADMIN.email,
    adminPasswordHash(),
    CONSOLE_ADMIN.name,
    new Date(now).toISOString(),
  );
  return true;
}
