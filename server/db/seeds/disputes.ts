import type { DisputeStatusId } from '../../../contract/index.js';
import { DisputeStatus as D, RetailStatus as R, WholesaleStatus as W } from '../../../rules/index.js';
import { DAY_MS, HOUR_MS, iso, monthStartIso } from '../../lib/time.js';
import {
  ANSWER_MS,
  RETAIL_DISPUTES,
  WHOLESALE_DISPUTES,
  type DisputeMarket,
} from '../../services/disputesRules.js';
import { sweepDisputes } from '../../services/disputesSweep.js';
import type { Db } from '../query.js';
import { all, one, run } from '../query.js';
import type { SellerRef } from './refs.js';
import {
  ACT_PDF,
  PHOTO_CARGO,
  PHOTO_DAMAGE,
  PHOTO_PACKAGE,
  WAYBILL_PDF,
  seedFiles,
  type DemoFile,
} from './disputeFiles.js';
import { insert } from './insert.js';
import { RETAIL_SCENARIOS, WHOLESALE_SCENARIOS } from './orders.js';

/**
 * Disputes of both markets on the sellers' delivered orders (docs/contract/disputes.md), every
 * status among the first four scenarios, with Russian claims, files, messages of both sides and
 * their history. Orders come from each seller's random block (never the fixed scenario orders of
 * docs/contract/orders.md "Demo data"; orders placed this month last), are put back to
 * 'delivered' (a completed order loses its completion), and a dispute closed for the buyer
 * cancels its order as the server does. One open dispute is seeded past its answer deadline, so
 * the server's own sweep moves it to arbitration. Deterministic: no random draws.
 */

interface SeedMessage {
  role: 'buyer' | 'seller';
  text: string;
  afterHours: number;
  images?: readonly DemoFile[];
}

interface DisputeScenario {
  reasonId: 1 | 2 | 3 | 4 | 5;
  claim: string;
  ageDays: number;
  claimFiles: readonly DemoFile[];
  decline?: { afterDays: number; purpose: string; files: readonly DemoFile[] };
  close?: { afterDays: number; by: 'seller' | 'admin' | 'buyer'; forBuyer: boolean; comment: string | null };
  messages: readonly SeedMessage[];
}

const CLAIMS = {
  defect:
    'При приёмке обнаружили брак: у части изделий трещины на корпусе, упаковка повреждена. Фото и акт приёмки прикладываю, прошу принять возврат и вернуть деньги.',
  notAsDescribed:
    'Пришёл товар другого артикула: в карточке указана плотность 200 г/м², по факту около 150. Прошу принять возврат и вернуть оплату.',
  incomplete:
    'В коробках не хватает 12 единиц из заказанных, хотя в накладной указано полное количество. Акт расхождения во вложении.',
  notReceived:
    'Заказ отмечен как доставленный, но груз к нам на склад не поступал, водитель на звонки не отвечает. Прошу вернуть деньги.',
  other:
    'Товар привезли на двое суток позже согласованной даты, к этому времени он уже был не нужен. Прошу оформить возврат.',
} as const;

const DECLINES = {
  signed:
    'Товар передан покупателю в полном объёме, накладная подписана без замечаний. Прилагаем накладную и фото груза перед отправкой.',
  carrier:
    'Груз упакован по стандарту, повреждения возникли при перевозке; претензию к перевозчику поможем оформить, но возврат за наш счёт не согласуем.',
} as const;

