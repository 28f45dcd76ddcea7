import { useTranslate } from 'react-admin';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import {
  ruleErrorsToFormErrors,
  type RuleMessage,
  type Translate,
} from './ruleErrors';

/** A form's rule messages: by field, and (for list forms) by row of one list. */
export interface RuleErrors {
  fields: Partial<Record<string, RuleMessage | undefined>>;
  list?: { key: string; rows: readonly Partial<Record<string, RuleMessage | undefined>>[] };
}

export const hasRuleErrors = (errors: RuleErrors): boolean =>
  Object.values(errors.fields).some((message) => message !== undefined) ||
  (errors.list?.rows ?? []).some((row) => Object.values(row).some((message) => message !== undefined));

/** react-hook-form's resolver over a form's pure rules, messages in Russian. */
export const rulesResolver =
  <V extends FieldValues>(rules: (values: V) => RuleErrors, translate: Translate): Resolver<V> =>
  (values) => {
    const errors = rules(values);
    if (!hasRuleErrors(errors)) return { values, errors: {} };
    const formErrors: FieldErrors<V> = ruleErrorsToFormErrors<V>(
      errors.fields,
      errors.list ?? { key: '__none', rows: [] },
      translate,
    );
    return { values: {}, errors: formErrors };
  };

/** `rulesResolver` in Russian; the rules may read the component's props (a delivery method). */
export function useRulesResolver<V extends FieldValues>(rules: (values: V) => RuleErrors): Resolver<V> {
  return rulesResolver(rules, useTranslate());
}
