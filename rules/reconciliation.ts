import type { ClosingOrderKind } from '../contract/index.js';
import { isOrderCompleted, isOrderPaid, isOrderRefunded } from './closingDocuments.js';

/**
 * The reconciliation act between a seller and one buyer (docs/contract/documents.md "Акт
 * сверки"), pure: the server writes it as PDF and xlsx from this. Each order is dated by the
 * Moscow day of its creation, as the finance page dates and filters it, and counts by its status
 * now:
 * - payment (credit): the buyer paid the order's total into the safe deal (every order but the
 *   unpaid ones);
 * - shipment (debit): the seller handed the goods over (a completed order), its total;
 * - refund (debit): the total went back to the buyer (a paid order cancelled).
 * Balance = debits − credits: above zero the buyer owes the seller, below zero the seller owes the
 * buyer. Opening + debits − credits = closing, in whole kopecks.
 */

export interface ReconciliationOrder {
  kind: ClosingOrderKind;
  id: number;
  /** The number the back office shows: the wholesale id, the retail 7-digit number. */
  number: string;
  /** Moscow day of creation, `yyyy-MM-dd`. */
  day: string;
  statusId: number;
  /** Kopecks. */
  total: number;
}

export type ReconciliationEntryKind = 'payment' | 'shipment' | 'refund';

export interface ReconciliationEntry {
  day: string;
  kind: ReconciliationEntryKind;
  orderKind: ClosingOrderKind;
  orderId: number;
  orderNumber: string;
  /** Kopecks, ≥ 0; one of debit and credit is 0. */
  debit: number;
  credit: number;
}

export interface Reconciliation {
  dateFrom: string;
  dateTo: string;
  /** Kopecks at the start of `dateFrom`. */
  opening: number;
  entries: ReconciliationEntry[];
  debit: number;
  credit: number;
  /** Kopecks at the end of `dateTo`. */
  closing: number;
}

const ENTRY_ORDER: readonly ReconciliationEntryKind[] = ['payment', 'shipment', 'refund'];
const KIND_ORDER: readonly ClosingOrderKind[] = ['wholesale', 'retail'];

/** What one order puts on the act: its payment, its shipment, its refund (as its status says). */
export function orderEntries(order: ReconciliationOrder): ReconciliationEntry[] {
  const base = { day: order.day, orderKind: order.kind, orderId: order.id, orderNumber: order.number };
  const entries: ReconciliationEntry[] = [];
  if (!isOrderPaid(order.kind, order.statusId)) return entries;
  entries.push({ ...base, kind: 'payment', debit: 0, credit: order.total });
  if (isOrderCompleted(order.kind, order.statusId)) {
    entries.push({ ...base, kind: 'shipment', debit: order.total, credit: 0 });
  }
  if (isOrderRefunded(order.kind, order.statusId)) {
    entries.push({ ...base, kind: 'refund', debit: order.total, credit: 0 });
  }
  return entries;
}

const compareEntries = (a: ReconciliationEntry, b: ReconciliationEntry): number =>
  a.day.localeCompare(b.day) ||
  KIND_ORDER.indexOf(a.orderKind) - KIND_ORDER.indexOf(b.orderKind) ||
  a.orderId - b.orderId ||
  ENTRY_ORDER.indexOf(a.kind) - ENTRY_ORDER.indexOf(b.kind);

/** The act for the Moscow days `dateFrom`..`dateTo` (inclusive, `yyyy-MM-dd`) over the buyer's orders. */
export function reconcile(
  orders: readonly ReconciliationOrder[],
  dateFrom: string,
  dateTo: string,
): Reconciliation {
  let opening = 0;
  let debit = 0;
  let credit = 0;
  const entries: ReconciliationEntry[] = [];
  for (const order of orders) {
    if (order.day > dateTo) continue;
    for (const entry of orderEntries(order)) {
      if (entry.day < dateFrom) {
        opening += entry.debit - entry.credit;
      } else {
        entries.push(entry);
        debit += entry.debit;
        credit += entry.credit;
      }
    }
  }
  entries.sort(compareEntries);
  return { dateFrom, dateTo, opening, entries, debit, credit, closing: opening + debit - credit };
}
