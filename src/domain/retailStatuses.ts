import { defineConcept, type ChoiceList, type ConceptRow } from './concept';
import { RETAIL_STATUS_IDS, RetailStatus } from '../../rules';

/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { RetailStatus };

export type RetailStatusId = (typeof RetailStatus)[keyof typeof RetailStatus];

const S = RetailStatus;
const BOTH_FILTERS: readonly ChoiceList[] = ['orderListFilter', 'financeFilter'];

const ROWS: readonly ConceptRow<RetailStatusId>[] = [
  { id: S.All, labelKey: 'orders.retailStatus.0', kind: 'default', offeredIn: [] },
  { id: S.NotSent, labelKey: 'orders.retailStatus.1', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.ReadyToShip, labelKey: 'orders.retailStatus.2', kind: 'success', offeredIn: BOTH_FILTERS },
  { id: S.InTransit, labelKey: 'orders.retailStatus.3', kind: 'purple', offeredIn: BOTH_FILTERS },
  { id: S.Delivered, labelKey: 'orders.retailStatus.4', kind: 'success', offeredIn: BOTH_FILTERS },
  { id: S.Completed, labelKey: 'orders.retailStatus.5', kind: 'success', offeredIn: BOTH_FILTERS },
  { id: S.Cancelled, labelKey: 'orders.retailStatus.6', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.ReadinessOverdue, labelKey: 'orders.retailStatus.7', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.ShippingOverdue, labelKey: 'orders.retailStatus.15', kind: 'danger', offeredIn: BOTH_FILTERS },
  { id: S.DeliveryOverdue, labelKey: 'orders.retailStatus.16', kind: 'danger', offeredIn: BOTH_FILTERS },
];

/** Retail order statuses: names `orders.retailStatus.<code>`, an unknown code 'Статус <code>'. */
export const retailStatuses = defineConcept<RetailStatusId>({
  fallback: { labelKey: 'orders.retailStatus.unknown', kind: 'default' },
  rows: ROWS,
});

export const retailStatusLabelKey = retailStatuses.labelKey;
export const retailStatusKind = retailStatuses.kind;

/** The statuses select of the retail order list. */
export const retailStatusChoices = retailStatuses.choices('orderListFilter');

/** The order-status select of the retail finance screen (no 'Доставлен' 100). */
export const retailFinanceStatusOptions = retailStatuses.options('financeFilter');

/** Every real status code (without 'all'). */
export { RETAIL_STATUS_IDS };
