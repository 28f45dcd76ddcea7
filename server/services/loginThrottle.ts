import type { PasswordCheckLocked } from '../../contract/index.js';
import { ApiStatus, type Envelope } from '../lib/envelope.js';

/**
 * Password guessing is slowed down per account and per client address: after `freeFailures`
 * failed checks within `windowMs`, every further failure locks the key for `baseDelayMs`
 * doubled per failure, up to `maxDelayMs`. A locked attempt is refused without checking the
 * password (no scrypt work). State is in memory: a restart forgets it, which only costs an
 * attacker's victim nothing.
 */
const MINUTE_MS = 60_000;

export interface ThrottlePolicy {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last failure (or the end of the last lock). */
  windowMs: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * MINUTE_MS,
  windowMs: 15 * MINUTE_MS,
};

/** An address may mistype more (an office behind one address), and counts unknown e-mails too. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  baseDelayMs: 1000,
  maxDelayMs: 15 * MINUTE_MS,
  windowMs: 15 * MINUTE_MS,
};

/** Bound on remembered keys; the oldest are dropped first (a flood of addresses stays bounded). */
const MAX_KEYS = 50_000;

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

class Throttle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly policy: ThrottlePolicy,
    private readonly now: () => number,
  ) {}

  /** Milliseconds the key must still wait; 0 when it may try. */
  waitMs(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const entry = this.current(key) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    entry.failures += 1;
    entry.lastFailure = now;
    const over = entry.failures - this.policy.freeFailures;
    if (over > 0) {
      const delay = Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** Math.min(over - 1, 30));
      entry.lockedUntil = now + delay;
    }
    this.entries.delete(key); // re-insert: Map order is then least recently failed first
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && Math.max(entry.lastFailure, entry.lockedUntil) + this.policy.windowMs <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

export class LoginThrottle {
  private readonly accounts: Throttle;
  private readonly addresses: Throttle;

  constructor(now: () => number, account = ACCOUNT_POLICY, address = ADDRESS_POLICY) {
    this.accounts = new Throttle(account, now);
    this.addresses = new Throttle(address, now);
  }

  addressWaitMs(address: string): number {
    return this.addresses.waitMs(address);
  }

  accountWaitMs(userId: number): number {
    return this.accounts.waitMs(String(userId));
  }

  /** A wrong password (userId set) or an unknown e-mail (null: only the address counts). */
  failed(userId: number | null, address: string): void {
    this.addresses.fail(address);
    if (userId !== null) this.accounts.fail(String(userId));
  }

  /** The right password: the account's failures are forgotten (the address's are not). */
  succeeded(userId: number): void {
    this.accounts.clear(String(userId));
  }
}

/** The refusal text of a locked attempt (status -4, so every client shows its -4 message). */
export function waitMessage(waitMs: number): string {
  const seconds = retryAfterSeconds(waitMs);
  const amount = seconds < 60 ? `${seconds} сек.` : `${Math.ceil(seconds / 60)} мин.`;
  return `Слишком много неудачных попыток входа. Повторите попытку через ${amount}`;
}

const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

/**
 * The reply to a locked attempt: status -4 (a client that follows the specification shows its
 * wrong-password text) with the wait message, and `data.retryAfterSeconds`, which tells this
 * client that the attempt was not checked, so it shows the errorMessage instead.
 */
export function lockedReply(waitMs: number): Envelope<PasswordCheckLocked> {
  return {
    status: ApiStatus.wrongPassword,
    errorMessage: waitMessage(waitMs),
    data: { retryAfterSeconds: retryAfterSeconds(waitMs) },
  };
}
