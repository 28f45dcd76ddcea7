import type { TenderProposalStatusId, TenderStatusId } from '../../contract/index.js';
import type { TenderResult } from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { all, one, run, type SqlValue } from '../db/query.js';
import { ApiStatus, fail, type Envelope } from '../lib/envelope.js';
import { TenderProposalStatus, TenderStatus } from '../../rules/index.js';
import { NOTICES } from './notices.js';
import { notifySeller, publishToSeller, type Notice } from './notify.js';

/** Shared pieces of the tender services (docs/contract/requests-tenders.md, "Tenders"). */

export const TENDER_NOT_FOUND = 'Тендер не найден';
export const PROPOSAL_NOT_FOUND = 'Предложение не найдено';
export const TENDER_ACTION_NOT_ALLOWED = 'Действие недоступно для текущего статуса тендера';
export const PROPOSAL_ACTION_NOT_ALLOWED = 'Действие недоступно для текущего статуса предложения';
export const ALREADY_PROPOSED = 'Вы уже отправили предложение в этот тендер';

export const refusal = (message: string): Envelope<never> => fail(ApiStatus.invalid, message);
export const tenderNotFound = (): Envelope<never> => refusal(TENDER_NOT_FOUND);
export const proposalNotFound = (): Envelope<never> => refusal(PROPOSAL_NOT_FOUND);

/** Lower case for every alphabet: what `title_fold` / `description_fold` hold and searches compare. */
export const fold = (text: string): string => text.toLowerCase();

/**
 * Over a tender aliased `t`: the tenders a seller (bound `?`) may see: every open one, and any
 * other the seller has a proposal in that it has not deleted.
 */
export const VISIBLE_TO_SELLER = `(t.status_id = 1 OR EXISTS (SELECT 1 FROM tender_proposals mine
  WHERE mine.tender_id = t.id AND mine.seller_id = ? AND mine.is_deleted = 0))`;

// Status changes ---------------------------------------------------------------------------------

/** Proposal columns an action writes; names are code constants, values are bound. */
export type ProposalColumn =
  'decline_purpose' | 'is_deleted' | 'order_id' | 'order_description' | 'zip_file_name';

/**
 * What an allowed action changes (the rules of services/tendersRules.ts and tendersBuyer.ts):
 * the proposal acted on (a new status, columns, or its removal), the tender's status, and the
 * tender's other proposals in `others.from` (every proposal when no proposal is acted on).
 */
export interface TenderChange {
  proposal?: { to?: TenderProposalStatusId; set?: Partial<Record<ProposalColumn, SqlValue>> } | 'remove';
  tender?: TenderStatusId;
  others?: { from: readonly TenderProposalStatusId[]; to: TenderProposalStatusId };
}

/** The tender and (for proposal actions) the proposal a change applies to, as they are now. */
export interface ChangeTarget {
  tenderId: number;
  tenderStatusId: number;
  proposal: { id: number; statusId: number } | null;
}

function recordProposalStatus(db: Db, proposalId: number, statusId: number, at: string): void {
  run(
    db,
    'INSERT INTO tender_proposal_history (proposal_id, status_id, created_at) VALUES (?, ?, ?)',
    proposalId,
    statusId,
    at,
  );
}

/** The first history entry of a new proposal (its status 1). */
export const recordNewProposal = (db: Db, proposalId: number, at: string): void =>
  recordProposalStatus(db, proposalId, TenderProposalStatus.UnderReview, at);

export function setTenderStatus(db: Db, tenderId: number, statusId: number, at: string): void {
  run(
    db,
    'INSERT INTO tender_history (tender_id, status_id, created_at) VALUES (?, ?, ?)',
    tenderId,
    statusId,
    at,
  );
  run(db, 'UPDATE tenders SET status_id = ? WHERE id = ?', statusId, tenderId);
}

