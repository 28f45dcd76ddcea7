import type { ManagementFormValues } from '../../../api/settingsPayloads';
import {
  validateRequiredText,
  validateRequisiteEmail,
  validateRequisitePhone,
} from '../../../validation/requisites';
import type { RuleErrors } from '../../../components/forms/rulesResolver';

export const MAX_WORKERS = 20;

/** Each member's name is required; e-mail and phone are optional and checked when typed. */
export function managementRules(values: ManagementFormValues): RuleErrors {
  return {
    fields: {},
    list: {
      key: 'workers',
      rows: values.workers.map((worker) => ({
        workerFullname: validateRequiredText(worker.workerFullname),
        workerEmail: validateRequisiteEmail(worker.workerEmail, true),
        workerPhoneNumber: validateRequisitePhone(worker.workerPhonePrefix, worker.workerPhoneNumber, true),
      })),
    },
  };
}
