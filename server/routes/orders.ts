import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AcceptedBody,
  ReadyToSendBody,
  ReadyToSendByDispatchDay,
  ReadyToSendByReadyDays,
  WholesaleOrderFilterBody,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { readMultipart, type Checked } from '../lib/multipart.js';
import { DOCUMENT_KINDS, FormFields, withStoredFiles, type MultipartForm } from '../lib/uploads.js';
import { schemas, toId } from '../lib/validation.js';
import {
  listWholesaleOrders,
  SORT_COLUMNS,
  WHOLESALE_FILTER_STATUS_IDS,
} from '../services/ordersWholesaleList.js';
import { wholesaleOrderDetail } from '../services/ordersWholesaleDetail.js';
import {
  precheckWholesaleAction,
  runWholesaleAction,
  type Decide,
} from '../services/ordersWholesaleActions.js';
import {
  acceptDispatchDeadline,
  acceptPayRenewal,
  decline,
  orderDelivered,
  orderDispatched,
  orderInTransit,
  prolongDispatch,
  readyToSent,
} from '../services/ordersWholesaleRules.js';
import {
  invalid,
  nullableWireDate,
  orderNotFound,
  pageWindow,
  paginationSchema,
  parseWireDate,
  wireDate,
} from '../services/ordersCommon.js';
import { iso } from '../lib/time.js';
import { addressProblem } from '../services/locations.js';
import { filterId, listFilter, PHONE, query } from './orderFilters.js';

/** Wholesale orders under `/seller/api/Order/...` (docs/contract/orders.md). */

type FilterBody = AcceptedBody<WholesaleOrderFilterBody>;

/** Either form of the ready-to-send body; which one the order needs is checked against its delivery method. */
type ReadyToSentBody = Pick<ReadyToSendBody, 'orderId'> &
  AcceptedBody<Omit<ReadyToSendByDispatchDay, 'orderId'> & Omit<ReadyToSendByReadyDays, 'orderId'>>;

const nonBlank = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const filterSchema = {
  type: 'object',
  properties: {
    buyerId: filterId,
    sellerId: filterId,
    statusId: { type: ['integer', 'null'], enum: [null, ...WHOLESALE_FILTER_STATUS_IDS] },
    dateFrom: nullableWireDate,
    dateTo: nullableWireDate,
    pagination: paginationSchema,
    shippingMethodId: { type: ['integer', 'null'], enum: [null, 0, 1, 2] },
    column: { type: ['string', 'null'], enum: [null, ...Object.keys(SORT_COLUMNS)] },
    sortByAscending: { type: ['boolean', 'null'] },
  },
} as const;

const readyToSentSchema = {
  type: 'object',
  required: ['orderId'],
  properties: {
    orderId: schemas.id,
    dispatchDay: nullableWireDate,
    readyDays: { type: ['integer', 'null'], minimum: 1, maximum: 60 },
    address: {
      type: ['object', 'null'],
      required: ['countryId', 'regionId', 'cityId', 'street', 'houseNumber'],
      properties: {
        countryId: { type: 'integer', minimum: 1 },
        regionId: { type: 'integer', minimum: 1 },
        cityId: { type: 'integer', minimum: 1 },
        street: nonBlank(200),
        houseNumber: nonBlank(20),
        apartmentOrOficeNumber: optionalText(20),
        postalIndex: { type: ['string', 'null'], maxLength: 12, pattern: '^[0-9A-Za-z -]*$' },
      },
    },
  },
} as const;

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };
  /** Runs one status action on the caller's order. */
  const act = (request: FastifyRequest, orderId: number, decide: Decide) =>
    runWholesaleAction(ctx.db, ctx.now(), sellerOf(request).sellerId, orderId, decide);

  app.post<{ Body: FilterBody }>(
    '/Order/GetAllOrdersByFilter',
    { ...guard, schema: { body: filterSchema } },
    async (request) => {
      const b = request.body;
      const filter = listFilter(request, b.sellerId, 'dateFrom', b.dateFrom, 'dateTo', b.dateTo);
      if (!filter.ok) return filter.reply;
      return ok(
        listWholesaleOrders(ctx.db, ctx.now(), {
          sellerId: filter.sellerId,
          buyerId: b.buyerId || null,
          statusId: b.statusId || null,
          shippingMethodId: b.shippingMethodId || null,
          range: filter.range,
          window: pageWindow(b.pagination),
          column: b.column ?? 'id',
          ascending: b.sortByAscending ?? false,
        }),
      );
    },
  );

  app.post<{ Querystring: { id: number } }>(
    '/Order/GetOrderById',
    { ...guard, schema: { querystring: query({ id: schemas.queryId }) } },
    async (request) => {
      const detail = wholesaleOrderDetail(ctx.db, ctx.now(), sellerOf(request).sellerId, request.query.id);
      return detail ? ok(detail) : orderNotFound();
    },
  );

  app.post<{ Querystring: { id: number; declinePurpose: string } }>(
    '/Order/DeclineOrderById',
    { ...guard, schema: { querystring: query({ id: schemas.queryId, declinePurpose: nonBlank(500) }) } },
    async (request) => {
      const { id, declinePurpose } = request.query;
      return act(request, id, decline(declinePurpose.trim()));
    },
  );

  app.post<{ Querystring: { orderId: number; suggestedDays: number } }>(
    '/Order/AcceptPayRenewalRequest',
    {
      ...guard,
      schema: {
        querystring: query({
          orderId: schemas.queryId,
          suggestedDays: { type: 'integer', minimum: 1, maximum: 90 },
        }),
      },
    },
    async (request) => {
      const { orderId, suggestedDays } = request.query;
      return act(request, orderId, acceptPayRenewal(suggestedDays));
    },
  );

  app.post<{ Querystring: { orderId: number; prolonagationDate: string } }>(
    '/Order/DispatchProlongation',
    { ...guard, schema: { querystring: query({ orderId: schemas.queryId, prolonagationDate: wireDate }) } },
    async (request) => {
      const { orderId, prolonagationDate } = request.query;
      return act(request, orderId, prolongDispatch(prolonagationDate));
    },
  );

  app.post<{ Querystring: { orderId: number; extendingDate: string } }>(
    '/Order/AcceptDispatchDeadline',
    { ...guard, schema: { querystring: query({ orderId: schemas.queryId, extendingDate: wireDate }) } },
    async (request) => {
      const { orderId, extendingDate } = request.query;
      return act(request, orderId, acceptDispatchDeadline(extendingDate));
    },
  );

  app.post<{ Body: ReadyToSentBody }>(
    '/Order/ReadyToSent',
    { ...guard, schema: { body: readyToSentSchema } },
    async (request) => {
      const b = request.body;
      const input = {
        dispatchDay: b.dispatchDay ?? null,
        readyDays: b.readyDays ?? null,
        address: b.address ?? null,
        addressProblem: b.address ? addressProblem(ctx.db, b.address) : null,
      };
      return act(request, toId(b.orderId), readyToSent(input));
    },
  );

  app.post<{ Querystring: { id: number } }>(
    '/Order/OrderDispatched',
    { ...guard, schema: { querystring: query({ id: schemas.queryId }) } },
    async (request) => act(request, request.query.id, orderDispatched),
  );

  app.post<{ Querystring: { orderId: number } }>(
    '/Order/OrderDelivered',
    { ...guard, schema: { querystring: query({ orderId: schemas.queryId }) } },
    async (request) => act(request, request.query.orderId, orderDelivered),
  );
}

