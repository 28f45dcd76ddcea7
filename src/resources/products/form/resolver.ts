import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ProductTypeId } from '../../../../contract';
import type { ProductFormValues } from '../../../api/productsPayloads';
import { ruleErrorsToFormErrors, type Translate } from '../../../components/forms/ruleErrors';
import { isValidProduct, validateProduct, type ProductErrors } from './rules';

/** The rules' messages as react-hook-form errors (translated), options by index. */
export const toFormErrors = (errors: ProductErrors, translate: Translate): FieldErrors<ProductFormValues> =>
  ruleErrorsToFormErrors<ProductFormValues>(
    errors.fields,
    { key: 'options', rows: errors.options },
    translate,
  );

/** react-hook-form's resolver of the product form: the pure rules, messages in Russian. */
export const productResolver =
  (allowedTypes: readonly ProductTypeId[], translate: Translate): Resolver<ProductFormValues> =>
  (values) => {
    const errors = validateProduct(values, allowedTypes);
    return isValidProduct(errors)
      ? { values, errors: {} }
      : { values: {}, errors: toFormErrors(errors, translate) };
  };
