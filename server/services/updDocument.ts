import { parseDayKey } from '../../rules/index.js';
import { PDF_FONT, renderPdf, type PdfContent, type PdfDocument, type PdfText } from '../lib/pdf.js';
import { rublesInWords } from '../lib/rubleWords.js';
import type { DocumentParty } from './closingParties.js';
import { calendarDayText, formatKopecks, joined, quantityText } from './invoicesText.js';
import type { UpdData } from './updData.js';

/**
 * The УПД (универсальный передаточный документ) of a completed order, status 1 (счёт-фактура
 * and передаточный документ): number and date, the seller's and the buyer's requisites, the lines
 * with their VAT, the totals and the total in words. Built as data, rendered by pdfmake on a
 * landscape A4 page.
 */

/** '11 ноября 2026 г.' of a Moscow day key. */
export function dayText(day: string): string {
  const parsed = parseDayKey(day);
  return parsed ? calendarDayText(parsed.year, parsed.month, parsed.day) : day;
}

const cell = (text: string, style: Omit<PdfText, 'text'> = {}): PdfText => ({ text, ...style });
const money = (kop: number, bold = false): PdfText => cell(formatKopecks(kop), { alignment: 'right', bold });
const head = (text: string): PdfText => cell(text, { bold: true, alignment: 'center', fontSize: 7 });
const dash = (value: string | null): string => value ?? '—';

const partyRows = (role: string, party: DocumentParty): PdfContent[][] => [
  [cell(role, { bold: true }), cell(party.name || '—')],
  [cell('Адрес:'), cell(dash(party.address))],
  [cell('ИНН/КПП:'), cell(party.inn ? [party.inn, party.kpp].filter(Boolean).join('/') : '—')],
];

export const updTitle = (data: UpdData): string =>
  `Универсальный передаточный документ № ${data.number} от ${dayText(data.day)}`;

export function updDocument(data: UpdData): PdfDocument {
  const title = updTitle(data);
  const lineRows: PdfContent[][] = data.lines.map((line, i) => [
    cell(String(i + 1), { alignment: 'center' }),
    cell(line.name),
    cell(line.unit, { alignment: 'center' }),
    cell(quantityText(line.quantity), { alignment: 'right' }),
    money(Math.round(line.amountWithoutVat / line.quantity)),
    money(line.amountWithoutVat),
    cell(line.vatRate === null ? 'без НДС' : `${line.vatRate} %`, { alignment: 'center' }),
    line.vatRate === null ? cell('без НДС', { alignment: 'right' }) : money(line.vat),
    money(line.amount),
  ]);
  return {
    info: { title, author: data.seller.name, subject: `Заказ № ${data.number}`, creator: 'Кабинет продавца' },
    language: 'ru-RU',
    pageSize: { width: 841.89, height: 595.28 },
    pageMargins: [30, 30, 30, 30],
    defaultStyle: { font: PDF_FONT, fontSize: 8, lineHeight: 1.15 },
    content: [
      {
        columns: [
          {
            width: 110,
            stack: [
              cell('Статус: 1', { bold: true, fontSize: 10 }),
              cell('1 — счёт-фактура и передаточный документ (акт)', { fontSize: 7 }),
            ],
          },
          {
            width: '*',
            stack: [
              cell(title, { bold: true, fontSize: 12 }),
              cell(`Счёт-фактура № ${data.number} от ${dayText(data.day)}`),
              cell('Исправление № — от —'),
            ],
          },
        ],
        columnGap: 12,
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          widths: [90, '*'],
          body: [
            ...partyRows('Продавец:', data.seller),
            ...partyRows('Покупатель:', data.buyer),
            [cell('Основание:', { bold: true }), cell(`Заказ № ${data.number}`)],
            [cell('Валюта:'), cell('Российский рубль, 643')],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [18, '*', 40, 44, 70, 80, 50, 70, 80],
          body: [
            [
              head('№'),
              head('Наименование товара (описание выполненных работ, оказанных услуг)'),
              head('Ед. изм.'),
              head('Количество'),
              head('Цена за единицу без НДС'),
              head('Стоимость без НДС'),
              head('Налоговая ставка'),
              head('Сумма НДС'),
              head('Стоимость с НДС'),
            ],
            ...lineRows,
            [
              cell('Всего к оплате', { bold: true, colSpan: 5 }),
              {},
              {},
              {},
              {},
              money(data.totalWithoutVat, true),
              cell('×', { alignment: 'center' }),
              data.vat > 0 ? money(data.vat, true) : cell('без НДС', { alignment: 'right', bold: true }),
              money(data.total, true),
            ],
          ],
        },
      },
      cell(`Всего к оплате: ${formatKopecks(data.total)} руб.`, { bold: true, margin: [0, 8, 0, 0] }),
      cell(
        joined([
          `В том числе НДС: ${data.vat > 0 ? `${formatKopecks(data.vat)} руб.` : 'без НДС'}`,
          `наименований ${data.lines.length}`,
        ]),
      ),
      cell(`Сумма прописью: ${rublesInWords(data.total)}`, { bold: true, margin: [0, 2, 0, 12] }),
      {
        columns: [cell('Товар (груз) передал ______________'), cell('Товар (груз) получил ______________')],
      },
      {
        columns: [cell(`Дата отгрузки: ${dayText(data.day)}`), cell('Дата получения: ______________')],
        margin: [0, 6, 0, 0],
      },
    ],
  };
}

export const updPdf = (data: UpdData): Promise<Buffer> => renderPdf(updDocument(data));
