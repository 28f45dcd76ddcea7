import type { DisputeReasonId, DisputeStatusId } from '../../contract';
import { defineConcept, type Choice, type ConceptRow } from './concept';
import { DisputeStatus, OPEN_DISPUTE_STATUSES } from '../../rules';

/** Dispute statuses and reasons (docs/contract/disputes.md "Status machine"). */
/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { DisputeStatus };

const S = DisputeStatus;

/** Open needs the seller's answer (red), arbitration is under way (purple), closed ones are settled. */
const STATUS_ROWS: readonly ConceptRow<DisputeStatusId>[] = [
  { id: S.Open, labelKey: 'disputes.status.1', kind: 'danger', offeredIn: [] },
  { id: S.Arbitration, labelKey: 'disputes.status.2', kind: 'purple', offeredIn: [] },
  { id: S.ClosedForBuyer, labelKey: 'disputes.status.3', kind: 'default', offeredIn: [] },
  { id: S.ClosedForSeller, labelKey: 'disputes.status.4', kind: 'success', offeredIn: [] },
];

/** Dispute statuses: names `disputes.status.<id>`, an unknown id 'Статус <id>'. */
export const disputeStatuses = defineConcept<DisputeStatusId>({
  fallback: { labelKey: 'disputes.status.unknown', kind: 'default' },
  rows: STATUS_ROWS,
});

/** The status select of the dispute lists: every status, in the table's order. */
export const disputeStatusChoices: Choice[] = STATUS_ROWS.map((row) => ({ id: row.id, name: row.labelKey }));

/** The statuses in which the seller still has to answer by `answerDeadline` (later the sweep moves on). */
export const ANSWER_DEADLINE_STATUSES: readonly DisputeStatusId[] = [S.Open];

export const awaitsSellerAnswer = (statusId: number | null | undefined): boolean =>
  (ANSWER_DEADLINE_STATUSES as readonly number[]).includes(statusId ?? -1);

const REASON_ROWS: readonly ConceptRow<DisputeReasonId>[] = ([1, 2, 3, 4, 5] as const).map((id) => ({
  id,
  labelKey: `disputes.reason.${id}`,
  kind: 'default',
  offeredIn: [],
}));

/** Dispute reasons: names `disputes.reason.<id>`, an unknown id 'Причина <id>'. */
export const disputeReasons = defineConcept<DisputeReasonId>({
  fallback: { labelKey: 'disputes.reason.unknown', kind: 'default' },
  rows: REASON_ROWS,
});

export { OPEN_DISPUTE_STATUSES };

export const isDisputeOpen = (statusId: number | null | undefined): boolean =>
  (OPEN_DISPUTE_STATUSES as readonly number[]).includes(statusId ?? -1);
