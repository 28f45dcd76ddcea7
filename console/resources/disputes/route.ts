import type { FastifyInstance } from 'fastify';
import type { StoredFile as WireFile } from '../../../contract/index.js';
import { withStoredFiles, DOCUMENT_KINDS } from '../../../server/lib/uploads.js';
import { CLAIM_FILES_SQL, DECLINE_FILES_SQL, filesOf } from '../../../server/services/disputesFiles.js';
import { checkOpen, openDispute, type OpenRefusal } from '../../../server/services/disputesOpen.js';
import {
  allowedDisputeActions,
  CLAIM_MAX,
  DISPUTE_REASON_IDS,
  type DisputeActionName,
} from '../../../server/services/disputesRules.js';
import { sweepDisputes } from '../../../server/services/disputesSweep.js';
import {
  CONSOLE_FILES_BODY_LIMIT,
  dataUrlFilesSchema,
  decodeDataUrls,
  writeDecoded,
  type DataUrlFile,
} from '../../../server/services/disputesUploads.js';
import { BUYER_NAME_SQL, ORDER_NOT_FOUND } from '../../../server/services/ordersCommon.js';
import {
  badRequest,
  booleanFilter,
  conflict,
  findRecord,
  integerFilter,
  listRoute,
  notFound,
  oneRoute,
  refuseOtherMethods,
  type ConsoleHttpError,
  type ListSpec,
} from '../../server/rest.js';

/**
 * Disputes of every seller (docs/contract/console.md "disputes"); POST opens one as the buyer of
 * a delivered order, with claim files sent as data URLs (server/services/disputesUploads.ts).
 */

export const NOT_DELIVERED = 'Спор можно открыть только по доставленному заказу';
export const ALREADY_OPEN = 'По этому заказу уже открыт спор';

export interface DisputeRecord {
  id: number;
  sellerId: number;
  storeName: string | null;
  isRetail: boolean;
  orderId: number;
  orderNumber: string;
  orderStatusId: number;
  orderAmount: number;
  buyerId: number;
  buyerName: string;
  reasonId: number;
  claim: string;
  claimFiles: WireFile[];
  statusId: number;
  createdAt: string;
  answerDeadline: string;
  declinePurpose: string | null;
  declineFiles: WireFile[];
  decisionComment: string | null;
  closedAt: string | null;
  messagesCount: number;
  /** The console's actions (the buyer's and the administrator's) the status allows now. */
  allowedActions: DisputeActionName[];
}

type DisputeRow = Omit<DisputeRecord, 'isRetail' | 'claimFiles' | 'declineFiles' | 'allowedActions'> & {
  isRetail: number;
  claimFiles: string | null;
  declineFiles: string | null;
};

export const DISPUTES: ListSpec<DisputeRow, DisputeRecord> = {
  resource: 'disputes',
  columns: `d.id AS id, d.seller_id AS sellerId, st.store_name AS storeName, d.is_retail AS isRetail,
    d.order_id AS orderId, CASE WHEN d.is_retail = 1 THEN ro.number ELSE CAST(wo.id AS TEXT) END AS orderNumber,
    COALESCE(ro.status_id, wo.status_id) AS orderStatusId, COALESCE(ro.total_amount, wo.total_amount) AS orderAmount,
    d.buyer_id AS buyerId, ${BUYER_NAME_SQL} AS buyerName, d.reason_id AS reasonId, d.claim AS claim,
    ${CLAIM_FILES_SQL} AS claimFiles, d.status_id AS statusId, d.created_at AS createdAt,
    d.answer_deadline AS answerDeadline, d.decline_purpose AS declinePurpose, ${DECLINE_FILES_SQL} AS declineFiles,
    d.decision_comment AS decisionComment, d.closed_at AS closedAt,
    (SELECT COUNT(*) FROM dispute_messages m WHERE m.dispute_id = d.id) AS messagesCount`,
  from: `disputes d
    JOIN users u ON u.id = d.buyer_id
    LEFT JOIN stores st ON st.seller_id = d.seller_id
    LEFT JOIN wholesale_orders wo ON d.is_retail = 0 AND wo.id = d.order_id
    LEFT JOIN retail_orders ro ON d.is_retail = 1 AND ro.id = d.order_id`,
  scope: 'd.order_id IS NOT NULL',
  id: 'd.id',
  sort: { id: 'd.id', createdAt: 'd.created_at', statusId: 'd.status_id' },
  filters: {
    sellerId: integerFilter('d.seller_id'),
    buyerId: integerFilter('d.buyer_id'),
    orderId: integerFilter('d.order_id'),
    isRetail: booleanFilter('d.is_retail'),
    statusId: integerFilter('d.status_id', true),
  },
  search: ['d.claim', BUYER_NAME_SQL],
  beforeRead: (ctx) => {
    sweepDisputes(ctx.db, ctx.now());
  },
  toRecord: (row) => ({
    ...row,
    isRetail: row.isRetail === 1,
    claimFiles: filesOf(row.claimFiles),
    declineFiles: filesOf(row.declineFiles),
    allowedActions: [
      ...allowedDisputeActions('buyer', row.statusId),
      ...allowedDisputeActions('admin', row.statusId),
    ],
  }),
};

const createSchema = {
  type: 'object',
  required: ['orderId', 'isRetail', 'reasonId', 'claim'],
  properties: {
    orderId: { type: 'integer', minimum: 1 },
    isRetail: { type: 'boolean' },
    reasonId: { type: 'integer', enum: DISPUTE_REASON_IDS },
    claim: { type: 'string', minLength: 1, maxLength: CLAIM_MAX },
    files: dataUrlFilesSchema,
  },
} as const;

interface NewDisputeBody {
  orderId: number;
  isRetail: boolean;
  reasonId: number;
  claim: string;
  files?: DataUrlFile[];
}

const REFUSALS: Record<OpenRefusal, () => ConsoleHttpError> = {
  orderNotFound: () => notFound(ORDER_NOT_FOUND),
  notDelivered: () => conflict(NOT_DELIVERED),
  alreadyOpen: () => conflict(ALREADY_OPEN),
};

export async function disputesRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, DISPUTES);
  oneRoute(app, DISPUTES);
  app.post<{ Body: NewDisputeBody }>(
    '/',
    { schema: { body: createSchema }, bodyLimit: CONSOLE_FILES_BODY_LIMIT },
    async (request, reply) => {
      const { files = [], ...input } = request.body;
      // Stored exactly as sent, like comments; only a blank claim is refused.
      if (input.claim.trim() === '') throw badRequest("Field 'claim' must not be blank");
      const check = checkOpen(ctx.db, ctx.now(), input);
      if (!check.ok) throw REFUSALS[check.refusal]();
      const decoded = decodeDataUrls(files, DOCUMENT_KINDS);
      if (!decoded.ok) throw badRequest(decoded.message);
      const stored = await writeDecoded(ctx.dataDir, decoded.files);
      const result = await withStoredFiles(
        ctx.dataDir,
        stored,
        (written) => openDispute(ctx.db, ctx.now(), input, written),
        (opened, names) => (opened.ok ? [] : names),
      );
      if (!result.ok) throw REFUSALS[result.refusal]();
      return reply.code(201).send(findRecord(ctx, DISPUTES, result.disputeId));
    },
  );
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
