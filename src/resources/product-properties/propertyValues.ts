/**
 * The rules of a store property (docs/contract/products.md "Properties"): a key of 1..50
 * characters; values separated by commas, each trimmed 1..50, 1..100 distinct values. The page
 * checks them before sending; the server checks them again (and the key's uniqueness).
 */
export const PROPERTY_KEY_MAX = 50;
export const PROPERTY_VALUE_MAX = 50;
export const PROPERTY_VALUES_MAX = 100;

const V = 'products.properties.validation.';

/** The values of a comma-separated text, trimmed, empty pieces dropped. */
export const splitValues = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** The values as stored: 'a, b, c'. */
export const joinValues = (values: readonly string[]): string => values.join(', ');

/** The i18n key of what is wrong with a key, or undefined. */
export function keyError(key: string): string | undefined {
  const length = key.trim().length;
  return length < 1 || length > PROPERTY_KEY_MAX ? `${V}keyLength` : undefined;
}

/** The i18n key of what is wrong with the values' text, or undefined. */
export function valuesError(text: string): string | undefined {
  const values = splitValues(text);
  if (values.length === 0) return `${V}valuesRequired`;
  if (values.length > PROPERTY_VALUES_MAX) return `${V}valuesCount`;
  if (values.some((value) => value.length > PROPERTY_VALUE_MAX)) return `${V}valueLength`;
  const distinct = new Set(values.map((value) => value.toLowerCase()));
  return distinct.size === values.length ? undefined : `${V}valuesDistinct`;
}
