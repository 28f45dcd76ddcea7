import type { FastifyInstance } from 'fastify';
import type {
  AcceptedBody,
  OrderProposalBody,
  OrderRequestFilterBody,
  RejectOrderRequestBody,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { readMultipart, type Checked } from '../lib/multipart.js';
import {
  DOCUMENT_KINDS,
  FormFields,
  removeFiles,
  withStoredFiles,
  type MultipartForm,
} from '../lib/uploads.js';
import { toId } from '../lib/validation.js';
import { zipStoredFiles } from '../lib/zip.js';
import { dateRange, invalid, pageWindow } from '../services/ordersCommon.js';
import { storeNotFound } from '../services/productsCommon.js';
import { requestNotFound } from '../services/orderRequestsCommon.js';
import { orderRequestDetail } from '../services/orderRequestsDetail.js';
import { listOrderRequests, requestFilterOptions } from '../services/orderRequestsList.js';
import {
  createOrderFromRequest,
  precheckCreateOrder,
  type CreateOrderInput,
} from '../services/orderRequestsOrder.js';
import {
  createProposal,
  deleteRequest,
  rejectRequest,
  updateProposal,
} from '../services/orderRequestsProposal.js';
import {
  proposalSchema,
  rejectSchema,
  requestFilterSchema,
  requestIdQuery,
  sellerIdQuery,
  wireDayOf,
} from './orderRequestSchemas.js';

/** Order requests under `/seller/api/OrderRequest/...` (docs/contract/requests-tenders.md). */

type FilterBody = AcceptedBody<OrderRequestFilterBody>;
/** The proposal body as the schema checked it (the request id may come as digits, like ids from URLs). */
type ProposalBody = Omit<OrderProposalBody, 'orderRequestId'> & { orderRequestId: number | string };
type RejectBody = Omit<RejectOrderRequestBody, 'orderRequestId'> & { orderRequestId: number | string };

/** A positive filter id, or null for null, 0 (and -1 for the country: spec section 5). */
const positiveOrNull = (value: number | null | undefined): number | null =>
  value && value > 0 ? value : null;

export async function orderRequestRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.get<{ Querystring: { sellerId: number } }>(
    '/OrderRequest/GetProductsAndBuyersOfOrderRequest',
    { ...guard, schema: { querystring: sellerIdQuery } },
    async (request) => {
      const { sellerId } = sellerOf(request);
      if (request.query.sellerId !== sellerId) return storeNotFound();
      return ok(requestFilterOptions(ctx.db, ctx.now(), sellerId));
    },
  );

  app.post<{ Body: FilterBody }>(
    '/OrderRequest/GetAllOrderRequests',
    { ...guard, schema: { body: requestFilterSchema } },
    async (request) => {
      const b = request.body;
      const { sellerId } = sellerOf(request);
      if (b.sellerId && b.sellerId !== sellerId) return storeNotFound();
      const range = dateRange('startDate', wireDayOf(b.startDate), 'endDate', wireDayOf(b.endDate));
      if (!range.ok) return invalid(range.message);
      const status = b.orderRequestStatuses ?? null;
      return ok(
        listOrderRequests(ctx.db, ctx.now(), {
          sellerId,
          countryId: positiveOrNull(b.country),
          shippingMethodId: positiveOrNull(b.shippingMethods),
          requestId: positiveOrNull(b.requestId),
          // 0 and 1 are the filter's "all statuses" (spec section 5).
          statusId: status !== null && status > 1 ? status : null,
          buyerId: positiveOrNull(b.buyerId),
          productId: positiveOrNull(b.productId),
          categoryId: positiveOrNull(b.productCategoryId),
          range: range.range,
          window: pageWindow(b.pagination),
          column: b.column ?? 'creationDate',
          ascending: b.sortByAscending ?? false,
        }),
      );
    },
  );

  app.post<{ Querystring: { orderRequestId: number } }>(
    '/OrderRequest/GetOrderRequestById',
    { ...guard, schema: { querystring: requestIdQuery } },
    async (request) => {
      const { sellerId } = sellerOf(request);
      const detail = orderRequestDetail(ctx.db, ctx.now(), sellerId, request.query.orderRequestId);
      return detail ? ok(detail) : requestNotFound();
    },
  );

  for (const [path, write] of [
    ['CreateOrderProposal', createProposal],
    ['UpdateOrderProposal', updateProposal],
  ] as const) {
    app.post<{ Body: ProposalBody }>(
      `/OrderRequest/${path}`,
      { ...guard, schema: { body: proposalSchema } },
      async (request) => {
        const b = request.body;
        const body = { ...b, orderRequestId: toId(b.orderRequestId), comment: b.comment ?? null };
        return write(ctx.db, ctx.now(), sellerOf(request).sellerId, body);
      },
    );
  }

  app.post<{ Body: RejectBody }>(
    '/OrderRequest/RejectOrderRequest',
    { ...guard, schema: { body: rejectSchema } },
    async (request) => {
      const b = request.body;
      return rejectRequest(
        ctx.db,
        ctx.now(),
        sellerOf(request).sellerId,
        toId(b.orderRequestId),
        b.rejectReason,
      );
    },
  );

  app.post<{ Querystring: { orderRequestId: number } }>(
    '/OrderRequest/DeleteOrderRequest',
    { ...guard, schema: { querystring: requestIdQuery } },
    async (request) =>
      deleteRequest(ctx.db, ctx.now(), sellerOf(request).sellerId, request.query.orderRequestId),
  );
}

