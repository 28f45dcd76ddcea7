import { isValid, parseISO } from 'date-fns';
import type {
  TenderFilterBody,
  TenderListItem,
  TenderProductOption,
  TenderProposalBody,
  TenderProposalFilterBody,
  TenderProposalListItem,
} from './tenders';
import { filterDay, pagination } from './list';
import { positiveIdOrNull, textOrNull, type FilterScalar } from './ordersPayloads';
import { parseDecimal, parseInteger } from './productsPayloads';

/**
 * Pure builders of the tender calls' payloads (docs/contract/requests-tenders.md "Tenders"): the
 * two list filters, the proposal body from the form, and the comparison of an offer with the
 * tender's terms that the proposal screens show.
 */

// Lists ------------------------------------------------------------------------------------------

/** Sort columns of GetAllTenders by the list's sort field (the table's `source`). */
const TENDER_COLUMNS: Readonly<Record<string, NonNullable<TenderFilterBody['column']>>> = {
  deadline: 'deadline',
  publishDate: 'publishDate',
  budgetPerUnit: 'budget',
  quantity: 'quantity',
};

/** Sort columns of GetTenderProposalsByFilter by the list's sort field. */
const PROPOSAL_COLUMNS: Readonly<Record<string, NonNullable<TenderProposalFilterBody['column']>>> = {
  tenderDeadline: 'deadline',
  creationDate: 'creationDate',
  totalAmount: 'totalAmount',
};

const columnOf = <C extends string>(
  columns: Readonly<Record<string, C>>,
  field: string | undefined,
  fallback: C,
) => (Object.prototype.hasOwnProperty.call(columns, field ?? '') ? columns[field as string]! : fallback);

/** A checked box of the filter bar is `true`; unchecked or absent is no filter (null). */
export const flagOrNull = (value: unknown): true | null => (value === true || value === 'true' ? true : null);

/** An ISO instant, or null when missing or unreadable. */
export function instantOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return isValid(parseISO(value)) ? value : null;
}

interface ListInput {
  sellerId: number;
  searchValue?: FilterScalar;
  dateFrom?: FilterScalar;
  dateTo?: FilterScalar;
  page?: number;
  pageSize?: number;
  sortField?: string;
  ascending?: boolean;
}

export interface TenderSearchInput extends ListInput {
  productCategoryId?: FilterScalar;
  countryId?: FilterScalar;
  statusId?: FilterScalar;
  onlyNew?: unknown;
  withoutMyProposal?: unknown;
  /** The stored last visit of /tenders/search (ISO). */
  lastVisitDate?: unknown;
}

/**
 * The GetAllTenders body: every key present, empty filters null (a status of 0 or none means
 * open tenders on the server; a country of -1 or 0 means none), publish days as Moscow days,
 * `deadline` ascending unless the list asks otherwise.
 */
export function buildTenderFilterBody(input: TenderSearchInput): TenderFilterBody {
  return {
    sellerId: input.sellerId,
    searchValue: textOrNull(input.searchValue),
    productCategoryId: positiveIdOrNull(input.productCategoryId),
    countryId: positiveIdOrNull(input.countryId),
    statusId: positiveIdOrNull(input.statusId),
    onlyNew: flagOrNull(input.onlyNew),
    lastVisitDate: instantOrNull(input.lastVisitDate),
    withoutMyProposal: flagOrNull(input.withoutMyProposal),
    dateFrom: filterDay(input.dateFrom),
    dateTo: filterDay(input.dateTo),
    column: columnOf(TENDER_COLUMNS, input.sortField, 'deadline'),
    sortByAscending: input.ascending ?? true,
    pagination: pagination(input.page, input.pageSize),
  };
}

export interface TenderProposalListInput extends ListInput {
  statusId?: FilterScalar;
  tenderStatusId?: FilterScalar;
}

