import type { StoreProperty } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { PROPERTY_NOT_FOUND, refusal } from './productsCommon.js';

/** Store properties: a key and its values, offered on product options (docs/contract/products.md "Properties"). */

const KEY_MAX = 50;
const VALUE_MAX = 50;
const VALUES_MAX = 100;

export const PROPERTY_MESSAGES = {
  key: `Название свойства: от 1 до ${KEY_MAX} символов`,
  keyTaken: (key: string) => `Свойство «${key}» уже есть`,
  valuesCount: `Значения свойства: от 1 до ${VALUES_MAX}`,
  valueLength: `Значение свойства: от 1 до ${VALUE_MAX} символов`,
  valueTwice: (value: string) => `Значение «${value}» указано дважды`,
} as const;

/** The values of a stored or sent comma-separated list, trimmed (empty pieces dropped). */
export const parseValues = (text: string): string[] =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');

function normaliseValues(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const pieces = text.split(',').map((v) => v.trim());
  const values = pieces.length === 1 && pieces[0] === '' ? [] : pieces;
  if (values.length < 1 || values.length > VALUES_MAX)
    return { ok: false, message: PROPERTY_MESSAGES.valuesCount };
  const seen = new Set<string>();
  for (const value of values) {
    if (value.length < 1 || value.length > VALUE_MAX)
      return { ok: false, message: PROPERTY_MESSAGES.valueLength };
    if (seen.has(value.toLowerCase())) return { ok: false, message: PROPERTY_MESSAGES.valueTwice(value) };
    seen.add(value.toLowerCase());
  }
  return { ok: true, value: values.join(', ') };
}

export const listProperties = (db: Db, storeId: number): StoreProperty[] =>
  all<StoreProperty>(
    db,
    `SELECT id, property_key AS propertyKey, property_value AS propertyValue
     FROM store_properties WHERE store_id = ? ORDER BY key_fold, id`,
    storeId,
  );

export interface PropertyInput {
  id: number | null;
  storeId: number;
  key: string;
  values: string;
}

/** Adds (no id) or replaces (the store's id) a property; keys are unique per store, case-insensitively. */
export function saveProperty(db: Db, input: PropertyInput): Envelope<true> {
  const key = input.key.trim();
  if (key.length < 1 || key.length > KEY_MAX) return refusal(PROPERTY_MESSAGES.key);
  const values = normaliseValues(input.values);
  if (!values.ok) return refusal(values.message);
  const fold = key.toLowerCase();
  return db.transaction((): Envelope<true> => {
    if (
      input.id !== null &&
      !one(
        db,
        'SELECT 1 AS found FROM store_properties WHERE id = ? AND store_id = ?',
        input.id,
        input.storeId,
      )
    ) {
      return refusal(PROPERTY_NOT_FOUND);
    }
    const taken = one<{ id: number }>(
      db,
      'SELECT id FROM store_properties WHERE store_id = ? AND key_fold = ?',
      input.storeId,
      fold,
    );
    if (taken && taken.id !== input.id) return refusal(PROPERTY_MESSAGES.keyTaken(key));
    if (input.id === null) {
      run(
        db,
        'INSERT INTO store_properties (store_id, property_key, key_fold, property_value) VALUES (?, ?, ?, ?)',
        input.storeId,
        key,
        fold,
        values.value,
      );
    } else {
      run(
        db,
        'UPDATE store_properties SET property_key = ?, key_fold = ?, property_value = ? WHERE id = ?',
        key,
        fold,
        values.value,
        input.id,
      );
    }
    return ok(true);
  })();
}

/** Removes one of the store's properties; options keep the values they had in their JSON text. */
export function deleteProperty(db: Db, storeId: number, propertyId: number): Envelope<true> {
  const removed = run(db, 'DELETE FROM store_properties WHERE id = ? AND store_id = ?', propertyId, storeId);
  return removed.changes === 0 ? refusal(PROPERTY_NOT_FOUND) : ok(true);
}
