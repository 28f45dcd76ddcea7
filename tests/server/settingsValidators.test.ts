import { describe, expect, it } from 'vitest';
import {
  isValidCorrespondentAccount,
  isValidInn10,
  isValidInn12,
  isValidKpp,
  isValidOgrn,
  isValidOgrnip,
  isValidSettlementAccount,
} from '../../server/lib/russianRequisites.js';
import { normalizePhone } from '../../server/services/settingsFields.js';

/** Check digits of Russian requisites with real examples (docs/contract/settings.md "Field rules"). */

describe('ИНН', () => {
  it('accepts real organisations and refuses a changed digit', () => {
    expect(isValidInn10('7707083893')).toBe(true); // ПАО Сбербанк
    expect(isValidInn10('7736207543')).toBe(true); // ООО «Яндекс»
    expect(isValidInn10('7707083894')).toBe(false);
    expect(isValidInn10('770708389')).toBe(false);
    expect(isValidInn10('77070838930')).toBe(false);
  });

  it('checks both check digits of a 12-digit ИНН', () => {
    expect(isValidInn12('500100732259')).toBe(true);
    expect(isValidInn12('370256789073')).toBe(true);
    expect(isValidInn12('500100732250')).toBe(false);
    expect(isValidInn12('500100732269')).toBe(false);
    expect(isValidInn12('7707083893')).toBe(false);
  });
});

describe('ОГРН and ОГРНИП', () => {
  it('ОГРН: the first 12 digits mod 11, mod 10', () => {
    expect(isValidOgrn('1027700132195')).toBe(true); // ПАО Сбербанк
    expect(isValidOgrn('1027700229193')).toBe(true); // ООО «Яндекс»
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidOgrn('102770013219')).toBe(false);
  });

  it('ОГРНИП: the first 14 digits mod 13, mod 10', () => {
    expect(isValidOgrnip('304500116000157')).toBe(true);
    expect(isValidOgrnip('318370200012346')).toBe(true);
    expect(isValidOgrnip('304500116000158')).toBe(false);
    expect(isValidOgrnip('1027700132195')).toBe(false);
  });
});

describe('КПП', () => {
  it('4 digits, 2 digits or capital Latin letters, 3 digits', () => {
    expect(isValidKpp('773601001')).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('7736ab001')).toBe(false);
    expect(isValidKpp('77360100')).toBe(false);
    expect(isValidKpp('77360100A')).toBe(false);
  });
});

describe('bank accounts keyed by the БИК', () => {
  it('correspondent accounts of real banks', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', '044525225')).toBe(true); // Сбербанк
    expect(isValidCorrespondentAccount('30101810200000000593', '044525593')).toBe(true); // Альфа-Банк
    expect(isValidCorrespondentAccount('30101810145250000974', '044525974')).toBe(true); // Тинькофф
    expect(isValidCorrespondentAccount('30101810400000000225', '046577674')).toBe(false); // another region
    expect(isValidCorrespondentAccount('30101810400000000226', '044525225')).toBe(false);
    expect(isValidCorrespondentAccount('3010181040000000022', '044525225')).toBe(false);
  });

  it('settlement accounts use the last three digits of the БИК', () => {
    expect(isValidSettlementAccount('40702810538000054321', '044525225')).toBe(true);
    expect(isValidSettlementAccount('40702810016540012345', '046577674')).toBe(true);
    expect(isValidSettlementAccount('40702810538000054321', '044525593')).toBe(false);
    expect(isValidSettlementAccount('40702810538000054322', '044525225')).toBe(false);
  });
});

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
