import { randomBytes } from 'node:crypto';
import type { HighlightLabel, Payment, PaymentKind, PaymentStatus } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { one, run } from '../db/query.js';
import { pluralForm } from '../lib/rubleWords.js';
import { DAY_MS, iso } from '../lib/time.js';
import {
  DAY_FORMS,
  LABEL_NAMES,
  PAYMENT_FINISHED,
  PAYMENT_ID_BYTES,
  PAYMENT_NOT_FOUND,
  PAYMENT_OUTCOME_RULES,
  PAYMENT_RETURN_PATHS,
  STORED_LABELS,
  type PaymentOutcome,
} from './paymentsRules.js';

export {
  advertStatusOfBanner,
  advertStatusOfPromotion,
  bannerAdvertStatusSql,
  promotionAdvertStatusSql,
} from './paymentsStatus.js';

/**
 * The one payments table of banners, highlights and top (docs/contract/marketing.md "Payments and
 * the payment stand-in"): creating a payment, deciding it (with the activation of what it pays
 * for, in one transaction) and describing it.
 */

/**
 * A refusal of a payment action. Its 4xx status makes the seller API answer `-1` with the message
 * and the console answer that status with `{message}` (server/lib/errors.ts).
 */
export class PaymentRefused extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentRow {
  id: number;
  payment_id: string;
  seller_id: number;
  kind: PaymentKind;
  amount: number;
  status: PaymentStatus;
  created_at: string;
  decided_at: string | null;
}

export interface CreatePaymentInput {
  sellerId: number;
  kind: PaymentKind;
  amount: number;
  now: Date;
  /** `ctx.publicOrigin`: the payment page's absolute URL starts with it. */
  publicOrigin: string;
}

export interface CreatedPayment {
  /** `marketing_payments.id`: the `payment_id` of the promotion or banner row. */
  rowId: number;
  paymentId: string;
  paymentUrl: string;
  amount: number;
}

export const newPaymentId = (): string => randomBytes(PAYMENT_ID_BYTES).toString('base64url');

export const paymentUrl = (publicOrigin: string, paymentId: string): string =>
  `${publicOrigin}/pay/${paymentId}`;

export const paymentReturnPath = (kind: PaymentKind, paymentId: string): string =>
  PAYMENT_RETURN_PATHS[kind](paymentId);

/** Stores a pending payment; the caller then stores the row it pays for (same transaction). */
export function createPayment(db: Db, input: CreatePaymentInput): CreatedPayment {
  const paymentId = newPaymentId();
  const rowId = Number(
    run(
      db,
      `INSERT INTO marketing_payments (payment_id, seller_id, kind, amount, status, created_at)
       VALUES (?, ?, ?, ?, 'pending', ?)`,
      paymentId,
      input.sellerId,
      input.kind,
      input.amount,
      input.now.toISOString(),
    ).lastInsertRowid,
  );
  return { rowId, paymentId, paymentUrl: paymentUrl(input.publicOrigin, paymentId), amount: input.amount };
}

export const findPayment = (db: Db, paymentId: string): PaymentRow | undefined =>
  one<PaymentRow>(db, 'SELECT * FROM marketing_payments WHERE payment_id = ?', paymentId);

interface PromotionRef {
  id: number;
  product_id: number;
  label_id: HighlightLabel | null;
  days_count: number;
}

/** Starts the paid highlight or top row's period; labels 3 and 4 also show in the product lists. */
function startPeriod(db: Db, payment: PaymentRow, at: number): void {
  const promotion = one<PromotionRef>(
    db,
    "SELECT id, product_id, label_id, days_count FROM promotions WHERE payment_id = ? AND state = 'paid'",
    payment.id,
  );
  if (!promotion) return;
  const activeTo = iso(at + promotion.days_count * DAY_MS);
  run(
    db,
    'UPDATE promotions SET active_from = ?, active_to = ? WHERE id = ?',
    iso(at),
    activeTo,
    promotion.id,
  );
  if (
    payment.kind === 'highlight' &&
    promotion.label_id !== null &&
    STORED_LABELS.includes(promotion.label_id)
  ) {
    run(
      db,
      `INSERT INTO product_labels (product_id, label_id, until) VALUES (?, ?, ?)
       ON CONFLICT (product_id, label_id) DO UPDATE SET until = MAX(until, excluded.until)`,
      promotion.product_id,
      promotion.label_id,
      activeTo,
    );
  }
}

/**
 * Pays or cancels a pending payment and applies the outcome to the row it pays for, in one
 * transaction. Unknown id: 404 'Платёж не найден'; a paid or cancelled one: 409 'Платёж уже
 * завершён' (nothing changes).
 */
