import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

const KEY_LENGTH = 64;
const PARAMS = { N: 16384, r: 8, p: 1 } as const;

/**
 * Password rule of specification section 5: at least 8 characters, Latin letters, digits and the
 * symbols @$!%*#?&(=)_+- only, with a digit, a lowercase letter, an uppercase letter and a symbol.
 */
const PASSWORD_RULE = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[@$!%*#?&(=)_+-])[A-Za-z\d@$!%*#?&(=)_+-]{8,}$/;
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters of Latin letters, digits and @$!%*#?&(=)_+- and contain a digit, a lowercase letter, an uppercase letter and a symbol';

export const isStrongPassword = (password: string): boolean => PASSWORD_RULE.test(password);

/**
 * scrypt runs on libuv's thread pool (never on the event loop), and at most half the cores hash at
 * once: a flood of logins then queues here instead of taking every core (and the pool threads that
 * file reads share) from the other requests.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor(availableParallelism() / 2));
let active = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<void> {
  if (active < MAX_CONCURRENT_HASHES) {
    active += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

/** Hands the slot to the next waiter directly, so a newcomer cannot overtake it. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else active -= 1;
}

/** Hashes running and waiting (for tests and diagnostics). */
export const hashingLoad = (): { active: number; waiting: number } => ({ active, waiting: waiting.length });

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  await acquire();
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    release();
  }
}

const format = (salt: Buffer, key: Buffer): string =>
  `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;

/** Salted scrypt hash: `scrypt$N$r$p$salt$key` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, PARAMS));
}

/** Only for the seed (one hash, memoised there), before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, PARAMS));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