/** The first four cover every status; the demo seller gets six per market, two of them open (1) or in arbitration. */
const SCENARIOS: readonly DisputeScenario[] = [
  {
    reasonId: 3,
    claim: CLAIMS.defect,
    ageDays: 1,
    claimFiles: [PHOTO_DAMAGE, ACT_PDF],
    messages: [
      {
        role: 'buyer',
        text: 'Добрый день! Фото брака и акт приложил к претензии. Когда ответите?',
        afterHours: 3,
      },
    ],
  },
  {
    reasonId: 2,
    claim: CLAIMS.notAsDescribed,
    ageDays: 6,
    claimFiles: [PHOTO_PACKAGE],
    decline: { afterDays: 1, purpose: DECLINES.signed, files: [WAYBILL_PDF, PHOTO_CARGO] },
    messages: [
      { role: 'buyer', text: 'Сравнили с образцом из прошлой партии: ткань заметно тоньше.', afterHours: 5 },
      { role: 'seller', text: 'Партия та же, сертификат соответствия приложили к ответу.', afterHours: 20 },
      {
        role: 'buyer',
        text: 'Отправляем фото замера плотности, просим арбитраж разобраться.',
        afterHours: 30,
        images: [PHOTO_PACKAGE],
      },
    ],
  },
  {
    reasonId: 4,
    claim: CLAIMS.incomplete,
    ageDays: 20,
    claimFiles: [ACT_PDF],
    close: { afterDays: 2, by: 'seller', forBuyer: true, comment: null },
    messages: [
      {
        role: 'seller',
        text: 'Проверили склад: действительно недовложение. Приносим извинения, оформляем возврат.',
        afterHours: 26,
      },
      { role: 'buyer', text: 'Спасибо, ждём возврат средств.', afterHours: 30 },
    ],
  },
  {
    reasonId: 1,
    claim: CLAIMS.notReceived,
    ageDays: 40,
    claimFiles: [],
    decline: { afterDays: 1, purpose: DECLINES.signed, files: [WAYBILL_PDF] },
    close: {
      afterDays: 6,
      by: 'admin',
      forBuyer: false,
      comment:
        'Накладная подписана покупателем без замечаний, доставка подтверждена трекингом. Спор закрыт в пользу продавца.',
    },
    messages: [
      { role: 'buyer', text: 'Груза нет, проверьте, пожалуйста, у перевозчика.', afterHours: 4 },
      {
        role: 'seller',
        text: 'Перевозчик подтвердил вручение, подпись получателя в накладной.',
        afterHours: 22,
      },
    ],
  },
  {
    reasonId: 5,
    claim: CLAIMS.other,
    ageDays: 2,
    claimFiles: [PHOTO_PACKAGE],
    messages: [
      { role: 'buyer', text: 'Срок поставки был согласован в переписке к заказу.', afterHours: 2 },
      {
        role: 'seller',
        text: 'Задержка была на стороне транспортной компании, сейчас уточняем детали.',
        afterHours: 9,
      },
    ],
  },
  {
    // Left open past its answer deadline: the sweep moves it to arbitration.
    reasonId: 3,
    claim: CLAIMS.defect,
    ageDays: 5,
    claimFiles: [PHOTO_DAMAGE],
    messages: [
      { role: 'buyer', text: 'Продавец не отвечает на претензию уже третьи сутки.', afterHours: 60 },
    ],
  },
  {
    reasonId: 3,
    claim: CLAIMS.defect,
    ageDays: 30,
    claimFiles: [PHOTO_DAMAGE, ACT_PDF],
    decline: { afterDays: 1, purpose: DECLINES.carrier, files: [PHOTO_CARGO] },
    close: {
      afterDays: 5,
      by: 'admin',
      forBuyer: true,
      comment:
        'Арбитраж изучил фото и акт приёмки: брак подтверждён. Возврат оформлен, деньги вернутся покупателю.',
    },
    messages: [{ role: 'buyer', text: 'Брак заводской, это видно по фото.', afterHours: 30 }],
  },
  {
    reasonId: 4,
    claim: CLAIMS.incomplete,
    ageDays: 15,
    claimFiles: [],
    close: {
      afterDays: 2,
      by: 'buyer',
      forBuyer: false,
      comment: 'Недостающие позиции нашлись на нашем складе, претензий больше нет.',
    },
    messages: [],
  },
];

