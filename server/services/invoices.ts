import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import { renderPdf, type PdfContent, type PdfDocument, type PdfText } from '../lib/pdf.js';
import { rublesInWords } from '../lib/rubleWords.js';
import { HOUR_MS, moscowCalendarDay } from '../lib/time.js';
import { toKopecks } from '../../rules/index.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';
import { sweepOverdue } from './ordersSweep.js';

/**
 * Invoice PDFs of wholesale orders: `GET /seller/invoices/<orderId>.pdf` (docs/contract/finances.md).
 *
 * The finance page opens the invoice in a new tab, which sends no bearer header, so the
 * `invoicePath` of a finance row carries a short signed capability: `?expires=<epoch s>&signature=…`,
 * an HMAC-SHA256 of (seller, order, expiry) under a random server secret kept in the database.
 * A link is valid for one to two hours (the expiry is rounded up to the next hour but one, so
 * every list call within an hour hands out the same link). A bearer or `accessToken` header of
 * the owning seller is accepted instead of the signature.
 */

export const INVOICES_URL_PREFIX = '/seller/invoices/';

/** Server secrets are created on first use and kept (random, 256 bits). */
const secrets = new WeakMap<Db, Buffer>();
function invoiceSecret(db: Db): Buffer {
  let secret = secrets.get(db);
  if (!secret) {
    run(
      db,
      'INSERT OR IGNORE INTO server_secrets (name, value) VALUES (?, ?)',
      'invoice',
      randomBytes(32).toString('hex'),
    );
    const value = one<{ value: string }>(db, 'SELECT value FROM server_secrets WHERE name = ?', 'invoice');
    if (!value) throw new Error('invoice secret missing');
    secret = Buffer.from(value.value, 'hex');
    secrets.set(db, secret);
  }
  return secret;
}

const signature = (db: Db, sellerId: number, orderId: number, expires: number): string =>
  createHmac('sha256', invoiceSecret(db))
    .update(`invoice:${sellerId}:${orderId}:${expires}`)
    .digest('base64url')
    .slice(0, 32);

/** Expiry (epoch seconds) of links handed out at `now`: the start of the hour after next. */
export const linkExpiry = (now: number): number => ((Math.floor(now / HOUR_MS) + 2) * HOUR_MS) / 1000;

