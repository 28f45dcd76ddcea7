import type { MessageKey } from '../../../i18n/keys';
import { validatePassword, validatePasswordConfirmation, validateRequired } from '../../../validation';
import type { PasswordChangeInput } from '../handler';
import type { RuleErrors } from '../../../components/forms/rulesResolver';

export const EMPTY_PASSWORDS: PasswordChangeInput = { oldPasword: '', newPasword: '', confirmNewPasword: '' };

const asMessage = (key: MessageKey | undefined) => (key ? { key } : undefined);

/** The current password is required; the new one follows the rule of spec section 5 and is confirmed. */
export function passwordRules(values: PasswordChangeInput): RuleErrors {
  return {
    fields: {
      oldPasword: asMessage(validateRequired(values.oldPasword)),
      newPasword: asMessage(validatePassword(values.newPasword)),
      confirmNewPasword: asMessage(validatePasswordConfirmation(values.newPasword, values.confirmNewPasword)),
    },
  };
}
