import type { BankFormValues, CompanyFormValues } from '../../../api/settingsPayloads';
import { OWNERSHIP_SOLE_TRADER, RUSSIA_ID } from '../../../api/settingsPayloads';
import {
  validateBik,
  validateCorrespondentAccount,
  validateForeignCode,
  validateForeignTaxNumber,
  validateInn,
  validateKpp,
  validateOgrn,
  validateOkpo,
  validateOkved,
  validateRequiredText,
  validateRequisitePhone,
  validateSettlementAccount,
  validateSwift,
  type RuleMessage,
  type TaxpayerKind,
} from '../../../validation/requisites';
import type { RuleErrors } from '../../../components/forms/rulesResolver';

const blank = (value: string): boolean => value.trim() === '';
const settingsMessage = (key: 'kppSoleTrader' | 'taxRate'): RuleMessage => ({
  key: `settings.validation.${key}`,
});

/** Outside Russia the codes are 1..20 letters or digits, not zeros only (docs/contract/settings.md). */
const foreignCode = validateForeignCode;

function validateTaxRate(value: string): RuleMessage | undefined {
  if (blank(value)) return { key: 'common.validation.required' };
  const rate = Number(value.trim().replace(',', '.'));
  return Number.isFinite(rate) && rate >= 0 && rate <= 100 ? undefined : settingsMessage('taxRate');
}

/**
 * The company step: Russian check digits for a Russian company; elsewhere the country's taxpayer
 * number (rules/requisites.ts COUNTRY_TAX_NUMBERS) and plain codes.
 */
export function companyRules(values: CompanyFormValues): RuleErrors {
  const kind: TaxpayerKind = values.ownerShipTypeId === OWNERSHIP_SOLE_TRADER ? 'soleTrader' : 'company';
  const russian = values.countryId === RUSSIA_ID;
  const kpp = (): RuleMessage | undefined => {
    if (kind === 'soleTrader') return blank(values.kpp) ? undefined : settingsMessage('kppSoleTrader');
    // КПП is ours, not the specification's Requisite: optional, checked when given.
    if (blank(values.kpp)) return undefined;
    return russian ? validateKpp(values.kpp) : foreignCode(values.kpp, true);
  };
  return {
    fields: {
      companyNameOrIpName: validateRequiredText(values.companyNameOrIpName),
      fullCompanyNameOrIpName: validateRequiredText(values.fullCompanyNameOrIpName),
      vat: russian
        ? validateInn(values.vat, kind)
        : validateForeignTaxNumber(values.vat, values.countryId, kind),
      kpp: kpp(),
      ogrn: russian ? validateOgrn(values.ogrn, kind) : foreignCode(values.ogrn, false),
      okpo: russian ? validateOkpo(values.okpo, kind) : undefined,
      okved: russian ? validateOkved(values.okved) : undefined,
      phone1Number: validateRequisitePhone(values.phone1Prefix, values.phone1Number),
      phone2Number: validateRequisitePhone(values.phone2Prefix, values.phone2Number, true),
      phone3Number: validateRequisitePhone(values.phone3Prefix, values.phone3Number, true),
      taxRate: validateTaxRate(values.taxRate),
    },
  };
}

/** A bank step: the Bank of Russia's keys for a seller in Russia, required fields elsewhere. */
export const bankRules =
  (countryId: number | null) =>
  (values: BankFormValues): RuleErrors => {
    const russian = (countryId ?? RUSSIA_ID) === RUSSIA_ID;
    const required = (value: string) => validateRequiredText(value);
    return {
      fields: {
        bankName: required(values.bankName),
        bankAddress: required(values.bankAddress),
        bik: russian ? validateBik(values.bik) : required(values.bik),
        correspondentAccount: russian
          ? validateCorrespondentAccount(values.correspondentAccount, values.bik)
          : required(values.correspondentAccount),
        expenseAccount: russian
          ? validateSettlementAccount(values.expenseAccount, values.bik)
          : required(values.expenseAccount),
        swift: validateSwift(values.swift),
      },
    };
  };
