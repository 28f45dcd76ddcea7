import type { FastifyInstance } from 'fastify';
import type { PaymentKind, PaymentStatus } from '../../../contract/index.js';
import { one } from '../../../server/db/query.js';
import { decidePayment, paymentSubject } from '../../../server/services/payments.js';
import { PAYMENT_NOT_FOUND } from '../../../server/services/paymentsRules.js';
import {
  findRecord,
  idOf,
  idParams,
  integerFilter,
  listRecords,
  notFound,
  oneOfFilter,
  onlyFields,
  parseListParams,
  refuseOtherMethods,
  sendList,
  type ListSpec,
} from '../../server/rest.js';

/**
 * Sellers' marketing payments (docs/contract/marketing.md "Console"): list, one, and PUT
 * `{status: 'paid' | 'cancelled'}`, the buyer side of the payment page through the same service
 * (a finished payment: 409 'Платёж уже завершён').
 */

interface PaymentListRow {
  id: number;
  paymentId: string;
  kind: PaymentKind;
  status: PaymentStatus;
  amount: number;
  sellerId: number;
  storeName: string;
  createdAt: string;
  decidedAt: string | null;
}

export interface PaymentRecord extends PaymentListRow {
  /** What is paid for, in Russian (the payment page's text). */
  subject: string;
}

export const PAYMENTS: ListSpec<PaymentListRow, PaymentListRow> = {
  resource: 'payments',
  columns: `m.id AS id, m.payment_id AS paymentId, m.kind AS kind, m.status AS status, m.amount AS amount,
    m.seller_id AS sellerId, st.store_name AS storeName, m.created_at AS createdAt, m.decided_at AS decidedAt`,
  from: 'marketing_payments m JOIN stores st ON st.seller_id = m.seller_id',
  id: 'm.id',
  sort: { id: 'm.id', createdAt: 'm.created_at', amount: 'm.amount' },
  filters: {
    kind: oneOfFilter('m.kind', ['banner', 'highlight', 'top']),
    status: oneOfFilter('m.status', ['pending', 'paid', 'cancelled']),
    sellerId: integerFilter('m.seller_id'),
  },
  search: ['m.payment_id', 'st.store_name'],
  toRecord: (row) => row,
};

const decisionSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['paid', 'cancelled'] } },
} as const;

export async function paymentsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const withSubject = (row: PaymentListRow): PaymentRecord => ({
    ...row,
    subject: paymentSubject(ctx.db, { id: row.id, kind: row.kind }),
  });

  app.get('/', async (request, reply) => {
    const params = parseListParams(request.query);
    const result = listRecords(ctx, PAYMENTS, params);
    return sendList(reply, PAYMENTS.resource, params.range.start, {
      ...result,
      records: result.records.map(withSubject),
    });
  });

  app.get<{ Params: { id: string } }>('/:id', { schema: { params: idParams } }, async (request) => {
    const record = findRecord(ctx, PAYMENTS, idOf(request));
    if (!record) throw notFound(PAYMENT_NOT_FOUND);
    return withSubject(record);
  });

  app.put<{ Params: { id: string }; Body: { status: 'paid' | 'cancelled' } }>(
    '/:id',
    { preValidation: onlyFields(['status']), schema: { params: idParams, body: decisionSchema } },
    async (request) => {
      const id = idOf(request);
      const payment = one<{ payment_id: string }>(
        ctx.db,
        'SELECT payment_id FROM marketing_payments WHERE id = ?',
        id,
      );
      if (!payment) throw notFound(PAYMENT_NOT_FOUND);
      // PaymentRefused carries 404 / 409: answered as `{message}` with that status.
      decidePayment(ctx.db, payment.payment_id, request.body.status, new Date(ctx.now()));
      const record = findRecord(ctx, PAYMENTS, id);
      if (!record) throw notFound(PAYMENT_NOT_FOUND);
      return withSubject(record);
    },
  );
  refuseOtherMethods(app, { collection: ['GET'], record: ['GET', 'PUT'] });
}
