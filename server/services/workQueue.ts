import type { WorkQueueCounts, WorkQueueItem, WorkQueueKind, WorkQueueReply } from '../../contract/index.js';
import { parseDayKey } from '../../rules/index.js';
import type { Db } from '../db/index.js';
import { one, run } from '../db/query.js';
import { iso } from '../lib/time.js';
import { sweepDisputes } from './disputesSweep.js';
import { sweepOrderRequests } from './orderRequestsSweep.js';
import { sweepOverdue } from './ordersSweep.js';
import { closedWeek, parseWorkSchedules } from './settingsStore.js';
import { sweepTenders } from './tendersSweep.js';
import { WORK_QUEUE_SOURCES, type QueueScope } from './workQueueSources.js';

/** The work queue of a seller (docs/contract/work-queue.md), and the store's holidays it reads. */

/** At most this many items of each kind are listed (the counts hold them all). */
export const WORK_QUEUE_KIND_LIMIT = 50;
export const MAX_HOLIDAYS = 100;

const KINDS = Object.keys(WORK_QUEUE_SOURCES) as WorkQueueKind[];

/** Dated items first, earliest due first; then the undated, longest waiting first; then by kind. */
export function byUrgency(a: WorkQueueItem, b: WorkQueueItem): number {
  if (a.dueAt !== b.dueAt) {
    if (a.dueAt === null) return 1;
    if (b.dueAt === null) return -1;
    const due = Date.parse(a.dueAt) - Date.parse(b.dueAt);
    if (due !== 0) return due;
  }
  const waited = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (waited !== 0) return waited;
  return KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || a.key.localeCompare(b.key);
}

interface StoreCalendar {
  schedule: ReturnType<typeof closedWeek>;
  holidays: string[];
}

/** The stored holidays: valid days only, sorted, without repeats. */
export function holidaysOf(json: string | null | undefined): string[] {
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const days = parsed.filter((day): day is string => typeof day === 'string' && parseDayKey(day) !== null);
  return [...new Set(days)].sort();
}

export function storeCalendar(db: Db, sellerId: number): StoreCalendar {
  const row = one<{ work_schedules: string | null; holidays: string | null }>(
    db,
    'SELECT work_schedules, holidays FROM stores WHERE seller_id = ?',
    sellerId,
  );
  let schedule = closedWeek();
  if (row?.work_schedules) {
    try {
      const parsed = parseWorkSchedules(JSON.parse(row.work_schedules) as unknown);
      if (parsed.ok) schedule = parsed.value;
    } catch {
      // An unreadable stored schedule counts as a closed week: the ship-by keeps the deadline.
    }
  }
  return { schedule, holidays: holidaysOf(row?.holidays) };
}

/** Replaces the store's holidays (checked days, sorted, without repeats). */
export function saveHolidays(db: Db, sellerId: number, holidays: readonly string[]): string[] {
  const days = [...new Set(holidays)].sort();
  run(db, 'UPDATE stores SET holidays = ? WHERE seller_id = ?', JSON.stringify(days), sellerId);
  return days;
}

/** After the deadline sweeps (so statuses are current), every kind's items, most urgent first. */
export function workQueueOf(
  db: Db,
  seller: { sellerId: number; userId: number },
  now: number,
): WorkQueueReply {
  sweepOverdue(db, now);
  sweepOrderRequests(db, now);
  sweepTenders(db, now);
  sweepDisputes(db, now);
  const scope: QueueScope = {
    ...seller,
    now,
    limit: WORK_QUEUE_KIND_LIMIT,
    ...storeCalendar(db, seller.sellerId),
  };
  const items: WorkQueueItem[] = [];
  const counts = {} as WorkQueueCounts;
  for (const kind of KINDS) {
    const rows = WORK_QUEUE_SOURCES[kind](db, scope);
    items.push(...rows.items);
    counts[kind] = rows.count;
  }
  return { items: items.sort(byUrgency), counts, now: iso(now) };
}
