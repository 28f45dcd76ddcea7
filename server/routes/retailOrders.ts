import type { FastifyInstance } from 'fastify';
import type {
  AcceptedBody,
  ChangeRetailOrderStatusBody,
  GeneralRetailOrderFilterBody,
  RetailOrderFilterBody,
  RetailOrderSortColumn,
} from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { readMultipart } from '../lib/multipart.js';
import { IMAGE_KINDS, withStoredFiles } from '../lib/uploads.js';
import { schemas, toId } from '../lib/validation.js';
import {
  invalid,
  nullableWireDate,
  orderNotFound,
  pageWindow,
  paginationSchema,
  textOrNull,
  WIRE_DATE_PATTERN,
} from '../services/ordersCommon.js';
import {
  addShippingInfo,
  changeRetailStatus,
  listRetailOrders,
  precheckRetailAction,
  RETAIL_SORT_COLUMNS,
  RETAIL_STATUS_IDS,
  retailOrderDetail,
  runRetailAction,
  type ShippingInfoInput,
} from '../services/ordersRetail.js';
import { filterId, listFilter, PHONE, query } from './orderFilters.js';

/** Retail orders under `/seller/api/RetailOrder/...` and `Order/GetRetailOrderInfo`. */

type RetailFilterBody = AcceptedBody<RetailOrderFilterBody>;
type GeneralFilterBody = AcceptedBody<GeneralRetailOrderFilterBody>;
type ChangeStatusBody = Pick<ChangeRetailOrderStatusBody, 'retailOrderId' | 'retailOrderStatus'> &
  AcceptedBody<Pick<ChangeRetailOrderStatusBody, 'cdekOfficeAddress' | 'ImIds' | 'declinePurpose'>>;

/** Optional sort keys (an addition to the specification's retail filters, like the wholesale list's). */
const sortSchema = {
  column: { type: ['string', 'null'], enum: [null, ...Object.keys(RETAIL_SORT_COLUMNS)] },
  sortByAscending: { type: ['boolean', 'null'] },
} as const;

const sortOf = (b: { column?: RetailOrderSortColumn | null; sortByAscending?: boolean | null }) =>
  b.column ? { column: b.column, ascending: b.sortByAscending ?? false } : null;

const retailFilterSchema = {
  type: 'object',
  properties: {
    retailOrderId: filterId,
    retailOrderStatuses: {
      type: ['array', 'null'],
      maxItems: 20,
      items: { type: 'integer', enum: [0, ...RETAIL_STATUS_IDS] },
    },
    startDate: nullableWireDate,
    endDate: nullableWireDate,
    pagination: paginationSchema,
    productName: { type: ['string', 'null'], maxLength: 100 },
    // Order search: digits, at most 7 (spec section 9); a number is accepted too.
    number: { type: ['string', 'integer', 'null'], pattern: '^\\d{0,7}$', minimum: 0, maximum: 9_999_999 },
    sellerId: filterId,
    ...sortSchema,
  },
} as const;

const generalFilterSchema = {
  type: 'object',
  properties: {
    sellerId: filterId,
    dateFrom: nullableWireDate,
    dateTo: nullableWireDate,
    pagination: paginationSchema,
    searchValue: { type: ['string', 'null'], maxLength: 100 },
    ...sortSchema,
  },
} as const;

const changeStatusSchema = {
  type: 'object',
  required: ['retailOrderId', 'retailOrderStatus'],
  properties: {
    retailOrderId: schemas.id,
    retailOrderStatus: { type: 'integer', enum: RETAIL_STATUS_IDS },
    cdekOfficeAddress: { type: ['string', 'null'], maxLength: 300 },
    // The seller's reason of a cancel (to 6): an addition to the specification's body.
    declinePurpose: { type: ['string', 'null'], maxLength: 500 },
    ImIds: {
      type: ['array', 'null'],
      maxItems: 50,
      items: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' },
    },
  },
} as const;

const searchText = (value: string | null | undefined): string | null =>
  textOrNull(value)?.toLowerCase() ?? null;

