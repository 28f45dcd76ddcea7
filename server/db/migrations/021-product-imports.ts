import type { Migration } from './migration.js';

/**
 * Bulk import of prices and stock (docs/contract/import.md): one `product_imports` row per
 * uploaded file, with its status, progress and counts; one `product_import_rows` row per file
 * row, with the cells as read (for the errors file), what the check found (action, changes,
 * errors as JSON) and, once applied, the option's values before and after (for the undo).
 */
export const productImports: Migration = {
  version: 21,
  name: 'product-imports',
  sql: `
CREATE TABLE product_imports (
  id              INTEGER PRIMARY KEY,
  store_id        INTEGER NOT NULL REFERENCES stores(id),
  user_id         INTEGER REFERENCES users(id),
  kind            TEXT    NOT NULL CHECK (kind IN ('prices')),
  file_name       TEXT    NOT NULL,
  headers         TEXT    NOT NULL DEFAULT '[]',
  status          TEXT    NOT NULL CHECK (status IN
                    ('checking', 'checked', 'applying', 'applied', 'undoing', 'undone', 'failed')),
  progress_done   INTEGER NOT NULL DEFAULT 0,
  progress_total  INTEGER NOT NULL DEFAULT 0,
  create_count    INTEGER NOT NULL DEFAULT 0,
  update_count    INTEGER NOT NULL DEFAULT 0,
  unchanged_count INTEGER NOT NULL DEFAULT 0,
  error_count     INTEGER NOT NULL DEFAULT 0,
  created_at      TEXT    NOT NULL,
  applied_at      TEXT,
  undone_at       TEXT,
  error_message   TEXT
);
CREATE INDEX product_imports_store ON product_imports(store_id, status, id);
CREATE INDEX product_imports_status ON product_imports(status);

CREATE TABLE product_import_rows (
  id           INTEGER PRIMARY KEY,
  import_id    INTEGER NOT NULL REFERENCES product_imports(id) ON DELETE CASCADE,
  row_number   INTEGER NOT NULL,
  cells        TEXT    NOT NULL,
  vendor_code  TEXT,
  option_id    INTEGER,
  product_id   INTEGER,
  product_name TEXT,
  action       TEXT    NOT NULL CHECK (action IN ('create', 'update', 'unchanged', 'error')),
  changes      TEXT    NOT NULL DEFAULT '[]',
  errors       TEXT    NOT NULL DEFAULT '[]',
  before       TEXT,
  written      TEXT
);
CREATE UNIQUE INDEX product_import_rows_number ON product_import_rows(import_id, row_number);
CREATE INDEX product_import_rows_action ON product_import_rows(import_id, action, row_number);
`,
};
