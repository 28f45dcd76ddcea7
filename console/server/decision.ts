import type { FastifyInstance } from 'fastify';
import { adminSessionOf } from './auth.js';
import { badRequest, findRecord, idOf, idParams, notFound, onlyFields, type ListSpec } from './rest.js';

/**
 * The one shape of the administrator's approve / reject decisions (docs/contract/console.md):
 * moderation, account deletions and banners all take `PUT /:id {status, reason}` and answer the
 * decided record.
 */

export interface DecisionBody {
  status: 'approved' | 'rejected';
  /** Required (not blank) to reject; ignored on approval. */
  reason?: string | null;
}

/** A decision as the services take it: approval, or rejection with its trimmed reason. */
export type Decision = { approve: true } | { approve: false; reason: string };

const decisionSchema = (reasonMax: number) =>
  ({
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['approved', 'rejected'] },
      reason: { type: ['string', 'null'], maxLength: reasonMax },
    },
  }) as const;

export interface DecisionRoute<Row, Rec> {
  spec: ListSpec<Row, Rec>;
  reasonMax: number;
  /** The 400 message of a rejection without a reason. */
  reasonRequired: string;
  /** The 404 message of an unknown record. */
  recordNotFound: string;
  /** Applies the decision, or throws the ConsoleHttpError that refuses it. */
  decide: (id: number, decision: Decision, adminId: number) => void;
}

/** `PUT /:id {status, reason}`: decides the record, then answers it as it now is. */
export function decisionRoute<Row, Rec>(app: FastifyInstance, route: DecisionRoute<Row, Rec>): void {
  app.put<{ Params: { id: string }; Body: DecisionBody }>(
    '/:id',
    {
      preValidation: onlyFields(['status', 'reason']),
      schema: { params: idParams, body: decisionSchema(route.reasonMax) },
    },
    async (request) => {
      const reason = request.body.reason?.trim() ?? '';
      if (request.body.status === 'rejected' && reason === '') throw badRequest(route.reasonRequired);
      const decision: Decision =
        request.body.status === 'approved' ? { approve: true } : { approve: false, reason };
      const id = idOf(request);
      route.decide(id, decision, adminSessionOf(request).admin.id);
      const record = findRecord(app.ctx, route.spec, id);
      if (!record) throw notFound(route.recordNotFound);
      return record;
    },
  );
}
