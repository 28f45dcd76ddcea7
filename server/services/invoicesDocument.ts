import type { Db } from '../db/index.js';
import { renderPdf, type PdfContent, type PdfDocument, type PdfText } from '../lib/pdf.js';
import { rublesInWords } from '../lib/rubleWords.js';
import { sweepOverdue } from './ordersSweep.js';
import { loadInvoice, type InvoiceData, type InvoiceParty } from './invoicesData.js';
import { documentDate, formatKopecks, joined, quantityText, shortName } from './invoicesText.js';

/**
 * A Russian invoice ('Счёт на оплату') of a wholesale order: the seller's bank details, the
 * supplier and the buyer with their requisites, the order lines (and the delivery as a service
 * line), the total, the VAT inside it and the total in words, dated as the order (its Moscow day).
 * The document is built as data (`invoiceDocument`, tested as such) and rendered by pdfmake.
 */

/** A party's requisites as one paragraph: name, ИНН, ОГРН, address, phone, e-mail. */
export function partyText(party: InvoiceParty): string {
  return joined([
    party.name,
    party.inn ? `ИНН ${party.inn}` : null,
    party.ogrn ? `ОГРН ${party.ogrn}` : null,
    party.address,
    party.phone ? `тел. ${party.phone}` : null,
    party.email ? `e-mail ${party.email}` : null,
  ]);
}

const cell = (text: string, style: Omit<PdfText, 'text'> = {}): PdfText => ({ text, ...style });
const money = (kop: number, bold = false): PdfText => cell(formatKopecks(kop), { alignment: 'right', bold });
const dash = (value: string | null): string => value ?? '—';

/** The invoice as a pdfmake document definition (pure data). */
export function invoiceDocument(data: InvoiceData): PdfDocument {
  const title = `Счёт на оплату № ${data.number} от ${documentDate(data.createdAt)}`;
  const lines = data.lines.map((line) => ({ ...line }));
  if (data.delivery > 0) {
    lines.push({
      name: 'Доставка',
      vendorCode: null,
      quantity: 1,
      unit: 'усл.',
      price: data.delivery,
      amount: data.delivery,
    });
  }
  const itemRows: PdfContent[][] = lines.map((line, i) => [
    cell(String(i + 1), { alignment: 'center' }),
    cell(line.name),
    cell(line.vendorCode ?? ''),
    cell(quantityText(line.quantity), { alignment: 'right' }),
    cell(line.unit),
    money(line.price),
    money(line.amount),
  ]);
  const head = (text: string): PdfText => cell(text, { bold: true, alignment: 'center' });
  const totals: [string, PdfText][] = [
    ...(data.discount > 0
      ? ([[`Скидка по купону «${data.couponCode ?? ''}»:`, money(-data.discount, true)]] as [
          string,
          PdfText,
        ][])
      : []),
    ['Итого:', money(data.total, true)],
    data.vat > 0
      ? [
          data.vatRate !== null ? `В том числе НДС (${data.vatRate} %):` : 'В том числе НДС:',
          money(data.vat, true),
        ]
      : ['Без налога (НДС):', cell('—', { alignment: 'right', bold: true })],
    ['Всего к оплате:', money(data.total, true)],
  ];
  const seller = data.seller;
  return {
    info: { title, author: seller.name, subject: `Заказ № ${data.orderId}`, creator: 'Кабинет продавца' },
    language: 'ru-RU',
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 14, 0, 4] },
      label: { bold: true },
      words: { bold: true, margin: [0, 2, 0, 0] },
    },
    content: [
      {
        table: {
          widths: ['*', 60, 140],
          body: [
            [cell(`Банк получателя: ${dash(data.bank.name)}`), cell('БИК'), cell(dash(data.bank.bik))],
            [cell(''), cell('Корр. сч. №'), cell(dash(data.bank.correspondentAccount))],
            [
              cell(
                `Получатель: ${joined([seller.fullName ?? seller.name, seller.inn ? `ИНН ${seller.inn}` : null])}`,
              ),
              cell('Расч. сч. №'),
              cell(dash(data.bank.account)),
            ],
          ],
        },
      },
      { text: title, style: 'title' },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5 }], margin: [0, 0, 0, 8] },
      {
        table: {
          widths: [110, '*'],
          body: [
            [cell('Поставщик (исполнитель):', { style: 'label' }), cell(partyText(seller))],
            [cell('Покупатель (заказчик):', { style: 'label' }), cell(partyText(data.buyer))],
            [
              cell('Основание:', { style: 'label' }),
              cell(
                data.storeName
                  ? `Заказ № ${data.orderId} в магазине «${data.storeName}»`
                  : `Заказ № ${data.orderId}`,
              ),
            ],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 10],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [18, '*', 60, 42, 34, 62, 70],
          body: [
            [
              head('№'),
              head('Товары (работы, услуги)'),
              head('Артикул'),
              head('Кол-во'),
              head('Ед.'),
              head('Цена'),
              head('Сумма'),
            ],
            ...itemRows,
          ],
        },
      },
      {
        table: {
          widths: ['*', 90],
          body: totals.map(([label, value]) => [cell(label, { alignment: 'right', bold: true }), value]),
        },
        layout: 'noBorders',
        margin: [0, 6, 0, 6],
      },
      cell(`Всего наименований ${lines.length}, на сумму ${formatKopecks(data.total)} руб.`),
      { text: rublesInWords(data.total), style: 'words' },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5 }], margin: [0, 10, 0, 18] },
      {
        columns: [
          cell(`Руководитель ______________ ${shortName(seller.director)}`),
          cell(`Бухгалтер ______________ ${shortName(seller.accountant)}`),
        ],
      },
    ],
  };
}

/**
 * The invoice of the seller's own wholesale order as a PDF, or null when the order is not the
 * seller's (or does not exist).
 */
export async function invoicePdf(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
): Promise<Buffer | null> {
  sweepOverdue(db, now);
  const data = loadInvoice(db, sellerId, orderId);
  return data ? renderPdf(invoiceDocument(data)) : null;
}
