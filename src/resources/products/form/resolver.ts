import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { ProductTypeId } from '../../../../contract';
import type { ProductFormValues } from '../../../api/productsPayloads';
import { isValidProduct, validateProduct, type Message, type ProductErrors } from './rules';

type Translate = (key: string, args?: Record<string, string | number>) => string;

const fieldError = (message: Message, translate: Translate): FieldError => ({
  type: 'validate',
  message: translate(message.key, message.args),
});

function translated<K extends string>(
  messages: Partial<Record<K, Message | undefined>>,
  translate: Translate,
): Partial<Record<K, FieldError>> {
  const out: Partial<Record<K, FieldError>> = {};
  for (const [key, message] of Object.entries(messages) as [K, Message | undefined][]) {
    if (message) out[key] = fieldError(message, translate);
  }
  return out;
}

/** The rules' messages as react-hook-form errors (translated), options by index. */
export function toFormErrors(errors: ProductErrors, translate: Translate): FieldErrors<ProductFormValues> {
  const { options: optionsMessage, ...fields } = errors.fields;
  const options = errors.options.map((option) => {
    const out = translated(option, translate);
    return Object.keys(out).length > 0 ? out : undefined;
  });
  const hasOptionErrors = options.some((option) => option !== undefined) || optionsMessage !== undefined;
  const optionErrors = Object.assign(
    [...options],
    optionsMessage ? { root: fieldError(optionsMessage, translate) } : {},
  );
  return {
    ...translated(fields, translate),
    ...(hasOptionErrors ? { options: optionErrors } : {}),
  } as FieldErrors<ProductFormValues>;
}

/** react-hook-form's resolver of the product form: the pure rules, messages in Russian. */
export const productResolver =
  (allowedTypes: readonly ProductTypeId[], translate: Translate): Resolver<ProductFormValues> =>
  (values) => {
    const errors = validateProduct(values, allowedTypes);
    return isValidProduct(errors)
      ? { values, errors: {} }
      : { values: {}, errors: toFormErrors(errors, translate) };
  };
