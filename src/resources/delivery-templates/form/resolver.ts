import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TemplateFormValues } from '../../../api/deliveryTemplatePayloads';
import { ruleErrorsToFormErrors, type Translate } from '../../../components/forms/ruleErrors';
import { isValidTemplate, validateTemplate, type TemplateErrors } from './rules';

/** The rules' messages as react-hook-form errors (translated), directions by index. */
export const toFormErrors = (errors: TemplateErrors, translate: Translate): FieldErrors<TemplateFormValues> =>
  ruleErrorsToFormErrors<TemplateFormValues>(
    errors.fields,
    { key: 'directions', rows: errors.directions },
    translate,
  );

/** react-hook-form's resolver of the template form: the pure rules, messages in Russian. */
export const templateResolver =
  (translate: Translate): Resolver<TemplateFormValues> =>
  (values) => {
    const errors = validateTemplate(values);
    return isValidTemplate(errors)
      ? { values, errors: {} }
      : { values: {}, errors: toFormErrors(errors, translate) };
  };
