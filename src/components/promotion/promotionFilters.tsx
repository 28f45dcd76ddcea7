import { advertStatusChoices } from '../../domain';
import { HIGHLIGHT_LABELS } from '../../api/promotionsPayloads';
import { selectFilter } from '../list';

const F = 'promotions.filters.';

const labelChoices = HIGHLIGHT_LABELS.map((label) => ({ id: label, name: `marketing.label.${label}` }));

/** The advert-status filter of both lists (empty = every status). */
export const advertStatusFilter = () =>
  selectFilter('status', `${F}status`, advertStatusChoices, `${F}allStatuses`);

/** /marketing/highlights: label and status, kept in the URL. */
export const highlightFilters = [
  selectFilter('label', `${F}label`, labelChoices, `${F}allLabels`),
  advertStatusFilter(),
];

/** /marketing/top: status, kept in the URL. */
export const topFilters = [advertStatusFilter()];
