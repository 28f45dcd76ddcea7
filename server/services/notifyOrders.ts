import type { MarketType, NotificationKind, OrderChange } from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { one } from '../db/query.js';
import { RetailStatus as R, WholesaleStatus as W } from '../../rules/index.js';
import { moscowDayText } from '../lib/time.js';
import { notify, publishTo } from './notify.js';

/**
 * An order's news announced to its seller: a new order (`OrderCreated`), a new status
 * (`OrderStatusChanged` always, and a notification when someone else changed it: the buyer, the
 * administrator, the overdue sweep; the notice is chosen by the status reached, as data), and
 * other changes (`OrderUpdated`: the buyer's asks, a review).
 */

export type OrderMarket = 'wholesale' | 'retail';
/** Who changed the status; the seller's own actions are never notified. */
export type OrderActor = 'seller' | 'buyer' | 'admin' | 'sweep';

const MARKET_TYPE: Record<OrderMarket, MarketType> = { wholesale: 1, retail: 2 };

export interface OrderNotice {
  kind: NotificationKind;
  text: string;
}

const order = (text: string): OrderNotice => ({ kind: 'order', text });

export const STATUS_NOTICES: Record<OrderMarket, Readonly<Partial<Record<number, OrderNotice>>>> = {
  wholesale: {
    [W.NotPaid]: order('Новый оптовый заказ: ожидает оплаты покупателем'),
    [W.NotSent]: { kind: 'payment', text: 'Покупатель оплатил заказ: подготовьте его к отправке' },
    [W.Completed]: order('Покупатель подтвердил получение: заказ завершён'),
    [W.PaymentOverdue]: order('Покупатель не оплатил заказ в срок'),
    [W.SendingOverdue]: order('Просрочен срок отправки заказа'),
    [W.ReadinessOverdue]: order('Просрочен срок подготовки заказа к отправке'),
    [W.ShipmentOverdue]: order('Просрочен срок отгрузки заказа'),
    [W.DeliveryOverdue]: order('Просрочен срок доставки заказа'),
    [W.Cancelled]: order('Заказ отменён'),
  },
  retail: {
    [R.NotSent]: order('Новый розничный заказ: подготовьте его к отправке'),
    [R.Completed]: order('Покупатель подтвердил получение: заказ завершён'),
    [R.ReadinessOverdue]: order('Просрочен срок подготовки заказа'),
    [R.ShippingOverdue]: order('Просрочен срок передачи заказа в доставку'),
    [R.DeliveryOverdue]: order('Просрочен срок доставки заказа'),
    [R.Cancelled]: order('Заказ отменён'),
  },
};
const OTHER_CHANGE = order('Статус заказа изменён');

/** What the seller is told of the buyer's asks on an order. */
export const ASK_NOTICES = {
  payRenewal: (days: number) => order(`Покупатель просит продлить срок оплаты на ${days} дн.`),
  /** `deadline`: the ISO instant asked for, shown as its Moscow day. */
  dispatchExtension: (deadline: string) =>
    order(`Покупатель просит перенести срок отправки на ${moscowDayText(Date.parse(deadline))}`),
} as const;

interface OrderOwner {
  userId: number;
  number: string | null;
}

/** Table names are code constants. */
const OWNER_SQL: Record<OrderMarket, string> = {
  wholesale: `SELECT s.user_id AS userId, NULL AS number FROM wholesale_orders o
    JOIN sellers s ON s.id = o.seller_id WHERE o.id = ?`,
  retail: `SELECT s.user_id AS userId, o.number AS number FROM retail_orders o
    JOIN sellers s ON s.id = o.seller_id WHERE o.id = ?`,
};

const titleOf = (market: OrderMarket, orderId: number, number: string | null): string =>
  market === 'wholesale' ? `Заказ № ${orderId}` : `Розничный заказ № ${number ?? orderId}`;

const linkOf = (market: OrderMarket, orderId: number): string =>
  market === 'wholesale' ? `/orders/${orderId}` : `/orders/retail/${orderId}`;

function notifyOwner(
  db: Db,
  market: OrderMarket,
  orderId: number,
  owner: OrderOwner,
  notice: OrderNotice,
  at: string,
): void {
  notify(
    db,
    owner.userId,
    { ...notice, title: titleOf(market, orderId, owner.number), link: linkOf(market, orderId) },
    at,
  );
}

/** The status announcement once the owner is known (a new order has looked it up already). */
function announceStatusTo(
  db: Db,
  owner: OrderOwner,
  market: OrderMarket,
  orderId: number,
  statusId: number,
  actor: OrderActor,
  at: string,
): void {
  publishTo(db, owner.userId, 'OrderStatusChanged', {
    orderId,
    marketType: MARKET_TYPE[market],
    statusId,
  });
  if (actor === 'seller') return;
  notifyOwner(db, market, orderId, owner, STATUS_NOTICES[market][statusId] ?? OTHER_CHANGE, at);
}

/** Publishes the order's new status to its seller and, unless the seller acted, notifies. */
export function announceOrderStatus(
  db: Db,
  market: OrderMarket,
  orderId: number,
  statusId: number,
  actor: OrderActor,
  at: string,
): void {
  const owner = one<OrderOwner>(db, OWNER_SQL[market], orderId);
  if (owner) announceStatusTo(db, owner, market, orderId, statusId, actor, at);
}

/**
 * A new order: `OrderCreated` to its seller (also when the seller made it: its other tabs), then
 * its first status as `announceOrderStatus` tells it.
 */
export function announceNewOrder(
  db: Db,
  market: OrderMarket,
  orderId: number,
  statusId: number,
  actor: OrderActor,
  at: string,
): void {
  const owner = one<OrderOwner>(db, OWNER_SQL[market], orderId);
  if (!owner) return;
  publishTo(db, owner.userId, 'OrderCreated', { orderId, marketType: MARKET_TYPE[market], statusId });
  announceStatusTo(db, owner, market, orderId, statusId, actor, at);
}

/** Publishes `OrderUpdated` to the order's seller, and notifies it of `notice` (a buyer's ask). */
export function announceOrderUpdate(
  db: Db,
  market: OrderMarket,
  orderId: number,
  change: OrderChange,
  at: string,
  notice?: OrderNotice,
): void {
  const owner = one<OrderOwner>(db, OWNER_SQL[market], orderId);
  if (!owner) return;
  publishTo(db, owner.userId, 'OrderUpdated', { orderId, marketType: MARKET_TYPE[market], change });
  if (notice) notifyOwner(db, market, orderId, owner, notice, at);
}
