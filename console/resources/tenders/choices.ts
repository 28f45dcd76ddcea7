import type { Choice } from '../../app/choices';

/** Tender choices whose names are message keys of `console.tenders` (docs/contract/requests-tenders.md). */

const keyed = (prefix: string, ids: readonly (number | string)[]): Choice[] =>
  ids.map((id) => ({ id, name: `console.tenders.${prefix}.${id}` }));

export const TENDER_STATUS_IDS = [1, 2, 3, 4, 5, 6] as const;
export const PROPOSAL_STATUS_IDS = [1, 2, 3, 4, 5] as const;
export const TENDER_ACTIONS = ['chooseWinner', 'cancel'] as const;
export type TenderAction = (typeof TENDER_ACTIONS)[number];

export const tenderStatusChoices = keyed('status', TENDER_STATUS_IDS);
export const proposalStatusChoices = keyed('proposalStatus', PROPOSAL_STATUS_IDS);
export const tenderActionChoices = keyed('action', TENDER_ACTIONS);

/** A proposal under review (1) is the one a buyer may choose. */
export const UNDER_REVIEW = 1;
