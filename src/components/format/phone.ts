/**
 * Phones (issue 8.20): one parser for what a seller types and one formatter for every phone shown.
 * Typed '912 345-67-89', '+7 (912) 345-67-89' and '8 912 345 67 89' are the same number; the wire
 * and the server keep digits; every Russian number is shown as '+7 (912) 345-67-89'.
 */

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * The national digits of a number typed after `prefix` ('+7', '+375', ...), whose numbers have
 * `length` digits: the digits alone, or with the country code (or, for +7, a leading 8) in front.
 * Null when the digits do not make such a number.
 */
export function parsePhoneNumber(prefix: string, text: string, length: number): string | null {
  const digits = digitsOf(text);
  const country = digitsOf(prefix);
  if (digits.length === length) return digits;
  if (digits.length === country.length + length && digits.startsWith(country))
    return digits.slice(country.length);
  if (country === '7' && digits.length === 11 && digits.startsWith('8')) return digits.slice(1);
  return null;
}

/**
 * A phone for display: Russian numbers (11 digits with 7 or 8 first, or 10 digits) as
 * '+7 (912) 345-67-89'; other numbers as '+' and their digits; null when there is no digit.
 */
export function formatPhone(value: string | null | undefined): string | null {
  const digits = digitsOf(value ?? '');
  if (digits === '') return null;
  const national =
    digits.length === 10 ? digits : digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : null;
  if (national === null) return `+${digits}`;
  return `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
}

/**
 * A national number as a form shows it after its prefix: a Russian one (+7, 10 digits) as
 * '912 345-67-89', the placeholder's shape; others as their digits.
 */
export function formatNationalNumber(prefix: string, digits: string): string {
  if (digitsOf(prefix) !== '7' || !/^\d{10}$/.test(digits)) return digits;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
}
