import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { AppContext } from '../../server/context.js';
import { all, one, scalar, type SqlValue } from '../../server/db/query.js';
import { registerSqlFunctions } from '../../server/services/ordersCommon.js';

/**
 * The REST conventions of `ra-data-simple-rest` (docs/contract/console.md): `sort`, `range` and
 * `filter` query parameters, `Content-Range`, `{message}` errors with HTTP statuses. A resource
 * describes its list as data (`ListSpec`: SQL expressions by sort field and filter key, all code
 * constants); every value from the request is a bound parameter.
 */

/** An error answered as `{message}` with this status (server/lib/errors.ts). */
export class ConsoleHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ConsoleHttpError(400, message);
export const notFound = (message = 'Запись не найдена') => new ConsoleHttpError(404, message);
export const conflict = (message: string) => new ConsoleHttpError(409, message);

export const MAX_RANGE_ROWS = 1000;
const DEFAULT_RANGE = { start: 0, end: 24 } as const;

export type SortOrder = 'ASC' | 'DESC';

export interface ListParams {
  sort: { field: string; order: SortOrder };
  range: { start: number; end: number };
  filter: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonParam(query: Record<string, unknown>, name: string): unknown {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(`Query parameter '${name}' must be given once`);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest(`Query parameter '${name}' is not valid JSON`);
  }
}

function parseSort(value: unknown): ListParams['sort'] {
  if (value === undefined) return { field: 'id', order: 'DESC' };
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') {
    throw badRequest(`Query parameter 'sort' must be ["field", "ASC" | "DESC"]`);
  }
  const order = value[1];
  if (order !== 'ASC' && order !== 'DESC') {
    throw badRequest(`Query parameter 'sort': unknown direction ${JSON.stringify(order)} (ASC or DESC)`);
  }
  return { field: value[0], order };
}

function parseRange(value: unknown): ListParams['range'] {
  if (value === undefined) return { ...DEFAULT_RANGE };
  const valid =
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isInteger(n) && (n as number) >= 0) &&
    (value[0] as number) <= (value[1] as number);
  if (!valid) throw badRequest(`Query parameter 'range' must be [start, end] with 0 <= start <= end`);
  const [start, end] = value as [number, number];
  if (end - start + 1 > MAX_RANGE_ROWS) {
    throw badRequest(`Query parameter 'range' asks for more than ${MAX_RANGE_ROWS} rows`);
  }
  return { start, end };
}

/** The three list parameters with their defaults; a malformed one is a 400. */
export function parseListParams(query: unknown): ListParams {
  const params = isRecord(query) ? query : {};
  const filter = jsonParam(params, 'filter') ?? {};
  if (!isRecord(filter)) throw badRequest(`Query parameter 'filter' must be a JSON object`);
  return {
    sort: parseSort(jsonParam(params, 'sort')),
    range: parseRange(jsonParam(params, 'range')),
    filter,
  };
}

// Filters ---------------------------------------------------------------------------------------

export interface Condition {
  sql: string;
  params: SqlValue[];
}

/** Turns one filter value into a condition; throws a 400 naming the key when the value is bad. */
export type FilterRule = (value: unknown, key: string) => Condition;

const asInteger = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/** Values bound as one JSON array: one statement whatever the number of values. */
const inList = (expression: string, values: readonly SqlValue[]): Condition => ({
  sql: `${expression} IN (SELECT value FROM json_each(?))`,
  params: [JSON.stringify(values)],
});

/** An integer (or its digits as text); with `many`, an array of integers too. */
export const integerFilter =
  (expression: string, many = false): FilterRule =>
  (value, key) => {
    if (many && Array.isArray(value)) {
      const ids = value.map(asInteger);
      if (ids.some((id) => id === null)) throw badRequest(`Filter '${key}' must be an array of integers`);
      return inList(expression, ids);
    }
    const id = asInteger(value);
    if (id === null) {
      throw badRequest(`Filter '${key}' must be an integer${many ? ' or an array of integers' : ''}`);
    }
    return { sql: `${expression} = ?`, params: [id] };
  };

