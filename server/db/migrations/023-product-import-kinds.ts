import type { Migration } from './migration.js';

/**
 * The whole-products import (docs/contract/import.md, kind `products`): `kind` may be `products`;
 * a row carries its sheet, the product group it belongs to in the file and what it asks to write
 * (`patch`, JSON). SQLite cannot change a CHECK, so both tables are rebuilt: the rows' table
 * first, pointing at the new imports' table, so dropping the old ones cascades nothing.
 */
export const productImportKinds: Migration = {
  version: 23,
  name: 'product-import-kinds',
  sql: `
CREATE TABLE product_imports_next (
  id              INTEGER PRIMARY KEY,
  store_id        INTEGER NOT NULL REFERENCES stores(id),
  user_id         INTEGER REFERENCES users(id),
  kind            TEXT    NOT NULL CHECK (kind IN ('prices', 'products')),
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
INSERT INTO product_imports_next SELECT * FROM product_imports;

CREATE TABLE product_import_rows_next (
  id           INTEGER PRIMARY KEY,
  import_id    INTEGER NOT NULL REFERENCES product_imports_next(id) ON DELETE CASCADE,
  sheet        TEXT    NOT NULL DEFAULT '',
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
  written      TEXT,
  group_key    TEXT,
  patch        TEXT
);
INSERT INTO product_import_rows_next
  (id, import_id, row_number, cells, vendor_code, option_id, product_id, product_name, action, changes,
   errors, before, written)
SELECT id, import_id, row_number, cells, vendor_code, option_id, product_id, product_name, action, changes,
   errors, before, written FROM product_import_rows;

DROP TABLE product_import_rows;
DROP TABLE product_imports;
ALTER TABLE product_imports_next RENAME TO product_imports;
ALTER TABLE product_import_rows_next RENAME TO product_import_rows;

CREATE INDEX product_imports_store ON product_imports(store_id, status, id);
CREATE INDEX product_imports_status ON product_imports(status);
CREATE UNIQUE INDEX product_import_rows_number ON product_import_rows(import_id, sheet, row_number);
CREATE INDEX product_import_rows_action ON product_import_rows(import_id, action);
CREATE INDEX product_import_rows_group ON product_import_rows(import_id, group_key);
`,
};
