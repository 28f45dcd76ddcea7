import type { PayoutFileFormat } from '../../contract/index.js';
import {
  dayDisplay,
  moscowDayOf,
  parseDayKey,
  payoutSchedule,
  sellerPartKopecks,
  toRubles,
  type PayoutEntry,
  type PayoutSchedule,
  type PayoutState,
} from '../../rules/index.js';
import type { Db } from '../db/index.js';
import { all } from '../db/query.js';
import { commissionPercentage } from './financesTotals.js';
import { sweepOverdue } from './ordersSweep.js';
import { disputedOrders, FACT_KINDS, stateOf, withoutDisputed, type FactKind } from './payoutsFacts.js';
import { ruleEntries } from './payoutsSchedule.js';
import type { Download } from './productImportDownloads.js';
import { sheetFile, type SheetColumn } from './productImportSheets.js';
import type { CellValue } from './productImportNumbers.js';

/**
 * The payout schedule as a file (docs/contract/payouts.md "Export"): one row per order of each day
 * (date, state, market, order number, amount, release day), then the totals of the period, one
 * row per state. `.xlsx` and `.csv` as the import's files (productImportSheets.ts). Every order of
 * the period is read from the payout facts (migration 025), its amount by the rule's
 * `sellerPartKopecks`; the orders with an open dispute, by the rule itself.
 */

interface FactRow {
  is_retail: number;
  order_id: number;
  number: string;
  day: string;
  release_day: string | null;
  kopecks: number;
  payout_id: number | null;
}

/** Every order of the Moscow days `from`..`to` (inclusive) in the facts of one kind, as entries. */
function factEntries(
  db: Db,
  sellerId: number,
  kind: FactKind,
  period: { from: string; to: string; today: string; percentage: number },
  disputed: ReturnType<typeof disputedOrders>,
): PayoutEntry[] {
  const excluded = withoutDisputed(kind, disputed);
  const rows = all<FactRow>(
    db,
    `SELECT f.is_retail, f.order_id, f.day, f.release_day, f.kopecks, f.payout_id,
       CASE WHEN f.is_retail = 1 THEN r.number ELSE CAST(f.order_id AS TEXT) END AS number
     FROM order_payout_facts f LEFT JOIN retail_orders r ON f.is_retail = 1 AND r.id = f.order_id
     WHERE f.seller_id = ? AND f.kind = ? AND f.day BETWEEN ? AND ?${excluded.sql}`,
    sellerId,
    kind,
    period.from,
    period.to,
    ...excluded.params,
  );
  const ofTheDeal = kind === 'held' || kind === 'sent';
  return rows.map((row) => ({
    market: row.is_retail === 1 ? 'retail' : 'wholesale',
    id: row.order_id,
    number: row.number,
    state: stateOf(kind, row.day, period.today),
    day: row.day,
    amountKopecks: ofTheDeal ? sellerPartKopecks(row.kopecks, period.percentage) : row.kopecks,
    releaseDay: row.release_day,
    payoutId: kind === 'paid' ? row.payout_id : null,
  }));
}

/** The export's schedule of the Moscow days `from`..`to` (inclusive): every order of each day. */
export function payoutExportSchedule(
  db: Db,
  sellerId: number,
  now: number,
  from: string,
  to: string,
): PayoutSchedule {
  sweepOverdue(db, now);
  const percentage = commissionPercentage(db, sellerId);
  const today = moscowDayOf(now);
  const disputed = disputedOrders(db, sellerId);
  const period = { from, to, today, percentage };
  const entries = [
    ...FACT_KINDS.flatMap((kind) => factEntries(db, sellerId, kind, period, disputed)),
    // The paid ones are in the facts (a payout outranks the dispute).
    ...ruleEntries(db, sellerId, percentage, today, disputed).filter((entry) => entry.payoutId === null),
  ];
  return payoutSchedule(entries, from, to);
}

export const PAYOUT_STATE_TEXT: Record<PayoutState, string> = {
  held: 'Удержано',
  released: 'Разблокировано',
  paid: 'Выплачено',
  refunded: 'Возвращено покупателю',
};

const MARKET_TEXT = { wholesale: 'Опт', retail: 'Розница' } as const;

export const PAYOUT_EXPORT_COLUMNS: readonly SheetColumn[] = [
  { header: 'Дата', width: 14, type: 'text' },
  { header: 'Состояние', width: 24, type: 'text' },
  { header: 'Рынок', width: 10, type: 'text' },
  { header: 'Номер заказа', width: 16, type: 'text' },
  { header: 'Сумма, ₽', width: 16, type: 'money' },
  { header: 'Дата разблокировки', width: 20, type: 'text' },
];

const TOTAL_TEXT = 'Итого за период';

const shown = (day: string): string => {
  const parsed = parseDayKey(day);
  return parsed ? dayDisplay(parsed) : day;
};

export function payoutExportRows(schedule: PayoutSchedule): CellValue[][] {
  const rows: CellValue[][] = schedule.days.flatMap((day) =>
    day.orders.map((entry) => [
      shown(day.day),
      PAYOUT_STATE_TEXT[entry.state],
      MARKET_TEXT[entry.market],
      entry.number,
      toRubles(entry.amountKopecks),
      entry.releaseDay ? shown(entry.releaseDay) : null,
    ]),
  );
  for (const state of ['held', 'released', 'paid', 'refunded'] as const) {
    rows.push([TOTAL_TEXT, PAYOUT_STATE_TEXT[state], null, null, toRubles(schedule.totals[state]), null]);
  }
  return rows;
}

export async function payoutExportFile(
  schedule: PayoutSchedule,
  format: PayoutFileFormat,
  from: string,
  to: string,
): Promise<Download> {
  const file = await sheetFile(format, {
    sheetName: 'Выплаты',
    columns: PAYOUT_EXPORT_COLUMNS,
    rows: payoutExportRows(schedule),
  });
  return {
    ...file,
    fileName: `Выплаты ${shown(from)}–${shown(to)}.${file.extension}`,
    asciiName: `payouts-${from}-${to}.${file.extension}`,
  };
}