export interface DisputeSeller {
  ref: SellerRef;
  /** Disputes per market (at least four, so every status is there). */
  perMarket: number;
}

interface SeedMarket extends DisputeMarket {
  history: string;
  completed: number;
  scenarioCount: number;
  /** SQL over an order `o`: 1 when the buyer reviewed it (reviews are about wholesale orders). */
  reviewedSql: string;
}

const MARKETS: readonly SeedMarket[] = [
  {
    ...WHOLESALE_DISPUTES,
    history: 'wholesale_order_history',
    completed: W.Completed,
    scenarioCount: WHOLESALE_SCENARIOS.length,
    reviewedSql: 'EXISTS (SELECT 1 FROM reviews r WHERE r.order_id = o.id)',
  },
  {
    ...RETAIL_DISPUTES,
    history: 'retail_order_history',
    completed: R.Completed,
    scenarioCount: RETAIL_SCENARIOS.length,
    reviewedSql: '0',
  },
];

/** Enough choice of delivery dates; bounded so a benchmark's scaled seed stays fast. */
const CANDIDATES_MAX = 100;

interface Candidate {
  id: number;
  buyer_id: number;
  delivered_at: string;
  /** Null while the order is delivered (not completed). */
  completed_at: string | null;
  /** A review follows the completion, so a reviewed order keeps it (see `keepsCompletion`). */
  reviewed: number;
  /** Placed this month: taken only when the older ones run out (they keep the monthly sales). */
  this_month: number;
}

/** The newest delivered or completed orders after the seller's scenario block. */
function candidates(db: Db, now: number, seller: SellerRef, market: SeedMarket): Candidate[] {
  const lastScenario =
    one<{ id: number }>(
      db,
      `SELECT id FROM ${market.tables.orders} WHERE seller_id = ? ORDER BY id LIMIT 1 OFFSET ?`,
      seller.sellerId,
      market.scenarioCount - 1,
    )?.id ?? 0;
  return all<Candidate>(
    db,
    `SELECT o.id, o.buyer_id,
       (SELECT MAX(h.created_at) FROM ${market.history} h WHERE h.order_id = o.id AND h.status_id = ?) AS delivered_at,
       (SELECT MAX(h.created_at) FROM ${market.history} h WHERE h.order_id = o.id AND h.status_id = ?) AS completed_at,
       ${market.reviewedSql} AS reviewed, o.created_at >= ? AS this_month
     FROM ${market.tables.orders} o
     WHERE o.seller_id = ? AND o.status_id IN (?, ?) AND o.id > ?
     ORDER BY o.id DESC LIMIT ?`,
    market.delivered,
    market.completed,
    monthStartIso(now),
    seller.sellerId,
    market.delivered,
    market.completed,
    lastScenario,
    CANDIDATES_MAX,
  ).filter((c) => c.delivered_at !== null);
}

const finalStatus = (s: DisputeScenario): DisputeStatusId => {
  if (s.close) return s.close.forBuyer ? D.ClosedForBuyer : D.ClosedForSeller;
  return s.decline ? D.Arbitration : D.Open;
};

/**
 * A dispute closed for the seller leaves its order as it is, so it goes to a completed order:
 * opened after the delivery and closed before the buyer confirmed receipt. The others go to
 * orders without a review (their order is delivered again, or cancelled by the return).
 */
const keepsCompletion = (s: DisputeScenario): boolean => finalStatus(s) === D.ClosedForSeller;

/**
 * For each scenario (youngest first) an order: one delivered most recently before the dispute
 * is opened, or, for a dispute the seller won, the most recently completed one.
 */
