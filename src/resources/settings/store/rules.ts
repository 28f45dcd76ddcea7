import { WEEK_DAYS, type StoreFormValues } from '../../../api/storeSettingsPayloads';
import { validateRequiredText, type RuleMessage } from '../../../validation/requisites';
import type { RuleErrors } from '../../../components/forms/rulesResolver';

export const STORE_NAME_MAX = 100;
export const STORE_DESCRIPTION_MAX = 2000;

/** 'HH:mm' from 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeMessage = (key: 'time' | 'timeOrder'): RuleMessage => ({ key: `settings.validation.${key}` });

/** The name (1..100), the description (≤ 2000) and, for every open day, from < to. */
export function storeRules(values: StoreFormValues): RuleErrors {
  const fields: RuleErrors['fields'] = {
    storeName: validateRequiredText(values.storeName, STORE_NAME_MAX),
    storeDescription:
      values.storeDescription.trim().length > STORE_DESCRIPTION_MAX
        ? { key: 'settings.validation.maxLength', args: { max: STORE_DESCRIPTION_MAX } }
        : undefined,
  };
  for (const day of WEEK_DAYS) {
    const { isWorking, from, to } = values.schedule[day];
    if (!isWorking) continue;
    fields[`schedule.${day}.from`] = TIME_PATTERN.test(from) ? undefined : timeMessage('time');
    if (!TIME_PATTERN.test(to)) fields[`schedule.${day}.to`] = timeMessage('time');
    else if (TIME_PATTERN.test(from) && from >= to) fields[`schedule.${day}.to`] = timeMessage('timeOrder');
  }
  return { fields };
}
