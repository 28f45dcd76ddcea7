import type { OrderRequestStatusId, ShippingMethodId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { one, run, type SqlValue } from '../db/query.js';
import { ApiStatus, fail, ok, type Envelope } from '../lib/envelope.js';
import { iso } from '../lib/time.js';
import { publishToSeller } from './notify.js';
import { isAllowed, REQUEST_ACTION_RULES, type RequestAction } from './orderRequestsRules.js';
import { sweepOrderRequests } from './orderRequestsSweep.js';

/** Shared pieces of the order-request services (docs/contract/requests-tenders.md). */

export const REQUEST_NOT_FOUND = 'Запрос не найден';
export const REQUEST_ACTION_NOT_ALLOWED = 'Действие недоступно для текущего статуса запроса';

export const requestNotFound = (): Envelope<never> => fail(ApiStatus.invalid, REQUEST_NOT_FOUND);
export const requestActionNotAllowed = (): Envelope<never> =>
  fail(ApiStatus.invalid, REQUEST_ACTION_NOT_ALLOWED);

export interface RequestRow {
  id: number;
  seller_id: number;
  buyer_id: number;
  status_id: OrderRequestStatusId;
  created_at: string;
  deadline: string;
  shipping_method_id: ShippingMethodId;
  country_id: number | null;
  city_id: number | null;
  delivery_address: string | null;
  comment: string | null;
  reject_reason: string | null;
  buyer_reject_reason: string | null;
  order_id: number | null;
  order_description: string | null;
  zip_file: string | null;
  deleted_by_seller: number;
}

/** Columns an action may set besides the status; names are code constants, values are bound. */
export type RequestColumn =
  | 'reject_reason'
  | 'buyer_reject_reason'
  | 'order_id'
  | 'order_description'
  | 'zip_file'
  | 'deleted_by_seller';
export type RequestPatch = Partial<Record<RequestColumn, SqlValue>>;

/** The seller's request: unknown, another seller's and deleted ones are all "not found". */
export const findSellerRequest = (db: Db, sellerId: number, requestId: number): RequestRow | undefined =>
  one<RequestRow>(
    db,
    'SELECT * FROM order_requests WHERE id = ? AND seller_id = ? AND deleted_by_seller = 0',
    requestId,
    sellerId,
  );

/** Any request (the buyer's side of the console keeps requests the seller deleted). */
export const findRequest = (db: Db, requestId: number): RequestRow | undefined =>
  one<RequestRow>(db, 'SELECT * FROM order_requests WHERE id = ?', requestId);

export function addHistory(db: Db, requestId: number, statusId: number, at: string): void {
  run(
    db,
    'INSERT INTO order_request_history (request_id, status_id, created_at) VALUES (?, ?, ?)',
    requestId,
    statusId,
    at,
  );
}

/** What an allowed action answers, and the columns it sets with its status. */
export interface Performed<T> {
  data: T;
  set?: RequestPatch;
}

/** The action's own work on a request its status allows: its checks and writes (a proposal, an order...). */
export type Perform<T> = (request: RequestRow, now: number, at: string) => Envelope<never> | Performed<T>;

const isRefusal = <T>(value: Envelope<never> | Performed<T>): value is Envelope<never> =>
  'errorMessage' in value;

/** A new status is published to the request's seller, whoever acted (the seller's other tabs too). */
function applyChange(db: Db, request: RequestRow, to: number | null, set: RequestPatch, at: string): void {
  const columns: [string, SqlValue][] = Object.entries(set).map(([c, v]) => [c, v ?? null]);
  const moves = to !== null && to !== request.status_id;
  if (moves) {
    columns.push(['status_id', to]);
    addHistory(db, request.id, to, at);
  }
  if (columns.length === 0) return;
  run(
    db,
    `UPDATE order_requests SET ${columns.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`,
    ...columns.map(([, v]) => v),
    request.id,
  );
  if (moves) {
    publishToSeller(db, request.seller_id, 'OrderRequestChanged', { requestId: request.id, statusId: to });
  }
}

/** The sweep, the request (else 'Запрос не найден'), then the status check of the action's rule. */
export function checkRequestAction(
  db: Db,
  now: number,
  find: () => RequestRow | undefined,
  action: RequestAction,
): { ok: false; refusal: Envelope<never> } | { ok: true; request: RequestRow } {
  sweepOrderRequests(db, now);
  const request = find();
  if (!request) return { ok: false, refusal: requestNotFound() };
  if (!isAllowed(action, request.status_id)) return { ok: false, refusal: requestActionNotAllowed() };
  return { ok: true, request };
}

/** A refusal of the action's own work: thrown so the transaction rolls back whatever it wrote. */
class Refused extends Error {
  constructor(readonly reply: Envelope<never>) {
    super(reply.errorMessage);
  }
}

/**
 * Runs one action in a transaction: the checks of `checkRequestAction`, the action's own work,
 * then the status change (with its history entry) and the columns it sets. A refusal of the
 * work rolls the transaction back.
 */
export function runRequestAction<T>(
  db: Db,
  now: number,
  find: () => RequestRow | undefined,
  action: RequestAction,
  perform: Perform<T>,
): Envelope<T> {
  try {
    return db.transaction((): Envelope<T> => {
      const checked = checkRequestAction(db, now, find, action);
      if (!checked.ok) return checked.refusal;
      const at = iso(now);
      const done = perform(checked.request, now, at);
      if (isRefusal(done)) throw new Refused(done);
      applyChange(db, checked.request, REQUEST_ACTION_RULES[action].to, done.set ?? {}, at);
      return ok(done.data);
    })();
  } catch (error) {
    if (error instanceof Refused) return error.reply;
    throw error;
  }
}