function assign(now: number, scenarios: readonly DisputeScenario[], pool: Candidate[]) {
  const byAge = [...scenarios].sort((a, b) => a.ageDays - b.ageDays);
  return byAge.flatMap((scenario) => {
    const keeps = keepsCompletion(scenario);
    const usable = pool.filter((c) => (keeps ? c.completed_at !== null : c.reviewed === 0));
    const older = usable.filter((c) => c.this_month === 0);
    const from = older.length > 0 ? older : usable;
    // ISO instants compare as text.
    const latest = iso(now - scenario.ageDays * DAY_MS - 6 * HOUR_MS);
    const keyOf = (c: Candidate) => (keeps ? (c.completed_at ?? '') : c.delivered_at);
    let order: Candidate | undefined;
    for (const c of from) {
      if ((keeps || c.delivered_at <= latest) && (!order || keyOf(c) > keyOf(order))) order = c;
    }
    order ??= from[from.length - 1];
    if (!order) return [];
    pool.splice(pool.indexOf(order), 1);
    return [{ scenario, order }];
  });
}

interface Timeline {
  opened: number;
  /** The time of a step `days` after the opening (the scenario's days, squeezed to fit). */
  after: (days: number) => number;
}

function timeline(now: number, scenario: DisputeScenario, order: Candidate): Timeline {
  const delivered = Date.parse(order.delivered_at);
  if (keepsCompletion(scenario) && order.completed_at !== null) {
    const span = Date.parse(order.completed_at) - delivered;
    const opened = delivered + span * 0.2;
    const closeDays = scenario.close?.afterDays ?? 1;
    return { opened, after: (days) => opened + span * 0.6 * Math.min(1, days / closeDays) };
  }
  const latest = now - HOUR_MS;
  const opened = Math.min(Math.max(now - scenario.ageDays * DAY_MS, delivered + 6 * HOUR_MS), latest);
  return { opened, after: (days) => Math.min(opened + days * DAY_MS, latest) };
}

const CLOSE_ACTION = {
  seller: () => 'acceptReturn',
  buyer: () => 'withdraw',
  admin: (forBuyer: boolean) => (forBuyer ? 'decideForBuyer' : 'decideForSeller'),
} as const;

interface Context {
  db: Db;
  now: number;
  seller: SellerRef;
  market: SeedMarket;
  adminId: number | null;
  dataDir: string | undefined;
}

function history(
  db: Db,
  disputeId: number,
  action: string,
  from: number | null,
  to: number,
  at: number,
  extra: { adminId?: number | null; comment?: string | null } = {},
) {
  insert(db, 'dispute_history', {
    dispute_id: disputeId,
    action,
    status_before: from,
    status_after: to,
    admin_id: extra.adminId ?? null,
    comment: extra.comment ?? null,
    created_at: iso(at),
  });
}

function files(
  db: Db,
  table: 'dispute_files' | 'dispute_message_images',
  owner: Record<string, string | number>,
  seeded: ReturnType<typeof seedFiles>,
  at: number,
) {
  for (const f of seeded) {
    insert(db, table, {
      ...owner,
      file_name: f.fileName,
      original_name: f.originalName,
      mime_type: f.mime,
      size: f.size,
      created_at: iso(at),
    });
  }
}

function message(
  c: Context,
  disputeId: number,
  buyerId: number,
  m: { role: 'buyer' | 'seller' | 'admin'; text: string; images?: readonly DemoFile[] },
  at: number,
) {
  const userId = m.role === 'buyer' ? buyerId : m.role === 'seller' ? c.seller.userId : null;
  const id = insert(c.db, 'dispute_messages', {
    dispute_id: disputeId,
    author_role: m.role,
    user_id: userId,
    admin_id: m.role === 'admin' ? c.adminId : null,
    comment: m.text,
    created_at: iso(at),
  });
  if (m.images)
    files(
      c.db,
      'dispute_message_images',
      { message_id: id },
      seedFiles(`message:${id}`, m.images, c.dataDir),
      at,
    );
}

