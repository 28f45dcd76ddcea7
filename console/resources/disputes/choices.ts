import { DISPUTE_HISTORY_ACTIONS } from '../../../rules/index.js';
import type { Choice } from '../../app/choices';

/** Choices of the dispute screens; names are message keys (console/app/messages.ts). */

const keyed = (prefix: string, ids: readonly (number | string)[]): Choice[] =>
  ids.map((id) => ({ id, name: `console.${prefix}.${id}` }));

export const disputeStatusChoices = keyed('disputeStatus', [1, 2, 3, 4]);
export const disputeReasonChoices = keyed('disputeReason', [1, 2, 3, 4, 5]);
export const authorRoleChoices = keyed('disputeRole', ['buyer', 'seller', 'admin']);
export const disputeActionChoices = keyed('disputeAction', DISPUTE_HISTORY_ACTIONS);
/** The list filter sends the flag as text; the server reads 'true' / 'false'. */
export const disputeMarketChoices: Choice[] = [
  { id: 'false', name: 'console.market.wholesale' },
  { id: 'true', name: 'console.market.retail' },
];

/** The order a buyer may open a dispute on: wholesale 6 (shipped), retail 4 (delivered). */
export const DELIVERED_STATUS = { wholesale: 6, retail: 4 } as const;

/** Decisions need the administrator's comment; the buyer's withdrawal may go without. */
export const COMMENT_REQUIRED: ReadonlySet<string> = new Set(['decideForBuyer', 'decideForSeller']);
