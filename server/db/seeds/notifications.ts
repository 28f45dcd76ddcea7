import { RetailStatus as R, WholesaleStatus as W } from '../../../rules/index.js';
import { HOUR_MS, iso } from '../../lib/time.js';
import { NOTICES } from '../../services/notices.js';
import { STATUS_NOTICES } from '../../services/notifyOrders.js';
import type { Notice } from '../../services/notify.js';
import type { Db } from '../query.js';
import { one } from '../query.js';
import type { SellerRef } from './refs.js';
import { insert } from './insert.js';

/**
 * About fifteen notifications of a demo seller, of every kind, about its real records, worded as
 * the server words them (services/notices.ts, services/notifyOrders.ts); the newest are unread.
 */

type NoticeOf = (db: Db, seller: SellerRef) => Notice | undefined;

const idOf = (db: Db, sql: string, ...params: number[]): number | undefined =>
  one<{ id: number }>(db, sql, ...params)?.id;

/** A notice about the seller's newest order of the market in one of `statuses`. */
const orderNotice =
  (market: 'wholesale' | 'retail', statuses: readonly number[], statusId: number): NoticeOf =>
  (db, seller) => {
    const table = market === 'wholesale' ? 'wholesale_orders' : 'retail_orders';
    const order = one<{ id: number; number: string | null }>(
      db,
      `SELECT id, ${market === 'retail' ? 'number' : 'NULL'} AS number FROM ${table}
       WHERE seller_id = ? AND status_id IN (SELECT value FROM json_each(?)) ORDER BY id DESC LIMIT 1`,
      seller.sellerId,
      JSON.stringify(statuses),
    );
    const notice = STATUS_NOTICES[market][statusId];
    if (!order || !notice) return undefined;
    return market === 'wholesale'
      ? { ...notice, title: `Заказ № ${order.id}`, link: `/orders/${order.id}` }
      : {
          ...notice,
          title: `Розничный заказ № ${order.number ?? order.id}`,
          link: `/orders/retail/${order.id}`,
        };
  };

const requestNotice =
  (make: (id: number) => Notice): NoticeOf =>
  (db, seller) => {
    const id = idOf(
      db,
      'SELECT id FROM order_requests WHERE seller_id = ? ORDER BY id DESC LIMIT 1',
      seller.sellerId,
    );
    return id === undefined ? undefined : make(id);
  };

const tenderNotice =
  (make: (id: number) => Notice): NoticeOf =>
  (db, seller) => {
    const id = idOf(
      db,
      'SELECT tender_id AS id FROM tender_proposals WHERE seller_id = ? ORDER BY id LIMIT 1',
      seller.sellerId,
    );
    return id === undefined ? undefined : make(id);
  };

const disputeNotice =
  (make: (id: number, retail: boolean) => Notice): NoticeOf =>
  (db, seller) => {
    const dispute = one<{ id: number; is_retail: number }>(
      db,
      'SELECT id, is_retail FROM disputes WHERE seller_id = ? ORDER BY id DESC LIMIT 1',
      seller.sellerId,
    );
    return dispute && make(dispute.id, dispute.is_retail === 1);
  };

const reviewNotice: NoticeOf = (db, seller) => {
  const review = one<{ rating: number }>(
    db,
    'SELECT rating FROM reviews WHERE seller_id = ? ORDER BY created_at DESC LIMIT 1',
    seller.sellerId,
  );
  return review && NOTICES.newReview(review.rating);
};

const adminNotice =
  (title: string, text: string, link: string | null): NoticeOf =>
  () => ({ kind: 'admin', title, text, link });

/** Newest first; the first `UNREAD` are unread. */
const PLAN: readonly { hoursAgo: number; notice: NoticeOf }[] = [
  { hoursAgo: 0.5, notice: orderNotice('wholesale', [W.NotPaid], W.NotPaid) },
  { hoursAgo: 1, notice: orderNotice('wholesale', [W.NotSent], W.NotSent) },
  { hoursAgo: 2, notice: requestNotice(NOTICES.newRequest) },
  { hoursAgo: 3, notice: orderNotice('retail', [R.NotSent], R.NotSent) },
  { hoursAgo: 5, notice: disputeNotice(NOTICES.disputeOpened) },
  {
    hoursAgo: 8,
    notice: adminNotice(
      'Обновление правил площадки',
      'С 1 числа следующего месяца меняется порядок выплат продавцам. Подробности — в разделе «Финансы».',
      '/finacnes/whole-sale',
    ),
  },
  { hoursAgo: 20, notice: orderNotice('wholesale', [W.PaymentOverdue], W.PaymentOverdue) },
  { hoursAgo: 26, notice: reviewNotice },
  { hoursAgo: 30, notice: tenderNotice(NOTICES.tenderWon) },
  { hoursAgo: 48, notice: requestNotice(NOTICES.proposalAccepted) },
  { hoursAgo: 60, notice: orderNotice('retail', [R.Completed], R.Completed) },
  { hoursAgo: 72, notice: orderNotice('wholesale', [W.Completed], W.Completed) },
  { hoursAgo: 96, notice: orderNotice('retail', [R.ReadinessOverdue], R.ReadinessOverdue) },
  { hoursAgo: 120, notice: tenderNotice(NOTICES.tenderLost) },
  {
    hoursAgo: 200,
    notice: adminNotice(
      'Добро пожаловать на площадку',
      'Заполните реквизиты и карточку магазина, чтобы покупатели видели ваши товары.',
      '/settings/store',
    ),
  },
];
const UNREAD = 5;

/** Inserted oldest first, so ids follow time as they do for the server's own notifications. */
export function seedNotifications(db: Db, seller: SellerRef, now: number): void {
  PLAN.map((entry, index) => ({ ...entry, index }))
    .reverse()
    .forEach(({ hoursAgo, notice, index }) => {
      const made = notice(db, seller);
      if (!made) return;
      insert(db, 'notifications', {
        user_id: seller.userId,
        kind: made.kind,
        title: made.title,
        text: made.text,
        link: made.link,
        is_read: index >= UNREAD,
        created_at: iso(now - hoursAgo * HOUR_MS),
      });
    });
}