/** The GetTenderProposalsByFilter body: the seller's proposals, by the tender's deadline first. */
export function buildTenderProposalFilterBody(input: TenderProposalListInput): TenderProposalFilterBody {
  return {
    sellerId: input.sellerId,
    statusId: positiveIdOrNull(input.statusId),
    tenderStatusId: positiveIdOrNull(input.tenderStatusId),
    searchValue: textOrNull(input.searchValue),
    dateFrom: filterDay(input.dateFrom),
    dateTo: filterDay(input.dateTo),
    column: columnOf(PROPOSAL_COLUMNS, input.sortField, 'deadline'),
    sortByAscending: input.ascending ?? true,
    pagination: pagination(input.page, input.pageSize),
  };
}

// The proposal form ------------------------------------------------------------------------------

/** What the proposal form keeps (numbers as typed). */
export interface TenderProposalFormValues {
  productId: number | null;
  pricePerUnit: string;
  quantity: string;
  deliveryDays: string;
  deliveryAmount: string;
  comment: string;
}

/** Shipping method 2: the buyer collects, so the delivery costs nothing. */
const BUYER_COLLECTS = 2;

export const buyerCollects = (tender: Pick<TenderListItem, 'shippingMethodId'>): boolean =>
  tender.shippingMethodId === BUYER_COLLECTS;

/** A fresh form: the tender's quantity, no delivery cost when the buyer collects. */
export const initialProposalValues = (
  tender: Pick<TenderListItem, 'quantity' | 'shippingMethodId'>,
): TenderProposalFormValues => ({
  productId: null,
  pricePerUnit: '',
  quantity: tender.quantity === null ? '' : String(tender.quantity),
  deliveryDays: '',
  deliveryAmount: buyerCollects(tender) ? '0' : '',
  comment: '',
});

/** The price a picked product suggests: its lowest wholesale price, else its highest, else none. */
export function suggestedPrice(product: Pick<TenderProductOption, 'minPrice' | 'maxPrice'>): string {
  const price = product.minPrice ?? product.maxPrice;
  return price === null ? '' : String(price);
}

/** The seller's products with those of the tender's category first (each group keeps its order). */
export function productsForTender(
  products: readonly TenderProductOption[],
  categoryId: number | null,
): TenderProductOption[] {
  const ownCategory = (product: TenderProductOption) =>
    categoryId !== null && product.categoryId === categoryId;
  return [...products.filter(ownCategory), ...products.filter((product) => !ownCategory(product))];
}

/** The CreateTenderProposal body of valid form values (see the form's rules). */
export function toTenderProposalBody(
  tender: Pick<TenderListItem, 'id' | 'shippingMethodId'>,
  values: TenderProposalFormValues,
): TenderProposalBody {
  return {
    tenderId: tender.id,
    productId: values.productId ?? 0,
    pricePerUnit: parseDecimal(values.pricePerUnit) ?? 0,
    quantity: parseInteger(values.quantity) ?? 0,
    deliveryDays: parseInteger(values.deliveryDays) ?? 0,
    deliveryAmount: buyerCollects(tender) ? 0 : (parseDecimal(values.deliveryAmount) ?? 0),
    comment: textOrNull(values.comment),
  };
}

// The comparison of an offer with the tender's terms -------------------------------------------

/** The figures of an offer; null where the form does not hold a number yet. */
export interface OfferFigures {
  pricePerUnit: number | null;
  quantity: number | null;
  deliveryDays: number | null;
  deliveryAmount: number | null;
}

export type TenderTerms = Pick<
  TenderListItem,
  'budgetPerUnit' | 'budgetTotal' | 'quantity' | 'deliveryDays' | 'shippingMethodId'
>;

/** 'unknown' while the offer's figure is missing. */
export type Verdict = 'within' | 'outside' | 'unknown';

export interface Difference {
  /** offer − wanted, rounded to kopecks. */
  amount: number;
  /** `amount` as a share of `wanted`, in % with one decimal; null when nothing is wanted. */
  percent: number | null;
}

export interface FigureComparison {
  offer: number | null;
  /** The tender's figure; null when the reply has none (the verdict is then unknown). */
  wanted: number | null;
  difference: Difference | null;
  verdict: Verdict;
}

export interface DeliveryComparison {
  shippingMethodId: number | null;
  amount: number | null;
  verdict: Verdict;
}

export interface OfferComparison {
  pricePerUnit: FigureComparison;
  total: FigureComparison;
  quantity: FigureComparison;
  deliveryDays: FigureComparison;
  delivery: DeliveryComparison;
}

