import type { ImportProductField, ProductTypeId } from '../../contract/index.js';
import { ProductType } from '../../rules/statuses.js';

/**
 * The whole-products template as data (docs/contract/import.md "The template (`kind: products`)"):
 * its sheets, columns and the Russian messages of its rows. The rules of the values are the
 * product form's (productsRules.ts, productsValidate.ts).
 */

export const TYPE_SHEETS: Readonly<Record<ProductTypeId, string>> = {
  [ProductType.Retail]: 'Розничные товары',
  [ProductType.Wholesale]: 'Оптовые товары',
};

/** 'Тип товара' in a `.csv`. */
export const TYPE_NAMES: Readonly<Record<ProductTypeId, string>> = {
  [ProductType.Retail]: 'Розничный',
  [ProductType.Wholesale]: 'Оптовый',
};

export const LISTS_SHEET = 'Списки';

export const YES = 'Да';
export const NO = 'Нет';

/** Where a column's value lives: the product as a whole, or the row's option. */
export type ColumnScope = 'product' | 'option';

/** How a cell is read and written. */
export type ProductColumnType = 'text' | 'money' | 'integer' | 'decimal' | 'yesNo';

export type ProductColumnKey =
  | 'vendorCode'
  | Exclude<ImportProductField, 'productProperties'>
  | 'priceForOne'
  | 'discount'
  | 'quantityForSale';

export interface ProductColumn {
  key: ProductColumnKey;
  header: string;
  width: number;
  type: ProductColumnType;
  scope: ColumnScope;
  /** A new product (or option) must fill it. */
  requiredForNew: boolean;
  /** `.csv` only (in an `.xlsx` the sheet gives the type). */
  csvOnly?: boolean;
}

const column = (
  key: ProductColumnKey,
  header: string,
  width: number,
  type: ProductColumnType,
  scope: ColumnScope,
  requiredForNew = false,
): ProductColumn => ({ key, header, width, type, scope, requiredForNew });

/** The template's columns in order; the store's properties follow, one column each. */
export const PRODUCT_COLUMNS: readonly ProductColumn[] = [
  { ...column('productType', 'Тип товара', 14, 'text', 'product'), csvOnly: true },
  column('productId', 'ID товара', 11, 'integer', 'product'),
  column('vendorCode', 'Артикул', 20, 'text', 'option', true),
  column('productName', 'Название товара', 40, 'text', 'product', true),
  column('category', 'Категория', 44, 'text', 'product', true),
  column('measureUnit', 'Единица измерения', 12, 'text', 'product', true),
  column('priceForOne', 'Цена, руб.', 13, 'money', 'option', true),
  column('discount', 'Скидка, %', 10, 'integer', 'option'),
  column('quantityForSale', 'Количество', 12, 'integer', 'option'),
  column('minPrice', 'Мин. цена, руб.', 14, 'money', 'option', true),
  column('maxPrice', 'Макс. цена, руб.', 14, 'money', 'option', true),
  column('withNDS', 'С НДС', 8, 'yesNo', 'option'),
  column('minUnitInOrder', 'Мин. заказ', 11, 'integer', 'product'),
  column('productUnitInPackage', 'В упаковке', 11, 'integer', 'product'),
  column('countryOfOrigin', 'Страна производства', 20, 'text', 'product'),
  column('productDescription', 'Описание', 50, 'text', 'product'),
  column('weight', 'Вес, кг', 10, 'decimal', 'product'),
  column('length', 'Длина, см', 10, 'decimal', 'product'),
  column('width', 'Ширина, см', 10, 'decimal', 'product'),
  column('height', 'Высота, см', 10, 'decimal', 'product'),
];

export const SIZE_KEYS = ['weight', 'length', 'width', 'height'] as const;

export const PRODUCT_ROW_MESSAGES = {
  category: (text: string) => `Категория «${text}» не найдена`,
  unit: (text: string) => `Единица измерения «${text}» не найдена`,
  yesNo: (header: string, text: string) => `${header}: «${text}» — укажите «${YES}» или «${NO}»`,
  productId: (text: string) => `Товар с ID ${text} не найден в магазине`,
  otherProduct: (code: string, productId: number) =>
    `Артикул «${code}» принадлежит другому товару (ID ${productId})`,
  type: (text: string) => `Тип товара «${text}» недоступен магазину`,
  noType: 'Не указан тип товара',
  requiredForNew: (header: string) => `${header}: заполните для нового товара`,
  differs: (header: string, rowNumber: number) =>
    `«${header}» отличается от строки ${rowNumber} того же товара`,
  sibling: (rowNumbers: readonly number[]) =>
    `Товар не будет записан: ошибка в ${rowNumbers.length > 1 ? 'строках' : 'строке'} ${rowNumbers.join(', ')}`,
  notInteger: (header: string) => `${header}: нужно целое число`,
} as const;
