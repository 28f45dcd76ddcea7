import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';

/**
 * Validation: request bodies are validated without type coercion (a number is not a string), so
 * the server sets Ajv `coerceTypes: false`. Query strings are text by nature; `coerceQuery`
 * converts them beforehand following the route's querystring schema.
 */

const PART_LABEL: Record<string, string> = {
  body: 'Field',
  querystring: 'Query parameter',
  params: 'Path parameter',
  headers: 'Header',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function typeName(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' or ');
}

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `must be ${typeName(params.type)}`;
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'pattern':
      return 'has an invalid format';
    case 'enum':
      return `must be one of ${JSON.stringify(params.allowedValues)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/** One clear message naming the field, e.g. `Field 'email' must be a string`. */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const error = errors[0];
  const label = PART_LABEL[dataVar] ?? 'Field';
  if (!error) return new Error(`Invalid request ${dataVar}`);
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  if (error.keyword === 'required') {
    const missing = String((error.params as Record<string, unknown>).missingProperty);
    return new Error(`${label} '${path ? `${path}.${missing}` : missing}' is required`);
  }
  if (!path) return new Error(`Request ${dataVar} ${describe(error)}`);
  return new Error(`${label} '${path}' ${describe(error)}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function coerce(value: string, type: unknown): unknown {
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('string')) return value;
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (types.includes('null') && (value === '' || value === 'null')) return null;
  return value;
}

/** preValidation hook: converts query-string text to the types the route's schema declares. */
export async function coerceQuery(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema?.querystring;
  const query = request.query;
  if (!isRecord(schema) || !isRecord(schema.properties) || !isRecord(query)) return;
  for (const [key, value] of Object.entries(query)) {
    const property = schema.properties[key];
    if (typeof value === 'string' && isRecord(property)) query[key] = coerce(value, property.type);
  }
}

/** Schema fragments shared by routes. */
export const schemas = {
  /** A positive integer id; also accepted as a numeric string (ids taken from URLs). */
  id: { type: ['integer', 'string'], pattern: '^[1-9][0-9]{0,15}$', minimum: 1 },
  /** A positive integer id in a query string. */
  queryId: { type: 'integer', minimum: 1 },
  text: (maxLength = 256) => ({ type: 'string', minLength: 1, maxLength }),
  boolean: { type: 'boolean' },
} as const;

/** Turns a validated `schemas.id` value into a number. */
export const toId = (value: number | string): number => Number(value);
