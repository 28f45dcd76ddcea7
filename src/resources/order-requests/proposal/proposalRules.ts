import type { OrderRequest } from '../../../api/orderRequests';
import {
  decimalOf,
  integerOf,
  type ProposalFormValues,
  type ProposalLineValues,
} from '../../../api/orderRequestsPayloads';
import { reviveLike } from '../../../components/drafts';
import type { RuleErrors } from '../../../components/forms/rulesResolver';
import { ShippingMethod } from '../../../domain';
import {
  maxLength,
  required,
  validateInteger,
  type FieldErrors,
  type Message,
} from '../../orders/shared/validation';
import { toKopecks, toRubles } from '../../../../rules';

/** The proposal form (docs/contract/requests-tenders.md "Proposal bodies"): its first values, rules and live figures. */

export const VALID_DAYS_MIN = 1;
export const VALID_DAYS_MAX = 30;
export const DEFAULT_VALID_DAYS = 7;
export const DELIVERY_DAYS_MIN = 1;
export const DELIVERY_DAYS_MAX = 365;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1_000_000;
export const MAX_RUBLES = 100_000_000;
export const PROPOSAL_COMMENT_MAX = 1000;

export type ProposalField =
  'validDays' | 'deliveryDays' | 'deliveryAmount' | 'comment' | `price.${number}` | `quantity.${number}`;

export const buyerCollects = (request: Pick<OrderRequest, 'shippingMethodId'>): boolean =>
  request.shippingMethodId === ShippingMethod.BuyerCollects;

/** A number as the seller types it: a decimal comma, nothing for a missing one. */
const typed = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '';

/**
 * The form's first values. A new proposal: per line the product's top price (else the buyer's
 * target price) and the wanted quantity, validity 7 days. A change: the sent proposal's figures
 * (the validity restarts, so it starts at 7 again).
 */
export function initialProposalValues(request: OrderRequest): ProposalFormValues {
  const proposal = request.proposal;
  const collects = buyerCollects(request);
  return {
    validDays: String(DEFAULT_VALID_DAYS),
    deliveryDays: typed(proposal?.deliveryDays),
    deliveryAmount: collects ? '0' : typed(proposal?.deliveryAmount),
    comment: proposal?.comment ?? '',
    lines: request.products.map((product) => {
      const sent = proposal?.lines.find((line) => line.orderRequestProductId === product.id);
      return {
        orderRequestProductId: product.id,
        price: typed(sent?.price ?? product.maxPrice ?? product.targetPrice),
        quantity: typed(sent?.quantity ?? product.quantity),
      };
    }),
  };
}

/** The draft of a request's proposal form: `order-requests:proposal:<id>`. */
export const proposalDraftKey = (orderRequestId: number): string =>
  `order-requests:proposal:${orderRequestId}`;

const isLine = (value: unknown): value is ProposalLineValues => {
  const line = value as Partial<ProposalLineValues> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.orderRequestProductId === 'number' &&
    typeof line.price === 'string' &&
    typeof line.quantity === 'string'
  );
};

/** A stored draft is kept only when its lines are the request's lines, in order. */
export function reviveProposalDraft(
  stored: unknown,
  initial: ProposalFormValues,
): ProposalFormValues | undefined {
  const value = reviveLike(stored, initial);
  if (!value) return undefined;
  const sameLines =
    value.lines.length === initial.lines.length &&
    value.lines.every(
      (line, index) =>
        isLine(line) && line.orderRequestProductId === initial.lines[index]?.orderRequestProductId,
    );
  return sameLines ? value : undefined;
}

// Rules -------------------------------------------------------------------------------------------

const RUBLES_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;
const compact = (text: string) => text.replace(/[\s\u00a0]/g, '');

/** Rubles with at most two decimals in [min, 100 000 000]; `min` 0 allows nothing to pay. */
function validateRubles(text: string, positive: boolean, key: Message['key']): Message | undefined {
  const missing = required(text);
  if (missing) return missing;
  const value = RUBLES_PATTERN.test(compact(text)) ? decimalOf(text) : null;
  const fits = value !== null && (positive ? value > 0 : value >= 0) && value <= MAX_RUBLES;
  return fits ? undefined : { key };
}

export function validateProposal(values: ProposalFormValues, collects: boolean): FieldErrors<ProposalField> {
  const errors: FieldErrors<ProposalField> = {
    validDays: validateInteger(values.validDays, VALID_DAYS_MIN, VALID_DAYS_MAX),
    deliveryDays: validateInteger(values.deliveryDays, DELIVERY_DAYS_MIN, DELIVERY_DAYS_MAX),
    deliveryAmount: collects
      ? undefined
      : validateRubles(values.deliveryAmount, false, 'orderRequests.validation.deliveryAmount'),
    comment: maxLength(values.comment, PROPOSAL_COMMENT_MAX),
  };
  values.lines.forEach((line, index) => {
    errors[`price.${index}`] = validateRubles(line.price, true, 'orderRequests.validation.price');
    errors[`quantity.${index}`] = validateInteger(line.quantity, QUANTITY_MIN, QUANTITY_MAX);
  });
  return errors;
}

/** The rules' messages as the form's fields: the terms by name, the prices and quantities by line. */
export function proposalRuleErrors(values: ProposalFormValues, collects: boolean): RuleErrors {
  const { validDays, deliveryDays, deliveryAmount, comment, ...lines } = validateProposal(values, collects);
  return {
    fields: { validDays, deliveryDays, deliveryAmount, comment },
    list: {
      key: 'lines',
      rows: values.lines.map((_, index) => ({
        price: lines[`price.${index}`],
        quantity: lines[`quantity.${index}`],
      })),
    },
  };
}

// Live figures ------------------------------------------------------------------------------------

/** quantity × price of a line, or null while either is not a number yet. */
export function lineAmount(line: ProposalLineValues): number | null {
  const price = decimalOf(line.price);
  const quantity = integerOf(line.quantity);
  return price === null || quantity === null ? null : toRubles(toKopecks(price * quantity));
}

export interface ProposalTotals {
  lines: (number | null)[];
  productsAmount: number | null;
  deliveryAmount: number | null;
  totalAmount: number | null;
}

/** The figures the form shows as the seller types (null: not computable yet). */
export function proposalTotals(values: ProposalFormValues, collects: boolean): ProposalTotals {
  const lines = values.lines.map(lineAmount);
  const productsAmount = lines.every((amount) => amount !== null)
    ? lines.reduce<number>((sum, amount) => sum + toKopecks(amount ?? 0), 0) / 100
    : null;
  const deliveryAmount = collects ? 0 : decimalOf(values.deliveryAmount);
  const totalAmount =
    productsAmount === null || deliveryAmount === null
      ? null
      : (toKopecks(productsAmount) + toKopecks(deliveryAmount)) / 100;
  return { lines, productsAmount, deliveryAmount, totalAmount };
}

export interface TargetComparison {
  kind: 'below' | 'above' | 'equal';
  /** The difference in percent of the target price, rounded to a tenth. */
  percent: number;
}

/** How a typed price compares with the buyer's target price (null without either). */
export function compareWithTarget(priceText: string, targetPrice: number | null): TargetComparison | null {
  const price = decimalOf(priceText);
  if (price === null || targetPrice === null || targetPrice <= 0) return null;
  const percent = Math.round((Math.abs(price - targetPrice) / targetPrice) * 1000) / 10;
  if (percent === 0) return { kind: 'equal', percent };
  return { kind: price < targetPrice ? 'below' : 'above', percent };
}
