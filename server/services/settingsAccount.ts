import type { AccountInfo, DeletionRequest, DeletionRequestStatus } from '../../contract/index.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { one, placeholders, run, scalar } from '../db/query.js';
import { fail, ok, type Envelope } from '../lib/envelope.js';
import { iso } from '../lib/time.js';
import { sweepOverdue } from './ordersSweep.js';
import { revokeUserSessions } from './sessions.js';
import {
  DELETION_WAITING,
  FINAL_RETAIL_STATUSES,
  FINAL_WHOLESALE_STATUSES,
  SettingsStatus,
  UNFINISHED_ORDERS,
} from './settingsRules.js';

/** The account page and account deletion requests (docs/contract/settings.md "Account"). */

interface RequestRow {
  id: number;
  user_id: number;
  status: DeletionRequestStatus;
  reason: string | null;
  requested_at: string;
  decided_at: string | null;
}

const requestView = (row: RequestRow): DeletionRequest => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requested_at,
  decidedAt: row.decided_at,
  reason: row.reason,
});

const latestRequest = (db: Db, userId: number): RequestRow | undefined =>
  one<RequestRow>(
    db,
    'SELECT * FROM account_deletion_requests WHERE user_id = ? ORDER BY id DESC LIMIT 1',
    userId,
  );

export function accountInfo(db: Db, userId: number): AccountInfo | null {
  const row = one<{
    email: string;
    user_category_id: number;
    user_type_id: number | null;
    country_id: number | null;
    country_name: string | null;
    store_name: string;
  }>(
    db,
    `SELECT u.email, u.user_category_id, u.user_type_id, u.country_id, c.name AS country_name, st.store_name
     FROM users u JOIN sellers s ON s.user_id = u.id JOIN stores st ON st.seller_id = s.id
     LEFT JOIN countries c ON c.id = u.country_id WHERE u.id = ?`,
    userId,
  );
  if (!row) return null;
  const request = latestRequest(db, userId);
  return {
    userId,
    email: row.email,
    userCategoryId: row.user_category_id,
    userTypeId: row.user_type_id,
    countryId: row.country_id,
    countryName: row.country_name,
    storeName: row.store_name,
    storeStatusId: request?.status === 'pending' ? 2 : 1,
    deletionRequest: request ? requestView(request) : null,
  };
}

/** Orders that are not completed, declined or cancelled (after the overdue sweep). */
export function hasUnfinishedOrders(db: Db, now: number, userId: number): boolean {
  sweepOverdue(db, now);
  const count = (table: string, final: readonly number[]) =>
    scalar(
      db,
      `SELECT COUNT(*) AS value FROM ${table}
       WHERE seller_id = (SELECT id FROM sellers WHERE user_id = ?) AND status_id NOT IN (${placeholders(final)})`,
      userId,
      ...final,
    );
  return (
    count('wholesale_orders', FINAL_WHOLESALE_STATUSES) + count('retail_orders', FINAL_RETAIL_STATUSES) > 0
  );
}

/** `DeleteAccount`: a request to the administrator; -7 while one waits, -5 with unfinished orders. */
export function requestDeletion(db: Db, now: number, userId: number): Envelope<DeletionRequest> {
  return db.transaction((): Envelope<DeletionRequest> => {
    if (latestRequest(db, userId)?.status === 'pending') {
      return fail(SettingsStatus.deletionWaiting, DELETION_WAITING);
    }
    if (hasUnfinishedOrders(db, now, userId)) return fail(SettingsStatus.unfinishedOrders, UNFINISHED_ORDERS);
    const id = Number(
      run(db, 'INSERT INTO account_deletion_requests (user_id, requested_at) VALUES (?, ?)', userId, iso(now))
        .lastInsertRowid,
    );
    const row = one<RequestRow>(db, 'SELECT * FROM account_deletion_requests WHERE id = ?', id);
    if (!row) throw new Error('The deletion request was not stored');
    return ok(requestView(row));
  })();
}

export type DeletionDecision = { approve: true } | { approve: false; reason: string };
export type DeletionResult = 'done' | 'notFound' | 'decided' | 'unfinishedOrders';

/** Approval blocks the user (login -8) and ends every session; refused while orders are unfinished. */
export function decideDeletion(
  ctx: AppContext,
  requestId: number,
  decision: DeletionDecision,
  adminId: number,
): DeletionResult {
  const { db } = ctx;
  const now = ctx.now();
  return db.transaction((): DeletionResult => {
    const request = one<RequestRow>(db, 'SELECT * FROM account_deletion_requests WHERE id = ?', requestId);
    if (!request) return 'notFound';
    if (request.status !== 'pending') return 'decided';
    if (decision.approve) {
      if (hasUnfinishedOrders(db, now, request.user_id)) return 'unfinishedOrders';
      run(db, 'UPDATE users SET is_blocked = 1 WHERE id = ?', request.user_id);
      revokeUserSessions(ctx, request.user_id);
    }
    run(
      db,
      'UPDATE account_deletion_requests SET status = ?, reason = ?, decided_at = ?, admin_id = ? WHERE id = ?',
      decision.approve ? 'approved' : 'rejected',
      decision.approve ? null : decision.reason,
      iso(now),
      adminId,
      requestId,
    );
    return 'done';
  })();
}
