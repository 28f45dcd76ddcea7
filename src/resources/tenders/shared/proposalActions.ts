import type { TenderProposalListItem } from '../../../api/tenders';
import { TenderProposalStatus as P, TenderStatus } from '../../../domain/tenderStatuses';

/**
 * What the seller may do with a proposal, by its status and its tender's
 * (docs/contract/requests-tenders.md "Tender proposal status machine"). Rules as data: one row
 * per case, in the order the buttons appear.
 */

export type ProposalAction = 'createOrder' | 'decline' | 'delete';

type Subject = Pick<TenderProposalListItem, 'statusId' | 'tenderStatusId'>;

interface ProposalActionRule {
  action: ProposalAction;
  from: readonly number[];
  /** The tender statuses that allow it; any when absent. */
  tenderFrom?: readonly number[];
}

export const PROPOSAL_ACTION_RULES: readonly ProposalActionRule[] = [
  // The winner turns its proposal into an order (the tender waits for it: 3).
  { action: 'createOrder', from: [P.Winner], tenderFrom: [TenderStatus.WinnerChosen] },
  { action: 'decline', from: [P.UnderReview, P.Winner] },
  // Under review: only while the tender takes proposals (the seller may then propose again).
  { action: 'delete', from: [P.UnderReview], tenderFrom: [TenderStatus.Open] },
  { action: 'delete', from: [P.NotChosen, P.Withdrawn] },
];

/** A proposal or tender without a status offers only what its status would not matter for: nothing. */
const within = (ids: readonly number[] | undefined, id: number | null): boolean =>
  ids === undefined || (id !== null && ids.includes(id));

export function proposalActionsFor(proposal: Subject): ProposalAction[] {
  const allowed = PROPOSAL_ACTION_RULES.filter(
    (rule) =>
      proposal.statusId !== null &&
      within(rule.from, proposal.statusId) &&
      within(rule.tenderFrom, proposal.tenderStatusId),
  ).map((rule) => rule.action);
  return [...new Set(allowed)];
}

export const isDeletable = (proposal: Subject): boolean => proposalActionsFor(proposal).includes('delete');
