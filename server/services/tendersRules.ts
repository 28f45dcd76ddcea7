import type { TenderStatusId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { one } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { TenderProposalStatus as P, TenderStatus as T } from '../../rules/index.js';
import { iso } from '../lib/time.js';
import {
  applyTenderChange,
  proposalNotFound,
  refusal,
  tenderNotFound,
  PROPOSAL_ACTION_NOT_ALLOWED,
  VISIBLE_TO_SELLER,
  type TenderChange,
} from './tendersCommon.js';
import { sweepTenders } from './tendersSweep.js';

/**
 * What a seller does to its own tender proposal (docs/contract/requests-tenders.md, "Tender
 * proposal status machine"): each action is a rule (allowed-from statuses of the proposal and,
 * where it matters, of the tender; its effect), run after the sweep on the caller's proposal.
 */

export type SellerProposalAction = 'decline' | 'delete' | 'createOrder';

/** What a rule reads of the caller's proposal and its tender. */
export interface ProposalState {
  id: number;
  tender_id: number;
  status_id: number;
  tender_status_id: number;
  /** The tender's other proposals under review (1). */
  others_under_review: number;
}

/** The argument of the action after its checks. */
export interface ProposalActionInput {
  declinePurpose?: string;
  order?: { orderId: number; description: string; zipFileName: string | null };
}

interface SellerProposalRule {
  action: SellerProposalAction;
  from: readonly number[];
  /** The tender's statuses the action needs (any when absent). */
  tenderIn?: readonly number[];
  effect: (state: ProposalState, input: ProposalActionInput) => TenderChange;
}

/**
 * After a withdrawal, a tender waiting for its buyer (2, or 3 whose winner withdrew) goes back to
 * the choice while a proposal under review is left, else it is not held; an open tender stays open.
 */
function tenderAfterWithdrawal(state: ProposalState): TenderStatusId | undefined {
  const waitsForBuyer =
    state.tender_status_id === T.ChoosingWinner ||
    (state.tender_status_id === T.WinnerChosen && state.status_id === P.Winner);
  if (!waitsForBuyer) return undefined;
  return state.others_under_review > 0 ? T.ChoosingWinner : T.NotHeld;
}

export const SELLER_PROPOSAL_RULES: readonly SellerProposalRule[] = [
  {
    action: 'decline',
    from: [P.UnderReview, P.Winner],
    effect: (state, input) => ({
      proposal: { to: P.Withdrawn, set: { decline_purpose: input.declinePurpose ?? null } },
      tender: tenderAfterWithdrawal(state),
    }),
  },
  // Removed while the tender is open: the seller may propose again.
  { action: 'delete', from: [P.UnderReview], tenderIn: [T.Open], effect: () => ({ proposal: 'remove' }) },
  // Finished ones leave the seller's lists; the buyer's side keeps them.
  {
    action: 'delete',
    from: [P.NotChosen, P.Withdrawn],
    effect: () => ({ proposal: { set: { is_deleted: 1 } } }),
  },
  {
    action: 'createOrder',
    from: [P.Winner],
    tenderIn: [T.WinnerChosen],
    effect: (_state, { order }) => ({
      proposal: {
        to: P.OrderCreated,
        set: {
          order_id: order?.orderId ?? null,
          order_description: order?.description ?? null,
          zip_file_name: order?.zipFileName ?? null,
        },
      },
      tender: T.OrderCreated,
      // The win is final: the proposals still under review are not chosen.
      others: { from: [P.UnderReview], to: P.NotChosen },
    }),
  },
];

const allows = (rule: SellerProposalRule, state: ProposalState): boolean =>
  rule.from.includes(state.status_id) && (!rule.tenderIn || rule.tenderIn.includes(state.tender_status_id));

const STATE_COLUMNS = `p.id, p.tender_id, p.status_id, t.status_id AS tender_status_id,
  (SELECT COUNT(*) FROM tender_proposals o
   WHERE o.tender_id = p.tender_id AND o.id <> p.id AND o.status_id = ${P.UnderReview}) AS others_under_review`;

/** Which proposal an action names: by its id, or the caller's proposal in a tender. */
export type ProposalRef = { proposalId: number } | { tenderId: number };

/**
 * The caller's live (not deleted) proposal. By tender: a tender the caller may not see answers
 * 'Тендер не найден', one it sees without a proposal of the caller 'Предложение не найдено'.
 */
function findState(db: Db, sellerId: number, ref: ProposalRef): ProposalState | Envelope<never> {
  if ('proposalId' in ref) {
    const state = one<ProposalState>(
      db,
      `SELECT ${STATE_COLUMNS} FROM tender_proposals p JOIN tenders t ON t.id = p.tender_id
       WHERE p.id = ? AND p.seller_id = ? AND p.is_deleted = 0`,
      ref.proposalId,
      sellerId,
    );
    return state ?? proposalNotFound();
  }
  const tender = one<{ id: number }>(
    db,
    `SELECT t.id FROM tenders t WHERE t.id = ? AND ${VISIBLE_TO_SELLER}`,
    ref.tenderId,
    sellerId,
  );
  if (!tender) return tenderNotFound();
  const state = one<ProposalState>(
    db,
    `SELECT ${STATE_COLUMNS} FROM tender_proposals p JOIN tenders t ON t.id = p.tender_id
     WHERE p.tender_id = ? AND p.seller_id = ? AND p.is_deleted = 0`,
    ref.tenderId,
    sellerId,
  );
  return state ?? proposalNotFound();
}

export type ProposalDecision =
  { ok: true; state: ProposalState; rule: SellerProposalRule } | { ok: false; refusal: Envelope<never> };

/** The sweep, the caller's proposal, then the rule its statuses allow (else the status refusal). */
export function decideProposalAction(
  db: Db,
  now: number,
  sellerId: number,
  ref: ProposalRef,
  action: SellerProposalAction,
): ProposalDecision {
  sweepTenders(db, now);
  const state = findState(db, sellerId, ref);
  if ('status' in state) return { ok: false, refusal: state };
  const rule = SELLER_PROPOSAL_RULES.find((r) => r.action === action && allows(r, state));
  return rule ? { ok: true, state, rule } : { ok: false, refusal: refusal(PROPOSAL_ACTION_NOT_ALLOWED) };
}

/** Applies an allowed rule's effect to the proposal and its tender (inside the caller's transaction). */
export function applyProposalRule(
  db: Db,
  now: number,
  decision: Extract<ProposalDecision, { ok: true }>,
  input: ProposalActionInput,
): void {
  const { state, rule } = decision;
  applyTenderChange(
    db,
    {
      tenderId: state.tender_id,
      tenderStatusId: state.tender_status_id,
      proposal: { id: state.id, statusId: state.status_id },
    },
    rule.effect(state, input),
    iso(now),
  );
}

/** Runs one of the caller's proposal actions in a transaction; `data: true` when done. */
export function runProposalAction(
  db: Db,
  now: number,
  sellerId: number,
  ref: ProposalRef,
  action: SellerProposalAction,
  input: ProposalActionInput = {},
): Envelope<true> {
  return db.transaction((): Envelope<true> => {
    const decision = decideProposalAction(db, now, sellerId, ref, action);
    if (!decision.ok) return decision.refusal;
    applyProposalRule(db, now, decision, input);
    return ok(true);
  })();
}
