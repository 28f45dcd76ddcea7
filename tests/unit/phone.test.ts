import { describe, expect, it } from 'vitest';
import { formatNationalNumber, formatPhone, parsePhoneNumber } from '../../src/components/format';
import { fullPhone, validatePhone } from '../../src/resources/orders/shared/validation';

describe('phones (issue 8.20)', () => {
  it('reads a typed number with or without the country code, spaces, brackets and dashes', () => {
    for (const typed of [
      '912 345-67-89',
      '+7 (912) 345-67-89',
      '9123456789',
      '8 912 345 67 89',
      '79123456789',
    ]) {
      expect(parsePhoneNumber('+7', typed, 10), typed).toBe('9123456789');
    }
    expect(parsePhoneNumber('+375', '+375 (29) 123-45-67', 9)).toBe('291234567');
    expect(parsePhoneNumber('+7', '912 345-67', 10)).toBeNull();
    expect(parsePhoneNumber('+7', '+375 29 123 45 67', 10)).toBeNull();
  });

  it('the phone inputs accept both forms and send prefix + digits', () => {
    expect(validatePhone('+7', '912 345-67-89')).toBeUndefined();
    expect(validatePhone('+7', '+7 (912) 345-67-89')).toBeUndefined();
    expect(validatePhone('+7', '912 345')?.key).toBe('orders.validation.phoneDigits');
    expect(fullPhone('+7', '+7 (912) 345-67-89')).toBe('+79123456789');
    expect(fullPhone('+7', '912 345-67-89')).toBe('+79123456789');
  });

  it('shows every Russian phone as +7 (912) 345-67-89', () => {
    for (const stored of ['79123456789', '+7 (912) 345-67-89', '89123456789', '9123456789', '+79123456789']) {
      expect(formatPhone(stored), stored).toBe('+7 (912) 345-67-89');
    }
    expect(formatPhone('375291234567')).toBe('+375291234567');
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone('')).toBeNull();
  });

  it('shows a Russian number in a form after its +7 as 912 345-67-89, others as their digits', () => {
    expect(formatNationalNumber('+7', '9123456789')).toBe('912 345-67-89');
    expect(formatNationalNumber('+375', '291234567')).toBe('291234567');
    expect(formatNationalNumber('+7', '91234')).toBe('91234');
  });
});
