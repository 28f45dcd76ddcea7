import type { FastifyInstance } from 'fastify';
import { toRubles } from '../../../rules/index.js';
import { payReleased, sellerExists } from '../../../server/services/payouts.js';
import {
  conflict,
  findRecord,
  idOf,
  idParams,
  integerFilter,
  listRecords,
  notFound,
  onlyFields,
  parseListParams,
  refuseOtherMethods,
  sendList,
  type ListSpec,
} from '../../server/rest.js';

/**
 * Payouts to sellers (docs/contract/payouts.md "Console"): list, one, and POST `{sellerId}`, the
 * administrator's 'Выплатить': one payout of every released order of the seller (409 when none is
 * released).
 */

interface PayoutRow {
  id: number;
  sellerId: number;
  storeName: string | null;
  amountKopecks: number;
  ordersCount: number;
  paidAt: string;
}

export interface PayoutRecord {
  id: number;
  sellerId: number;
  storeName: string | null;
  amount: number;
  ordersCount: number;
  paidAt: string;
}

export const NOTHING_RELEASED = 'У продавца нет разблокированных денег для выплаты';
export const SELLER_NOT_FOUND = 'Продавец не найден';

export const PAYOUTS: ListSpec<PayoutRow, PayoutRecord> = {
  resource: 'payouts',
  columns: `p.id AS id, p.seller_id AS sellerId, st.store_name AS storeName, p.amount_kopecks AS amountKopecks,
    p.orders_count AS ordersCount, p.paid_at AS paidAt`,
  from: 'seller_payouts p LEFT JOIN stores st ON st.seller_id = p.seller_id',
  id: 'p.id',
  sort: { id: 'p.id', paidAt: 'p.paid_at', amount: 'p.amount_kopecks' },
  filters: { sellerId: integerFilter('p.seller_id') },
  toRecord: ({ amountKopecks, ...row }) => ({ ...row, amount: toRubles(amountKopecks) }),
};

const createSchema = {
  type: 'object',
  required: ['sellerId'],
  properties: { sellerId: { type: 'integer', minimum: 1 } },
} as const;

export async function payoutsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/', async (request, reply) => {
    const params = parseListParams(request.query);
    return sendList(reply, PAYOUTS.resource, params.range.start, listRecords(ctx, PAYOUTS, params));
  });

  app.get<{ Params: { id: string } }>('/:id', { schema: { params: idParams } }, async (request) => {
    const record = findRecord(ctx, PAYOUTS, idOf(request));
    if (!record) throw notFound();
    return record;
  });

  app.post<{ Body: { sellerId: number } }>(
    '/',
    { preValidation: onlyFields(['sellerId']), schema: { body: createSchema } },
    async (request) => {
      const { sellerId } = request.body;
      if (!sellerExists(ctx.db, sellerId)) throw notFound(SELLER_NOT_FOUND);
      const payoutId = payReleased(ctx.db, sellerId, ctx.now());
      if (payoutId === null) throw conflict(NOTHING_RELEASED);
      const record = findRecord(ctx, PAYOUTS, payoutId);
      if (!record) throw notFound();
      return record;
    },
  );
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
