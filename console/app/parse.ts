/**
 * Parsers of the console's inputs (react-admin's `parse`): what an input holds is text (a radio's
 * value, a select's), the API's bodies want numbers (docs/contract/console.md).
 */

/** '4' → 4; an empty choice → null (a required validator then asks for one). */
export const toInteger = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return null;
  return Number(value.trim());
};
