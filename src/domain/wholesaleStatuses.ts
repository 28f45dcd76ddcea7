import { defineConcept, type ChoiceList, type ConceptRow } from './concept';
import {
  isWholesalePseudoStatus,
  WHOLESALE_PSEUDO_STATUS_IDS,
  WHOLESALE_PSEUDO_STATUS_QUERIES,
  WHOLESALE_STATUS_IDS,
  WholesaleStatus,
  type PseudoStatusQuery,
  type WholesalePseudoStatusId,
} from '../../rules';

/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { WholesaleStatus };

export type WholesaleStatusId = (typeof WholesaleStatus)[keyof typeof WholesaleStatus];

const S = WholesaleStatus;
const BOTH_FILTERS: readonly ChoiceList[] = ['orderListFilter', 'financeFilter'];

const ROWS: readonly ConceptRow<WholesaleStatusId>[] = [
  { id: S.All, labelKey: 'orders.wholesaleStatus.0', kind: 'default', offeredIn: [] },
  { id: S.NotPaid, labelKey: 'orders.wholesaleStatus.1', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.NotSent, labelKey: 'orders.wholesaleStatus.2', kind: 'purple', offeredIn: BOTH_FILTERS },
  { id: S.ReadyToSend, labelKey: 'orders.wholesaleStatus.3', kind: 'success', offeredIn: BOTH_FILTERS },
  { id: S.ReadyToShip, labelKey: 'orders.wholesaleStatus.4', kind: 'success', offeredIn: BOTH_FILTERS },
  { id: S.InTransit, labelKey: 'orders.wholesaleStatus.5', kind: 'purple', offeredIn: BOTH_FILTERS },
  { id: S.Shipped, labelKey: 'orders.wholesaleStatus.6', kind: 'purple', offeredIn: BOTH_FILTERS },
  { id: S.Completed, labelKey: 'orders.wholesaleStatus.7', kind: 'success', offeredIn: BOTH_FILTERS },
  { id: S.ShipmentOverdue, labelKey: 'orders.wholesaleStatus.8', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.PaymentOverdue, labelKey: 'orders.wholesaleStatus.9', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.Declined, labelKey: 'orders.wholesaleStatus.10', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.SendingOverdue, labelKey: 'orders.wholesaleStatus.21', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.ReadinessOverdue, labelKey: 'orders.wholesaleStatus.22', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.DeliveryOverdue, labelKey: 'orders.wholesaleStatus.23', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.Cancelled, labelKey: 'orders.wholesaleStatus.24', kind: 'danger', offeredIn: BOTH_FILTERS },
  {
    id: S.ShippedSellerDelivers,
    labelKey: 'orders.wholesaleStatus.30',
    kind: 'default',
    offeredIn: ['orderListFilter'],
  },
  {
    id: S.ShippedBuyerCollects,
    labelKey: 'orders.wholesaleStatus.31',
    kind: 'default',
    offeredIn: ['orderListFilter'],
  },
  {
    id: S.ReadyForCollection,
    labelKey: 'orders.wholesaleStatus.32',
    kind: 'default',
    offeredIn: ['orderListFilter'],
  },
  { id: S.Delivered, labelKey: 'finances.deliveredStatus', kind: 'default', offeredIn: ['financeFilter'] },
];

/** Wholesale order statuses: names `orders.wholesaleStatus.<id>`, an unknown id 'Статус <id>'. */
export const wholesaleStatuses = defineConcept<WholesaleStatusId>({
  fallback: { labelKey: 'orders.wholesaleStatus.unknown', kind: 'default' },
  rows: ROWS,
});

export const wholesaleStatusLabelKey = wholesaleStatuses.labelKey;
export const wholesaleStatusKind = wholesaleStatuses.kind;

/** The status select of the wholesale order list: every status, then the pseudo-statuses. */
export const wholesaleStatusChoices = wholesaleStatuses.choices('orderListFilter');

/** The order-status select of the wholesale finance screen: every status, then 'Доставлен' (100). */
export const wholesaleFinanceStatusOptions = wholesaleStatuses.options('financeFilter');

/** The real order statuses (without 'all', the pseudo-statuses and the finance extra). */
export { WHOLESALE_STATUS_IDS };

export {
  isWholesalePseudoStatus,
  WHOLESALE_PSEUDO_STATUS_IDS,
  WHOLESALE_PSEUDO_STATUS_QUERIES,
  type PseudoStatusQuery,
  type WholesalePseudoStatusId,
};
