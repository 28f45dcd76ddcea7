import type { Migration } from './migration.js';

/**
 * Password-reset requests remember who asked (the client address), so the daily limit counts per
 * requester: an anonymous flood from one address no longer blocks the owner elsewhere
 * (server/services/passwordReset.ts). Rows from before this migration have no requester.
 */
export const resetRequester: Migration = {
  version: 4,
  name: 'reset-requester',
  sql: `
ALTER TABLE password_reset_codes ADD COLUMN requester TEXT;
CREATE INDEX password_reset_codes_requester ON password_reset_codes(requester, created_at);
`,
};
