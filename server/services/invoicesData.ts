import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import { toKopecks } from '../../rules/index.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';
import { legalAddress } from './closingParties.js';

/** What an invoice of a wholesale order says, read from the order, its buyer and the seller's requisites. */

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
      address: requisite ? legalAddress(db, requisite.id) : null,
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
