import type { AdvertStatus } from '../../contract/marketing';
import { defineConcept, type Choice, type ConceptRow } from './concept';
import { AdvertStatusId } from '../../rules';

/** Advert or offer status (spec section 4; docs/contract/marketing.md "Advert status by kind"). */
/** The ids are rules/statuses.ts (shared with the server and the console); this file adds names and colours. */
export { AdvertStatusId };

const A = AdvertStatusId;

const ADVERT_ROWS: readonly ConceptRow<AdvertStatus>[] = [
  { id: A.Active, labelKey: 'marketing.advertStatus.1', kind: 'success', offeredIn: [] },
  { id: A.Expired, labelKey: 'marketing.advertStatus.2', kind: 'default', offeredIn: [] },
  { id: A.Reactivated, labelKey: 'marketing.advertStatus.3', kind: 'success', offeredIn: [] },
  { id: A.Declined, labelKey: 'marketing.advertStatus.4', kind: 'danger', offeredIn: [] },
  { id: A.Pending, labelKey: 'marketing.advertStatus.5', kind: 'purple', offeredIn: [] },
];

/** Banners, highlights and top rows: names `marketing.advertStatus.<id>`, an unknown id 'Статус <id>'. */
export const advertStatuses = defineConcept<AdvertStatus>({
  fallback: { labelKey: 'marketing.advertStatus.unknown', kind: 'default' },
  rows: ADVERT_ROWS,
});

/** The advert-status select of the banner, highlight and top lists (empty = all). */
export const advertStatusChoices: Choice[] = ADVERT_ROWS.map((row) => ({ id: row.id, name: row.labelKey }));
