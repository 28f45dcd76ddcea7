import { defineConcept, type ConceptRow } from './concept';
import { OrderRequestStatus } from '../../rules';

/**
 * Order-request statuses (docs/contract/requests-tenders.md "Status machine"). 1 is the filter's
 * 'Все' (0 and 1 both mean "no status filter", spec section 5).
 */
/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { OrderRequestStatus };

export type OrderRequestStatusValue = (typeof OrderRequestStatus)[keyof typeof OrderRequestStatus];

const S = OrderRequestStatus;

const ROWS: readonly ConceptRow<OrderRequestStatusValue>[] = [
  { id: S.All, labelKey: 'orderRequests.status.1', kind: 'default', offeredIn: [] },
  { id: S.New, labelKey: 'orderRequests.status.2', kind: 'purple', offeredIn: ['orderListFilter'] },
  { id: S.ProposalSent, labelKey: 'orderRequests.status.3', kind: 'purple', offeredIn: ['orderListFilter'] },
  {
    id: S.ProposalAccepted,
    labelKey: 'orderRequests.status.6',
    kind: 'success',
    offeredIn: ['orderListFilter'],
  },
  { id: S.OrderCreated, labelKey: 'orderRequests.status.4', kind: 'success', offeredIn: ['orderListFilter'] },
  {
    id: S.RejectedBySeller,
    labelKey: 'orderRequests.status.5',
    kind: 'danger',
    offeredIn: ['orderListFilter'],
  },
  {
    id: S.ProposalRejected,
    labelKey: 'orderRequests.status.7',
    kind: 'danger',
    offeredIn: ['orderListFilter'],
  },
  { id: S.Expired, labelKey: 'orderRequests.status.8', kind: 'danger', offeredIn: ['orderListFilter'] },
];

/** Order-request statuses: names `orderRequests.status.<id>`, an unknown id 'Статус <id>'. */
export const orderRequestStatuses = defineConcept<OrderRequestStatusValue>({
  fallback: { labelKey: 'orderRequests.status.unknown', kind: 'default' },
  rows: ROWS,
});

export const orderRequestStatusLabelKey = orderRequestStatuses.labelKey;

/** The status select of /requests: every status in the order a request lives them; empty = 'Все'. */
export const orderRequestStatusChoices = orderRequestStatuses.choices('orderListFilter');

/** The label of the filter's empty choice ('Все', status 1). */
export const ORDER_REQUEST_ALL_STATUSES_KEY = orderRequestStatuses.labelKey(S.All);

/** Finished requests: the only ones the seller may delete (DeleteOrderRequest). */
export const FINISHED_ORDER_REQUEST_STATUSES: readonly number[] = [
  S.OrderCreated,
  S.RejectedBySeller,
  S.ProposalRejected,
  S.Expired,
];

export const isFinishedOrderRequest = (statusId: number | null | undefined): boolean =>
  typeof statusId === 'number' && FINISHED_ORDER_REQUEST_STATUSES.includes(statusId);
