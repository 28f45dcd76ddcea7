/** Shipping labels (docs/contract/documents.md "Shipping labels"): `POST Documents/Labels`. */

export type LabelOrderKind = 'wholesale' | 'retail';

/** 58 × 40 mm, one label a page; or A4 sheets of 24 labels (3 × 8). */
export type LabelFormat = '58x40' | 'a4';

/** Body of `Documents/Labels`; the reply is the PDF (`application/pdf`) or a `-1` envelope. */
export interface LabelsBody {
  orders: { id: number; kind: LabelOrderKind }[];
  format: LabelFormat;
}