/** Puts the order back to delivered; a return then cancels it with its own history entry. */
function settleOrder(c: Context, orderId: number, returnedAt: number | null): void {
  const { db, market } = c;
  // Opened on the delivered order: a completion recorded before the dispute did not happen yet.
  run(db, `DELETE FROM ${market.history} WHERE order_id = ? AND status_id = ?`, orderId, market.completed);
  run(db, `UPDATE ${market.tables.orders} SET status_id = ? WHERE id = ?`, market.delivered, orderId);
  if (returnedAt === null) return;
  run(
    db,
    `INSERT INTO ${market.history} (order_id, status_id, created_at) VALUES (?, ?, ?)`,
    orderId,
    market.returned,
    iso(returnedAt),
  );
  run(db, `UPDATE ${market.tables.orders} SET status_id = ? WHERE id = ?`, market.returned, orderId);
}

function seedOne(c: Context, scenario: DisputeScenario, order: Candidate): void {
  const { db, now } = c;
  const { opened, after } = timeline(now, scenario, order);
  const declinedAt = scenario.decline ? after(scenario.decline.afterDays) : null;
  const closedAt = scenario.close ? after(scenario.close.afterDays) : null;
  const status = finalStatus(scenario);
  const id = insert(db, 'disputes', {
    seller_id: c.seller.sellerId,
    is_retail: c.market.isRetail,
    status_id: status,
    created_at: iso(opened),
    order_id: order.id,
    buyer_id: order.buyer_id,
    reason_id: scenario.reasonId,
    claim: scenario.claim,
    answer_deadline: iso(opened + ANSWER_MS),
    decline_purpose: scenario.decline?.purpose ?? null,
    decision_comment: scenario.close?.comment ?? null,
    closed_at: closedAt === null ? null : iso(closedAt),
  });
  history(db, id, 'open', null, D.Open, opened);
  files(
    db,
    'dispute_files',
    { dispute_id: id, kind: 'claim' },
    seedFiles(`claim:${id}`, scenario.claimFiles, c.dataDir),
    opened,
  );
  if (scenario.decline && declinedAt !== null) {
    history(db, id, 'decline', D.Open, D.Arbitration, declinedAt, { comment: scenario.decline.purpose });
    files(
      db,
      'dispute_files',
      { dispute_id: id, kind: 'decline' },
      seedFiles(`decline:${id}`, scenario.decline.files, c.dataDir),
      declinedAt,
    );
  }
  const openUntil = (closedAt ?? now) - 60_000;
  for (const m of scenario.messages)
    message(c, id, order.buyer_id, m, Math.min(opened + m.afterHours * HOUR_MS, openUntil));
  if (scenario.close && closedAt !== null) {
    const { by, forBuyer, comment } = scenario.close;
    const adminId = by === 'admin' ? c.adminId : null;
    history(db, id, CLOSE_ACTION[by](forBuyer), scenario.decline ? D.Arbitration : D.Open, status, closedAt, {
      adminId,
      comment,
    });
    if (comment !== null && by !== 'seller')
      message(c, id, order.buyer_id, { role: by, text: comment }, closedAt);
  }
  if (!keepsCompletion(scenario)) settleOrder(c, order.id, status === D.ClosedForBuyer ? closedAt : null);
}

/**
 * Seeds the disputes of each seller (after the orders and the console administrator, who signs
 * the decisions), then runs the deadline sweep.
 */
export function seedDisputes(db: Db, now: number, sellers: readonly DisputeSeller[], dataDir?: string): void {
  const adminId = one<{ id: number }>(db, 'SELECT id FROM console_admins ORDER BY id LIMIT 1')?.id ?? null;
  for (const seller of sellers) {
    for (const market of MARKETS) {
      const c: Context = { db, now, seller: seller.ref, market, adminId, dataDir };
      const scenarios = SCENARIOS.slice(0, seller.perMarket);
      for (const { scenario, order } of assign(now, scenarios, candidates(db, now, seller.ref, market))) {
        seedOne(c, scenario, order);
      }
    }
  }
  sweepDisputes(db, now);
}
