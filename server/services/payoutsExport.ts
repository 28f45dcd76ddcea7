import type { PayoutFileFormat } from '../../contract/index.js';
import {
  dayDisplay,
  parseDayKey,
  toRubles,
  type PayoutSchedule,
  type PayoutState,
} from '../../rules/index.js';
import type { Download } from './productImportDownloads.js';
import { sheetFile, type SheetColumn } from './productImportSheets.js';
import type { CellValue } from './productImportNumbers.js';

/**
 * The payout schedule as a file (docs/contract/payouts.md "Export"): one row per order of each day
 * (date, state, market, order number, amount, release day), then the totals of the period, one
 * row per state. `.xlsx` and `.csv` as the import's files (productImportSheets.ts).
 */

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
