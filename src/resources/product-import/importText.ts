import { isApiError } from '../../api/errors';
import type { ImportChange, ImportJob } from '../../api/productImport';
import { formatCount, formatMoneyOrDash } from '../../components/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The statuses during which the page polls the import and shows its progress. */
const RUNNING: readonly ImportJob['status'][] = ['checking', 'applying', 'undoing'];

export const isRunning = (job: ImportJob): boolean => RUNNING.includes(job.status);

export const statusText = (job: ImportJob, translate: Translate): string =>
  translate(`productImport.status.${job.status}`);

/** The rows an apply would write: nothing to apply when the check found none (or did not say). */
export const changesToApply = (job: ImportJob): number => (job.counts.update ?? 0) + (job.counts.create ?? 0);

/** A changed field's Russian name; a field the client does not know is shown as '----'. */
export const fieldName = (field: ImportChange['field'], translate: Translate): string =>
  field ? translate(`productImport.field.${field}`) : formatCount(null);

/** A field's value as the product form shows it: money for the price, percent for the discount. */
export function fieldValue(change: Pick<ImportChange, 'field'>, value: number | null, translate: Translate) {
  if (change.field === 'priceForOne') return formatMoneyOrDash(value);
  if (change.field === 'discount' && value !== null)
    return translate('productImport.percent', { value: formatCount(value) });
  return formatCount(value);
}

/** 'Цена: 1 200,00 руб. → 1 150,00 руб.' */
export const changeText = (change: ImportChange, translate: Translate): string =>
  translate('productImport.rows.change', {
    field: fieldName(change.field, translate),
    old: fieldValue(change, change.old, translate),
    new: fieldValue(change, change.new, translate),
  });

/** The server's own words for a refusal, else the page's text for the failed step. */
export const refusalText = (error: unknown, translate: Translate, fallbackKey: string): string =>
  (isApiError(error) && error.errorMessage) || translate(fallbackKey);