/** A boolean (or 'true' / 'false'), matched against a 0/1 column. */
export const booleanFilter =
  (expression: string): FilterRule =>
  (value, key) => {
    const flag = value === 'true' ? true : value === 'false' ? false : value;
    if (typeof flag !== 'boolean') throw badRequest(`Filter '${key}' must be a boolean`);
    return { sql: `${expression} = ?`, params: [flag ? 1 : 0] };
  };

export const oneOfFilter =
  (expression: string, allowed: readonly string[]): FilterRule =>
  (value, key) => {
    if (typeof value !== 'string' || !allowed.includes(value)) {
      throw badRequest(`Filter '${key}' must be one of ${JSON.stringify(allowed)}`);
    }
    return { sql: `${expression} = ?`, params: [value] };
  };

/** `q`: a case-insensitive substring of any of the expressions (needs `casefold`). */
const searchCondition = (expressions: readonly string[], text: string): Condition => ({
  sql: `(${expressions.map((e) => `instr(casefold(${e}), ?) > 0`).join(' OR ')})`,
  params: expressions.map(() => text.toLowerCase()),
});

// Lists -----------------------------------------------------------------------------------------

export interface ListSpec<Row, Rec> {
  /** The resource name of `Content-Range`. */
  resource: string;
  /** Selected columns (aliased as the row type names them). */
  columns: string;
  /** Tables and joins after FROM. */
  from: string;
  /** A condition every query of the resource applies (which rows are records at all). */
  scope?: string;
  /** The record id expression (`filter.id`, one record, the sort tie-breaker). */
  id: string;
  /** Sort field -> SQL expression; `id` should be one of them (the default sort). */
  sort: Readonly<Record<string, string>>;
  /** Filter key -> rule; `id` is always accepted. */
  filters?: Readonly<Record<string, FilterRule>>;
  /** Expressions `q` searches; without them `q` is an unknown filter. */
  search?: readonly string[];
  /** Runs before every read (the overdue sweep of orders). */
  beforeRead?: (ctx: AppContext) => void;
  toRecord: (row: Row) => Rec;
}

function whereOf<Row, Rec>(spec: ListSpec<Row, Rec>, filter: Record<string, unknown>): Condition {
  const conditions: Condition[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined) continue;
    if (key === 'id') conditions.push(integerFilter(spec.id, true)(value, key));
    else if (key === 'q' && spec.search) {
      if (typeof value !== 'string') throw badRequest(`Filter 'q' must be a string`);
      if (value.trim() !== '') conditions.push(searchCondition(spec.search, value.trim()));
    } else {
      const rule = spec.filters?.[key];
      if (!rule) throw badRequest(`Unknown filter '${key}'`);
      conditions.push(rule(value, key));
    }
  }
  const sql = [...(spec.scope ? [spec.scope] : []), ...conditions.map((c) => c.sql)];
  return {
    sql: sql.length > 0 ? sql.join(' AND ') : '1 = 1',
    params: conditions.flatMap((c) => c.params),
  };
}

export interface ListResult<Rec> {
  records: Rec[];
  total: number;
}

