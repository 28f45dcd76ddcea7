/**
 * The shape shared by every concept of the domain module (statuses, shipping and delivery
 * methods): one table of rows, and the helpers derived from it. Rules as data: a concept file
 * lists its ids once; labels, colours and the choice lists of the screens all come from there.
 */

/** The chip colours of spec section 4 ('default' where the specification names none). */
export type StatusKind = 'danger' | 'purple' | 'success' | 'default';

/** The choice lists of the screens that offer a concept's ids. */
export type ChoiceList =
  /** The filter of an order list (wholesale status, retail statuses, shipping method). */
  | 'orderListFilter'
  /** The filter bar of a finance screen (order status, safe-deal status). */
  | 'financeFilter'
  /** A form select of an order modal (delivery method). */
  | 'orderForm'
  /** The status filter of the product lists. */
  | 'productListFilter'
  /** The delivery-method select of a delivery template direction (1 and 3). */
  | 'deliveryTemplate';

export interface ConceptRow<Id extends number> {
  readonly id: Id;
  /** The i18n key of the Russian name (src/i18n/ru). */
  readonly labelKey: string;
  readonly kind: StatusKind;
  /** The choice lists that offer this id, in the table's order. */
  readonly offeredIn: readonly ChoiceList[];
}

export interface ConceptDefinition<Id extends number> {
  /** What an id without a row shows: a label key (given `%{id}`) and a colour. */
  readonly fallback: { readonly labelKey: string; readonly kind: StatusKind };
  readonly rows: readonly ConceptRow<Id>[];
}

/** A react-admin SelectInput choice: `name` is an i18n key (react-admin translates it). */
export interface Choice {
  id: number;
  name: string;
}

/** An option of a finance filter select: its value and the i18n key of its name. */
export interface StatusOption {
  value: number;
  labelKey: string;
}

export interface Concept<Id extends number> {
  readonly rows: readonly ConceptRow<Id>[];
  /** Whether `id` has a row of the table. */
  has(id: unknown): id is Id;
  /** The ids a choice list offers, in the table's order. */
  idsIn(list: ChoiceList): Id[];
  /** The one fallback rule: the row's key, else the concept's fallback key. */
  labelKey(id: number | null | undefined): string;
  kind(id: number | null | undefined): StatusKind;
  choices(list: ChoiceList): Choice[];
  options(list: ChoiceList): StatusOption[];
}

export function defineConcept<Id extends number>(definition: ConceptDefinition<Id>): Concept<Id> {
  const { rows, fallback } = definition;
  const byId = new Map<number, ConceptRow<Id>>(rows.map((row) => [row.id, row]));
  const rowOf = (id: number | null | undefined) => (typeof id === 'number' ? byId.get(id) : undefined);
  const rowsIn = (list: ChoiceList) => rows.filter((row) => row.offeredIn.includes(list));
  return {
    rows,
    has: (id: unknown): id is Id => typeof id === 'number' && byId.has(id),
    idsIn: (list) => rowsIn(list).map((row) => row.id),
    labelKey: (id) => rowOf(id)?.labelKey ?? fallback.labelKey,
    kind: (id) => rowOf(id)?.kind ?? fallback.kind,
    choices: (list) => rowsIn(list).map((row) => ({ id: row.id, name: row.labelKey })),
    options: (list) => rowsIn(list).map((row) => ({ value: row.id, labelKey: row.labelKey })),
  };
}
