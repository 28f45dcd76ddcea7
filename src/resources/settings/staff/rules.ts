import type { StaffFormValues } from '../../../api/settingsPayloads';
import {
  validateRequiredText,
  validateRequisiteEmail,
  validateRequisitePhone,
} from '../../../validation/requisites';
import type { RuleErrors } from '../../../components/forms/rulesResolver';

const blank = (value: string): boolean => value.trim() === '';

/** The director is required; the accountant is all three fields or none (docs/contract/settings.md). */
export function staffRules(values: StaffFormValues): RuleErrors {
  const accountantFields = [values.accountantFullname, values.accountantEmail, values.accountantPhoneNumber];
  const accountantOptional = accountantFields.every(blank);
  return {
    fields: {
      directorFullname: validateRequiredText(values.directorFullname),
      directorEmail: validateRequisiteEmail(values.directorEmail),
      directorPhoneNumber: validateRequisitePhone(values.directorPhonePrefix, values.directorPhoneNumber),
      accountantFullname: accountantOptional ? undefined : validateRequiredText(values.accountantFullname),
      accountantEmail: validateRequisiteEmail(values.accountantEmail, accountantOptional),
      accountantPhoneNumber: validateRequisitePhone(
        values.accountantPhonePrefix,
        values.accountantPhoneNumber,
        accountantOptional,
      ),
    },
  };
}
