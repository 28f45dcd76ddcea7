import type { FastifyInstance } from 'fastify';
import { round2 } from '../../../server/services/ordersCommon.js';
import { sweepTenders } from '../../../server/services/tendersSweep.js';
import { integerFilter, listRoute, oneRoute, refuseOtherMethods, type ListSpec } from '../../server/rest.js';

/** Every seller's tender proposals, read-only (the sellers send them from the back office). */

export interface TenderProposalRecord {
  id: number;
  tenderId: number;
  tenderTitle: string;
  sellerId: number;
  storeName: string | null;
  productId: number;
  productName: string;
  pricePerUnit: number;
  quantity: number;
  measureUnit: string;
  deliveryDays: number;
  deliveryAmount: number;
  totalAmount: number;
  comment: string | null;
  statusId: number;
  declinePurpose: string | null;
  isDeleted: boolean;
  orderId: number | null;
  createdAt: string;
}

type TenderProposalRow = Omit<TenderProposalRecord, 'isDeleted'> & { isDeleted: number };

const TOTAL = '(p.quantity * p.price_per_unit + p.delivery_amount)';

export const TENDER_PROPOSALS: ListSpec<TenderProposalRow, TenderProposalRecord> = {
  resource: 'tender-proposals',
  columns: `p.id AS id, p.tender_id AS tenderId, t.title AS tenderTitle, p.seller_id AS sellerId,
    st.store_name AS storeName, p.product_id AS productId, p.product_name AS productName,
    p.price_per_unit AS pricePerUnit, p.quantity AS quantity, t.measure_unit AS measureUnit,
    p.delivery_days AS deliveryDays, p.delivery_amount AS deliveryAmount, ${TOTAL} AS totalAmount,
    p.comment AS comment, p.status_id AS statusId, p.decline_purpose AS declinePurpose,
    p.is_deleted AS isDeleted, p.order_id AS orderId, p.created_at AS createdAt`,
  from: 'tender_proposals p JOIN tenders t ON t.id = p.tender_id LEFT JOIN stores st ON st.id = p.store_id',
  id: 'p.id',
  sort: { id: 'p.id', createdAt: 'p.created_at', pricePerUnit: 'p.price_per_unit', totalAmount: TOTAL },
  filters: {
    tenderId: integerFilter('p.tender_id'),
    sellerId: integerFilter('p.seller_id'),
    statusId: integerFilter('p.status_id', true),
  },
  beforeRead: (ctx) => sweepTenders(ctx.db, ctx.now()),
  toRecord: (row) => ({
    ...row,
    pricePerUnit: round2(row.pricePerUnit),
    deliveryAmount: round2(row.deliveryAmount),
    totalAmount: round2(row.totalAmount),
    isDeleted: row.isDeleted === 1,
  }),
};

export async function tenderProposalsRoute(app: FastifyInstance): Promise<void> {
  listRoute(app, TENDER_PROPOSALS);
  oneRoute(app, TENDER_PROPOSALS);
  refuseOtherMethods(app, { collection: ['GET'], record: ['GET'] });
}
