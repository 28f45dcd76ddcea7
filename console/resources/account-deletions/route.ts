import type { FastifyInstance } from 'fastify';
import { decideDeletion } from '../../../server/services/settingsAccount.js';
import {
  DELETION_UNFINISHED_ORDERS,
  REASON_MAX,
  REQUEST_DECIDED,
  REQUEST_NOT_FOUND,
} from '../../../server/services/settingsRules.js';
import { decisionRoute } from '../../server/decision.js';
import {
  conflict,
  integerFilter,
  listRoute,
  notFound,
  oneOfFilter,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/**
 * Sellers' requests to close their account (docs/contract/settings.md "Account"): PUT approves
 * (the user is blocked; refused with 409 while the seller has unfinished orders) or rejects with
 * a reason.
 */

export interface AccountDeletionRecord {
  id: number;
  userId: number;
  sellerId: number;
  storeName: string;
  email: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  adminId: number | null;
}

export const ACCOUNT_DELETIONS: ListSpec<AccountDeletionRecord, AccountDeletionRecord> = {
  resource: 'account-deletions',
  columns: `d.id AS id, d.user_id AS userId, s.id AS sellerId, st.store_name AS storeName, u.email AS email,
    d.status AS status, d.reason AS reason, d.requested_at AS requestedAt, d.decided_at AS decidedAt,
    d.admin_id AS adminId`,
  from: `account_deletion_requests d JOIN users u ON u.id = d.user_id JOIN sellers s ON s.user_id = d.user_id
    JOIN stores st ON st.seller_id = s.id`,
  id: 'd.id',
  sort: { id: 'd.id', requestedAt: 'd.requested_at', decidedAt: 'd.decided_at' },
  filters: {
    status: oneOfFilter('d.status', ['pending', 'approved', 'rejected']),
    sellerId: integerFilter('s.id'),
  },
  search: ['st.store_name', 'u.email'],
  toRecord: (row) => row,
};

export async function accountDeletionsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, ACCOUNT_DELETIONS);
  oneRoute(app, ACCOUNT_DELETIONS);
  decisionRoute(app, {
    spec: ACCOUNT_DELETIONS,
    reasonMax: REASON_MAX,
    reasonRequired: "Field 'reason' is required to reject a request",
    recordNotFound: REQUEST_NOT_FOUND,
    decide: (id, decision, adminId) => {
      const result = decideDeletion(ctx, id, decision, adminId);
      if (result === 'notFound') throw notFound(REQUEST_NOT_FOUND);
      if (result === 'decided') throw conflict(REQUEST_DECIDED);
      if (result === 'unfinishedOrders') throw conflict(DELETION_UNFINISHED_ORDERS);
    },
  });
  refuseOtherMethods(app, { collection: ['GET'], record: ['GET', 'PUT'] });
}