export function decidePayment(db: Db, paymentId: string, outcome: PaymentOutcome, now: Date): PaymentRow {
  return db.transaction((): PaymentRow => {
    const payment = findPayment(db, paymentId);
    if (!payment) throw new PaymentRefused(404, PAYMENT_NOT_FOUND);
    if (payment.status !== 'pending') throw new PaymentRefused(409, PAYMENT_FINISHED);
    const at = now.getTime();
    run(
      db,
      'UPDATE marketing_payments SET status = ?, decided_at = ? WHERE id = ?',
      outcome,
      iso(at),
      payment.id,
    );
    const rule = PAYMENT_OUTCOME_RULES[payment.kind];
    // Table and state names are code constants of the rules.
    run(
      db,
      `UPDATE ${rule.table} SET state = ? WHERE payment_id = ? AND state = ?`,
      rule.to[outcome],
      payment.id,
      rule.from,
    );
    if (outcome === 'paid' && rule.startsPeriod) startPeriod(db, payment, at);
    return { ...payment, status: outcome, decided_at: iso(at) };
  })();
}

const daysText = (n: number): string => `${n} ${pluralForm(n, DAY_FORMS)}`;

interface SubjectRow {
  product_name: string | null;
  label_id: HighlightLabel | null;
  days_count: number | null;
  position_name: string | null;
  date_from: string | null;
  date_to: string | null;
}

function subjectRow(db: Db, payment: Pick<PaymentRow, 'id' | 'kind'>): SubjectRow | undefined {
  if (payment.kind === 'banner') {
    return one<SubjectRow>(
      db,
      `SELECT NULL AS product_name, NULL AS label_id, NULL AS days_count, bp.name AS position_name,
         b.date_from, b.date_to
       FROM banners b JOIN banner_positions bp ON bp.id = b.position_id WHERE b.payment_id = ?`,
      payment.id,
    );
  }
  return one<SubjectRow>(
    db,
    `SELECT pr.product_name, p.label_id, p.days_count, NULL AS position_name, NULL AS date_from, NULL AS date_to
     FROM promotions p JOIN products pr ON pr.id = p.product_id WHERE p.payment_id = ?`,
    payment.id,
  );
}

/**
 * What the payment is for, in Russian: 'Выделение товара «…» меткой «Скидка» на 7 дней',
 * 'Поднятие товара «…» на 3 дня', 'Баннер «позиция» с 2026-12-01 по 2026-12-07'.
 */
export function paymentSubject(db: Db, payment: Pick<PaymentRow, 'id' | 'kind'>): string {
  const row = subjectRow(db, payment);
  if (!row) return 'Платёж';
  if (payment.kind === 'banner')
    return `Баннер «${row.position_name ?? ''}» с ${row.date_from ?? ''} по ${row.date_to ?? ''}`;
  const days = daysText(row.days_count ?? 0);
  if (payment.kind === 'top') return `Поднятие товара «${row.product_name ?? ''}» на ${days}`;
  const label = row.label_id === null ? '' : LABEL_NAMES[row.label_id];
  return `Выделение товара «${row.product_name ?? ''}» меткой «${label}» на ${days}`;
}

interface PaymentDetailRow extends PaymentRow {
  product_id: number | null;
  product_name: string | null;
  label_id: HighlightLabel | null;
  days_count: number | null;
  active_from: string | null;
  active_to: string | null;
  banner_id: number | null;
  position_name: string | null;
  date_from: string | null;
  date_to: string | null;
}

/** `GetPayment`: the caller's payment, or null (unknown or another seller's: the same answer). */
export function paymentOf(db: Db, sellerId: number, paymentId: string): Payment | null {
  const row = one<PaymentDetailRow>(
    db,
    `SELECT m.*, p.product_id, pr.product_name, p.label_id, p.days_count, p.active_from, p.active_to,
       b.id AS banner_id, bp.name AS position_name, b.date_from, b.date_to
     FROM marketing_payments m
     LEFT JOIN promotions p ON p.payment_id = m.id
     LEFT JOIN products pr ON pr.id = p.product_id
     LEFT JOIN banners b ON b.payment_id = m.id
     LEFT JOIN banner_positions bp ON bp.id = b.position_id
     WHERE m.payment_id = ? AND m.seller_id = ?`,
    paymentId,
    sellerId,
  );
  if (!row) return null;
  return {
    paymentId: row.payment_id,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    productId: row.product_id,
    productName: row.product_name,
    label: row.label_id,
    daysCount: row.days_count,
    activeFrom: row.active_from,
    activeTo: row.active_to,
    bannerId: row.banner_id,
    positionName: row.position_name,
    dateFrom: row.date_from,
    dateTo: row.date_to,
  };
}
