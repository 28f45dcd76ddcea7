import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../../server/services/settingsFields.js';

/** The check digits of the requisites are rules/requisites.ts: tests/unit/rulesRequisites.test.ts. */

describe('phones of the requisites', () => {
  it('are kept as prefix plus digits', () => {
    expect(normalizePhone('+7 (912) 345-67-89')).toBe('+79123456789');
    expect(normalizePhone('8 912 345-67-89')).toBe('+79123456789');
    expect(normalizePhone('9123456789')).toBe('+79123456789');
    expect(normalizePhone('+375291234567')).toBe('+375291234567');
    expect(normalizePhone('+7 912')).toBeNull();
    expect(normalizePhone('телефон')).toBeNull();
  });
});
