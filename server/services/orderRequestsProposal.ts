import type { OrderProposalBody } from '../../contract/index.js';
import { hasTwoDecimalsAtMost } from '../../rules/index.js';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import type { Envelope } from '../lib/envelope.js';
import { DAY_MS, iso } from '../lib/time.js';
import { invalid, ShippingMethod, textOrNull } from './ordersCommon.js';
import { findSellerRequest, runRequestAction, type Perform, type RequestRow } from './orderRequestsCommon.js';

/**
 * The seller's answers to a request (docs/contract/requests-tenders.md): CreateOrderProposal,
 * UpdateOrderProposal, RejectOrderRequest and DeleteOrderRequest. The status rules are
 * ./orderRequestsRules.ts; the body's types and ranges are checked by the route's JSON schema,
 * what depends on the request here.
 */

export type ProposalInput = Omit<OrderProposalBody, 'orderRequestId'>;

/** Why the proposal does not fit the request (one line per requested product, delivery), or null. */
function proposalProblem(db: Db, request: RequestRow, input: ProposalInput): string | null {
  if (!hasTwoDecimalsAtMost(input.deliveryAmount))
    return "Field 'deliveryAmount' must have at most 2 decimals";
  if (request.shipping_method_id === ShippingMethod.BuyerCollects && input.deliveryAmount !== 0) {
    return "Field 'deliveryAmount' must be 0 when the buyer collects (shipping method 2)";
  }
  const requested = all<{ id: number }>(
    db,
    'SELECT id FROM order_request_products WHERE request_id = ? ORDER BY position, id',
    request.id,
  ).map((l) => l.id);
  const seen = new Set<number>();
  for (const [index, line] of input.lines.entries()) {
    const field = `Field 'lines.${index}`;
    if (!requested.includes(line.orderRequestProductId)) {
      return `${field}.orderRequestProductId': ${line.orderRequestProductId} is not a product of this request`;
    }
    if (seen.has(line.orderRequestProductId)) {
      return `${field}.orderRequestProductId': product ${line.orderRequestProductId} is proposed twice`;
    }
    seen.add(line.orderRequestProductId);
    if (!hasTwoDecimalsAtMost(line.price)) return `${field}.price' must have at most 2 decimals`;
  }
  const missing = requested.find((id) => !seen.has(id));
  return missing === undefined ? null : `Field 'lines' has no line for requested product ${missing}`;
}

/** Writes the proposal (a new one, or the request's existing one rewritten) and its lines. */
function writeProposal(db: Db, requestId: number, input: ProposalInput, now: number, at: string): void {
  const validUntil = iso(now + input.validDays * DAY_MS);
  const comment = textOrNull(input.comment);
  const existing = one<{ id: number }>(db, 'SELECT id FROM order_proposals WHERE request_id = ?', requestId);
  let proposalId: number;
  if (existing) {
    proposalId = existing.id;
    run(
      db,
      `UPDATE order_proposals SET updated_at = ?, valid_until = ?, delivery_days = ?, delivery_amount = ?, comment = ?
       WHERE id = ?`,
      at,
      validUntil,
      input.deliveryDays,
      input.deliveryAmount,
      comment,
      proposalId,
    );
    run(db, 'DELETE FROM order_proposal_lines WHERE proposal_id = ?', proposalId);
  } else {
    proposalId = Number(
      run(
        db,
        `INSERT INTO order_proposals (request_id, created_at, valid_until, delivery_days, delivery_amount, comment)
         VALUES (?, ?, ?, ?, ?, ?)`,
        requestId,
        at,
        validUntil,
        input.deliveryDays,
        input.deliveryAmount,
        comment,
      ).lastInsertRowid,
    );
  }
  for (const line of input.lines) {
    run(
      db,
      'INSERT INTO order_proposal_lines (proposal_id, request_product_id, quantity, price) VALUES (?, ?, ?, ?)',
      proposalId,
      line.orderRequestProductId,
      line.quantity,
      line.price,
    );
  }
}

const proposalAction =
  (db: Db, input: ProposalInput): Perform<true> =>
  (request, now, at) => {
    const problem = proposalProblem(db, request, input);
    if (problem !== null) return invalid(problem);
    writeProposal(db, request.id, input, now, at);
    return { data: true };
  };

const sellerRequest = (db: Db, sellerId: number, requestId: number) => () =>
  findSellerRequest(db, sellerId, requestId);

/** CreateOrderProposal: from 2 (-> 3). */
export const createProposal = (
  db: Db,
  now: number,
  sellerId: number,
  body: OrderProposalBody,
): Envelope<true> =>
  runRequestAction(
    db,
    now,
    sellerRequest(db, sellerId, body.orderRequestId),
    'createProposal',
    proposalAction(db, body),
  );

/** UpdateOrderProposal: in 3 only; the validity restarts from now. */
export const updateProposal = (
  db: Db,
  now: number,
  sellerId: number,
  body: OrderProposalBody,
): Envelope<true> =>
  runRequestAction(
    db,
    now,
    sellerRequest(db, sellerId, body.orderRequestId),
    'updateProposal',
    proposalAction(db, body),
  );

/** RejectOrderRequest: from 2 or 3 (-> 5) with the seller's reason. */
export const rejectRequest = (
  db: Db,
  now: number,
  sellerId: number,
  requestId: number,
  reason: string,
): Envelope<true> =>
  runRequestAction(db, now, sellerRequest(db, sellerId, requestId), 'reject', () => ({
    data: true,
    set: { reject_reason: reason.trim() },
  }));

/** DeleteOrderRequest: a finished request leaves the seller's lists (the buyer keeps it). */
export const deleteRequest = (db: Db, now: number, sellerId: number, requestId: number): Envelope<true> =>
  runRequestAction(db, now, sellerRequest(db, sellerId, requestId), 'delete', () => ({
    data: true,
    set: { deleted_by_seller: 1 },
  }));
