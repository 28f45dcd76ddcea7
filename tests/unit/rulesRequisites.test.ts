import { describe, expect, it } from 'vitest';
import {
  bikValid,
  correspondentAccountValid,
  innChecksumValid,
  kppValid,
  ogrnChecksumValid,
  okpoValid,
  OKVED_PATTERN,
  POSTAL_INDEX_PATTERN,
  settlementAccountValid,
  SWIFT_PATTERN,
} from '../../rules';

/** Check digits of Russian requisites with real examples (docs/contract/settings.md "Field rules"). */

describe('ИНН', () => {
  it('accepts real organisations and refuses a changed digit or a wrong length', () => {
    expect(innChecksumValid('7707083893')).toBe(true); // ПАО Сбербанк
    expect(innChecksumValid('7736207543')).toBe(true); // ООО «Яндекс»
    expect(innChecksumValid('7707083894')).toBe(false);
    expect(innChecksumValid('770708389')).toBe(false);
    expect(innChecksumValid('77070838930')).toBe(false);
  });

  it('checks both check digits of a 12-digit ИНН', () => {
    expect(innChecksumValid('500100732259')).toBe(true);
    expect(innChecksumValid('370256789073')).toBe(true);
    expect(innChecksumValid('500100732250')).toBe(false);
    expect(innChecksumValid('500100732269')).toBe(false);
    expect(innChecksumValid('50010073225a')).toBe(false);
  });
});

describe('ОГРН and ОГРНИП', () => {
  it('ОГРН: the first 12 digits mod 11, mod 10', () => {
    expect(ogrnChecksumValid('1027700132195')).toBe(true); // ПАО Сбербанк
    expect(ogrnChecksumValid('1027700229193')).toBe(true); // ООО «Яндекс»
    expect(ogrnChecksumValid('1027700132196')).toBe(false);
    expect(ogrnChecksumValid('102770013219')).toBe(false);
  });

  it('ОГРНИП: the first 14 digits mod 13, mod 10 (beyond 2^53: digit by digit)', () => {
    expect(ogrnChecksumValid('304500116000157')).toBe(true);
    expect(ogrnChecksumValid('318370200012346')).toBe(true);
    expect(ogrnChecksumValid('304500116000158')).toBe(false);
  });
});

describe('КПП, БИК, ОКПО, ОКВЭД, SWIFT, postal index', () => {
  it('КПП: 4 digits, 2 digits or capital Latin letters, 3 digits', () => {
    expect(kppValid('773601001')).toBe(true);
    expect(kppValid('7736AB001')).toBe(true);
    expect(kppValid('7736ab001')).toBe(false);
    expect(kppValid('77360100')).toBe(false);
    expect(kppValid('77360100A')).toBe(false);
  });

  it('БИК: 9 digits; ОКПО: 8 digits for a company, 10 for a sole trader', () => {
    expect(bikValid('044525225')).toBe(true);
    expect(bikValid('04452522')).toBe(false);
    expect(okpoValid('12345678', 'company')).toBe(true);
    expect(okpoValid('1234567890', 'soleTrader')).toBe(true);
    expect(okpoValid('1234567890', 'company')).toBe(false);
  });

  it('ОКВЭД 2: NN, NN.N, NN.NN, NN.NN.N, NN.NN.NN (the server used to take NN.N.N too)', () => {
    for (const code of ['47', '47.9', '47.91', '46.90.1', '46.90.12'])
      expect(OKVED_PATTERN.test(code), code).toBe(true);
    for (const code of ['4', '47.', '47.9.1', '47.9.12', '47.911', '46.90.123'])
      expect(OKVED_PATTERN.test(code), code).toBe(false);
  });

  it('SWIFT: 8 or 11 letters and digits; a postal index: 6 digits', () => {
    expect(SWIFT_PATTERN.test('SABRRUMM')).toBe(true);
    expect(SWIFT_PATTERN.test('SABRRUMMXXX')).toBe(true);
    expect(SWIFT_PATTERN.test('SABRRUM')).toBe(false);
    expect(POSTAL_INDEX_PATTERN.test('620014')).toBe(true);
    expect(POSTAL_INDEX_PATTERN.test('62001')).toBe(false);
  });
});

describe('bank accounts keyed by the БИК', () => {
  it('correspondent accounts of real banks', () => {
    expect(correspondentAccountValid('30101810400000000225', '044525225')).toBe(true); // Сбербанк
    expect(correspondentAccountValid('30101810200000000593', '044525593')).toBe(true); // Альфа-Банк
    expect(correspondentAccountValid('30101810145250000974', '044525974')).toBe(true); // Тинькофф
    expect(correspondentAccountValid('30101810400000000225', '046577674')).toBe(false); // another region
    expect(correspondentAccountValid('30101810400000000226', '044525225')).toBe(false);
    expect(correspondentAccountValid('3010181040000000022', '044525225')).toBe(false);
  });

  it('settlement accounts use the last three digits of the БИК', () => {
    expect(settlementAccountValid('40702810538000054321', '044525225')).toBe(true);
    expect(settlementAccountValid('40702810016540012345', '046577674')).toBe(true);
    expect(settlementAccountValid('40702810538000054321', '044525593')).toBe(false);
    expect(settlementAccountValid('40702810538000054322', '044525225')).toBe(false);
    expect(settlementAccountValid('40702810538000054321', '04452522')).toBe(false);
  });
});