/** The `invoicePath` of a finance row. */
export function invoicePath(db: Db, sellerId: number, orderId: number, now: number): string {
  const expires = linkExpiry(now);
  return `${INVOICES_URL_PREFIX}${orderId}.pdf?expires=${expires}&signature=${signature(db, sellerId, orderId, expires)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Checks a link's signature against the order's seller and the clock. */
export function checkInvoiceLink(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
  expires: string | undefined,
  given: string | undefined,
): LinkCheck {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(signature(db, sellerId, orderId, Number(expires)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  return Number(expires) * 1000 <= now ? 'expired' : 'valid';
}

/** The seller of a wholesale order, or null when there is no such order. */
export const sellerOfOrder = (db: Db, orderId: number): number | null =>
  one<{ seller_id: number }>(db, 'SELECT seller_id FROM wholesale_orders WHERE id = ?', orderId)?.seller_id ??
  null;

// The document --------------------------------------------------------------------------------------
//
// A Russian invoice ('Счёт на оплату') of a wholesale order: the seller's bank details, the
// supplier and the buyer with their requisites, the order lines (and the delivery as a service
// line), the total, the VAT inside it and the total in words, dated as the order (its Moscow day).
// The document is built as data (`invoiceDocument`, tested as such) and rendered by pdfmake.

/** One party of the invoice, as the database has it. */
export interface InvoiceParty {
  /** Short name: 'ООО «Уральские Промтовары»', or first and last name. */
  name: string;
  /** ИНН. */
  inn: string | null;
  /** ОГРН / ОГРНИП. */
  ogrn: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
}

export interface InvoiceBank {
  name: string | null;
  bik: string | null;
  correspondentAccount: string | null;
  account: string | null;
}

export interface InvoiceLineData {
  name: string;
  vendorCode: string | null;
  quantity: number;
  unit: string;
  /** Kopecks. */
  price: number;
  /** Kopecks. */
  amount: number;
}

export interface InvoiceData {
  orderId: number;
  number: string;
  /** ISO instant of the order's creation; the invoice is dated with its Moscow day. */
  createdAt: string;
  storeName: string | null;
  seller: InvoiceParty & { fullName: string | null; director: string | null; accountant: string | null };
  bank: InvoiceBank;
  buyer: InvoiceParty;
  lines: InvoiceLineData[];
  /** Kopecks. */
  delivery: number;
  /** Kopecks taken off by the buyer's coupon (0 = none): lines + delivery - discount = total. */
  discount: number;
  /** The coupon's code when there is a discount, else null. */
  couponCode: string | null;
  /** Kopecks: the VAT inside the total (0 = no VAT). */
  vat: number;
  /** The seller's VAT rate in percent when the seller charges VAT, else null. */
  vatRate: number | null;
  /** Kopecks. */
  total: number;
}

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** '11 ноября 2026 г.': the Moscow day of an instant, as documents write dates. */
export function documentDate(isoDate: string): string {
  const { year, month, day } = moscowCalendarDay(Date.parse(isoDate));
  return `${day} ${MONTHS_GENITIVE[month - 1] ?? ''} ${year} г.`;
}

const NBSP = '\u00a0';

/** Kopecks as '12 345,67' (groups split by non-breaking spaces). */
export function formatKopecks(kop: number): string {
  const sign = kop < 0 ? '-' : '';
  const abs = Math.abs(kop);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** 'Петров Игорь Владимирович' -> 'Петров И. В.' (signature lines). */
export function shortName(fullName: string | null): string {
  if (!fullName) return '';
  const [last = '', ...rest] = fullName.trim().split(/\s+/);
  return [last, ...rest.map((part) => `${part.charAt(0)}.`)].join(' ');
}

const quantityText = (quantity: number): string => String(quantity).replace('.', ',');

const joined = (parts: readonly (string | null | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(', ');

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

interface InvoiceRow {
  id: number;
  created_at: string;
  invoice_number: string | null;
  delivery_amount: number;
  nds_amount: number;
  total_amount: number;
  discount_amount: number;
  coupon_code: string | null;
  store_name: string | null;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string | null;
  buyer_city: string | null;
  buyer_inn: string | null;
  buyer_ogrn: string | null;
  seller_user_id: number;
  seller_company: string | null;
  seller_email: string;
  seller_phone: string | null;
}

interface SellerRequisiteRow {
  id: number;
  company_name_or_ip_name: string;
  full_company_name_or_ip_name: string;
  vat: string | null;
  ogrn: string | null;
  phone_number1: string | null;
  tax_rate: number | null;
  taxation_system_types_id: number | null;
  director_fullname: string | null;
  accountant_fullname: string | null;
  base_bank_name: string | null;
  base_correspondent_account: string | null;
  base_expense_account: string | null;
  base_bank_bik: string | null;
}

interface AddressRow {
  region_name: string;
  city_name: string;
  street: string;
  house: string;
  postal_index: string | null;
}

/** 'taxation_system_types_id' 1: the general system, with VAT (as the order seed prices). */
const WITH_VAT_SYSTEM = 1;

/** The invoice data of the seller's own wholesale order, or null. */
export function loadInvoice(db: Db, sellerId: number, orderId: number): InvoiceData | null {
  const order = one<InvoiceRow>(
    db,
    `SELECT o.id, o.created_at, o.invoice_number, o.delivery_amount, o.nds_amount, o.total_amount,
       o.discount_amount, o.coupon_code,
       (SELECT st.store_name FROM stores st WHERE st.seller_id = o.seller_id) AS store_name,
       ${BUYER_NAME_SQL} AS buyer_name, u.email AS buyer_email, u.phone AS buyer_phone, u.city AS buyer_city,
       br.vat AS buyer_inn, br.ogrn AS buyer_ogrn,
       su.id AS seller_user_id, su.company_name AS seller_company, su.email AS seller_email, su.phone AS seller_phone
     FROM wholesale_orders o
       JOIN users u ON u.id = o.buyer_id
       LEFT JOIN requisites br ON br.user_id = u.id
       JOIN sellers s ON s.id = o.seller_id
       JOIN users su ON su.id = s.user_id
     WHERE o.id = ? AND o.seller_id = ?`,
    orderId,
    sellerId,
  );
  if (!order) return null;
  const requisite = one<SellerRequisiteRow>(
    db,
    `SELECT id, company_name_or_ip_name, full_company_name_or_ip_name, vat, ogrn, phone_number1, tax_rate,
       taxation_system_types_id, director_fullname, accountant_fullname, base_bank_name,
       base_correspondent_account, base_expense_account, base_bank_bik
     FROM requisites WHERE user_id = ?`,
    order.seller_user_id,
  );
  // The legal address (type 1) first.
  const address = requisite
    ? one<AddressRow>(
        db,
        `SELECT region_name, city_name, street, house, postal_index FROM requisite_addresses
         WHERE requisite_id = ? ORDER BY address_type_id, id LIMIT 1`,
        requisite.id,
      )
    : undefined;
  const lines = all<{
    product_name: string;
    vendor_code: string | null;
    quantity: number;
    measure_unit: string;
    price_for_one: number;
    amount: number;
  }>(
    db,
    `SELECT product_name, vendor_code, quantity, measure_unit, price_for_one, amount
     FROM wholesale_order_products WHERE order_id = ? ORDER BY id`,
    order.id,
  );
  const vat = toKopecks(order.nds_amount);
  return {
    orderId: order.id,
    number: order.invoice_number ?? String(order.id),
    createdAt: order.created_at,
    storeName: order.store_name,
    seller: {
      name: requisite?.company_name_or_ip_name ?? order.seller_company ?? order.store_name ?? '',
      fullName: requisite?.full_company_name_or_ip_name ?? null,
      inn: requisite?.vat ?? null,
      ogrn: requisite?.ogrn ?? null,
      address: address
        ? joined([
            address.postal_index,
            address.region_name,
            `г. ${address.city_name}`,
            address.street,
            `д. ${address.house}`,
          ])
        : null,
      phone: requisite?.phone_number1?.trim() || order.seller_phone,
      email: order.seller_email,
      director: requisite?.director_fullname ?? null,
      accountant: requisite?.accountant_fullname ?? null,
    },
    bank: {
      name: requisite?.base_bank_name ?? null,
      bik: requisite?.base_bank_bik ?? null,
      correspondentAccount: requisite?.base_correspondent_account ?? null,
      account: requisite?.base_expense_account ?? null,
    },
    buyer: {
      name: order.buyer_name,
      inn: order.buyer_inn,
      ogrn: order.buyer_ogrn,
      address: order.buyer_city ? `г. ${order.buyer_city}` : null,
      phone: order.buyer_phone,
      email: order.buyer_email,
    },
    lines: lines.map((line) => ({
      name: line.product_name,
      vendorCode: line.vendor_code,
      quantity: line.quantity,
      unit: line.measure_unit,
      price: toKopecks(line.price_for_one),
      amount: toKopecks(line.amount),
    })),
    delivery: toKopecks(order.delivery_amount),
    discount: toKopecks(order.discount_amount),
    couponCode: order.discount_amount > 0 ? order.coupon_code : null,
    vat,
    vatRate:
      vat > 0 && requisite?.taxation_system_types_id === WITH_VAT_SYSTEM && requisite.tax_rate !== null
        ? requisite.tax_rate
        : null,
    total: toKopecks(order.total_amount),
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
