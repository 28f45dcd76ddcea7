import type { StoreModel, StoreSettings, WorkDay, WorkSchedules } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { one, run } from '../db/query.js';
import { isRecord } from './settingsFields.js';
import { WEEK_DAYS } from './settingsRules.js';

/** The store of the settings (docs/contract/settings.md "Store"). */

const CLOSED: WorkDay = { isWorking: false, from: null, to: null };
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const closedWeek = (): WorkSchedules =>
  Object.fromEntries(WEEK_DAYS.map((day) => [day, { ...CLOSED }])) as WorkSchedules;

/** A checked schedule, or the first day that is wrong. */
export function parseWorkSchedules(
  value: unknown,
): { ok: true; value: WorkSchedules } | { ok: false; day: string } {
  if (!isRecord(value)) return { ok: false, day: 'WorkSchedules' };
  const week = closedWeek();
  for (const day of WEEK_DAYS) {
    const entry = value[day];
    if (!isRecord(entry) || typeof entry.isWorking !== 'boolean') return { ok: false, day };
    if (!entry.isWorking) continue;
    const { from, to } = entry;
    if (
      typeof from !== 'string' ||
      typeof to !== 'string' ||
      !TIME.test(from) ||
      !TIME.test(to) ||
      from >= to
    ) {
      return { ok: false, day };
    }
    week[day] = { isWorking: true, from, to };
  }
  return { ok: true, value: week };
}

interface StoreRow {
  id: number;
  store_name: string;
  store_description: string;
  store_logo: string | null;
  store_picture: string | null;
  work_schedules: string | null;
  rating: number | null;
  products: number;
}

function storeRow(db: Db, userId: number): StoreRow | undefined {
  return one<StoreRow>(
    db,
    `SELECT st.id, st.store_name, st.store_description, st.store_logo, st.store_picture, st.work_schedules,
       (SELECT ROUND(AVG(r.rating), 2) FROM reviews r WHERE r.seller_id = s.id) AS rating,
       (SELECT COUNT(*) FROM products p WHERE p.store_id = st.id AND p.is_active = 1 AND p.is_draft = 0) AS products
     FROM sellers s JOIN stores st ON st.seller_id = s.id WHERE s.user_id = ?`,
    userId,
  );
}

function schedulesOf(json: string | null): WorkSchedules {
  if (json === null) return closedWeek();
  const parsed = parseWorkSchedules(JSON.parse(json) as unknown);
  return parsed.ok ? parsed.value : closedWeek();
}

export function storeModelOf(db: Db, userId: number): StoreModel | null {
  const row = storeRow(db, userId);
  if (!row) return null;
  return {
    storeName: row.store_name,
    storeDescription: row.store_description,
    storeLogo: row.store_logo,
    storePicture: row.store_picture,
    workSchedules: schedulesOf(row.work_schedules),
  };
}

export function storeSettings(db: Db, userId: number): StoreSettings | null {
  const row = storeRow(db, userId);
  const model = storeModelOf(db, userId);
  if (!row || !model) return null;
  return { id: row.id, ...model, storeRating: row.rating ?? 0, productCount: row.products };
}

export function applyStore(db: Db, userId: number, model: StoreModel): void {
  run(
    db,
    `UPDATE stores SET store_name = ?, store_description = ?, store_logo = ?, store_picture = ?, work_schedules = ?
     WHERE seller_id = (SELECT id FROM sellers WHERE user_id = ?)`,
    model.storeName,
    model.storeDescription ?? '',
    model.storeLogo,
    model.storePicture,
    JSON.stringify(model.workSchedules),
    userId,
  );
}
