import { describe, expect, it } from 'vitest';
import {
  correspondentAccountValid,
  innChecksumValid,
  ogrnChecksumValid,
  settlementAccountValid,
} from '../../rules';
import {
  validateBik,
  validateCorrespondentAccount,
  validateInn,
  validateKpp,
  validateOgrn,
  validateOkpo,
  validateOkved,
  validatePostalIndex,
  validateRequiredText,
  validateSwift,
  validateRequisiteEmail,
  validateRequisitePhone,
  validateSettlementAccount,
} from '../../src/validation/requisites';

const keyOf = (message: { key: string } | undefined): string | undefined => message?.key;

describe('ИНН', () => {
  it('accepts real numbers whose control digits add up', () => {
    // 7707083893 (ПАО Сбербанк): 7·2+7·4+0·10+7·3+0·5+8·9+3·4+8·6+9·8 = 267; 267 mod 11 = 3 → 10th digit 3.
    expect(innChecksumValid('7707083893')).toBe(true);
    // 500100732259 (a sole trader): first control 5·7+0·2+0·4+1·10+0·3+0·5+7·9+3·4+2·6+2·8 = 148,
    // 148 mod 11 = 5 → 11th digit 5; second 5·3+0·7+0·2+1·4+0·10+0·3+7·5+3·9+2·4+2·6+5·8 = 141,
    // 141 mod 11 = 9 → 12th digit 9.
    expect(innChecksumValid('500100732259')).toBe(true);
    expect(validateInn('7707083893', 'company')).toBeUndefined();
    expect(validateInn(' 500100732259 ', 'soleTrader')).toBeUndefined();
    expect(validateInn('7707083893')).toBeUndefined();
  });

  it('refuses a number with one digit changed, and says which rule broke', () => {
    expect(innChecksumValid('7707083894')).toBe(false);
    expect(innChecksumValid('500100732258')).toBe(false);
    expect(innChecksumValid('500100732269')).toBe(false);
    expect(keyOf(validateInn('7707083894', 'company'))).toBe('settings.validation.inn.checksum');
    expect(keyOf(validateInn('770708389', 'company'))).toBe('settings.validation.inn.company');
    expect(keyOf(validateInn('7707083893', 'soleTrader'))).toBe('settings.validation.inn.soleTrader');
    expect(keyOf(validateInn('77070838ab'))).toBe('settings.validation.inn.length');
    expect(keyOf(validateInn(''))).toBe('common.validation.required');
  });
});

describe('ОГРН and ОГРНИП', () => {
  it('accepts numbers whose control digit is right', () => {
    // 1027700132195 (ПАО Сбербанк): 102770013219 mod 11 by the alternating sum from the right,
    // 9−1+2−3+1−0+0−7+7−2+0−1 = 5 → 13th digit 5.
    expect(ogrnChecksumValid('1027700132195')).toBe(true);
    // ОГРНИП 304500116000157: 30450011600015 mod 13 digit by digit (r = (10r + d) mod 13):
    // 3, 4, 5, 3, 4, 1, 11, 7, 11, 6, 8, 2, 8, 7 → 15th digit 7.
    expect(ogrnChecksumValid('304500116000157')).toBe(true);
    expect(validateOgrn('1027700132195', 'company')).toBeUndefined();
    expect(validateOgrn('304500116000157', 'soleTrader')).toBeUndefined();
  });

  it('refuses one digit changed, and the wrong length for the kind', () => {
    expect(ogrnChecksumValid('1027700132196')).toBe(false);
    expect(ogrnChecksumValid('304500116000158')).toBe(false);
    expect(keyOf(validateOgrn('1027700132196'))).toBe('settings.validation.ogrn.checksum');
    expect(keyOf(validateOgrn('304500116000158'))).toBe('settings.validation.ogrn.checksumSoleTrader');
    expect(keyOf(validateOgrn('1027700132195', 'soleTrader'))).toBe('settings.validation.ogrn.soleTrader');
    expect(keyOf(validateOgrn('304500116000157', 'company'))).toBe('settings.validation.ogrn.company');
    expect(keyOf(validateOgrn('10277001321'))).toBe('settings.validation.ogrn.length');
  });
});

describe('КПП and БИК', () => {
  it('КПП: 4 digits, 2 digits or capital Latin letters, 3 digits', () => {
    expect(validateKpp('773601001')).toBeUndefined();
    expect(validateKpp('7736AB001')).toBeUndefined();
    expect(keyOf(validateKpp('77360100'))).toBe('settings.validation.kpp');
    expect(keyOf(validateKpp('7736ab001'))).toBe('settings.validation.kpp');
    expect(keyOf(validateKpp('77A601001'))).toBe('settings.validation.kpp');
  });

  it('БИК: 9 digits', () => {
    expect(validateBik('044525225')).toBeUndefined();
    expect(keyOf(validateBik('04452522'))).toBe('settings.validation.bik');
    expect(keyOf(validateBik('04452522a'))).toBe('settings.validation.bik');
    expect(keyOf(validateBik(null))).toBe('common.validation.required');
  });
});

