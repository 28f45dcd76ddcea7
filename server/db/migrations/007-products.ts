import type { Migration } from './migration.js';
import { CATEGORY_TREE, UNIT_MEASURES, type CategoryBranch } from '../lookups/categories.js';

/**
 * Products (docs/contract/products.md): the product's own fields, its options, option images,
 * tags, categories and paid labels; the store's properties and uploaded images; the lookups
 * (units of measure, the category tree), inserted here so every database has them.
 *
 * Denormalised on `products` and rewritten with every save (services/productsWrite.ts): the
 * options' lowest/highest newPrice and total quantity, the base option's vendor code, image,
 * newPrice and VAT flag, the search text (lower-cased name and vendor codes), the name sort key
 * and the category keys, so one list page reads one table. `list_status` follows the flags (1 active, 2 inactive,
 * 3 draft, 4 blocked) and is computed by SQLite, so a block set by the console is seen at once.
 */

/** Lookup names are constants of this repository; a quote would need escaping, so none is allowed. */
function literal(text: string): string {
  if (text.includes("'")) throw new Error(`Lookup name with a quote: ${text}`);
  return `'${text}'`;
}

function categoryInserts(): string {
  const rows: string[] = [];
  let nextId = 1;
  const add = (
    branch: CategoryBranch,
    parentId: number | null,
    groupId: number,
    market: { forRetail: boolean; forWholesale: boolean },
  ): void => {
    const id = nextId++;
    rows.push(
      `(${id}, ${parentId ?? 'NULL'}, ${groupId}, ${literal(branch.name)}, ${market.forRetail ? 1 : 0}, ${market.forWholesale ? 1 : 0})`,
    );
    for (const child of branch.children ?? []) add(child, id, groupId, market);
  };
  for (const group of CATEGORY_TREE) {
    for (const top of group.tops) add(top, null, group.groupId, group.topMarkets?.[top.name] ?? group);
  }
  return `INSERT INTO categories (id, parent_id, group_id, name, for_retail, for_wholesale) VALUES\n${rows.join(',\n')};`;
}

/** The sort keys of the list (name, lowest price, quantity, creation) and the filters a page tests. */
const SORT_KEYS = ['id', 'name_key', 'min_price', 'total_quantity', 'created_at'] as const;
const FILTER_COLUMNS = ['list_status', 'min_price', 'max_price', 'total_quantity', 'category_keys'] as const;

/**
 * Two indexes per sort key, led by the store and the type (always filtered): one with the status
 * (often filtered) before the key, one without. Each ends with the filter columns, so a page and
 * its COUNT are answered from the index alone: the page is walked in sort order and stops after
 * the page, however the price, stock and status filters combine.
 */
function listIndexes(): string {
  return SORT_KEYS.flatMap((key) => {
    const tail = (lead: readonly string[]) =>
      [
        ...lead,
        key,
        ...(key === 'id' ? [] : ['id']),
        ...FILTER_COLUMNS.filter((c) => c !== key && !lead.includes(c)),
      ].join(', ');
    return [
      `CREATE INDEX products_list_${key} ON products(store_id, product_type_id, ${tail([])});`,
      `CREATE INDEX products_status_${key} ON products(store_id, product_type_id, ${tail(['list_status'])});`,
    ];
  }).join('\n');
}

const unitInserts = (): string =>
  `INSERT INTO measure_units (id, name) VALUES ${UNIT_MEASURES.map((name, i) => `(${i + 1}, ${literal(name)})`).join(', ')};`;

