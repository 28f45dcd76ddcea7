import type { Db } from '../db/index.js';
import { hasTwoDecimalsAtMost } from '../../rules/index.js';
import { one, run } from '../db/query.js';
import { OrderRequestStatus, ProductType } from '../../rules/index.js';
import { iso } from '../lib/time.js';
import { NOTICES } from './notices.js';
import { notifySeller, publishToSeller } from './notify.js';
import { futureDeadline, ShippingMethod, textOrNull } from './ordersCommon.js';
import {
  addHistory,
  findRequest,
  REQUEST_ACTION_NOT_ALLOWED,
  REQUEST_NOT_FOUND,
  runRequestAction,
} from './orderRequestsCommon.js';
import {
  BUYER_REQUEST_ACTIONS,
  REQUEST_ACTION_RULES,
  type BuyerRequestAction,
} from './orderRequestsRules.js';
import { UserCategory } from './users.js';

/**
 * The buyer's side of order requests, played from the marketplace console (docs/contract/console.md,
 * "order-requests" and "order-request-actions"): a buyer sends a request to a seller, and answers
 * the seller's proposal. The answers run through the same status rules and helpers as the
 * seller's calls (the sweep, the status check, the history entry).
 */

export interface NewRequestLine {
  productId: number;
  quantity: number;
  /** The buyer's wished price per unit, or null. */
  targetPrice: number | null;
}

export interface NewOrderRequest {
  sellerId: number;
  buyerId: number;
  shippingMethodId: number;
  cityId: number | null;
  deliveryAddress: string | null;
  /** As sent (`yyyy-MM-dd` = the end of that Moscow day, or a date-time); future, within a year. */
  deadline: string;
  comment: string | null;
  lines: readonly NewRequestLine[];
}

export type RequestCreation = { ok: true; requestId: number } | { ok: false; message: string };

interface ProductRow {
  product_type_id: number;
  is_active: number;
  is_draft: number;
  is_blocked: number;
}

/** Why a line cannot be requested (the seller's wholesale product on sale, once), or null. */
function lineProblem(db: Db, storeId: number, input: NewOrderRequest, index: number): string | null {
  const line = input.lines[index];
  if (!line) return null;
  const label = `Строка ${index + 1}: товар ${line.productId}`;
  const earlier = input.lines.findIndex((l) => l.productId === line.productId);
  if (earlier < index) return `${label} уже есть в строке ${earlier + 1}`;
  if (line.targetPrice !== null && !hasTwoDecimalsAtMost(line.targetPrice)) {
    return `Field 'lines.${index}.targetPrice' must have at most 2 decimals`;
  }
  const product = one<ProductRow>(
    db,
    'SELECT product_type_id, is_active, is_draft, is_blocked FROM products WHERE id = ? AND store_id = ?',
    line.productId,
    storeId,
  );
  if (!product) return `${label} не найден у продавца ${input.sellerId}`;
  if (product.product_type_id !== ProductType.Wholesale) return `${label} — розничный, нужен оптовый`;
  if (product.is_draft === 1) return `${label} — черновик`;
  if (product.is_blocked === 1) return `${label} заблокирован`;
  if (product.is_active !== 1) return `${label} снят с продажи`;
  return null;
}

/** The delivery country: the chosen city's, else the buyer's own. */
function countryOf(db: Db, cityId: number | null, buyerId: number): number | null {
  const row =
    cityId === null
      ? one<{ country_id: number | null }>(db, 'SELECT country_id FROM users WHERE id = ?', buyerId)
      : one<{ country_id: number }>(
          db,
          'SELECT r.country_id FROM cities c JOIN regions r ON r.id = c.region_id WHERE c.id = ?',
          cityId,
        );
  return row?.country_id ?? null;
}