describe('accounts keyed by the БИК', () => {
  const BIK = '044525225';

  it('к/с: "0" + БИК digits 5–6 + the account, weights 7,1,3 repeated, sum ends in 0', () => {
    // 025 30101810400000000225: 0·7+2·1+5·3 + 3·7+0·1+1·3 + 0·7+1·1+8·3 + 1·7+0·1+4·3 + 0 + 0
    // + 0·7+0·1+2·3 + 2·7+5·1 = 17+24+25+19+6+19 = 110 → ends in 0.
    expect(correspondentAccountValid('30101810400000000225', BIK)).toBe(true);
    expect(validateCorrespondentAccount('30101810400000000225', BIK)).toBeUndefined();
    expect(correspondentAccountValid('30101810400000000226', BIK)).toBe(false);
    expect(keyOf(validateCorrespondentAccount('30101810400000000226', BIK))).toBe(
      'settings.validation.account.correspondentKey',
    );
    // The same account under another settlement centre's БИК (digits 5–6 '45' → key 045) fails.
    expect(correspondentAccountValid('30101810400000000225', '044545225')).toBe(false);
  });

  it('р/с: БИК last 3 digits + the account, same weights', () => {
    // 225 40702810938000000001: 225→2·7+2·1+5·3 = 31, 407→49, 028→26, 109→34, 380→29, 000, 000,
    // 01→1: 31+49+26+34+29+1 = 170 → ends in 0.
    expect(settlementAccountValid('40702810938000000001', BIK)).toBe(true);
    expect(validateSettlementAccount('40702810938000000001', BIK)).toBeUndefined();
    expect(settlementAccountValid('40702810938000000002', BIK)).toBe(false);
    expect(keyOf(validateSettlementAccount('40702810938000000002', BIK))).toBe(
      'settings.validation.account.settlementKey',
    );
  });

  it('both need 20 digits; without a valid БИК only the length is checked', () => {
    expect(keyOf(validateSettlementAccount('4070281093800000000', BIK))).toBe(
      'settings.validation.account.settlementLength',
    );
    expect(keyOf(validateCorrespondentAccount('3010181040000000022x', BIK))).toBe(
      'settings.validation.account.correspondentLength',
    );
    // A correspondent account is opened at the Bank of Russia: it starts with 30101.
    expect(keyOf(validateCorrespondentAccount('40702810938000000001', BIK))).toBe(
      'settings.validation.account.correspondentPrefix',
    );
    expect(validateSettlementAccount('40702810938000000002', '')).toBeUndefined();
    expect(keyOf(validateSettlementAccount('', BIK))).toBe('common.validation.required');
  });
});

describe('ОКПО, ОКВЭД, SWIFT, index', () => {
  it('are optional and checked when typed', () => {
    expect(validateOkpo('', 'company')).toBeUndefined();
    expect(validateOkpo('00032537', 'company')).toBeUndefined();
    expect(keyOf(validateOkpo('00032537', 'soleTrader'))).toBe('settings.validation.okpo');
    expect(validateOkpo('0123456789', 'soleTrader')).toBeUndefined();
    for (const code of ['64', '64.1', '64.19', '47.91.2', '47.91.21'])
      expect(validateOkved(code), code).toBeUndefined();
    for (const code of ['6', '64.', '64.1.2', '64.191', 'ab.cd'])
      expect(keyOf(validateOkved(code)), code).toBe('settings.validation.okved');
    expect(validateSwift('SABRRUMM')).toBeUndefined();
    expect(validateSwift('SABRRUMMXXX')).toBeUndefined();
    expect(keyOf(validateSwift('SABRRUM'))).toBe('settings.validation.swift');
    expect(validatePostalIndex('620014')).toBeUndefined();
    expect(keyOf(validatePostalIndex('62001'))).toBe('settings.validation.postalIndex');
    expect(keyOf(validateRequiredText('а'.repeat(301)))).toBe('settings.validation.maxLength');
  });
});

describe('e-mails and phones', () => {
  it('e-mail: required unless optional, then the standard pattern', () => {
    expect(validateRequisiteEmail('buh@romashka.ru')).toBeUndefined();
    expect(keyOf(validateRequisiteEmail('buh@romashka'))).toBe('common.validation.email');
    expect(keyOf(validateRequisiteEmail(''))).toBe('common.validation.required');
    expect(validateRequisiteEmail('', true)).toBeUndefined();
  });

  it('phone: the digits the prefix needs, typed with or without the country code', () => {
    expect(validateRequisitePhone('+7', '912 345-67-89')).toBeUndefined();
    expect(validateRequisitePhone('+7', '+7 (912) 345-67-89')).toBeUndefined();
    expect(validateRequisitePhone('+375', '29 123 45 67')).toBeUndefined();
    expect(validateRequisitePhone('+7', '912 345')).toEqual({
      key: 'settings.validation.phone',
      args: { count: 10 },
    });
    expect(keyOf(validateRequisitePhone('+7', ''))).toBe('common.validation.required');
    expect(validateRequisitePhone('+7', '', true)).toBeUndefined();
  });
});
