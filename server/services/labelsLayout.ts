import type { LabelFormat, LabelOrderKind } from '../../contract/index.js';
import { isReadyForLabels, LABEL_READY_STATUSES, MAX_LABEL_ORDERS } from '../../rules/index.js';

/**
 * Shipping labels (docs/contract/documents.md "Shipping labels"): what each label says. Pure: no
 * database, no PDF. `labelsData.ts` reads the facts of an order, this module turns them into one
 * label per package, `labelsDocument.ts` draws them.
 */

export type { LabelFormat, LabelOrderKind };
export { isReadyForLabels, LABEL_READY_STATUSES, MAX_LABEL_ORDERS };

export const LABEL_FORMATS: readonly LabelFormat[] = ['58x40', 'a4'];
export const LABEL_KINDS: readonly LabelOrderKind[] = ['wholesale', 'retail'];

/** A4 sheets: 3 columns × 8 rows of 70 × 37 mm labels. */
export const A4_COLUMNS = 3;
export const A4_ROWS = 8;
export const LABELS_PER_A4_SHEET = A4_COLUMNS * A4_ROWS;

/** Where the package goes. */
export type LabelDestination =
  | { kind: 'address'; text: string }
  | { kind: 'pickupPoint'; text: string }
  | { kind: 'sellerPickup'; text: string | null }
  | { kind: 'unknown' };

/** What the database knows of one order (labelsData.ts). */
export interface LabelOrderFacts {
  kind: LabelOrderKind;
  id: number;
  /** The number the back office shows: the wholesale id, the retail 7-digit number. */
  number: string;
  buyer: string | null;
  destination: LabelDestination;
  seller: string | null;
  /** Grams of the whole order, when every line's weight is known; else null. */
  weightGrams: number | null;
  /** Packages (places) of the order; at least 1. */
  packages: number;
}

export interface LabelLine {
  label: string;
  text: string;
}

/** One label: one package of one order. */
export interface LabelData {
  kind: LabelOrderKind;
  orderId: number;
  orderNumber: string;
  /** What the Code 128 barcode encodes: the order number. */
  barcode: string;
  /** 'Заказ № 123'. */
  title: string;
  packageIndex: number;
  packageCount: number;
  /** 'Место 1 из 2'. */
  packageText: string;
  lines: LabelLine[];
}

/** Longest texts, so a label never spills over its 58 × 40 mm or its A4 cell. */
export const LABEL_TEXT_LIMITS = { name: 40, address: 80 } as const;

/** Cuts a text to `max` characters with an ellipsis; spaces folded. */
export function clip(text: string, max: number): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length <= max ? folded : `${folded.slice(0, max - 1).trimEnd()}…`;
}

const MISSING = '----';

/** '12,5 кг', '0,35 кг', '1 250 кг': kilograms with up to 3 decimals, comma, grouped thousands. */
export function formatWeight(grams: number): string {
  const kilograms = Math.round(grams) / 1000;
  const [whole = '0', fraction] = kilograms.toFixed(3).replace(/0+$/, '').replace(/\.$/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${fraction ? `${grouped},${fraction}` : grouped} кг`;
}

function destinationLine(destination: LabelDestination): LabelLine {
  switch (destination.kind) {
    case 'address':
      return { label: 'Адрес доставки', text: clip(destination.text, LABEL_TEXT_LIMITS.address) };
    case 'pickupPoint':
      return { label: 'Пункт выдачи', text: clip(destination.text, LABEL_TEXT_LIMITS.address) };
    case 'sellerPickup':
      return {
        label: 'Самовывоз',
        text: destination.text ? clip(destination.text, LABEL_TEXT_LIMITS.address) : 'со склада продавца',
      };
    case 'unknown':
      return { label: 'Адрес доставки', text: MISSING };
  }
}

/** The labels of one order: one per package, 'Место n из N'. */
export function orderLabels(order: LabelOrderFacts): LabelData[] {
  const count = Math.max(1, Math.floor(order.packages));
  const lines: LabelLine[] = [
    { label: 'Покупатель', text: order.buyer ? clip(order.buyer, LABEL_TEXT_LIMITS.name) : MISSING },
    destinationLine(order.destination),
    { label: 'Продавец', text: order.seller ? clip(order.seller, LABEL_TEXT_LIMITS.name) : MISSING },
  ];
  if (order.weightGrams !== null && order.weightGrams > 0) {
    lines.push({ label: count > 1 ? 'Вес заказа' : 'Вес', text: formatWeight(order.weightGrams) });
  }
  return Array.from({ length: count }, (_, i) => ({
    kind: order.kind,
    orderId: order.id,
    orderNumber: order.number,
    barcode: order.number,
    title: `Заказ № ${order.number}`,
    packageIndex: i + 1,
    packageCount: count,
    packageText: `Место ${i + 1} из ${count}`,
    lines,
  }));
}

/** Every label of the orders, in the order asked. */
export const labelsOf = (orders: readonly LabelOrderFacts[]): LabelData[] => orders.flatMap(orderLabels);

/** The labels in pages: one a page for 58 × 40 mm, 24 a sheet for A4. */
export function labelPages(labels: readonly LabelData[], format: LabelFormat): LabelData[][] {
  const size = format === 'a4' ? LABELS_PER_A4_SHEET : 1;
  const pages: LabelData[][] = [];
  for (let i = 0; i < labels.length; i += size) pages.push(labels.slice(i, i + size));
  return pages;
}
