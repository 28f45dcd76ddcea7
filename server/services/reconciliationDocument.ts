import { dayDisplay, parseDayKey, toRubles, type ReconciliationEntry } from '../../rules/index.js';
import { PDF_FONT, renderPdf, type PdfContent, type PdfDocument, type PdfText } from '../lib/pdf.js';
import { formatKopecks } from './invoicesText.js';
import { innKpp, type DocumentParty } from './closingParties.js';
import type { ReconciliationData } from './reconciliationData.js';
import { sheetFile, type SheetColumn } from './productImportSheets.js';
import type { CellValue } from './productImportNumbers.js';

/**
 * The reconciliation act as PDF and `.xlsx` (docs/contract/documents.md "Акт сверки"): the
 * opening balance, the period's rows in date order (debit, credit), the turnover and the closing
 * balance. A balance above zero stands in the debit column (the buyer owes the seller), below
 * zero in the credit column. Both files say the same rows in the same words.
 */

const MARKET_TEXT = { wholesale: 'опт', retail: 'розница' } as const;

export function entryText(entry: ReconciliationEntry): string {
  const order = `№ ${entry.orderNumber} (${MARKET_TEXT[entry.orderKind]})`;
  if (entry.kind === 'payment') return `Оплата заказа ${order}`;
  if (entry.kind === 'shipment') return `Отгрузка по заказу ${order}, УПД № ${entry.orderNumber}`;
  return `Возврат оплаты заказа ${order}`;
}

/** 'dd.MM.yyyy' of a day key. */
export const shownDay = (day: string): string => {
  const parsed = parseDayKey(day);
  return parsed ? dayDisplay(parsed) : day;
};

export const OPENING_TEXT = 'Сальдо начальное';
export const TURNOVER_TEXT = 'Обороты за период';
export const CLOSING_TEXT = 'Сальдо конечное';

/** A balance as [debit, credit] kopecks: the side it stands on, the other empty. */
const sides = (balance: number): [number | null, number | null] =>
  balance >= 0 ? [balance, null] : [null, -balance];

export const actTitle = (data: ReconciliationData): string =>
  `Акт сверки взаимных расчётов за период с ${shownDay(data.act.dateFrom)} по ${shownDay(data.act.dateTo)}`;

function balanceWords(data: ReconciliationData): string {
  const { closing, dateTo } = data.act;
  if (closing === 0) return `На ${shownDay(dateTo)} задолженность отсутствует.`;
  const [creditor, debtor] = closing > 0 ? [data.seller, data.buyer] : [data.buyer, data.seller];
  return `На ${shownDay(dateTo)} задолженность ${debtor.name} перед ${creditor.name} составляет ${formatKopecks(Math.abs(closing))} руб.`;
}

const partyLine = (role: string, party: DocumentParty): string =>
  [`${role}: ${party.name || '—'}`, innKpp(party)].filter(Boolean).join(', ');

/** The act's rows: [day, text, debit, credit] in kopecks (null = empty cell). */
export function actRows(data: ReconciliationData): [string, string, number | null, number | null][] {
  const { act } = data;
  const [openDebit, openCredit] = sides(act.opening);
  const [closeDebit, closeCredit] = sides(act.closing);
  return [
    [shownDay(act.dateFrom), OPENING_TEXT, openDebit, openCredit],
    ...act.entries.map((e): [string, string, number | null, number | null] => [
      shownDay(e.day),
      entryText(e),
      e.debit > 0 ? e.debit : null,
      e.credit > 0 ? e.credit : null,
    ]),
    ['', TURNOVER_TEXT, act.debit, act.credit],
    [shownDay(act.dateTo), CLOSING_TEXT, closeDebit, closeCredit],
  ];
}

const cell = (text: string, style: Omit<PdfText, 'text'> = {}): PdfText => ({ text, ...style });
const money = (kop: number | null, bold = false): PdfText =>
  cell(kop === null ? '' : formatKopecks(kop), { alignment: 'right', bold });

