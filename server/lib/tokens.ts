import { createHash, randomBytes } from 'node:crypto';

/** An opaque, URL-safe random token (256 bits). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** A password-reset code: hex, so it survives any URL handling unchanged. */
export const newResetCode = (): string => randomBytes(20).toString('hex');

/** Tokens and codes are stored only as SHA-256 hashes. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
