/**
 * The rules of a product body as data (docs/contract/products.md "A product"): counts, lengths
 * and ranges, and the Russian refusal of each. productsValidate.ts applies them.
 */

export const MAX_COUNT = 1_000_000;

/** Counts and lengths of the contract's table, as data. */
export const LIMITS = {
  name: { min: 3, max: 200 },
  description: 5000,
  country: 100,
  categories: { min: 1, max: 5 },
  tags: { max: 20, length: 50 },
  options: { min: 1, max: 30 },
  vendorCode: 50,
  discount: { min: 0, max: 99 },
  preOrderDays: { min: 1, max: 90 },
  imagesPerOption: 10,
} as const;

/** `weightAndSizes`: each null or > 0, at most the bound (kg for weight, cm for sizes). */
export const SIZE_RULES = [
  { field: 'weight', label: 'Вес', max: 100_000, unit: 'кг' },
  { field: 'length', label: 'Длина', max: 10_000, unit: 'см' },
  { field: 'width', label: 'Ширина', max: 10_000, unit: 'см' },
  { field: 'height', label: 'Высота', max: 10_000, unit: 'см' },
] as const;

export const COUNT_RULES = [
  { field: 'minUnitInOrder', label: 'Минимальный заказ' },
  { field: 'productUnitInPackage', label: 'Количество в упаковке' },
] as const;

export const MESSAGES = {
  name: `Название товара: от ${LIMITS.name.min} до ${LIMITS.name.max} символов`,
  description: `Описание товара: не более ${LIMITS.description} символов`,
  country: `Страна производства: не более ${LIMITS.country} символов`,
  unit: 'Единица измерения не найдена',
  type: 'Этот тип товара недоступен магазину',
  count: (label: string) => `${label}: целое число от 1 до 1 000 000`,
  categoriesCount: `Категории: от ${LIMITS.categories.min} до ${LIMITS.categories.max}`,
  category: (id: number) => `Категория ${id} недоступна для этого товара`,
  template: 'Шаблон доставки не найден',
  size: (label: string, max: number, unit: string) =>
    `${label}: больше 0 и не более ${max.toLocaleString('ru-RU')} ${unit}`,
  tagsCount: `Теги: не более ${LIMITS.tags.max}`,
  tagLength: `Тег: от 1 до ${LIMITS.tags.length} символов`,
  tagTwice: (tag: string) => `Тег «${tag}» указан дважды`,
  optionsCount: `Варианты: от ${LIMITS.options.min} до ${LIMITS.options.max}`,
  oneBase: 'Ровно один вариант должен быть базовым',
  option: (n: number, text: string) => `Вариант ${n}: ${text}`,
} as const;

export const OPTION_MESSAGES = {
  unknown: 'вариант не найден',
  vendorCode: `артикул от 1 до ${LIMITS.vendorCode} символов`,
  vendorCodeTwice: (code: string) => `артикул «${code}» уже есть у другого варианта`,
  priceForOne: 'цена за единицу должна быть больше 0',
  minPrice: 'минимальная цена должна быть больше 0',
  maxPrice: 'максимальная цена должна быть больше 0',
  maxBelowMin: 'максимальная цена меньше минимальной',
  discount: 'скидка должна быть от 0 до 99 %',
  negativeQuantity: 'количество не может быть отрицательным',
  fractionalQuantity: 'количество должно быть целым числом',
  preOrderDays: `срок предзаказа от ${LIMITS.preOrderDays.min} до ${LIMITS.preOrderDays.max} дней`,
  propertiesFormat: 'свойства переданы в неверном формате',
  propertyUnknown: (id: number) => `свойство ${id} не найдено у магазина`,
  propertyValue: (key: string, value: string) => `у свойства «${key}» нет значения «${value}»`,
  imagesCount: `не более ${LIMITS.imagesPerOption} изображений`,
  imageUnknown: 'изображение не найдено среди загруженных магазином',
  oneBaseImage: 'ровно одно изображение должно быть основным',
} as const;

const isInteger = (value: number): boolean => Number.isInteger(value);

/**
 * The rules of an option's price, discount and quantity, written once: the product save
 * (productsValidate.ts) and the bulk import (productImportCheck.ts) both ask them. Each answers
 * the broken rule's message (OPTION_MESSAGES, without the 'Вариант N: ' prefix) or null.
 */
export const OPTION_FIGURE_RULES = {
  priceForOne: (value: number): string | null => (value > 0 ? null : OPTION_MESSAGES.priceForOne),
  discount: (value: number): string | null =>
    isInteger(value) && value >= LIMITS.discount.min && value <= LIMITS.discount.max
      ? null
      : OPTION_MESSAGES.discount,
  quantityForSale: (value: number): string | null => {
    if (value < 0) return OPTION_MESSAGES.negativeQuantity;
    return isInteger(value) ? null : OPTION_MESSAGES.fractionalQuantity;
  },
} as const;
