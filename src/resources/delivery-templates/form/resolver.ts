import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { TemplateFormValues } from '../../../api/deliveryTemplatePayloads';
import { isValidTemplate, validateTemplate, type Message, type TemplateErrors } from './rules';

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

/** The rules' messages as react-hook-form errors (translated), directions by index. */
export function toFormErrors(errors: TemplateErrors, translate: Translate): FieldErrors<TemplateFormValues> {
  const { directions: directionsMessage, ...fields } = errors.fields;
  const directions = errors.directions.map((direction) => {
    const out = translated(direction, translate);
    return Object.keys(out).length > 0 ? out : undefined;
  });
  const hasDirectionErrors = directions.some((d) => d !== undefined) || directionsMessage !== undefined;
  const directionErrors = Object.assign(
    [...directions],
    directionsMessage ? { root: fieldError(directionsMessage, translate) } : {},
  );
  return {
    ...translated(fields, translate),
    ...(hasDirectionErrors ? { directions: directionErrors } : {}),
  } as FieldErrors<TemplateFormValues>;
}

/** react-hook-form's resolver of the template form: the pure rules, messages in Russian. */
export const templateResolver =
  (translate: Translate): Resolver<TemplateFormValues> =>
  (values) => {
    const errors = validateTemplate(values);
    return isValidTemplate(errors)
      ? { values, errors: {} }
      : { values: {}, errors: toFormErrors(errors, translate) };
  };
