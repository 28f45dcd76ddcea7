import type { ImportStatus } from '../../contract/index.js';

/**
 * The bulk import of prices and stock as data (docs/contract/import.md): the template's sheet
 * and columns, the file limits and every Russian message of the import.
 */

export const PRICES_SHEET = 'Цены и остатки';

/** The figures a row may change, in the template's order. */
export type FigureField = 'priceForOne' | 'discount' | 'quantityForSale';
export const FIGURE_FIELDS: readonly FigureField[] = ['priceForOne', 'discount', 'quantityForSale'];

/** The template's columns: header, what it carries, its width in the xlsx (characters). */
export const PRICE_COLUMNS = [
  { header: 'Артикул', key: 'vendorCode', width: 22 },
  { header: 'Название товара', key: 'productName', width: 50 },
  { header: 'Цена, руб.', key: 'priceForOne', width: 14 },
  { header: 'Скидка, %', key: 'discount', width: 12 },
  { header: 'Количество', key: 'quantityForSale', width: 14 },
] as const;

export type PriceColumnKey = (typeof PRICE_COLUMNS)[number]['key'];

export const ERROR_COLUMN = 'Ошибка';

export const FILE_LIMITS = {
  bytes: 10 * 1024 * 1024,
  rows: 50_000,
  columns: 60,
} as const;

/** Rows checked between two yields to the event loop. */
export const CHECK_SLICE_ROWS = 500;

const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export const FILE_MESSAGES = {
  type: 'Загрузите файл .xlsx или .csv',
  size: 'Файл больше 10 МБ',
  rows: (n: number) => `В файле ${thousands(n)} строк: можно не больше ${thousands(FILE_LIMITS.rows)}`,
  columns: (n: number) => `В файле ${n} столбцов: можно не больше ${FILE_LIMITS.columns}`,
  noRows: 'В файле нет строк с товарами',
  noVendorColumn: 'В файле нет столбца «Артикул»',
  noFile: 'Выберите файл для загрузки',
} as const;

export const ROW_MESSAGES = {
  noVendorCode: 'Не указан артикул',
  unknown: (code: string) => `Артикул «${code}» не найден в магазине`,
  shared: (code: string) => `Артикул «${code}» есть у нескольких товаров: измените его в карточке товара`,
  twice: (code: string, rows: readonly number[]) =>
    `Артикул «${code}» повторяется в файле (строки ${rows.slice(0, -1).join(', ')} и ${rows.at(-1)})`,
  notNumber: (header: string, text: string) => `${header}: «${text}» не число`,
  kopecks: 'Цена: не больше двух знаков после запятой (копейки)',
} as const;

export const IMPORT_MESSAGES = {
  notFound: 'Импорт не найден',
  noChanges: 'В импорте нет изменений',
  notChecked: 'Импорт ещё проверяется или уже применён',
  notApplied: 'Отменить можно только применённый импорт',
  checkFailed: 'Проверка файла не завершилась: загрузите файл ещё раз',
  checkInterrupted: 'Проверка файла прервалась при перезапуске сервера: загрузите файл ещё раз',
} as const;

/** Statuses the page polls (docs/contract/import.md): a job in one of them is still running. */
export const RUNNING_STATUSES: readonly ImportStatus[] = ['checking', 'applying', 'undoing'];

/** A message of the product form ('скидка должна быть…') as a sentence of its own. */
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
