import type { ImportField } from '../../../contract';
import { isApiError } from '../../api/errors';
import type { ImportChange, ImportChangeValue, ImportJob, ImportRow } from '../../api/productImport';
import { formatCount, formatMoneyOrDash, groupDigits, missingValue } from '../../components/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The statuses during which the page polls the import and shows its progress. */
const RUNNING: readonly ImportJob['status'][] = ['checking', 'applying', 'undoing'];

export const isRunning = (job: ImportJob): boolean => RUNNING.includes(job.status);

export const statusText = (job: ImportJob, translate: Translate): string =>
  translate(`productImport.status.${job.status}`);

/** 'Товары целиком' or 'Цены и остатки'; '----' for a kind the server did not name. */
export const kindText = (kind: ImportJob['kind'], translate: Translate): string =>
  kind ? translate(`productImport.kind.${kind}`) : missingValue();

/** The rows an apply would write: nothing to apply when the check found none (or did not say). */
export const changesToApply = (job: ImportJob): number => (job.counts.update ?? 0) + (job.counts.create ?? 0);

/** 'Оптовые товары, строка 3' for a row of a sheet, 'Строка 3' otherwise. */
export const rowPlaceText = (row: Pick<ImportRow, 'sheet' | 'rowNumber'>, translate: Translate): string =>
  row.sheet === null
    ? translate('productImport.rows.rowNumber', { number: row.rowNumber })
    : translate('productImport.rows.sheetRow', { sheet: row.sheet, number: row.rowNumber });

/** A changed field's Russian name; a field the client does not know is shown as '----'. */
export const fieldName = (field: ImportChange['field'], translate: Translate): string =>
  field ? translate(`productImport.field.${field}`) : formatCount(null);

/** How a field's value reads: roubles, a percent, a figure, an id, a product type or a text. */
type FieldLook = 'money' | 'percent' | 'figure' | 'id' | 'productType' | 'text';

/** Every field of the contract has its look (the compiler keeps this complete). */
const FIELD_LOOK: Record<ImportField, FieldLook> = {
  vendorCode: 'text',
  priceForOne: 'money',
  discount: 'percent',
  quantityForSale: 'figure',
  productId: 'id',
  productType: 'productType',
  productName: 'text',
  category: 'text',
  measureUnit: 'text',
  minPrice: 'money',
  maxPrice: 'money',
  withNDS: 'text',
  minUnitInOrder: 'figure',
  productUnitInPackage: 'figure',
  countryOfOrigin: 'text',
  productDescription: 'text',
  weight: 'figure',
  length: 'figure',
  width: 'figure',
  height: 'figure',
  productProperties: 'text',
  file: 'text',
  product: 'text',
};

/** Texts longer than this (a description) are cut, with an ellipsis. */
export const CHANGE_TEXT_LIMIT = 80;

/** A text on one line, cut to CHANGE_TEXT_LIMIT characters with '…'; an empty one as '----'. */
export function shortText(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  if (line === '') return missingValue();
  return line.length > CHANGE_TEXT_LIMIT ? `${line.slice(0, CHANGE_TEXT_LIMIT - 1).trimEnd()}…` : line;
}

/** A figure sent as text ('1200.5') read as a number; any other text is null. */
function numberOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  const parsed = trimmed === '' ? NaN : Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/** '1 301', and up to three decimals when there are any: '0,25' kg, '12,5' cm. */
function formatFigure(value: number): string {
  if (Number.isInteger(value)) return formatCount(value);
  return groupDigits(value, 3).replace(/,?0+$/, '');
}

function figureText(look: FieldLook, value: number, translate: Translate): string | null {
  switch (look) {
    case 'money':
      return formatMoneyOrDash(value);
    case 'percent':
      return translate('productImport.percent', { value: formatFigure(value) });
    case 'figure':
      return formatFigure(value);
    case 'id':
      return String(value);
    case 'productType':
      return value === 1 || value === 2 ? translate(`productImport.productType.${value}`) : String(value);
    default:
      return null;
  }
}

/**
 * A field's value as the product form shows it: money for prices, percent for the discount,
 * figures grouped, texts as they are (long ones cut); `null` as '----'. A figure that came as
 * text is read as a number when it is one, else shown as the text.
 */
export function fieldValue(
  change: Pick<ImportChange, 'field'>,
  value: ImportChangeValue,
  translate: Translate,
): string {
  if (value === null) return missingValue();
  const look = change.field ? FIELD_LOOK[change.field] : 'text';
  const figure = look === 'text' ? null : numberOf(value);
  const shown = figure === null ? null : figureText(look, figure, translate);
  if (shown !== null) return shown;
  return typeof value === 'string' ? shortText(value) : formatFigure(value);
}

/**
 * 'Цена: 1 200,00 руб. → 1 150,00 руб.'; on a row that creates, a field that had nothing before
 * shows only its new value ('Название: Куртка').
 */
export function changeText(change: ImportChange, action: ImportRow['action'], translate: Translate): string {
  const field = fieldName(change.field, translate);
  const next = fieldValue(change, change.new, translate);
  if (action === 'create' && change.old === null)
    return translate('productImport.rows.created', { field, new: next });
  return translate('productImport.rows.change', {
    field,
    old: fieldValue(change, change.old, translate),
    new: next,
  });
}

/** The server's own words for a refusal, else the page's text for the failed step. */
export const refusalText = (error: unknown, translate: Translate, fallbackKey: string): string =>
  (isApiError(error) && error.errorMessage) || translate(fallbackKey);