export async function retailOrderRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Body: RetailFilterBody }>(
    '/RetailOrder/GetRetailOrdersAndFilter',
    { ...guard, schema: { body: retailFilterSchema } },
    async (request) => {
      const b = request.body;
      const filter = listFilter(request, b.sellerId, 'startDate', b.startDate, 'endDate', b.endDate);
      if (!filter.ok) return filter.reply;
      const statuses = b.retailOrderStatuses ?? null;
      return ok(
        listRetailOrders(ctx.db, ctx.now(), {
          sellerId: filter.sellerId,
          orderId: b.retailOrderId || null,
          statuses: statuses && !statuses.includes(0) ? [...new Set(statuses)] : null,
          range: filter.range,
          productName: searchText(b.productName),
          number: b.number === null || b.number === undefined ? null : textOrNull(String(b.number)),
          search: null,
          sort: sortOf(b),
          window: pageWindow(b.pagination),
        }),
      );
    },
  );

  app.post<{ Body: GeneralFilterBody }>(
    '/RetailOrder/GetGeneralRetailOrdersAndFilter',
    { ...guard, schema: { body: generalFilterSchema } },
    async (request) => {
      const b = request.body;
      const filter = listFilter(request, b.sellerId, 'dateFrom', b.dateFrom, 'dateTo', b.dateTo);
      if (!filter.ok) return filter.reply;
      return ok(
        listRetailOrders(ctx.db, ctx.now(), {
          sellerId: filter.sellerId,
          orderId: null,
          statuses: null,
          range: filter.range,
          productName: null,
          number: null,
          search: searchText(b.searchValue),
          sort: sortOf(b),
          window: pageWindow(b.pagination),
        }),
      );
    },
  );

  app.get<{ Querystring: { orderId: number } }>(
    '/Order/GetRetailOrderInfo',
    { ...guard, schema: { querystring: query({ orderId: schemas.queryId }) } },
    async (request) => {
      const detail = retailOrderDetail(ctx.db, ctx.now(), sellerOf(request).sellerId, request.query.orderId);
      return detail ? ok(detail) : orderNotFound();
    },
  );

  app.post<{ Body: ChangeStatusBody }>(
    '/RetailOrder/ChangeRetailOrderStatus',
    { ...guard, schema: { body: changeStatusSchema } },
    async (request) => {
      const b = request.body;
      const decide = changeRetailStatus({
        to: b.retailOrderStatus,
        cdekOfficeAddress: textOrNull(b.cdekOfficeAddress),
        imIds: (b.ImIds ?? []).map((id) => id.trim()),
        declinePurpose: textOrNull(b.declinePurpose),
      });
      return runRetailAction(ctx.db, ctx.now(), sellerOf(request).sellerId, toId(b.retailOrderId), decide)
        .reply;
    },
  );
}

const DATE = new RegExp(WIRE_DATE_PATTERN);

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= Number.MAX_SAFE_INTEGER;

/** Reads an id sent as a number or as digits. */
const idOf = (value: unknown): number | null =>
  isId(value) ? value : typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;

/** The `json` part of AddInfoForShipping, checked by hand (multipart is outside the JSON schema). */
export function parseShippingJson(value: unknown): Parsed<ShippingInfoInput & { orderId: number }> {
  let json = value;
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json) as unknown;
    } catch {
      return { ok: false, message: "Part 'json' is not valid JSON" };
    }
  }
  if (json === undefined || json === null) return { ok: false, message: "Part 'json' is required" };
  if (!isRecord(json)) return { ok: false, message: "Part 'json' must be an object" };
  const orderId = idOf(json.orderId);
  if (orderId === null) return { ok: false, message: "Field 'orderId' must be a positive integer" };
  const { pickupDate, driverPhone, shippingMethodId, deliveryMethodId, retailOrderProductsId } = json;
  if (typeof pickupDate !== 'string' || !DATE.test(pickupDate.trim())) {
    return { ok: false, message: "Field 'pickupDate' must be a date (yyyy-MM-dd or ISO 8601)" };
  }
  let phone: string | null = null;
  if (driverPhone !== undefined && driverPhone !== null) {
    if (typeof driverPhone !== 'string')
      return { ok: false, message: "Field 'driverPhone' must be a string" };
    phone = textOrNull(driverPhone);
    if (phone !== null && !PHONE.test(phone))
      return { ok: false, message: "Field 'driverPhone' has an invalid format" };
  }
  if (shippingMethodId !== 1 && shippingMethodId !== 2) {
    return { ok: false, message: "Field 'shippingMethodId' must be one of [1,2]" };
  }
  if (deliveryMethodId !== 1 && deliveryMethodId !== 2 && deliveryMethodId !== 3) {
    return { ok: false, message: "Field 'deliveryMethodId' must be one of [1,2,3]" };
  }
  let lines: number[] | null = null;
  if (retailOrderProductsId !== undefined && retailOrderProductsId !== null) {
    const list = Array.isArray(retailOrderProductsId) ? retailOrderProductsId : [retailOrderProductsId];
    const ids = list.map(idOf);
    if (ids.length > 100 || ids.some((id) => id === null)) {
      return {
        ok: false,
        message: "Field 'retailOrderProductsId' must be a product line id or a list of them",
      };
    }
    lines = ids as number[];
  }
  return {
    ok: true,
    value: {
      orderId,
      pickupDate: pickupDate.trim(),
      driverPhone: phone,
      shippingMethodId,
      deliveryMethodId,
      productLineIds: lines,
    },
  };
}

/** `RetailOrder/AddInfoForShipping` (multipart: part `json` and image parts `File`). */
export async function retailUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/RetailOrder/AddInfoForShipping', { preHandler: app.requireSeller }, async (request) => {
    const caller = sellerOf(request);
    // The json part and the order are checked before any file is read.
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { file: IMAGE_KINDS },
      jsonParts: ['json'],
      check: (parts) => {
        const input = parseShippingJson(parts.fields.get('json'));
        if (!input.ok) return { ok: false, reply: invalid(input.message) };
        const { orderId, ...info } = input.value;
        const decide = addShippingInfo(ctx.db, info);
        const refusal = precheckRetailAction(ctx.db, ctx.now(), caller.sellerId, orderId, decide);
        return refusal ? { ok: false, reply: refusal } : { ok: true, value: { orderId, decide } };
      },
    });
    if (!parsed.ok) return parsed.reply;
    const { orderId, decide } = parsed.value;
    const result = await withStoredFiles(
      ctx.dataDir,
      parsed.form.files,
      (stored) => runRetailAction(ctx.db, ctx.now(), caller.sellerId, orderId, decide, stored),
      (done, stored) => (done.reply.status === 1 ? done.released : stored),
    );
    return result.reply;
  });
}
