import type { FastifyInstance } from 'fastify';
import { runTenderAction, TENDER_BUYER_ACTIONS } from '../../../server/services/tendersBuyer.js';
import { adminSessionOf } from '../../server/auth.js';
import {
  ConsoleHttpError,
  findRecord,
  integerFilter,
  listRoute,
  oneOfFilter,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/** The log of the buyers' tender actions run from the console; POST runs one (server/services/tendersBuyer.ts). */

export interface TenderActionRecord {
  id: number;
  tenderId: number;
  action: string;
  proposalId: number | null;
  statusBefore: number;
  statusAfter: number;
  createdAt: string;
}

export const TENDER_ACTIONS: ListSpec<TenderActionRecord, TenderActionRecord> = {
  resource: 'tender-actions',
  columns: `a.id AS id, a.tender_id AS tenderId, a.action AS action, a.proposal_id AS proposalId,
    a.status_before AS statusBefore, a.status_after AS statusAfter, a.created_at AS createdAt`,
  from: 'tender_actions a',
  id: 'a.id',
  sort: { id: 'a.id', createdAt: 'a.created_at' },
  filters: { tenderId: integerFilter('a.tender_id'), action: oneOfFilter('a.action', TENDER_BUYER_ACTIONS) },
  toRecord: (row) => row,
};

const createSchema = {
  type: 'object',
  required: ['tenderId', 'action'],
  properties: {
    tenderId: { type: 'integer', minimum: 1 },
    action: { type: 'string', enum: TENDER_BUYER_ACTIONS },
    proposalId: { type: ['integer', 'null'], minimum: 1 },
  },
} as const;

interface NewTenderActionBody {
  tenderId: number;
  action: string;
  proposalId?: number | null;
}

export async function tenderActionsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, TENDER_ACTIONS);
  oneRoute(app, TENDER_ACTIONS);
  app.post<{ Body: NewTenderActionBody }>('/', { schema: { body: createSchema } }, async (request, reply) => {
    const body = request.body;
    const result = runTenderAction(ctx.db, ctx.now(), {
      tenderId: body.tenderId,
      action: body.action,
      proposalId: body.proposalId ?? null,
      adminId: adminSessionOf(request).admin.id,
    });
    if (!result.ok) throw new ConsoleHttpError(result.status, result.message);
    return reply.code(201).send(findRecord(ctx, TENDER_ACTIONS, result.actionId));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
