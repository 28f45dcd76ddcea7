import { describe, expect, it } from 'vitest';
import {
  allZeros,
  bikValid,
  correspondentAccountValid,
  COUNTRY_TAX_NUMBERS,
  innChecksumValid,
  kppValid,
  ogrnChecksumValid,
  okpoValid,
  settlementAccountValid,
  taxNumberProblem,
  taxNumberRule,
  type TaxpayerKind,
} from '../../rules';
import { MARKET_COUNTRY_IDS } from '../../src/domain/countries';
import { ru } from '../../src/i18n/ru';
import type { CompanyFormValues } from '../../src/api/settingsPayloads';
import { companyRules } from '../../src/resources/settings/requisite/rules';
import {
  validateBik,
  validateCorrespondentAccount,
  validateForeignCode,
  validateForeignTaxNumber,
  validateInn,
  validateKpp,
  validateOgrn,
  validateOkpo,
  validateSettlementAccount,
} from '../../src/validation/requisites';

/**
 * Issue 28 item 3 (rules/requisites.ts): no requisite number is zeros only, whatever its check
 * digits say, and the taxpayer number of every other country the marketplace serves has its own
 * shape, one table for the server and the form.
 */

const KINDS: readonly TaxpayerKind[] = ['company', 'soleTrader'];

const COMPANY_VALUES: CompanyFormValues = {
  ownerShipTypeId: 1,
  countryId: 1,
  companyNameOrIpName: 'ОАО «Минский завод»',
  fullCompanyNameOrIpName: 'Открытое акционерное общество «Минский завод»',
  vat: '',
  kpp: '',
  ogrn: '',
  okpo: '',
  okved: '',
  phone1Prefix: '+375',
  phone1Number: '291234567',
  phone2Prefix: '+375',
  phone2Number: '',
  phone3Prefix: '+375',
  phone3Number: '',
  taxRate: '20',
  taxationSystemTypesId: 1,
};
const BIK = '044525225';

/** The Russian text a rule message shows, its %{args} filled in. */
function shown(
  message: { key: string; args?: Record<string, string | number> } | undefined,
): string | undefined {
  if (!message) return undefined;
  const text = message.key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ru) as string;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(message.args?.[name]));
}

describe('numbers of zeros only', () => {
  it('pass the check digits arithmetically, and are still refused by every predicate', () => {
    expect(allZeros('0000000000')).toBe(true);
    expect(allZeros('0')).toBe(true);
    expect(allZeros('')).toBe(false);
    expect(allZeros('0000000001')).toBe(false);
    for (const inn of ['0000000000', '000000000000']) expect(innChecksumValid(inn), inn).toBe(false);
    for (const ogrn of ['0000000000000', '000000000000000'])
      expect(ogrnChecksumValid(ogrn), ogrn).toBe(false);
    expect(kppValid('000000000')).toBe(false);
    expect(bikValid('000000000')).toBe(false);
    expect(okpoValid('00000000', 'company')).toBe(false);
    expect(okpoValid('0000000000', 'soleTrader')).toBe(false);
    expect(settlementAccountValid('00000000000000000000', '044525000')).toBe(false);
    expect(correspondentAccountValid('00000000000000000000', BIK)).toBe(false);
    // Real numbers still pass.
    expect(innChecksumValid('7707083893')).toBe(true);
    expect(ogrnChecksumValid('1027700132195')).toBe(true);
    expect(kppValid('773601001')).toBe(true);
    expect(bikValid(BIK)).toBe(true);
  });

  it('the form says so in Russian, after the length', () => {
    expect(shown(validateInn('0000000000', 'company'))).toBe('ИНН не может состоять из одних нулей');
    expect(shown(validateInn('000000000000'))).toBe('ИНН не может состоять из одних нулей');
    expect(shown(validateInn('000000000', 'company'))).toBe('ИНН организации должен состоять из 10 цифр');
    expect(shown(validateOgrn('0000000000000', 'company'))).toBe('ОГРН не может состоять из одних нулей');
    expect(shown(validateOgrn('000000000000000'))).toBe('ОГРНИП не может состоять из одних нулей');
    expect(shown(validateKpp('000000000'))).toBe('КПП не может состоять из одних нулей');
    expect(shown(validateKpp('00000000'))).toMatch(/^КПП должен состоять из 9 символов/);
    expect(shown(validateBik('000000000'))).toBe('БИК не может состоять из одних нулей');
    expect(shown(validateOkpo('00000000', 'company'))).toBe('ОКПО не может состоять из одних нулей');
    expect(shown(validateOkpo('0000000', 'company'))).toBe('ОКПО должен состоять из 8 цифр (10 для ИП)');
    expect(shown(validateSettlementAccount('00000000000000000000', BIK))).toBe(
      'Расчётный счёт не может состоять из одних нулей',
    );
    // A correspondent account starts with 30101, so zeros fail that first.
    expect(shown(validateCorrespondentAccount('00000000000000000000', BIK))).toBe(
      'Корреспондентский счёт должен начинаться с 30101',
    );
    expect(shown(validateForeignCode('0000', false))).toBe('Номер не может состоять из одних нулей');
    expect(validateForeignCode('', true)).toBeUndefined();
    expect(validateForeignCode('AB0012', false)).toBeUndefined();
  });
});

