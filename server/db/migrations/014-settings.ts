import type { Migration } from './migration.js';

/**
 * Settings (docs/contract/settings.md): КПП, the six requisite documents, the store's description
 * and weekly schedule, the moderation queue of seller data edits and account deletion requests.
 */
export const settings: Migration = {
  version: 14,
  name: 'settings',
  sql: `
ALTER TABLE requisites ADD COLUMN kpp TEXT;

CREATE TABLE requisite_documents (
  user_id       INTEGER NOT NULL REFERENCES users(id),
  name          TEXT    NOT NULL CHECK (name IN ('CompanyRegistrationCertificate', 'RecordSheetUSRLE',
                  'DirectorAppointmentOrder', 'NATS', 'Certificate', 'License')),
  url           TEXT    NOT NULL,
  original_name TEXT    NOT NULL,
  PRIMARY KEY (user_id, name)
);

ALTER TABLE stores ADD COLUMN store_description TEXT NOT NULL DEFAULT '';
-- JSON of WorkSchedules (contract/settings.ts), checked by the server before it is written.
ALTER TABLE stores ADD COLUMN work_schedules TEXT;

CREATE TABLE settings_edits (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  section      TEXT    NOT NULL CHECK (section IN ('address', 'staff', 'management', 'company',
                 'baseBank', 'agentBank', 'documents', 'store')),
  old_model    TEXT    NOT NULL,
  new_model    TEXT    NOT NULL,
  status       TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason       TEXT,
  submitted_at TEXT    NOT NULL,
  decided_at   TEXT,
  admin_id     INTEGER REFERENCES console_admins(id)
);
CREATE INDEX settings_edits_user ON settings_edits(user_id, section, id);
-- At most one edit of a section waits (-3 otherwise).
CREATE UNIQUE INDEX settings_edits_one_pending ON settings_edits(user_id, section) WHERE status = 'pending';

CREATE TABLE account_deletion_requests (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  status       TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason       TEXT,
  requested_at TEXT    NOT NULL,
  decided_at   TEXT,
  admin_id     INTEGER REFERENCES console_admins(id)
);
CREATE INDEX account_deletion_requests_user ON account_deletion_requests(user_id, id);
CREATE UNIQUE INDEX account_deletion_one_pending ON account_deletion_requests(user_id) WHERE status = 'pending';
`,
};
