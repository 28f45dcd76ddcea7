import type { Migration } from './migration.js';

/**
 * Every token remembers the sign-in it descends from (`session_id`, kept through refresh
 * rotation), so a logout, a reused refresh token or a password change ends the whole session and
 * the hub can close the connections it opened (server/services/sessions.ts). Tokens from before
 * this migration become one session per pair.
 */
export const sessionFamilies: Migration = {
  version: 19,
  name: 'session-families',
  sql: `
ALTER TABLE access_tokens ADD COLUMN session_id TEXT NOT NULL DEFAULT '';
ALTER TABLE refresh_tokens ADD COLUMN session_id TEXT NOT NULL DEFAULT '';
UPDATE access_tokens SET session_id = token_hash;
UPDATE refresh_tokens SET session_id = access_token_hash;
CREATE INDEX access_tokens_session ON access_tokens(session_id);
CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id);
`,
};