describe('the taxpayer number of the other countries (COUNTRY_TAX_NUMBERS)', () => {
  it('has a rule for both kinds in every country the marketplace serves but Russia', () => {
    const foreign = MARKET_COUNTRY_IDS.filter((id) => id !== 1);
    expect(
      Object.keys(COUNTRY_TAX_NUMBERS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(foreign);
    for (const id of foreign) {
      for (const kind of KINDS) {
        const rule = taxNumberRule(id, kind);
        expect(rule, `${id} ${kind}`).toBeDefined();
        expect(rule?.name).toMatch(/\S/);
        expect(rule?.shape).toMatch(/цифр$/);
      }
    }
    expect(taxNumberRule(1, 'company')).toBeUndefined();
    expect(taxNumberRule(13, 'company')).toBeUndefined();
    expect(taxNumberRule(0, 'soleTrader')).toBeUndefined();
  });

  it.each([
    // [country, kind, a number of the right shape, numbers of a wrong one]
    [2, 'company', '190742237', ['X', '19074223', '1907422370', 'MA1953684']],
    [3, 'company', '050540004455', ['05054000445', '0505400044551']],
    [3, 'soleTrader', '870412300123', ['87041230012']],
    [4, 'company', '02500132', ['0250013', '025001321']],
    [5, 'company', '01234567891234', ['0123456789123']],
    [6, 'company', '201234567', ['20123456789012', '20123456']],
    [6, 'soleTrader', '31234567890123', ['3123456789012']],
    [6, 'soleTrader', '412345678', []],
    [7, 'company', '020025789', ['02002578']],
    [8, 'company', '1400057421', ['140005742']],
    [9, 'company', '1003600012345', ['100360001234']],
    [10, 'company', '204378869', ['01001012345']],
    [10, 'soleTrader', '01001012345', ['0100101234']],
    [10, 'soleTrader', '204378869', []],
    [11, 'company', '101301003578', ['10130100357']],
    [12, 'company', '2012345', ['УП80010112', '201234']],
    [12, 'soleTrader', 'УП80010112', ['2012345', 'UP80010112', 'У80010112']],
    [12, 'soleTrader', 'үө80010112', []],
  ] as const)('country %i, %s: %s fits', (countryId, kind, good, bad) => {
    const rule = taxNumberRule(countryId, kind);
    if (!rule) throw new Error('no rule');
    expect(taxNumberProblem(good, rule)).toBeNull();
    expect(validateForeignTaxNumber(` ${good} `, countryId, kind)).toBeUndefined();
    for (const number of bad) {
      expect(taxNumberProblem(number, rule), number).toBe('shape');
      expect(shown(validateForeignTaxNumber(number, countryId, kind))).toBe(
        `${rule.name} должен состоять из ${rule.shape}`,
      );
    }
  });

  it('refuses zeros only in every country, letters or not', () => {
    for (const [id, kinds] of Object.entries(COUNTRY_TAX_NUMBERS)) {
      for (const kind of KINDS) {
        const rule = kinds[kind];
        const zeros = rule.pattern.test('УП00000000')
          ? 'УП00000000'
          : ['7', '8', '9', '10', '11', '12', '13', '14']
              .map((n) => '0'.repeat(Number(n)))
              .find((n) => rule.pattern.test(n));
        if (!zeros) throw new Error(`${id} ${kind}: no zeros of its shape`);
        expect(taxNumberProblem(zeros, rule), `${id} ${kind}`).toBe('zeros');
        expect(shown(validateForeignTaxNumber(zeros, Number(id), kind))).toBe(
          `${rule.name} не может состоять из одних нулей`,
        );
      }
    }
  });

  it('the messages read as the server writes them', () => {
    expect(shown(validateForeignTaxNumber('X', 2, 'company'))).toBe('УНП должен состоять из 9 цифр');
    expect(shown(validateForeignTaxNumber('123', 6, 'soleTrader'))).toBe(
      'ИНН (ПИНФЛ) должен состоять из 9 или 14 цифр',
    );
    expect(shown(validateForeignTaxNumber('1', 12, 'soleTrader'))).toBe(
      'Регистрационный номер должен состоять из 2 букв кириллицы и 8 цифр',
    );
    expect(shown(validateForeignTaxNumber('', 2, 'company'))).toBe(ru.common.validation.required);
    // A country the table does not know takes 1..20 letters or digits.
    expect(validateForeignTaxNumber('AB12', 99, 'company')).toBeUndefined();
  });

  it("the requisite form's company step checks a foreign number by its country", () => {
    const belarus = { ...COMPANY_VALUES, countryId: 2, vat: 'X', ogrn: '0000' };
    const errors = companyRules(belarus).fields;
    expect(shown(errors.vat)).toBe('УНП должен состоять из 9 цифр');
    expect(shown(errors.ogrn)).toBe('Номер не может состоять из одних нулей');
    const fixed = companyRules({ ...belarus, vat: '190742237', ogrn: '190742237' }).fields;
    expect(fixed.vat).toBeUndefined();
    expect(fixed.ogrn).toBeUndefined();
    const russian = companyRules({ ...belarus, countryId: 1, vat: '0000000000' }).fields;
    expect(shown(russian.vat)).toBe('ИНН не может состоять из одних нулей');
  });
});