export const products: Migration = {
  version: 7,
  name: 'products',
  sql: `
CREATE TABLE measure_units (
  id   INTEGER PRIMARY KEY,
  name TEXT    NOT NULL
);
${unitInserts()}

CREATE TABLE categories (
  id            INTEGER PRIMARY KEY,
  parent_id     INTEGER REFERENCES categories(id),
  group_id      INTEGER NOT NULL,
  name          TEXT    NOT NULL,
  for_retail    INTEGER NOT NULL DEFAULT 1,
  for_wholesale INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX categories_group ON categories(group_id, parent_id);
CREATE INDEX categories_parent ON categories(parent_id);
${categoryInserts()}

ALTER TABLE products ADD COLUMN description TEXT;
ALTER TABLE products ADD COLUMN country_of_origin TEXT;
ALTER TABLE products ADD COLUMN measure_unit_id INTEGER NOT NULL DEFAULT 1 REFERENCES measure_units(id);
ALTER TABLE products ADD COLUMN min_unit_in_order INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN unit_in_package INTEGER NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN is_blocked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN added_at_registration INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN is_free_shipping INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN template_id INTEGER;
ALTER TABLE products ADD COLUMN weight REAL;
ALTER TABLE products ADD COLUMN length REAL;
ALTER TABLE products ADD COLUMN width REAL;
ALTER TABLE products ADD COLUMN height REAL;
ALTER TABLE products ADD COLUMN min_price REAL NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN max_price REAL NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN total_quantity INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN options_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN has_discount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN search_name TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN base_image TEXT;
ALTER TABLE products ADD COLUMN base_vendor_code TEXT;
ALTER TABLE products ADD COLUMN base_new_price REAL NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN base_with_nds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN first_category_id INTEGER REFERENCES categories(id);
-- ' 3 17 52 ': the ids of the product's categories and of all their ancestors, so "this category
-- and its descendants" is one instr() test on an index entry.
ALTER TABLE products ADD COLUMN category_keys TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN list_status INTEGER GENERATED ALWAYS AS (
  CASE WHEN is_blocked = 1 THEN 4 WHEN is_draft = 1 THEN 3 WHEN is_active = 1 THEN 1 ELSE 2 END
) VIRTUAL;
UPDATE products SET name_key = lower(product_name), search_name = lower(product_name);

-- The list pages (see listIndexes).
DROP INDEX products_store;
${listIndexes()}
CREATE INDEX products_store_name ON products(store_id, name_key);

-- The list's search: a trigram index of search_name (any substring of 3+ characters, case-folded
-- for every alphabet); rowid = products.id. Kept in step by triggers, whoever writes the product.
CREATE VIRTUAL TABLE product_search USING fts5(search_text, tokenize = 'trigram');
INSERT INTO product_search (rowid, search_text) SELECT id, search_name FROM products;
CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
  INSERT INTO product_search (rowid, search_text) VALUES (new.id, new.search_name);
END;
CREATE TRIGGER products_search_update AFTER UPDATE OF search_name ON products BEGIN
  DELETE FROM product_search WHERE rowid = old.id;
  INSERT INTO product_search (rowid, search_text) VALUES (new.id, new.search_name);
END;
CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_search WHERE rowid = old.id;
END;

CREATE TABLE product_categories (
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  position    INTEGER NOT NULL,
  PRIMARY KEY (product_id, category_id)
) WITHOUT ROWID;
CREATE INDEX product_categories_category ON product_categories(category_id, product_id);

CREATE TABLE product_options (
  id             INTEGER PRIMARY KEY,
  product_id     INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position       INTEGER NOT NULL,
  vendor_code    TEXT    NOT NULL,
  with_nds       INTEGER NOT NULL DEFAULT 0,
  min_price      REAL,
  max_price      REAL,
  nds_min_price  REAL,
  nds_max_price  REAL,
  price_for_one  REAL    NOT NULL,
  discount       INTEGER NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 99),
  new_price      REAL    NOT NULL,
  quantity       INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  is_base        INTEGER NOT NULL DEFAULT 0,
  is_pre_order   INTEGER NOT NULL DEFAULT 0,
  pre_order_days INTEGER,
  properties     TEXT    NOT NULL DEFAULT '[]',
  image_index    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_options_product ON product_options(product_id, position);

CREATE TABLE product_option_images (
  id        INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES product_options(id) ON DELETE CASCADE,
  position  INTEGER NOT NULL,
  image     TEXT    NOT NULL,
  is_base   INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_option_images_option ON product_option_images(option_id, position);
CREATE INDEX product_option_images_image ON product_option_images(image);

CREATE TABLE product_tags (
  id         INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  tag_name   TEXT    NOT NULL
);
CREATE INDEX product_tags_product ON product_tags(product_id, position);

-- Paid marketing labels (3 sale, 4 top; issue 16): shown while until is in the future.
CREATE TABLE product_labels (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  label_id   INTEGER NOT NULL CHECK (label_id IN (3, 4)),
  until      TEXT    NOT NULL,
  PRIMARY KEY (product_id, label_id)
) WITHOUT ROWID;

-- key_fold: the lower-cased key, unique per store ('Свойство «Цвет» уже есть').
CREATE TABLE store_properties (
  id             INTEGER PRIMARY KEY,
  store_id       INTEGER NOT NULL REFERENCES stores(id),
  property_key   TEXT    NOT NULL,
  key_fold       TEXT    NOT NULL,
  property_value TEXT    NOT NULL,
  UNIQUE (store_id, key_fold)
);

-- Images uploaded by UploadProductImage: only the uploading store may put them on an option.
CREATE TABLE product_uploads (
  file_name  TEXT    PRIMARY KEY,
  store_id   INTEGER NOT NULL REFERENCES stores(id),
  created_at TEXT    NOT NULL
) WITHOUT ROWID;
`,
};
