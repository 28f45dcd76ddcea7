/**
 * Closing documents (docs/contract/documents.md "УПД" and "Акт сверки"): `POST Documents/Upd` and
 * `POST Documents/Reconciliation`. Both answer the file, or a `-1` envelope with the reason.
 */

import type { LabelOrderKind } from './labels.js';

export type ClosingOrderKind = LabelOrderKind;

/** Body of `Documents/Upd`: one completed order of the caller's. */
export interface UpdBody {
  orderId: number;
  kind: ClosingOrderKind;
}

export type ReconciliationFormat = 'pdf' | 'xlsx';

/** Body of `Documents/Reconciliation`: one buyer of the caller's, Moscow days `yyyy-MM-dd`, inclusive. */
export interface ReconciliationBody {
  buyerId: number;
  dateFrom: string;
  dateTo: string;
  format: ReconciliationFormat;
}
