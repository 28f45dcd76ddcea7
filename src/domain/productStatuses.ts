import { defineConcept, type ConceptRow } from './concept';
import { ProductLabel, ProductStatus } from '../../rules';

/**
 * A product's status as the lists show and filter it (docs/contract/products.md "Lists",
 * "Status"): the values of the list filter's `status`; 0 is 'all'.
 */
/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { ProductStatus };

export type ProductStatusId = (typeof ProductStatus)[keyof typeof ProductStatus];

const P = ProductStatus;

const STATUS_ROWS: readonly ConceptRow<ProductStatusId>[] = [
  { id: P.All, labelKey: 'products.status.0', kind: 'default', offeredIn: [] },
  { id: P.Active, labelKey: 'products.status.1', kind: 'success', offeredIn: ['productListFilter'] },
  { id: P.Inactive, labelKey: 'products.status.2', kind: 'default', offeredIn: ['productListFilter'] },
  { id: P.Draft, labelKey: 'products.status.3', kind: 'purple', offeredIn: ['productListFilter'] },
  { id: P.Blocked, labelKey: 'products.status.4', kind: 'danger', offeredIn: ['productListFilter'] },
];

/** Product statuses: names `products.status.<id>`, an unknown id 'Статус <id>'. */
export const productStatuses = defineConcept<ProductStatusId>({
  fallback: { labelKey: 'products.status.unknown', kind: 'default' },
  rows: STATUS_ROWS,
});

export const productStatusChoices = productStatuses.choices('productListFilter');

/** The flags a product carries on the wire. */
export interface ProductStateFlags {
  isActive: boolean;
  isDraft: boolean;
  isBlocked: boolean;
}

/** The one rule from the flags to a status: blocked overrides, then draft, then on / off. */
export function productStatusOf({ isActive, isDraft, isBlocked }: ProductStateFlags): ProductStatusId {
  if (isBlocked) return P.Blocked;
  if (isDraft) return P.Draft;
  return isActive ? P.Active : P.Inactive;
}

/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { ProductLabel };

export type ProductLabelIdValue = (typeof ProductLabel)[keyof typeof ProductLabel];

const LABEL_ROWS: readonly ConceptRow<ProductLabelIdValue>[] = [
  { id: ProductLabel.New, labelKey: 'products.label.1', kind: 'success', offeredIn: [] },
  { id: ProductLabel.Discount, labelKey: 'products.label.2', kind: 'danger', offeredIn: [] },
  { id: ProductLabel.Sale, labelKey: 'products.label.3', kind: 'danger', offeredIn: [] },
  { id: ProductLabel.Top, labelKey: 'products.label.4', kind: 'purple', offeredIn: [] },
  { id: ProductLabel.FreeDelivery, labelKey: 'products.label.5', kind: 'default', offeredIn: [] },
];

/** Product labels: names `products.label.<id>`, an unknown id 'Метка <id>'. */
export const productLabels = defineConcept<ProductLabelIdValue>({
  fallback: { labelKey: 'products.label.unknown', kind: 'default' },
  rows: LABEL_ROWS,
});
