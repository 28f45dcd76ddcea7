import type { FastifyInstance } from 'fastify';
import { runTransition } from '../../../server/services/disputesActions.js';
import {
  CONSOLE_DISPUTE_ACTIONS,
  DECISION_COMMENT_MAX,
  DISPUTE_ACTION_NOT_ALLOWED,
  DISPUTE_ACTIONS,
  DISPUTE_NOT_FOUND,
  ruleOf,
  type ConsoleDisputeAction,
} from '../../../server/services/disputesRules.js';
import { sweepDisputes } from '../../../server/services/disputesSweep.js';
import { textOrNull } from '../../../server/services/ordersCommon.js';
import { adminSessionOf } from '../../server/auth.js';
import {
  badRequest,
  conflict,
  findRecord,
  integerFilter,
  listRoute,
  notFound,
  oneOfFilter,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/**
 * The history of every dispute (opening, the seller's answers, the deadline sweep, the console's
 * actions); POST runs one console action by the rules of server/services/disputesRules.ts: the
 * buyer withdraws (1, 2 -> 4), the administrator decides an arbitration (2 -> 3 or 4).
 */

export interface DisputeActionRecord {
  id: number;
  disputeId: number;
  action: string;
  statusBefore: number | null;
  statusAfter: number;
  adminId: number | null;
  comment: string | null;
  createdAt: string;
}

export const DISPUTE_HISTORY: ListSpec<DisputeActionRecord, DisputeActionRecord> = {
  resource: 'dispute-actions',
  columns: `h.id AS id, h.dispute_id AS disputeId, h.action AS action, h.status_before AS statusBefore,
    h.status_after AS statusAfter, h.admin_id AS adminId, h.comment AS comment, h.created_at AS createdAt`,
  from: 'dispute_history h',
  id: 'h.id',
  sort: { id: 'h.id', createdAt: 'h.created_at' },
  filters: {
    disputeId: integerFilter('h.dispute_id'),
    action: oneOfFilter('h.action', ['open', 'deadline', ...DISPUTE_ACTIONS]),
  },
  beforeRead: (ctx) => {
    sweepDisputes(ctx.db, ctx.now());
  },
  toRecord: (row) => row,
};

const createSchema = {
  type: 'object',
  required: ['disputeId', 'action'],
  properties: {
    disputeId: { type: 'integer', minimum: 1 },
    action: { type: 'string', enum: CONSOLE_DISPUTE_ACTIONS },
    comment: { type: ['string', 'null'], maxLength: DECISION_COMMENT_MAX },
  },
} as const;

interface NewActionBody {
  disputeId: number;
  action: ConsoleDisputeAction;
  comment?: string | null;
}

export async function disputeActionsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, DISPUTE_HISTORY);
  oneRoute(app, DISPUTE_HISTORY);
  app.post<{ Body: NewActionBody }>('/', { schema: { body: createSchema } }, async (request, reply) => {
    const { disputeId, action } = request.body;
    const comment = textOrNull(request.body.comment);
    if (ruleOf(action).needsComment && comment === null) {
      throw badRequest(`Field 'comment' is required for action '${action}'`);
    }
    const adminId = adminSessionOf(request).admin.id;
    const result = runTransition(ctx.db, ctx.now(), 'any', disputeId, { action, comment, adminId });
    if (!result.ok) {
      throw result.refusal.kind === 'notFound'
        ? notFound(DISPUTE_NOT_FOUND)
        : conflict(DISPUTE_ACTION_NOT_ALLOWED);
    }
    return reply.code(201).send(findRecord(ctx, DISPUTE_HISTORY, result.historyId));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
