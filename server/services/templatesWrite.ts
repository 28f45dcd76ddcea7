import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { refusal } from './productsCommon.js';
import type { DirectionInput, TemplateBodyIn, TemplateInput } from './templatesInput.js';
import { TEMPLATE_NOT_FOUND } from './templatesRules.js';
import { validateTemplate } from './templatesValidate.js';

/** Writes of delivery templates (docs/contract/delivery.md "Templates"): one transaction each. */

export const templateNotFound = (): Envelope<never> => refusal(TEMPLATE_NOT_FOUND);

export const ownsTemplate = (db: Db, storeId: number, templateId: number): boolean =>
  one(db, 'SELECT 1 AS found FROM delivery_templates WHERE id = ? AND store_id = ?', templateId, storeId) !==
  undefined;

const storedDirectionIds = (db: Db, templateId: number): Set<number> =>
  new Set(
    all<{ id: number }>(db, 'SELECT id FROM template_directions WHERE template_id = ?', templateId).map(
      (r) => r.id,
    ),
  );

function writeDirection(db: Db, templateId: number, d: DirectionInput, position: number): void {
  const values = [
    position,
    d.dayFrom,
    d.dayTo,
    d.countryId,
    d.methodId,
    d.weight,
    d.length,
    d.width,
    d.height,
    d.isAllRegions ? 1 : 0,
    d.isAllCities ? 1 : 0,
  ];
  let id = d.id;
  if (id === null) {
    id = Number(
      run(
        db,
        `INSERT INTO template_directions (template_id, position, delivery_day_from, delivery_day_to, country_id,
           delivery_method_id, weight, length, width, height, is_all_regions, is_all_cities)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        templateId,
        ...values,
      ).lastInsertRowid,
    );
  } else {
    run(
      db,
      `UPDATE template_directions SET position = ?, delivery_day_from = ?, delivery_day_to = ?, country_id = ?,
         delivery_method_id = ?, weight = ?, length = ?, width = ?, height = ?, is_all_regions = ?, is_all_cities = ?
       WHERE id = ?`,
      ...values,
      id,
    );
    run(db, 'DELETE FROM direction_regions WHERE direction_id = ?', id);
    run(db, 'DELETE FROM direction_cities WHERE direction_id = ?', id);
  }
  for (const regionId of d.regionIds) {
    run(db, 'INSERT INTO direction_regions (direction_id, region_id) VALUES (?, ?)', id, regionId);
  }
  for (const cityId of d.cityIds) {
    run(db, 'INSERT INTO direction_cities (direction_id, city_id) VALUES (?, ?)', id, cityId);
  }
}

/** The template's products become exactly `productIds` (attaching moves a product from its former template). */
function attachProducts(db: Db, templateId: number, input: TemplateInput): void {
  run(
    db,
    `UPDATE products SET template_id = NULL
     WHERE template_id = ? AND id NOT IN (SELECT value FROM json_each(?))`,
    templateId,
    JSON.stringify(input.productIds),
  );
  run(
    db,
    'UPDATE products SET template_id = ? WHERE store_id = ? AND id IN (SELECT value FROM json_each(?))',
    templateId,
    input.storeId,
    JSON.stringify(input.productIds),
  );
}

export interface TemplateWriter {
  db: Db;
  now: number;
  storeId: number;
}

/** AddTemplate (`templateId` null) or EditTemplate: validated, then written whole in one transaction. */
export function saveTemplate(
  w: TemplateWriter,
  body: TemplateBodyIn,
  templateId: number | null,
): Envelope<true> {
  const { db } = w;
  return db.transaction((): Envelope<true> => {
    if (templateId !== null && !ownsTemplate(db, w.storeId, templateId)) return templateNotFound();
    const stored =
      templateId === null ? null : { id: templateId, directionIds: storedDirectionIds(db, templateId) };
    const checked = validateTemplate(db, body, w.storeId, stored);
    if (!checked.ok) return refusal(checked.message);
    const input = checked.value;
    let id = templateId;
    if (id === null) {
      id = Number(
        run(
          db,
          'INSERT INTO delivery_templates (store_id, name, name_key, is_active, created_at) VALUES (?, ?, ?, 1, ?)',
          w.storeId,
          input.name,
          input.nameKey,
          new Date(w.now).toISOString(),
        ).lastInsertRowid,
      );
    } else {
      run(
        db,
        'UPDATE delivery_templates SET name = ?, name_key = ? WHERE id = ?',
        input.name,
        input.nameKey,
        id,
      );
      const kept = input.directions.flatMap((d) => (d.id === null ? [] : [d.id]));
      run(
        db,
        'DELETE FROM template_directions WHERE template_id = ? AND id NOT IN (SELECT value FROM json_each(?))',
        id,
        JSON.stringify(kept),
      );
    }
    const templateIdWritten = id;
    input.directions.forEach((d, i) => writeDirection(db, templateIdWritten, d, i + 1));
    attachProducts(db, templateIdWritten, input);
    return ok(true);
  })();
}

export function changeTemplateStatus(
  db: Db,
  storeId: number,
  templateId: number,
  isActive: boolean,
): Envelope<true> {
  const changed = run(
    db,
    'UPDATE delivery_templates SET is_active = ? WHERE id = ? AND store_id = ?',
    isActive ? 1 : 0,
    templateId,
    storeId,
  );
  return changed.changes === 0 ? templateNotFound() : ok(true);
}

/** Removes a template with its directions; its products lose the link. */
export function removeTemplate(db: Db, storeId: number, templateId: number): Envelope<true> {
  return db.transaction((): Envelope<true> => {
    if (!ownsTemplate(db, storeId, templateId)) return templateNotFound();
    run(db, 'UPDATE products SET template_id = NULL WHERE template_id = ?', templateId);
    run(db, 'DELETE FROM delivery_templates WHERE id = ?', templateId);
    return ok(true);
  })();
}
