import type { DeliveryTemplate, TemplateDirection, TemplateListItem } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, bool, one } from '../db/query.js';
import { pluralForm } from '../lib/rubleWords.js';
import { listPage, type ListPage, type PageWindow } from './ordersCommon.js';

/** Reads of delivery templates (docs/contract/delivery.md "Templates"). */

interface TemplateRow {
  id: number;
  name: string;
  is_active: number;
}

interface DirectionRow {
  id: number;
  template_id: number;
  delivery_day_from: number;
  delivery_day_to: number;
  country_id: number;
  country_name: string;
  delivery_method_id: number;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  is_all_regions: number;
  is_all_cities: number;
  regions_count: number;
  cities_count: number;
}

const ids = (rows: readonly { id: number }[]): string => JSON.stringify(rows.map((r) => r.id));

function directionsOf(db: Db, templateIdsJson: string): DirectionRow[] {
  return all<DirectionRow>(
    db,
    `SELECT d.*, c.name AS country_name,
       (SELECT COUNT(*) FROM direction_regions r WHERE r.direction_id = d.id) AS regions_count,
       (SELECT COUNT(*) FROM direction_cities x WHERE x.direction_id = d.id) AS cities_count
     FROM template_directions d JOIN countries c ON c.id = d.country_id
     WHERE d.template_id IN (SELECT value FROM json_each(?))
     ORDER BY d.template_id, d.position, d.id`,
    templateIdsJson,
  );
}

const days = (from: number, to: number): string => (from === to ? `${from} дн.` : `${from}–${to} дн.`);

/** 'Россия: все регионы, 2–5 дн.', 'Казахстан: 3 города, 4–7 дн.'. */
function directionSummary(d: DirectionRow): string {
  const scope = bool(d.is_all_regions)
    ? 'все регионы'
    : bool(d.is_all_cities)
      ? `${d.regions_count} ${pluralForm(d.regions_count, ['регион', 'региона', 'регионов'])}`
      : `${d.cities_count} ${pluralForm(d.cities_count, ['город', 'города', 'городов'])}`;
  return `${d.country_name}: ${scope}, ${days(d.delivery_day_from, d.delivery_day_to)}`;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** GetAllTemplates: the store's templates, newest first, filtered by a name substring (case-insensitive). */
export function listTemplates(
  db: Db,
  storeId: number,
  search: string | null,
  window: PageWindow,
): ListPage<TemplateListItem> {
  const where = 'store_id = ? AND (? IS NULL OR instr(name_key, ?) > 0)';
  const params = [storeId, search, search];
  const rowCount =
    one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM delivery_templates WHERE ${where}`, ...params)?.n ?? 0;
  const rows = all<TemplateRow>(
    db,
    `SELECT id, name, is_active FROM delivery_templates WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
    ...params,
    window.pageSize,
    window.offset,
  );
  const directions = groupBy(directionsOf(db, ids(rows)), (d) => d.template_id);
  const products = groupBy(
    all<{ id: number; productName: string; template_id: number }>(
      db,
      `SELECT id, product_name AS productName, template_id FROM products
       WHERE template_id IN (SELECT value FROM json_each(?)) ORDER BY name_key, id`,
      ids(rows),
    ),
    (p) => p.template_id,
  );
  const results = rows.map((t): TemplateListItem => {
    const list = directions.get(t.id) ?? [];
    return {
      id: t.id,
      name: t.name,
      isActive: bool(t.is_active),
      products: (products.get(t.id) ?? []).map((p) => ({ id: p.id, productName: p.productName })),
      directionsCount: list.length,
      directionsSummary: list.map(directionSummary).join('; '),
      deliveryDayFrom: list.length ? Math.min(...list.map((d) => d.delivery_day_from)) : null,
      deliveryDayTo: list.length ? Math.max(...list.map((d) => d.delivery_day_to)) : null,
    };
  });
  return listPage(results, rowCount, window.pageSize);
}

/** GetTemplateById: the template with its directions in their order, each with its regions and cities. */
export function templateDetail(db: Db, storeId: number, templateId: number): DeliveryTemplate | null {
  const t = one<TemplateRow>(
    db,
    'SELECT id, name, is_active FROM delivery_templates WHERE id = ? AND store_id = ?',
    templateId,
    storeId,
  );
  if (!t) return null;
  const json = JSON.stringify([t.id]);
  const links = (sql: string) =>
    groupBy(all<{ direction_id: number; id: number }>(db, sql, json), (r) => r.direction_id);
  const regions = links(
    `SELECT r.direction_id, r.region_id AS id FROM direction_regions r JOIN template_directions d ON d.id = r.direction_id
     WHERE d.template_id IN (SELECT value FROM json_each(?)) ORDER BY r.region_id`,
  );
  const cities = links(
    `SELECT x.direction_id, x.city_id AS id FROM direction_cities x JOIN template_directions d ON d.id = x.direction_id
     WHERE d.template_id IN (SELECT value FROM json_each(?)) ORDER BY x.city_id`,
  );
  const directions = directionsOf(db, json).map(
    (d): TemplateDirection & { id: number; templateId: number } => ({
      id: d.id,
      templateId: t.id,
      deliveryDayFrom: d.delivery_day_from,
      deliveryDayTo: d.delivery_day_to,
      countryId: d.country_id,
      deliveryMethodId: d.delivery_method_id,
      weight: d.weight,
      length: d.length,
      width: d.width,
      height: d.height,
      isAllRegions: bool(d.is_all_regions),
      isDeleted: false,
      directionRegions: (regions.get(d.id) ?? []).map((r) => ({ regionId: r.id })),
      isAllCities: bool(d.is_all_cities),
      cityIdsForDirection: (cities.get(d.id) ?? []).map((c) => ({ cityId: c.id })),
    }),
  );
  const productIds = all<{ id: number }>(
    db,
    'SELECT id FROM products WHERE template_id = ? ORDER BY id',
    t.id,
  ).map((p) => p.id);
  return { id: t.id, name: t.name, storeId, isActive: bool(t.is_active), productIds, directions };
}
