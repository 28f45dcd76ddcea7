import { DisputeStatus } from '../../../domain/disputeStatuses';
import type { MessageKey } from '../../../i18n/keys';

/**
 * Which actions a dispute offers, by status (docs/contract/disputes.md "Status machine"). Rules as
 * data: one row per action, in the order the buttons appear; the server answers -20 to a stale one.
 */

export type DisputeAction = 'decline' | 'acceptReturn';

interface DisputeActionRule {
  action: DisputeAction;
  from: readonly number[];
  /** i18n key of the button. */
  labelKey: MessageKey;
  /** Red and outlined (the seller refuses the buyer's claim). */
  danger: boolean;
}

const S = DisputeStatus;

export const DISPUTE_ACTION_RULES: readonly DisputeActionRule[] = [
  { action: 'decline', from: [S.Open], labelKey: 'disputes.actions.decline', danger: true },
  {
    action: 'acceptReturn',
    from: [S.Open, S.Arbitration],
    labelKey: 'disputes.actions.acceptReturn',
    danger: false,
  },
];

export const disputeActionRulesFor = (statusId: number | null | undefined): DisputeActionRule[] =>
  DISPUTE_ACTION_RULES.filter((rule) => rule.from.includes(statusId ?? -1));