function changeProposal(
  db: Db,
  proposal: { id: number; statusId: number },
  change: Exclude<TenderChange['proposal'], 'remove' | undefined>,
  tenderCancelled: boolean,
  at: string,
): void {
  const set: [string, SqlValue][] = Object.entries(change.set ?? {}).map(([c, v]) => [c, v ?? null]);
  if (change.to !== undefined && change.to !== proposal.statusId) {
    set.push(['status_id', change.to]);
    recordProposalStatus(db, proposal.id, change.to, at);
    announceProposal(db, proposal.id, change.to, tenderCancelled, at);
  }
  if (set.length === 0) return;
  run(
    db,
    `UPDATE tender_proposals SET ${set.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`,
    ...set.map(([, v]) => v),
    proposal.id,
  );
}

/** A proposal removed while its tender is open: it is gone, with its history (it has no files). */
function removeProposal(db: Db, proposalId: number): void {
  run(db, 'DELETE FROM tender_proposal_history WHERE proposal_id = ?', proposalId);
  run(db, 'DELETE FROM tender_proposals WHERE id = ?', proposalId);
}

function moveOthers(
  db: Db,
  target: ChangeTarget,
  others: NonNullable<TenderChange['others']>,
  tenderCancelled: boolean,
  at: string,
): void {
  const from = JSON.stringify(others.from);
  const exceptId = target.proposal?.id ?? 0;
  const which = `tender_id = ? AND id <> ? AND status_id IN (SELECT value FROM json_each(?))`;
  const moved = all<{ id: number }>(
    db,
    `SELECT id FROM tender_proposals WHERE ${which}`,
    target.tenderId,
    exceptId,
    from,
  );
  run(
    db,
    `INSERT INTO tender_proposal_history (proposal_id, status_id, created_at)
     SELECT id, ?, ? FROM tender_proposals WHERE ${which}`,
    others.to,
    at,
    target.tenderId,
    exceptId,
    from,
  );
  run(
    db,
    `UPDATE tender_proposals SET status_id = ? WHERE ${which}`,
    others.to,
    target.tenderId,
    exceptId,
    from,
  );
  for (const proposal of moved) announceProposal(db, proposal.id, others.to, tenderCancelled, at);
}

/** How a proposal's new status ends its tender for the seller; null: not yet. */
function resultOf(statusId: number, tenderCancelled: boolean): TenderResult | null {
  if (statusId === TenderProposalStatus.Winner) return 'won';
  if (statusId !== TenderProposalStatus.NotChosen) return null;
  return tenderCancelled ? 'cancelled' : 'lost';
}

const RESULT_NOTICES: Record<TenderResult, (tenderId: number) => Notice> = {
  won: NOTICES.tenderWon,
  lost: NOTICES.tenderLost,
  cancelled: NOTICES.tenderCancelled,
};

/** A proposal that won, lost or whose tender was cancelled is told to its seller (whoever decided it). */
function announceProposal(
  db: Db,
  proposalId: number,
  statusId: number,
  tenderCancelled: boolean,
  at: string,
): void {
  const result = resultOf(statusId, tenderCancelled);
  if (!result) return;
  const proposal = one<{ tender_id: number; seller_id: number }>(
    db,
    'SELECT tender_id, seller_id FROM tender_proposals WHERE id = ?',
    proposalId,
  );
  if (!proposal) return;
  publishToSeller(db, proposal.seller_id, 'TenderResult', {
    tenderId: proposal.tender_id,
    proposalId,
    result,
    statusId,
  });
  notifySeller(db, proposal.seller_id, RESULT_NOTICES[result](proposal.tender_id), at);
}

/** Writes a change and its history entries (run inside the caller's transaction). */
export function applyTenderChange(db: Db, target: ChangeTarget, change: TenderChange, at: string): void {
  const cancels = change.tender === TenderStatus.Cancelled;
  if (change.proposal === 'remove' && target.proposal) removeProposal(db, target.proposal.id);
  else if (change.proposal && change.proposal !== 'remove' && target.proposal) {
    changeProposal(db, target.proposal, change.proposal, cancels, at);
  }
  if (change.others) moveOthers(db, target, change.others, cancels, at);
  if (change.tender !== undefined && change.tender !== target.tenderStatusId) {
    setTenderStatus(db, target.tenderId, change.tender, at);
  }
}
