import type { TenderProposalStatusId, TenderStatusId } from '../../contract';
import { defineConcept, type Choice, type ConceptRow } from './concept';
import { TenderProposalStatus, TenderStatus } from '../../rules';

/** Tender statuses (docs/contract/requests-tenders.md "Tender status machine"). */
/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { TenderStatus };

/** Tender proposal statuses (docs/contract/requests-tenders.md "Tender proposal status machine"). */
/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { TenderProposalStatus };

const T = TenderStatus;
const P = TenderProposalStatus;

const TENDER_ROWS: readonly ConceptRow<TenderStatusId>[] = [
  { id: T.Open, labelKey: 'tenders.status.1', kind: 'success', offeredIn: [] },
  { id: T.ChoosingWinner, labelKey: 'tenders.status.2', kind: 'purple', offeredIn: [] },
  { id: T.WinnerChosen, labelKey: 'tenders.status.3', kind: 'purple', offeredIn: [] },
  { id: T.OrderCreated, labelKey: 'tenders.status.4', kind: 'success', offeredIn: [] },
  { id: T.Cancelled, labelKey: 'tenders.status.5', kind: 'danger', offeredIn: [] },
  { id: T.NotHeld, labelKey: 'tenders.status.6', kind: 'default', offeredIn: [] },
];

const PROPOSAL_ROWS: readonly ConceptRow<TenderProposalStatusId>[] = [
  { id: P.UnderReview, labelKey: 'tenders.proposalStatus.1', kind: 'purple', offeredIn: [] },
  { id: P.Winner, labelKey: 'tenders.proposalStatus.2', kind: 'success', offeredIn: [] },
  { id: P.NotChosen, labelKey: 'tenders.proposalStatus.3', kind: 'danger', offeredIn: [] },
  { id: P.Withdrawn, labelKey: 'tenders.proposalStatus.4', kind: 'default', offeredIn: [] },
  { id: P.OrderCreated, labelKey: 'tenders.proposalStatus.5', kind: 'success', offeredIn: [] },
];

/** Tender statuses: names `tenders.status.<id>`, an unknown id 'Статус <id>'. */
export const tenderStatuses = defineConcept<TenderStatusId>({
  fallback: { labelKey: 'tenders.status.unknown', kind: 'default' },
  rows: TENDER_ROWS,
});

/** Proposal statuses: names `tenders.proposalStatus.<id>`, an unknown id 'Статус <id>'. */
export const tenderProposalStatuses = defineConcept<TenderProposalStatusId>({
  fallback: { labelKey: 'tenders.proposalStatus.unknown', kind: 'default' },
  rows: PROPOSAL_ROWS,
});

const choicesOf = <Id extends number>(rows: readonly ConceptRow<Id>[]): Choice[] =>
  rows.map((row) => ({ id: row.id, name: row.labelKey }));

/**
 * The status select of /tenders/search: the statuses other than 'open', whose place is the empty
 * choice (the server answers open tenders when no status is sent).
 */
export const tenderSearchStatusChoices = choicesOf(TENDER_ROWS.filter((row) => row.id !== T.Open));

/** The tender-status select of /tenders/my-tenders (every status; empty = all). */
export const tenderStatusChoices = choicesOf(TENDER_ROWS);

/** The proposal-status select of /tenders/my-tenders (empty = all). */
export const tenderProposalStatusChoices = choicesOf(PROPOSAL_ROWS);