/** One page of records: a COUNT and a page query with the same WHERE. */
export function listRecords<Row, Rec>(
  ctx: AppContext,
  spec: ListSpec<Row, Rec>,
  params: ListParams,
): ListResult<Rec> {
  const sortBy = spec.sort[params.sort.field];
  if (!sortBy) throw badRequest(`Unknown sort field '${params.sort.field}'`);
  const where = whereOf(spec, params.filter);
  registerSqlFunctions(ctx.db);
  spec.beforeRead?.(ctx);
  const total = scalar(
    ctx.db,
    `SELECT COUNT(*) AS value FROM ${spec.from} WHERE ${where.sql}`,
    ...where.params,
  );
  const { start, end } = params.range;
  const order = `${sortBy} ${params.sort.order}, ${spec.id} ${params.sort.order}`;
  const rows =
    start >= total
      ? []
      : all<Row>(
          ctx.db,
          `SELECT ${spec.columns} FROM ${spec.from} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
          ...where.params,
          end - start + 1,
          start,
        );
  return { records: rows.map(spec.toRecord), total };
}

/** One record by id, or undefined. */
export function findRecord<Row, Rec>(ctx: AppContext, spec: ListSpec<Row, Rec>, id: number): Rec | undefined {
  registerSqlFunctions(ctx.db);
  spec.beforeRead?.(ctx);
  const scope = spec.scope ? ` AND ${spec.scope}` : '';
  const row = one<Row>(ctx.db, `SELECT ${spec.columns} FROM ${spec.from} WHERE ${spec.id} = ?${scope}`, id);
  return row === undefined ? undefined : spec.toRecord(row);
}

/** `Content-Range: <resource> <start>-<end>/<total>`; an empty page has no start and end (`*` then). */
export function contentRange(resource: string, start: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + count - 1}/${total}`;
}

export function sendList<Rec>(
  reply: FastifyReply,
  resource: string,
  start: number,
  result: ListResult<Rec>,
): FastifyReply {
  return reply
    .header('content-range', contentRange(resource, start, result.records.length, result.total))
    .header('access-control-expose-headers', 'Content-Range')
    .send(result.records);
}

// Routes ----------------------------------------------------------------------------------------

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
} as const;

/** The record id of `/:id` (validated by `idParams`). */
export const idOf = (request: { params: { id: string } }): number => Number(request.params.id);

/** `GET /` answering the list of the spec. */
export function listRoute<Row, Rec>(app: FastifyInstance, spec: ListSpec<Row, Rec>): void {
  app.get('/', async (request, reply) => {
    const params = parseListParams(request.query);
    return sendList(reply, spec.resource, params.range.start, listRecords(app.ctx, spec, params));
  });
}

/** `GET /:id` answering one record of the spec (with `extend` adding its details), 404 if unknown. */
export function oneRoute<Row, Rec, Full = Rec>(
  app: FastifyInstance,
  spec: ListSpec<Row, Rec>,
  extend?: (record: Rec) => Full,
): void {
  app.get<{ Params: { id: string } }>('/:id', { schema: { params: idParams } }, async (request) => {
    const record = findRecord(app.ctx, spec, idOf(request));
    if (record === undefined) throw notFound();
    return extend ? extend(record) : record;
  });
}

const METHODS: readonly HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Answers 405 `{message}` for every method a resource does not offer, on the collection (`/`)
 * and on its records (`/:id`).
 */
export function refuseOtherMethods(
  app: FastifyInstance,
  offered: { collection: readonly HTTPMethods[]; record: readonly HTTPMethods[] },
): void {
  const refuse = async (): Promise<never> => {
    throw new ConsoleHttpError(405, 'Метод не поддерживается этим ресурсом');
  };
  const missing = (list: readonly HTTPMethods[]) => METHODS.filter((m) => !list.includes(m));
  const collection = missing(offered.collection);
  const record = missing(offered.record);
  if (collection.length > 0) app.route({ method: collection, url: '/', handler: refuse });
  if (record.length > 0) app.route({ method: record, url: '/:id', handler: refuse });
}

/**
 * preValidation: a body key outside `allowed` is a 400 (the schema's `additionalProperties:
 * false` would silently drop it: Fastify's Ajv removes additional properties).
 */
export const onlyFields =
  (allowed: readonly string[]) =>
  async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (!isRecord(body)) return;
    const unknown = Object.keys(body).find((key) => !allowed.includes(key));
    if (unknown !== undefined) throw badRequest(`Field '${unknown}' is not allowed`);
  };