type Bound = 'atMost' | 'atLeast';

/**
 * What "within the terms" means for each figure: the price, the total (delivery included, what
 * the buyer pays) and the lead time may not exceed the tender's; the quantity must cover it.
 */
export const COMPARISON_RULES: Readonly<Record<Exclude<keyof OfferComparison, 'delivery'>, Bound>> = {
  pricePerUnit: 'atMost',
  total: 'atMost',
  quantity: 'atLeast',
  deliveryDays: 'atMost',
};

/** Rounds half away from zero, so a difference and its opposite show the same digits. */
const roundTo = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
};

/** offer − wanted and its share of wanted. */
export function differenceOf(offer: number, wanted: number): Difference {
  const amount = roundTo(offer - wanted, 2);
  return { amount, percent: wanted > 0 ? roundTo((amount / wanted) * 100, 1) : null };
}

function compareFigure(offer: number | null, wanted: number | null, bound: Bound): FigureComparison {
  if (offer === null || wanted === null) return { offer, wanted, difference: null, verdict: 'unknown' };
  const within = bound === 'atMost' ? offer <= wanted : offer >= wanted;
  return { offer, wanted, difference: differenceOf(offer, wanted), verdict: within ? 'within' : 'outside' };
}

/** quantity × price + delivery (the proposal's `totalAmount`), or null while a part is missing. */
export function offerTotal(offer: OfferFigures): number | null {
  const { pricePerUnit, quantity, deliveryAmount } = offer;
  if (pricePerUnit === null || quantity === null || deliveryAmount === null) return null;
  return roundTo(quantity * pricePerUnit + deliveryAmount, 2);
}

/**
 * Free delivery is always within the terms; a paid one only when the seller delivers (a tender
 * without a shipping method leaves it unknown).
 */
function deliveryVerdict(amount: number | null, shippingMethodId: number | null): Verdict {
  if (amount === null) return 'unknown';
  if (amount === 0) return 'within';
  if (shippingMethodId === null) return 'unknown';
  return shippingMethodId === BUYER_COLLECTS ? 'outside' : 'within';
}

/** The offer beside the tender's terms, figure by figure, each within or outside them. */
export function compareOffer(offer: OfferFigures, terms: TenderTerms): OfferComparison {
  const delivery: DeliveryComparison = {
    shippingMethodId: terms.shippingMethodId,
    amount: offer.deliveryAmount,
    verdict: deliveryVerdict(offer.deliveryAmount, terms.shippingMethodId),
  };
  return {
    pricePerUnit: compareFigure(offer.pricePerUnit, terms.budgetPerUnit, COMPARISON_RULES.pricePerUnit),
    total: compareFigure(offerTotal(offer), terms.budgetTotal, COMPARISON_RULES.total),
    quantity: compareFigure(offer.quantity, terms.quantity, COMPARISON_RULES.quantity),
    deliveryDays: compareFigure(offer.deliveryDays, terms.deliveryDays, COMPARISON_RULES.deliveryDays),
    delivery,
  };
}

/** The figures the form holds now (a number that is not valid yet counts as missing). */
export function offerFiguresOf(
  values: TenderProposalFormValues,
  tender: Pick<TenderListItem, 'shippingMethodId'>,
): OfferFigures {
  const positive = (value: number | null) => (value !== null && value > 0 ? value : null);
  return {
    pricePerUnit: positive(parseDecimal(values.pricePerUnit)),
    quantity: positive(parseInteger(values.quantity)),
    deliveryDays: positive(parseInteger(values.deliveryDays)),
    deliveryAmount: buyerCollects(tender) ? 0 : parseDecimal(values.deliveryAmount),
  };
}

/** The figures of a sent proposal. */
export const proposalFigures = (
  proposal: Pick<TenderProposalListItem, 'pricePerUnit' | 'quantity' | 'deliveryDays' | 'deliveryAmount'>,
): OfferFigures => ({
  pricePerUnit: proposal.pricePerUnit,
  quantity: proposal.quantity,
  deliveryDays: proposal.deliveryDays,
  deliveryAmount: proposal.deliveryAmount,
});
