import type { TranslateFunction } from 'react-admin';

/**
 * The console API's generic body checks answer in English, like the seller API's validation
 * (`Field 'rating' must be an integer`, server/lib/validation.ts; docs/contract/console.md
 * "REST conventions"). The console shows them in Russian, naming the field by its form label
 * (`resources.<resource>.fields.<field>`): 'Поле «Оценка (1–5)»: ожидается целое число'. Any other
 * message (the refusals about the data are Russian already) is shown as the server wrote it.
 */

type Args = Record<string, string>;
type Rule = readonly [
  pattern: RegExp,
  toKey: (match: RegExpMatchArray) => readonly [key: string, args?: Args],
];

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'a string': 'string',
  'an integer': 'integer',
  'a number': 'number',
  'a boolean': 'boolean',
  'an object': 'object',
  'an array': 'array',
  null: 'null',
};
const TYPE = Object.keys(TYPE_NAMES).join('|');

/** `[1,2]` or `["a","b"]` as '1, 2' / 'a, b'. */
function listOf(json: string): string {
  try {
    const values: unknown = JSON.parse(json);
    return Array.isArray(values) ? values.map(String).join(', ') : json;
  } catch {
    return json;
  }
}

const limit = (name: string) => (match: RegExpMatchArray) => [name, { limit: match[1] ?? '' }] as const;

/** What follows `Field '<name>' `, by the message key saying it in Russian. */
const RULES: readonly Rule[] = [
  [/^is required$/, () => ['required']],
  [/^is not allowed$/, () => ['notAllowed']],
  [/^must not be (?:empty|blank)$/, () => ['notEmpty']],
  [/^must be at least (\d+) characters long$/, limit('minLength')],
  [/^must be at most (\d+) characters long$/, limit('maxLength')],
  [/^has an invalid format$/, () => ['format']],
  [/^must be one of (\[.*\])$/, (match) => ['oneOf', { values: listOf(match[1] ?? '') }]],
  [/^must be <= (\S+)$/, limit('max')],
  [/^must be >= (\S+)$/, limit('min')],
  [/^must be < (\S+)$/, limit('below')],
  [/^must be > (\S+)$/, limit('above')],
  [/^must NOT have more than (\d+) items$/, limit('maxItems')],
  [/^must NOT have fewer than (\d+) items$/, limit('minItems')],
  [new RegExp(`^must be ((?:${TYPE})(?: or (?:${TYPE}))*)$`), (match) => ['type', { types: match[1] ?? '' }]],
];

const FIELD = /^Field '([^']+)' (.+)$/;

/** The resource of a console API URL (`/admin/api/reviews/3?…` → 'reviews'). */
export function resourceOfUrl(url: string): string | undefined {
  const path = new URL(url, 'http://console.invalid').pathname;
  return /^\/admin\/api\/([^/]+)/.exec(path)?.[1];
}

/** The message a console user reads for the API's `message` about `resource`. */
export function consoleMessage(
  message: string,
  resource: string | undefined,
  translate: TranslateFunction,
): string {
  const field = FIELD.exec(message);
  if (!field) return message;
  const [, path = '', rest = ''] = field;
  for (const [pattern, toKey] of RULES) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const [key, args = {}] = toKey(match);
    const label = resource ? translate(`resources.${resource}.fields.${path}`, { _: path }) : path;
    const types =
      key === 'type'
        ? (args.types ?? '')
            .split(' or ')
            .map((name) => translate(`console.schemaError.types.${TYPE_NAMES[name] ?? name}`, { _: name }))
            .join(translate('console.schemaError.or'))
        : undefined;
    return translate(`console.schemaError.${key}`, {
      ...args,
      ...(types ? { type: types } : {}),
      field: label,
    });
  }
  return message;
}
