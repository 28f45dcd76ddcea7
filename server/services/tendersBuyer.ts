import type { Db } from '../db/index.js';
import { one, run } from '../db/query.js';
import { TenderProposalStatus as P, TenderStatus as T } from '../../rules/index.js';
import { iso } from '../lib/time.js';
import {
  applyTenderChange,
  PROPOSAL_ACTION_NOT_ALLOWED,
  PROPOSAL_NOT_FOUND,
  TENDER_ACTION_NOT_ALLOWED,
  TENDER_NOT_FOUND,
  type TenderChange,
} from './tendersCommon.js';
import { sweepTenders } from './tendersSweep.js';

/**
 * What the buyer does to its tender, played from the marketplace console (docs/contract/console.md,
 * "tender-actions"): each action is a rule (allowed-from statuses of the tender and, for a choice,
 * of the chosen proposal; its effect), run after the sweep through the same change writer as the
 * seller's proposal actions.
 */

export const TENDER_BUYER_ACTIONS = ['chooseWinner', 'cancel'] as const;
export type TenderBuyerAction = (typeof TENDER_BUYER_ACTIONS)[number];

interface TenderBuyerRule {
  action: TenderBuyerAction;
  from: readonly number[];
  /** The action names one of the tender's proposals, which must be in one of these statuses. */
  proposalFrom?: readonly number[];
  effect: TenderChange;
}

export const TENDER_BUYER_RULES: readonly TenderBuyerRule[] = [
  {
    action: 'chooseWinner',
    from: [T.Open, T.ChoosingWinner],
    proposalFrom: [P.UnderReview],
    // The others stay under review until the winner's order is made: a withdrawn winner is replaced.
    effect: { proposal: { to: P.Winner }, tender: T.WinnerChosen },
  },
  {
    action: 'cancel',
    from: [T.Open, T.ChoosingWinner, T.WinnerChosen],
    effect: { tender: T.Cancelled, others: { from: [P.UnderReview, P.Winner], to: P.NotChosen } },
  },
];

const ruleOf = (action: string): TenderBuyerRule | undefined =>
  TENDER_BUYER_RULES.find((r) => r.action === action);

/** The buyer actions a tender's status allows now, in rule order. */
export const allowedTenderActions = (statusId: number): TenderBuyerAction[] =>
  TENDER_BUYER_RULES.filter((r) => r.from.includes(statusId)).map((r) => r.action);

export interface TenderActionRequest {
  tenderId: number;
  action: string;
  proposalId: number | null;
  adminId: number | null;
}

/** Why an action was refused: 400 bad argument, 404 unknown tender or proposal, 409 not allowed now. */
export type TenderActionResult =
  { ok: true; actionId: number } | { ok: false; status: 400 | 404 | 409; message: string };

const refused = (status: 400 | 404 | 409, message: string): TenderActionResult => ({
  ok: false,
  status,
  message,
});

/**
 * Runs one buyer action in a transaction: its argument, the sweep, the tender and its status, the
 * chosen proposal and its status, the change with its history entries, and the console's log row.
 */
export function runTenderAction(db: Db, now: number, request: TenderActionRequest): TenderActionResult {
  const rule = ruleOf(request.action);
  if (!rule) return refused(400, `Action '${request.action}' is not a tender action`);
  if (rule.proposalFrom && request.proposalId === null) {
    return refused(400, `Field 'proposalId' is required for action '${rule.action}'`);
  }
  return db.transaction((): TenderActionResult => {
    sweepTenders(db, now);
    const tender = one<{ id: number; status_id: number }>(
      db,
      'SELECT id, status_id FROM tenders WHERE id = ?',
      request.tenderId,
    );
    if (!tender) return refused(404, TENDER_NOT_FOUND);
    if (!rule.from.includes(tender.status_id)) return refused(409, TENDER_ACTION_NOT_ALLOWED);
    let proposal: { id: number; statusId: number } | null = null;
    if (rule.proposalFrom) {
      proposal =
        one<{ id: number; statusId: number }>(
          db,
          'SELECT id, status_id AS statusId FROM tender_proposals WHERE id = ? AND tender_id = ?',
          request.proposalId,
          tender.id,
        ) ?? null;
      if (!proposal) return refused(404, PROPOSAL_NOT_FOUND);
      if (!rule.proposalFrom.includes(proposal.statusId)) return refused(409, PROPOSAL_ACTION_NOT_ALLOWED);
    }
    const at = iso(now);
    applyTenderChange(
      db,
      { tenderId: tender.id, tenderStatusId: tender.status_id, proposal },
      rule.effect,
      at,
    );
    const actionId = run(
      db,
      `INSERT INTO tender_actions (tender_id, action, proposal_id, status_before, status_after, admin_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      tender.id,
      rule.action,
      proposal?.id ?? null,
      tender.status_id,
      rule.effect.tender ?? tender.status_id,
      request.adminId,
      at,
    ).lastInsertRowid;
    return { ok: true, actionId: Number(actionId) };
  })();
}
