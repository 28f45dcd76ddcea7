import type { FastifyInstance } from 'fastify';
import type {
  AcceptedBody,
  DeclineTenderProposalBody,
  TenderFilterBody,
  TenderProposalBody,
  TenderProposalFilterBody,
} from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { readMultipart } from '../lib/multipart.js';
import { DOCUMENT_KINDS } from '../lib/uploads.js';
import { schemas, toId } from '../lib/validation.js';
import { invalid, pageWindow, parseWireDate } from '../services/ordersCommon.js';
import { storeNotFound } from '../services/productsCommon.js';
import { hasTwoDecimalsAtMost } from '../../rules/index.js';
import { listedStatus, listTenders, readTender, searchOf } from '../services/tendersList.js';
import { checkTenderOrderForm, placeTenderOrder } from '../services/tendersOrder.js';
import {
  createTenderProposal,
  listProposals,
  productsForProposal,
  readProposal,
} from '../services/tendersProposals.js';
import { newAfter } from '../services/tendersRead.js';
import { runProposalAction } from '../services/tendersRules.js';
import { listFilter, query } from './orderFilters.js';
import {
  declineBodySchema,
  proposalBodySchema,
  proposalFilterSchema,
  tenderFilterSchema,
} from './tenderSchemas.js';

/** Tenders and tender proposals under `/seller/api/Tender/...` (docs/contract/requests-tenders.md). All POST. */

type TenderFilter = AcceptedBody<TenderFilterBody>;
type ProposalFilter = AcceptedBody<TenderProposalFilterBody>;
type ProposalBody = Omit<TenderProposalBody, 'tenderId' | 'productId' | 'comment'> & {
  tenderId: number | string;
  productId: number | string;
  comment?: string | null;
};
type DeclineBody = Omit<DeclineTenderProposalBody, 'tenderId'> & { tenderId: number | string };

export async function tenderRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Body: TenderFilter }>(
    '/Tender/GetAllTenders',
    { ...guard, schema: { body: tenderFilterSchema } },
    async (request) => {
      const b = request.body;
      const filter = listFilter(request, b.sellerId, 'dateFrom', b.dateFrom, 'dateTo', b.dateTo);
      if (!filter.ok) return filter.reply;
      const lastVisit = b.lastVisitDate ? parseWireDate(b.lastVisitDate) : null;
      if (b.lastVisitDate && !lastVisit) return invalid("Field 'lastVisitDate' is not a valid date");
      const now = ctx.now();
      const column = b.column ?? 'deadline';
      return ok(
        listTenders(ctx.db, now, {
          sellerId: filter.sellerId,
          search: searchOf(b.searchValue),
          categoryId: b.productCategoryId || null,
          countryId: b.countryId && b.countryId > 0 ? b.countryId : null,
          statusId: listedStatus(b.statusId),
          onlyNew: b.onlyNew ?? false,
          newSince: newAfter(lastVisit?.ms ?? null, now),
          withoutMyProposal: b.withoutMyProposal ?? false,
          range: filter.range,
          column,
          ascending: b.sortByAscending ?? column === 'deadline',
          window: pageWindow(b.pagination),
        }),
      );
    },
  );

  app.post<{ Querystring: { tenderId: number } }>(
    '/Tender/GetTenderById',
    { ...guard, schema: { querystring: query({ tenderId: schemas.queryId }) } },
    async (request) => {
      const now = ctx.now();
      return readTender(ctx.db, now, sellerOf(request).sellerId, request.query.tenderId, newAfter(null, now));
    },
  );

  app.post<{ Querystring: { storeId: number } }>(
    '/Tender/GetProductsForTenderProposal',
    { ...guard, schema: { querystring: query({ storeId: schemas.queryId }) } },
    async (request) => {
      const { storeId } = sellerOf(request);
      return request.query.storeId === storeId
        ? ok(productsForProposal(ctx.db, ctx.now(), storeId))
        : storeNotFound();
    },
  );

  app.post<{ Body: ProposalBody }>(
    '/Tender/CreateTenderProposal',
    { ...guard, schema: { body: proposalBodySchema } },
    async (request) => {
      const b = request.body;
      for (const field of ['pricePerUnit', 'deliveryAmount'] as const) {
        if (!hasTwoDecimalsAtMost(b[field]))
          return invalid(`Field '${field}' must have at most two decimals`);
      }
      return createTenderProposal(ctx.db, ctx.now(), sellerOf(request), {
        ...b,
        tenderId: toId(b.tenderId),
        productId: toId(b.productId),
        comment: b.comment ?? null,
      });
    },
  );

  app.post<{ Body: ProposalFilter }>(
    '/Tender/GetTenderProposalsByFilter',
    { ...guard, schema: { body: proposalFilterSchema } },
    async (request) => {
      const b = request.body;
      const filter = listFilter(request, b.sellerId, 'dateFrom', b.dateFrom, 'dateTo', b.dateTo);
      if (!filter.ok) return filter.reply;
      const column = b.column ?? 'deadline';
      return ok(
        listProposals(ctx.db, ctx.now(), {
          sellerId: filter.sellerId,
          statusId: b.statusId || null,
          tenderStatusId: b.tenderStatusId || null,
          search: searchOf(b.searchValue),
          range: filter.range,
          column,
          ascending: b.sortByAscending ?? column === 'deadline',
          window: pageWindow(b.pagination),
        }),
      );
    },
  );

  app.post<{ Querystring: { id: number } }>(
    '/Tender/GetTenderProposalById',
    { ...guard, schema: { querystring: query({ id: schemas.queryId }) } },
    async (request) => {
      const now = ctx.now();
      return readProposal(ctx.db, now, sellerOf(request).sellerId, request.query.id, newAfter(null, now));
    },
  );

  app.post<{ Body: DeclineBody }>(
    '/Tender/DeclineTenderProposal',
    { ...guard, schema: { body: declineBodySchema } },
    async (request) => {
      const { tenderId, declinePurpose } = request.body;
      return runProposalAction(
        ctx.db,
        ctx.now(),
        sellerOf(request).sellerId,
        { tenderId: toId(tenderId) },
        'decline',
        {
          declinePurpose: declinePurpose.trim(),
        },
      );
    },
  );

  app.post<{ Querystring: { id: number } }>(
    '/Tender/DeleteTenderProposal',
    { ...guard, schema: { querystring: query({ id: schemas.queryId }) } },
    async (request) =>
      runProposalAction(
        ctx.db,
        ctx.now(),
        sellerOf(request).sellerId,
        { proposalId: request.query.id },
        'delete',
      ),
  );
}

/**
 * `Tender/CreateAnOrder` (multipart): registered in the scope that has @fastify/multipart. The
 * form and the caller's winning proposal are checked before any file is read.
 */
export async function tenderUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/Tender/CreateAnOrder', { preHandler: app.requireSeller }, async (request) => {
    const { sellerId } = sellerOf(request);
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { technicaldocumentations: DOCUMENT_KINDS },
      check: (parts) => checkTenderOrderForm(ctx.db, ctx.now(), sellerId, parts),
    });
    if (!parsed.ok) return parsed.reply;
    return placeTenderOrder(ctx.db, ctx.dataDir, ctx.now, sellerId, parsed.value, parsed.form.files);
  });
}