/** The OrderInTransit form and the order, checked before any file is read. */
function checkInTransit(
  db: Db,
  now: number,
  sellerId: number,
  parts: MultipartForm,
): Checked<{ orderId: number; decide: Decide }> {
  const fields = new FormFields(parts);
  const orderId = fields.int('OrderId', { required: true });
  const shippingMethodId = fields.int('ShippingMethodId', { required: true, max: 2 });
  const form = {
    shippingMethodId: shippingMethodId ?? 0,
    deliveryMethodId: fields.int('DeliveryMethodId', { max: 3 }),
    transportMark: fields.text('TransportMark', 100),
    transportNumber: fields.text('TransportNumber', 30),
    driverFulname: fields.text('DriverFulname', 150),
    driverPhone: fields.text('DriverPhone', 25, { pattern: PHONE }),
    voyageNumber: fields.text('VoyageNumber', 50),
    trackCode: fields.text('TrackCode', 64),
    additionalInfo: fields.text('AdditionalInfo', 1000),
    pickUpDate: fields.text('PickUpDate', 40),
  };
  if (fields.error !== null || orderId === null)
    return { ok: false, reply: invalid(fields.error ?? "Field 'OrderId' is required") };
  if (form.pickUpDate !== null) {
    const date = parseWireDate(form.pickUpDate);
    if (!date) return { ok: false, reply: invalid("Field 'PickUpDate' is not a valid date") };
    form.pickUpDate = iso(date.ms);
  }
  const decide = orderInTransit(form);
  const refusal = precheckWholesaleAction(db, now, sellerId, orderId, decide);
  return refusal ? { ok: false, reply: refusal } : { ok: true, value: { orderId, decide } };
}

/**
 * `Order/OrderInTransit` (multipart): registered in the scope that has @fastify/multipart.
 * The form and the order are checked before any file is read; the files are streamed to disk,
 * recorded in the same transaction as the status change, and removed again if that refuses.
 */
export async function orderUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/Order/OrderInTransit', { preHandler: app.requireSeller }, async (request) => {
    const caller = sellerOf(request);
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { procurationfiles: DOCUMENT_KINDS },
      check: (parts) => checkInTransit(ctx.db, ctx.now(), caller.sellerId, parts),
    });
    if (!parsed.ok) return parsed.reply;
    const { orderId, decide } = parsed.value;
    return withStoredFiles(
      ctx.dataDir,
      parsed.form.files,
      (stored) =>
        runWholesaleAction(ctx.db, ctx.now(), caller.sellerId, orderId, decide, {
          kind: 'procuration',
          stored,
        }),
      (reply, stored) => (reply.status === 1 ? [] : stored),
    );
  });
}
