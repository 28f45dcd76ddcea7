import { defineConcept, type ConceptRow } from './concept';
import { SafeDealStatus } from '../../rules';

/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { SafeDealStatus };

export type SafeDealStatusId = (typeof SafeDealStatus)[keyof typeof SafeDealStatus];

const S = SafeDealStatus;

/** The specification gives safe-deal statuses no colours: every row is 'default'. */
const ROWS: readonly ConceptRow<SafeDealStatusId>[] = [
  { id: S.Reserved, labelKey: 'finances.safeDealStatuses.1', kind: 'default', offeredIn: ['financeFilter'] },
  { id: S.Sent, labelKey: 'finances.safeDealStatuses.2', kind: 'default', offeredIn: ['financeFilter'] },
  {
    id: S.ReturnIssued,
    labelKey: 'finances.safeDealStatuses.3',
    kind: 'default',
    offeredIn: ['financeFilter'],
  },
  { id: S.NotPaid, labelKey: 'finances.safeDealStatuses.4', kind: 'default', offeredIn: ['financeFilter'] },
];

/** Safe-deal statuses: names `finances.safeDealStatuses.<id>`, an unknown id 'Статус <id>'. */
export const safeDealStatuses = defineConcept<SafeDealStatusId>({
  fallback: { labelKey: 'finances.unknownStatus', kind: 'default' },
  rows: ROWS,
});

export const safeDealStatusLabelKey = safeDealStatuses.labelKey;
export const isSafeDealStatus = safeDealStatuses.has;

/** Зарезервированы, Отправлены, Возврат оформлен, Не оплачен ('Все статусы' is the select's own). */
export const safeDealFinanceStatusOptions = safeDealStatuses.options('financeFilter');

export const SAFE_DEAL_STATUS_IDS = safeDealStatuses.idsIn('financeFilter');
