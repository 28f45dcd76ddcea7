/**
 * The rules of a delivery template body as data (docs/contract/delivery.md "Validation"), and the
 * Russian refusal of each. templatesValidate.ts applies them.
 */

export const TEMPLATE_NOT_FOUND = 'Шаблон не найден';

export const TEMPLATE_LIMITS = {
  name: { min: 1, max: 100 },
  products: 500,
  directions: { min: 1, max: 50 },
  days: { min: 0, max: 365 },
  regions: { min: 1, max: 100 },
  cities: { min: 1, max: 500 },
} as const;

/** Limits of one shipment: each null or > 0, at most the bound (kg for weight, cm for sizes). */
export const DIRECTION_SIZE_RULES = [
  { field: 'weight', label: 'вес', max: 100_000, unit: 'кг' },
  { field: 'length', label: 'длина', max: 10_000, unit: 'см' },
  { field: 'width', label: 'ширина', max: 10_000, unit: 'см' },
  { field: 'height', label: 'высота', max: 10_000, unit: 'см' },
] as const;

export const DAY_FIELDS = [
  { field: 'deliveryDayFrom', label: '«от»' },
  { field: 'deliveryDayTo', label: '«до»' },
] as const;

const { name, products, directions, days, regions, cities } = TEMPLATE_LIMITS;

export const TEMPLATE_MESSAGES = {
  name: `Название шаблона: от ${name.min} до ${name.max} символов`,
  nameTaken: (text: string) => `Шаблон «${text}» уже есть`,
  productsCount: `Товары: не более ${products}`,
  product: 'Товар не найден',
  directionsCount: `Направления: от ${directions.min} до ${directions.max}`,
  direction: (n: number, text: string) => `Направление ${n}: ${text}`,
} as const;

export const DIRECTION_MESSAGES = {
  unknown: 'направление не найдено',
  day: (label: string) => `срок ${label} — целое число дней от ${days.min} до ${days.max}`,
  fromAfterTo: 'срок «от» больше срока «до»',
  country: 'страна не найдена',
  method: 'способ доставки: автотранспорт или почта / курьерская служба',
  size: (label: string, max: number, unit: string) =>
    `${label} — больше 0 и не более ${max.toLocaleString('ru-RU')} ${unit}`,
  allRegionsWithChoice: 'при «Все регионы» регионы и города не выбираются',
  regionsCount: `регионов: от ${regions.min} до ${regions.max}`,
  region: 'регион не найден',
  allCitiesWithChoice: 'при «Все города» города не выбираются',
  citiesCount: `городов: от ${cities.min} до ${cities.max}`,
  city: 'город не относится к выбранным регионам',
} as const;
