import type { TenderProposalFormValues } from '../../../api/tendersPayloads';
import type { RuleMessage } from '../../../components/forms/ruleErrors';
import type { KeysUnder } from '../../../i18n/keys';

/**
 * The proposal form's rules, checked before anything is sent (docs/contract/requests-tenders.md
 * "CreateTenderProposal"). Pure: values in, messages (`tenders.validation.*`) out.
 */

export const PROPOSAL_LIMITS = {
  price: 100_000_000,
  quantity: 1_000_000,
  deliveryDays: 365,
  deliveryAmount: 100_000_000,
  comment: 1000,
} as const;

export type ProposalField = keyof TenderProposalFormValues;
export type ProposalErrors = Partial<Record<ProposalField, RuleMessage>>;

const msg = (key: KeysUnder<'tenders.validation.'>): RuleMessage => ({ key: `tenders.validation.${key}` });

const compact = (text: string): string => text.replace(/[\s\u00a0]/g, '');
/** Rubles with at most two decimals, '.' or ',' as the separator. */
const MONEY = /^\d+(?:[.,]\d{1,2})?$/;
const INTEGER = /^\d+$/;

function money(
  text: string,
  { min, max, minExclusive }: { min: number; max: number; minExclusive: boolean },
) {
  const value = compact(text);
  if (!MONEY.test(value)) return false;
  const number = Number(value.replace(',', '.'));
  return (minExclusive ? number > min : number >= min) && number <= max;
}

function integer(text: string, min: number, max: number) {
  const value = compact(text);
  return INTEGER.test(value) && Number(value) >= min && Number(value) <= max;
}

const blank = (text: string) => text.trim() === '';

/** The messages of the fields that break a rule; `buyerCollects` leaves the delivery cost out (0). */
export function validateProposal(values: TenderProposalFormValues, buyerCollects: boolean): ProposalErrors {
  const L = PROPOSAL_LIMITS;
  const rule = (text: string, ok: (text: string) => boolean, key: KeysUnder<'tenders.validation.'>) =>
    blank(text) ? msg('required') : ok(text) ? undefined : msg(key);
  return {
    productId: values.productId === null ? msg('product') : undefined,
    pricePerUnit: rule(
      values.pricePerUnit,
      (t) => money(t, { min: 0, max: L.price, minExclusive: true }),
      'price',
    ),
    quantity: rule(values.quantity, (t) => integer(t, 1, L.quantity), 'quantity'),
    deliveryDays: rule(values.deliveryDays, (t) => integer(t, 1, L.deliveryDays), 'deliveryDays'),
    deliveryAmount: buyerCollects
      ? undefined
      : rule(
          values.deliveryAmount,
          (t) => money(t, { min: 0, max: L.deliveryAmount, minExclusive: false }),
          'deliveryAmount',
        ),
    comment: values.comment.trim().length > L.comment ? msg('comment') : undefined,
  };
}