/** The CreateAnOrder form and the request (its owner and status), checked before any file is read. */
function checkCreateOrder(
  db: Db,
  now: number,
  sellerId: number,
  parts: MultipartForm,
): Checked<CreateOrderInput> {
  const fields = new FormFields(parts);
  const requestId = fields.int('OrderRequestId', { required: true });
  const invoiceValidDays = fields.int('InvoiceValidDays', { required: true, max: 30 });
  const orderDescription = fields.text('OrderDescription', 1000);
  if (fields.error !== null || requestId === null || invoiceValidDays === null) {
    return { ok: false, reply: invalid(fields.error ?? "Field 'OrderRequestId' is required") };
  }
  const refusal = precheckCreateOrder(db, now, sellerId, requestId);
  return refusal
    ? { ok: false, reply: refusal }
    : { ok: true, value: { requestId, invoiceValidDays, orderDescription } };
}

/**
 * `OrderRequest/CreateAnOrder` (multipart): registered in the scope that has @fastify/multipart.
 * The form and the request are checked before any file is read; the files are streamed to disk
 * and zipped, then the order is created in one transaction; on a refusal the files and the zip
 * are removed again.
 */
export async function orderRequestUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/OrderRequest/CreateAnOrder', { preHandler: app.requireSeller }, async (request) => {
    const { sellerId } = sellerOf(request);
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { technicaldocumentations: DOCUMENT_KINDS },
      check: (parts) => checkCreateOrder(ctx.db, ctx.now(), sellerId, parts),
    });
    if (!parsed.ok) return parsed.reply;
    const { files } = parsed.form;
    let zipFile: string | null;
    try {
      zipFile = await zipStoredFiles(ctx.dataDir, files);
    } catch (error) {
      await removeFiles(
        ctx.dataDir,
        files.map((f) => f.fileName),
      );
      throw error;
    }
    const zipNames = zipFile ? [zipFile] : [];
    try {
      return await withStoredFiles(
        ctx.dataDir,
        files,
        (stored) => createOrderFromRequest(ctx.db, ctx.now(), sellerId, parsed.value, stored, zipFile),
        (reply, stored) => (reply.status === 1 ? [] : [...stored, ...zipNames]),
      );
    } catch (error) {
      await removeFiles(ctx.dataDir, zipNames);
      throw error;
    }
  });
}