export function reconciliationDocument(data: ReconciliationData): PdfDocument {
  const title = actTitle(data);
  const bold = new Set([OPENING_TEXT, TURNOVER_TEXT, CLOSING_TEXT]);
  const rows: PdfContent[][] = actRows(data).map(([day, text, debit, credit]) => [
    cell(day),
    cell(text, { bold: bold.has(text) }),
    money(debit, bold.has(text)),
    money(credit, bold.has(text)),
  ]);
  const head = (text: string): PdfText => cell(text, { bold: true, alignment: 'center' });
  return {
    info: { title, author: data.seller.name, subject: data.buyer.name, creator: 'Кабинет продавца' },
    language: 'ru-RU',
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: PDF_FONT, fontSize: 9, lineHeight: 1.15 },
    content: [
      cell(title, { bold: true, fontSize: 12, alignment: 'center' }),
      cell(`между ${data.seller.name || '—'} и ${data.buyer.name || '—'}`, {
        alignment: 'center',
        margin: [0, 2, 0, 10],
      }),
      cell(partyLine('Продавец', data.seller)),
      cell(partyLine('Покупатель', data.buyer), { margin: [0, 0, 0, 4] }),
      cell(`Составлен ${shownDay(data.madeOn)}. Суммы в рублях; даты по московскому времени.`, {
        margin: [0, 0, 0, 8],
      }),
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [60, '*', 85, 85],
          body: [[head('Дата'), head('Документ'), head('Дебет'), head('Кредит')], ...rows],
        },
      },
      cell(balanceWords(data), { bold: true, margin: [0, 10, 0, 18] }),
      {
        columns: [cell(`От продавца ______________`), cell(`От покупателя ______________`)],
      },
    ],
  };
}

export const reconciliationPdf = (data: ReconciliationData): Promise<Buffer> =>
  renderPdf(reconciliationDocument(data));

export const RECONCILIATION_COLUMNS: readonly SheetColumn[] = [
  { header: 'Дата', width: 14, type: 'text' },
  { header: 'Документ', width: 60, type: 'text' },
  { header: 'Дебет, ₽', width: 18, type: 'money' },
  { header: 'Кредит, ₽', width: 18, type: 'money' },
];

/** The sheet's rows: the parties, then the act's rows in rubles with kopecks. */
export function reconciliationSheetRows(data: ReconciliationData): CellValue[][] {
  return [
    [null, actTitle(data), null, null],
    [null, partyLine('Продавец', data.seller), null, null],
    [null, partyLine('Покупатель', data.buyer), null, null],
    ...actRows(data).map(([day, text, debit, credit]): CellValue[] => [
      day || null,
      text,
      debit === null ? null : toRubles(debit),
      credit === null ? null : toRubles(credit),
    ]),
    [null, balanceWords(data), null, null],
  ];
}

/** A document file and the names offered to the browser (Russian, and its ASCII fallback). */
export interface ClosingFile {
  body: Buffer;
  contentType: string;
  fileName: string;
  asciiName: string;
}

/** The file of the act: 'Акт сверки 01.03.2026–31.03.2026.pdf' (ASCII: reconciliation-<buyer>-<from>-<to>). */
export async function reconciliationFile(
  data: ReconciliationData,
  buyerId: number,
  format: 'pdf' | 'xlsx',
): Promise<ClosingFile> {
  const { dateFrom, dateTo } = data.act;
  const names = (extension: string) => ({
    fileName: `Акт сверки ${shownDay(dateFrom)}–${shownDay(dateTo)}.${extension}`,
    asciiName: `reconciliation-${buyerId}-${dateFrom}-${dateTo}.${extension}`,
  });
  if (format === 'pdf') {
    return { body: await reconciliationPdf(data), contentType: 'application/pdf', ...names('pdf') };
  }
  const file = await sheetFile('xlsx', {
    sheetName: 'Акт сверки',
    columns: RECONCILIATION_COLUMNS,
    rows: reconciliationSheetRows(data),
  });
  return { body: file.body, contentType: file.contentType, ...names(file.extension) };
}
