import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import { textOrNull } from './ordersCommon.js';
import { TEMPLATE_METHOD_IDS } from './courierServices.js';
import type { DirectionBodyIn, DirectionInput, TemplateBodyIn, TemplateInput } from './templatesInput.js';
import {
  DAY_FIELDS,
  DIRECTION_MESSAGES as D,
  DIRECTION_SIZE_RULES,
  TEMPLATE_LIMITS as L,
  TEMPLATE_MESSAGES as M,
} from './templatesRules.js';

/** The rules of a delivery template body (docs/contract/delivery.md "Validation"), each refusal in Russian. */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

class Refused extends Error {}
const refuse = (message: string): never => {
  throw new Refused(message);
};

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];

/** Ids of `ids` found in `table` under the condition (parameterised; table and column are constants). */
function found(db: Db, sql: string, ids: readonly number[], ...params: (number | string)[]): Set<number> {
  if (ids.length === 0) return new Set();
  const rows = all<{ id: number }>(db, sql, JSON.stringify(ids), ...params);
  return new Set(rows.map((r) => r.id));
}

function checkName(
  db: Db,
  body: TemplateBodyIn,
  storeId: number,
  templateId: number | null,
): [string, string] {
  const name = textOrNull(body.name);
  if (name === null || name.length < L.name.min || name.length > L.name.max) return refuse(M.name);
  const key = name.toLowerCase();
  const taken = one<{ id: number }>(
    db,
    'SELECT id FROM delivery_templates WHERE store_id = ? AND name_key = ?',
    storeId,
    key,
  );
  if (taken && taken.id !== templateId) refuse(M.nameTaken(name));
  return [name, key];
}

function checkProducts(db: Db, body: TemplateBodyIn, storeId: number): number[] {
  const ids = distinct(body.productIds ?? []);
  if (ids.length > L.products) refuse(M.productsCount);
  const own = found(
    db,
    'SELECT id FROM products WHERE id IN (SELECT value FROM json_each(?)) AND store_id = ?',
    ids,
    storeId,
  );
  if (ids.some((id) => !isInt(id) || !own.has(id))) refuse(M.product);
  return ids;
}

function checkDays(d: DirectionBodyIn, say: (t: string) => string): [number, number] {
  const [from, to] = DAY_FIELDS.map(({ field, label }) => {
    const value = d[field];
    if (!isInt(value) || value < L.days.min || value > L.days.max) refuse(say(D.day(label)));
    return value as number;
  }) as [number, number];
  if (from > to) refuse(say(D.fromAfterTo));
  return [from, to];
}

function checkSizes(d: DirectionBodyIn, say: (t: string) => string) {
  const entries = DIRECTION_SIZE_RULES.map((rule) => {
    const value = d[rule.field] ?? null;
    if (value !== null && (!(value > 0) || value > rule.max))
      refuse(say(D.size(rule.label, rule.max, rule.unit)));
    return [rule.field, value] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof DIRECTION_SIZE_RULES)[number]['field'], number | null>;
}

/** The chosen regions and cities of a direction, each checked against its country / regions. */
function checkPlaces(
  db: Db,
  d: DirectionBodyIn,
  countryId: number,
  say: (t: string) => string,
): Pick<DirectionInput, 'isAllRegions' | 'isAllCities' | 'regionIds' | 'cityIds'> {
  const regionIds = distinct((d.directionRegions ?? []).map((r) => r.regionId));
  const cityIds = distinct((d.cityIdsForDirection ?? []).map((c) => c.cityId));
  if (d.isAllRegions === true) {
    if (regionIds.length > 0 || cityIds.length > 0) refuse(say(D.allRegionsWithChoice));
    return { isAllRegions: true, isAllCities: true, regionIds: [], cityIds: [] };
  }
  if (regionIds.length < L.regions.min || regionIds.length > L.regions.max) refuse(say(D.regionsCount));
  const regions = found(
    db,
    'SELECT id FROM regions WHERE id IN (SELECT value FROM json_each(?)) AND country_id = ?',
    regionIds,
    countryId,
  );
  if (regionIds.some((id) => !regions.has(id))) refuse(say(D.region));
  if (d.isAllCities === true) {
    if (cityIds.length > 0) refuse(say(D.allCitiesWithChoice));
    return { isAllRegions: false, isAllCities: true, regionIds, cityIds: [] };
  }
  if (cityIds.length < L.cities.min || cityIds.length > L.cities.max) refuse(say(D.citiesCount));
  const cities = found(
    db,
    `SELECT id FROM cities WHERE id IN (SELECT value FROM json_each(?))
     AND region_id IN (SELECT value FROM json_each(?))`,
    cityIds,
    JSON.stringify(regionIds),
  );
  if (cityIds.some((id) => !cities.has(id))) refuse(say(D.city));
  return { isAllRegions: false, isAllCities: false, regionIds, cityIds };
}

/** `unused`: the stored direction ids not yet claimed by an earlier direction of the body. */
function checkDirection(db: Db, d: DirectionBodyIn, n: number, unused: Set<number>): DirectionInput {
  const say = (text: string) => M.direction(n, text);
  const id = d.id || null;
  if (id !== null && !unused.delete(id)) refuse(say(D.unknown));
  const [dayFrom, dayTo] = checkDays(d, say);
  const countryId = d.countryId ?? 0;
  if (!one(db, 'SELECT 1 AS found FROM countries WHERE id = ?', countryId)) refuse(say(D.country));
  const methodId = d.deliveryMethodId ?? 0;
  if (!TEMPLATE_METHOD_IDS.includes(methodId)) refuse(say(D.method));
  return {
    id,
    dayFrom,
    dayTo,
    countryId,
    methodId,
    ...checkSizes(d, say),
    ...checkPlaces(db, d, countryId, say),
  };
}

/**
 * Checks a body against the contract's rules; the first broken rule is answered. Directions are
 * numbered as the seller sees them: the n-th one not marked `isDeleted`.
 */
export function validateTemplate(
  db: Db,
  body: TemplateBodyIn,
  storeId: number,
  stored: { id: number; directionIds: ReadonlySet<number> } | null,
): Checked<TemplateInput> {
  try {
    const [name, nameKey] = checkName(db, body, storeId, stored?.id ?? null);
    const productIds = checkProducts(db, body, storeId);
    const kept = (body.directions ?? []).filter((d) => d.isDeleted !== true);
    if (kept.length < L.directions.min || kept.length > L.directions.max) refuse(M.directionsCount);
    const unused = new Set(stored?.directionIds ?? []);
    const directions = kept.map((d, i) => checkDirection(db, d, i + 1, unused));
    return { ok: true, value: { storeId, name, nameKey, productIds, directions } };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}
