import type { Migration } from './migration.js';
import { COUNTRIES, countryName } from '../lookups/countries.js';

/**
 * Delivery (docs/contract/delivery.md): the location lookups (countries, regions, cities; loaded
 * here from server/db/lookups/ so every database has them, seeded or not) and the stores'
 * delivery templates with their directions. Products already carry `template_id` (007); a
 * template's removal detaches its products (services/templatesWrite.ts, and ON DELETE SET NULL
 * is not available on an added column, so the service does it). Template and direction ids are
 * AUTOINCREMENT: a removed one's id is never given to a new one (a stale id sent by a client
 * cannot name someone else's direction).
 */

/** Lookup names are constants of this repository; a quote would need escaping, so none is allowed. */
function literal(text: string): string {
  if (text.includes("'")) throw new Error(`Lookup name with a quote: ${text}`);
  return `'${text}'`;
}

function locationInserts(): string {
  const countries: string[] = [];
  const regions: string[] = [];
  const cities: string[] = [];
  for (const country of COUNTRIES) {
    countries.push(`(${country.id}, ${literal(countryName(country))}, ${literal(country.iso)})`);
    for (const region of country.regions) {
      regions.push(`(${region.id}, ${country.id}, ${literal(region.name)})`);
      region.cities.forEach(([name, cdek], i) => {
        cities.push(`(${region.id * 100 + i + 1}, ${region.id}, ${literal(name)}, ${cdek ?? 'NULL'})`);
      });
    }
  }
  return [
    `INSERT INTO countries (id, name, iso_code) VALUES\n${countries.join(',\n')};`,
    `INSERT INTO regions (id, country_id, name) VALUES\n${regions.join(',\n')};`,
    `INSERT INTO cities (id, region_id, name, cdek_id) VALUES\n${cities.join(',\n')};`,
  ].join('\n');
}

export const delivery: Migration = {
  version: 8,
  name: 'delivery',
  sql: `
CREATE TABLE countries (
  id       INTEGER PRIMARY KEY,
  name     TEXT    NOT NULL,
  iso_code TEXT    NOT NULL UNIQUE
);
CREATE TABLE regions (
  id         INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  name       TEXT    NOT NULL
);
CREATE INDEX regions_country ON regions(country_id, name);
CREATE TABLE cities (
  id        INTEGER PRIMARY KEY,
  region_id INTEGER NOT NULL REFERENCES regions(id),
  name      TEXT    NOT NULL,
  cdek_id   INTEGER
);
CREATE INDEX cities_region ON cities(region_id, name);
${locationInserts()}

CREATE TABLE delivery_templates (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id   INTEGER NOT NULL REFERENCES stores(id),
  name       TEXT    NOT NULL,
  name_key   TEXT    NOT NULL,
  is_active  INTEGER NOT NULL DEFAULT 1,
  created_at TEXT    NOT NULL
);
CREATE UNIQUE INDEX delivery_templates_name ON delivery_templates(store_id, name_key);
CREATE INDEX delivery_templates_store ON delivery_templates(store_id, id);

CREATE TABLE template_directions (
  id                 INTEGER PRIMARY KEY AUTOINCREMENT,
  template_id        INTEGER NOT NULL REFERENCES delivery_templates(id) ON DELETE CASCADE,
  position           INTEGER NOT NULL,
  delivery_day_from  INTEGER NOT NULL,
  delivery_day_to    INTEGER NOT NULL,
  country_id         INTEGER NOT NULL REFERENCES countries(id),
  delivery_method_id INTEGER NOT NULL,
  weight             REAL,
  length             REAL,
  width              REAL,
  height             REAL,
  is_all_regions     INTEGER NOT NULL,
  is_all_cities      INTEGER NOT NULL
);
CREATE INDEX template_directions_template ON template_directions(template_id, position);

CREATE TABLE direction_regions (
  direction_id INTEGER NOT NULL REFERENCES template_directions(id) ON DELETE CASCADE,
  region_id    INTEGER NOT NULL REFERENCES regions(id),
  PRIMARY KEY (direction_id, region_id)
) WITHOUT ROWID;

CREATE TABLE direction_cities (
  direction_id INTEGER NOT NULL REFERENCES template_directions(id) ON DELETE CASCADE,
  city_id      INTEGER NOT NULL REFERENCES cities(id),
  PRIMARY KEY (direction_id, city_id)
) WITHOUT ROWID;

CREATE INDEX products_template ON products(template_id);
`,
};