/** A buyer's new request to a seller: status 2 with its lines and the first history entry. */
export function createOrderRequest(db: Db, now: number, input: NewOrderRequest): RequestCreation {
  const refuse = (message: string): RequestCreation => ({ ok: false, message });
  return db.transaction((): RequestCreation => {
    const store = one<{ id: number }>(db, 'SELECT id FROM stores WHERE seller_id = ?', input.sellerId);
    if (!store) return refuse(`Продавец ${input.sellerId} не найден`);
    const buyer = one(
      db,
      'SELECT id FROM users WHERE id = ? AND user_category_id = ?',
      input.buyerId,
      UserCategory.customer,
    );
    if (!buyer) return refuse(`Пользователь ${input.buyerId} не покупатель`);
    const deadline = futureDeadline('deadline', input.deadline, now);
    if (!deadline.ok) return refuse(deadline.message);
    const delivers = input.shippingMethodId === ShippingMethod.SellerDelivers;
    const address = delivers ? textOrNull(input.deliveryAddress) : null;
    const cityId = delivers ? input.cityId : null;
    if (delivers && cityId === null && address === null) {
      return refuse(
        "Field 'cityId' or 'deliveryAddress' is required when the seller delivers (shipping method 1)",
      );
    }
    if (cityId !== null && !one(db, 'SELECT id FROM cities WHERE id = ?', cityId)) {
      return refuse(`Город ${cityId} не найден`);
    }
    for (let index = 0; index < input.lines.length; index++) {
      const problem = lineProblem(db, store.id, input, index);
      if (problem !== null) return refuse(problem);
    }
    const at = iso(now);
    const requestId = Number(
      run(
        db,
        `INSERT INTO order_requests (seller_id, buyer_id, status_id, created_at, deadline, shipping_method_id,
           country_id, city_id, delivery_address, comment)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        input.sellerId,
        input.buyerId,
        OrderRequestStatus.New,
        at,
        deadline.at,
        input.shippingMethodId,
        countryOf(db, cityId, input.buyerId),
        cityId,
        address,
        textOrNull(input.comment),
      ).lastInsertRowid,
    );
    input.lines.forEach((line, position) => {
      run(
        db,
        `INSERT INTO order_request_products (request_id, position, product_id, quantity, target_price)
         VALUES (?, ?, ?, ?, ?)`,
        requestId,
        position,
        line.productId,
        line.quantity,
        line.targetPrice,
      );
    });
    addHistory(db, requestId, OrderRequestStatus.New, at);
    publishToSeller(db, input.sellerId, 'OrderRequestCreated', { requestId });
    notifySeller(db, input.sellerId, NOTICES.newRequest(requestId), at);
    return { ok: true, requestId };
  })();
}

export interface BuyerRequestActionRequest {
  requestId: number;
  action: string;
  /** The buyer's reason: required to reject the proposal, ignored otherwise. */
  reason: string | null;
  adminId: number | null;
}

/** Why an answer was refused: 400 bad argument, 404 unknown request, 409 not allowed now. */
export type BuyerRequestActionResult =
  { ok: true; actionId: number } | { ok: false; status: 400 | 404 | 409; message: string };

const isBuyerAction = (action: string): action is BuyerRequestAction =>
  (BUYER_REQUEST_ACTIONS as readonly string[]).includes(action);

/** What the action keeps of the reason: the trimmed text for a rejection, else null. */
function reasonOf(
  action: BuyerRequestAction,
  reason: string | null,
): { ok: true; reason: string | null } | { ok: false; message: string } {
  if (action !== 'rejectProposal') return { ok: true, reason: null };
  const text = textOrNull(reason);
  return text === null
    ? { ok: false, message: `Field 'reason' is required for action '${action}'` }
    : { ok: true, reason: text };
}

/**
 * Runs one buyer answer in a transaction: its argument, the sweep, the request (any seller's,
 * also one the seller deleted), the rule's status check, the change with its history entry and
 * the console's log row.
 */
export function runBuyerRequestAction(
  db: Db,
  now: number,
  request: BuyerRequestActionRequest,
): BuyerRequestActionResult {
  const { action } = request;
  if (!isBuyerAction(action))
    return { ok: false, status: 400, message: `Action '${action}' is not a buyer action` };
  const checked = reasonOf(action, request.reason);
  if (!checked.ok) return { ok: false, status: 400, message: checked.message };
  const reply = runRequestAction(
    db,
    now,
    () => findRequest(db, request.requestId),
    action,
    (row, _now, at) => {
      const actionId = run(
        db,
        `INSERT INTO console_request_actions (request_id, action, reason, status_before, status_after, admin_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
        row.id,
        action,
        checked.reason,
        row.status_id,
        REQUEST_ACTION_RULES[action].to ?? row.status_id,
        request.adminId,
        at,
      ).lastInsertRowid;
      const notice = action === 'acceptProposal' ? NOTICES.proposalAccepted : NOTICES.proposalRejected;
      notifySeller(db, row.seller_id, notice(row.id), at);
      return {
        data: Number(actionId),
        set: action === 'rejectProposal' ? { buyer_reject_reason: checked.reason } : {},
      };
    },
  );
  if (reply.status === 1 && reply.data !== undefined) return { ok: true, actionId: reply.data };
  const message = reply.errorMessage ?? REQUEST_ACTION_NOT_ALLOWED;
  return { ok: false, status: message === REQUEST_NOT_FOUND ? 404 : 409, message };
}
