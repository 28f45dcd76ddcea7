import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import type { MessageKey } from '../../i18n/keys';

/** A message of a form's pure rules: an i18n key and its arguments. */
export interface RuleMessage {
  key: MessageKey;
  args?: Record<string, string | number>;
}

export type Translate = (key: string, args?: Record<string, string | number>) => string;

type Messages = Partial<Record<string, RuleMessage | undefined>>;

const fieldError = (message: RuleMessage, translate: Translate): FieldError => ({
  type: 'validate',
  message: translate(message.key, message.args),
});

function translated(messages: Messages, translate: Translate): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (message) out[key] = fieldError(message, translate);
  }
  return out;
}

/**
 * The messages of a form's rules as react-hook-form errors (translated): the fields, and one
 * field array (`list.key`) by row, whose own message (`fields[list.key]`) becomes its `root`.
 */
export function ruleErrorsToFormErrors<Values extends FieldValues>(
  fields: Messages,
  list: { key: string; rows: readonly Messages[] },
  translate: Translate,
): FieldErrors<Values> {
  const { [list.key]: listMessage, ...others } = fields;
  const rows = list.rows.map((row) => {
    const out = translated(row, translate);
    return Object.keys(out).length > 0 ? out : undefined;
  });
  const hasListErrors = rows.some((row) => row !== undefined) || listMessage !== undefined;
  const listErrors = Object.assign(
    [...rows],
    listMessage ? { root: fieldError(listMessage, translate) } : {},
  );
  return {
    ...translated(others, translate),
    ...(hasListErrors ? { [list.key]: listErrors } : {}),
  } as FieldErrors<Values>;
}
