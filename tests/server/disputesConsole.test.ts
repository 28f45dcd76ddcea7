import { describe, expect, it } from 'vitest';
import type { Dispute } from '../../contract/index.js';
import { admin, type Message } from './consoleHelpers.js';
import { call } from './helpers.js';
import { NOT_AN_IMAGE, PDF, PNG } from './ordersHelpers.js';
import {
  declineDispute,
  declineParts,
  disputeMessages,
  disputeSnapshot,
  filterBody,
  listDisputes,
  orderHistory,
  orderStatus,
  seededDispute,
  uploads,
  withDisputesServer,
  type DisputesContext,
} from './disputesHelpers.js';

/**
 * The console's side of disputes (docs/contract/console.md "disputes", "dispute-messages",
 * "dispute-actions"): the buyer opens a dispute with files and writes messages, withdraws it;
 * the administrator decides an arbitration.
 */

let c: DisputesContext;
withDisputesServer((context) => {
  c = context;
});

interface DisputeRecord {
  id: number;
  sellerId: number;
  isRetail: boolean;
  orderId: number;
  statusId: number;
  claim: string;
  claimFiles: { url: string; fileName: string }[];
  allowedActions: string[];
  decisionComment: string | null;
}

interface HistoryRecord {
  id: number;
  disputeId: number;
  action: string;
  statusBefore: number | null;
  statusAfter: number;
  adminId: number | null;
  comment: string | null;
}

const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;

const post = <T>(path: string, body: unknown) =>
  admin<T & Message>(c.server.app, 'POST', path, { token: c.admin, body });
const get = <T>(path: string, query?: Record<string, unknown>) =>
  admin<T & Message>(c.server.app, 'GET', path, { token: c.admin, ...(query ? { query } : {}) });

/** A delivered order of the demo seller without an open dispute (wholesale 6, retail 4). */
function deliveredOrder(isRetail: boolean): number {
  const table = isRetail ? 'retail_orders' : 'wholesale_orders';
  return c.server.db
    .prepare(
      `SELECT o.id FROM ${table} o WHERE o.seller_id = ? AND o.status_id = ?
       AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.is_retail = ? AND d.order_id = o.id AND d.status_id IN (1, 2))
       ORDER BY o.id LIMIT 1`,
    )
    .pluck()
    .get(c.seller.sellerId, isRetail ? 4 : 6, isRetail ? 1 : 0) as number;
}

const sellerRow = async (id: number, isRetail: boolean): Promise<Dispute | undefined> =>
  (
    await listDisputes(
      c.server.app,
      c.seller.token,
      filterBody({ isRetail, pagination: { page: 1, pageSize: 100 } }),
    )
  ).data?.results.find((d) => d.id === id);

describe('the console flow: the buyer opens, the seller declines, the administrator decides', () => {
  it('opens a dispute with a file, the seller sees it and declines, the buyer writes, the administrator returns the goods', async () => {
    const orderId = deliveredOrder(false);
    const claim = 'Пришла партия с браком: 12 изделий с трещинами. <Фото во вложении>';
    const opened = await post<DisputeRecord>('/disputes', {
      orderId,
      isRetail: false,
      reasonId: 3,
      claim,
      files: [
        { fileName: 'Фото брака.png', dataUrl: dataUrl('image/png', PNG) },
        { fileName: 'C:\\Акты\\Акт.pdf', dataUrl: dataUrl('application/pdf', PDF) },
      ],
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.body).toMatchObject({
      sellerId: c.seller.sellerId,
      isRetail: false,
      orderId,
      statusId: 1,
      claim,
      allowedActions: ['withdraw'],
    });
    expect(opened.body.claimFiles.map((f) => f.fileName)).toEqual(['Фото брака.png', 'Акт.pdf']);
    expect(uploads(c.server)).toHaveLength(2);
    const disputeId = opened.body.id;

    // The seller sees it first (open, newest), with the claim files, the deadline 3 days ahead.
    const list = await listDisputes(c.server.app, c.seller.token, filterBody());
    expect(list.data?.results[0]).toMatchObject({
      id: disputeId,
      statusId: 1,
      claim,
      answerDeadline: new Date(c.server.clock.now + 3 * 86_400_000).toISOString(),
    });
    const file = await c.server.app.inject({ method: 'GET', url: opened.body.claimFiles[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const declined = await declineDispute(
      c.server.app,
      c.seller.token,
      declineParts(disputeId, 6, 'Накладная подписана без замечаний.'),
    );
    expect(declined).toEqual({ status: 1, data: true });
    expect((await get<DisputeRecord>(`/disputes/${disputeId}`)).body.allowedActions).toEqual([
      'withdraw',
      'decideForBuyer',
      'decideForSeller',
    ]);

    const message = await post<{ id: number; authorRole: string; images: { fileName: string }[] }>(
      '/dispute-messages',
      {
        disputeId,
        comment: 'Фото замера прилагаю.',
        images: [{ fileName: 'Замер.png', dataUrl: dataUrl('image/png', PNG) }],
      },
    );
    expect(message.statusCode).toBe(201);
    expect(message.body).toMatchObject({ authorRole: 'buyer', images: [{ fileName: 'Замер.png' }] });
    const seen = (await disputeMessages(c.server.app, c.seller.token, disputeId)).data ?? [];
    expect(seen.at(-1)).toMatchObject({ authorRole: 'buyer', comment: 'Фото замера прилагаю.' });

    c.server.clock.now += 3_600_000;
    const decision = 'Брак подтверждён фотографиями. Возврат оформлен.';
    const decided = await post<HistoryRecord>('/dispute-actions', {
      disputeId,
      action: 'decideForBuyer',
      comment: decision,
    });
    expect(decided.statusCode).toBe(201);
    expect(decided.body).toMatchObject({
      disputeId,
      action: 'decideForBuyer',
      statusBefore: 2,
      statusAfter: 3,
      comment: decision,
    });
    expect(decided.body.adminId).toEqual(expect.any(Number));

    const row = await sellerRow(disputeId, false);
    expect(row).toMatchObject({ statusId: 3, decisionComment: decision, orderStatusId: 24 });
    expect(orderHistory(c.server, false, orderId).at(-1)).toBe(24);
    const thread = (await disputeMessages(c.server.app, c.seller.token, disputeId)).data ?? [];
    expect(thread.at(-1)).toMatchObject({
      authorRole: 'admin',
      authorName: 'Администратор маркетплейса',
      comment: decision,
    });
    const history = await get<HistoryRecord[]>('/dispute-actions', {
      filter: { disputeId },
      sort: ['id', 'ASC'],
    });
    expect(history.body.map((h) => h.action)).toEqual(['open', 'decline', 'decideForBuyer']);
    expect((await get<DisputeRecord>(`/disputes/${disputeId}`)).body.allowedActions).toEqual([]);
  });

  it('lets the buyer withdraw (1 -> 4) and the administrator decide for the seller (2 -> 4), the order unchanged', async () => {
    const open = seededDispute(c.server, c.seller.sellerId, true, 1);
    const withdrawn = await post<HistoryRecord>('/dispute-actions', {
      disputeId: open.id,
      action: 'withdraw',
    });
    expect(withdrawn.body).toMatchObject({
      statusBefore: 1,
      statusAfter: 4,
      comment: null,
      adminId: expect.any(Number),
    });
    expect(orderStatus(c.server, true, open.order_id)).toBe(4);
    expect((await sellerRow(open.id, true))?.statusId).toBe(4);

    const arbitration = seededDispute(c.server, c.seller.sellerId, false, 2);
    const decided = await post<HistoryRecord>('/dispute-actions', {
      disputeId: arbitration.id,
      action: 'decideForSeller',
      comment: 'Доставка подтверждена трекингом.',
    });
    expect(decided.body).toMatchObject({ statusBefore: 2, statusAfter: 4 });
    expect(orderStatus(c.server, false, arbitration.order_id)).toBe(6);
  });
});

describe('console refusals', () => {
  it('opens a dispute only on a delivered order without an open one', async () => {
    const claim = { reasonId: 2, claim: 'Не тот артикул.' };
    const notDelivered = c.server.db
      .prepare('SELECT id FROM wholesale_orders WHERE seller_id = ? AND status_id = 2 LIMIT 1')
      .pluck()
      .get(c.seller.sellerId);
    const busy = seededDispute(c.server, c.seller.sellerId, true, 2);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ orderId: notDelivered, isRetail: false }, 409, 'Спор можно открыть только по доставленному заказу'],
      [{ orderId: busy.order_id, isRetail: true }, 409, 'По этому заказу уже открыт спор'],
      [{ orderId: 999_999, isRetail: false }, 404, 'Заказ не найден'],
    ];
    for (const [order, statusCode, message] of cases) {
      const reply = await post<DisputeRecord>('/disputes', { ...order, ...claim });
      expect(reply.statusCode, message).toBe(statusCode);
      expect(reply.body.message).toBe(message);
    }
    // A closed dispute does not prevent a new one: withdrawn, the order is delivered still.
    const withdrawn = seededDispute(c.server, c.seller.sellerId, false, 1);
    expect((await post('/dispute-actions', { disputeId: withdrawn.id, action: 'withdraw' })).statusCode).toBe(
      201,
    );
    const again = await post<DisputeRecord>('/disputes', {
      orderId: withdrawn.order_id,
      isRetail: false,
      ...claim,
    });
    expect(again.body).toMatchObject({ orderId: withdrawn.order_id, statusId: 1 });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a bad body with 400 and stores no file', async () => {
    const orderId = deliveredOrder(true);
    const base = { orderId, isRetail: true, reasonId: 1, claim: 'Не пришло.' };
    const cases: [Record<string, unknown>, string][] = [
      [{ reasonId: 6 }, "Field 'reasonId' must be one of"],
      [{ claim: '   ' }, "Field 'claim' must not be blank"],
      [{ claim: 'я'.repeat(2001) }, "Field 'claim' must be at most 2000 characters long"],
      [{ isRetail: undefined }, "Field 'isRetail' is required"],
      [
        { files: [{ fileName: 'скрипт.png', dataUrl: dataUrl('image/png', NOT_AN_IMAGE) }] },
        'Файл «скрипт.png» не подходит: допустимы PDF, JPEG, PNG, WebP (тип проверяется по содержимому файла)',
      ],
      [
        { files: [{ fileName: 'a.png', dataUrl: 'https://example.com/a.png' }] },
        'Файл «a.png»: ожидается data URL в base64',
      ],
      [
        {
          files: Array.from({ length: 6 }, () => ({ fileName: 'a.png', dataUrl: dataUrl('image/png', PNG) })),
        },
        "Field 'files' must NOT have more than 5 items",
      ],
    ];
    for (const [overrides, message] of cases) {
      const reply = await post<DisputeRecord>('/disputes', { ...base, ...overrides });
      expect(reply.statusCode, message).toBe(400);
      expect(reply.body.message).toContain(message);
    }
    expect(uploads(c.server)).toEqual([]);
    expect(
      c.server.db
        .prepare('SELECT COUNT(*) FROM disputes WHERE is_retail = 1 AND order_id = ?')
        .pluck()
        .get(orderId),
    ).toBe(0);
  });

  it('takes files of up to 2 MB each, in a body larger than the default limit', async () => {
    const orderId = deliveredOrder(true);
    const file = (size: number) => ({
      fileName: 'Фото.png',
      dataUrl: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(size - PNG.length)])),
    });
    const base = { orderId, isRetail: true, reasonId: 3, claim: 'Брак.' };
    const tooBig = await post<DisputeRecord>('/disputes', { ...base, files: [file(2 * 1024 * 1024 + 1)] });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body.message).toBe('Файл «Фото.png» больше 2 МБ');
    expect(uploads(c.server)).toEqual([]);
    const large = await post<DisputeRecord>('/disputes', {
      ...base,
      files: [file(1_500_000), file(1_500_000)],
    });
    expect(large.statusCode).toBe(201);
    expect(large.body.claimFiles).toHaveLength(2);
    expect(uploads(c.server)).toHaveLength(2);
  });

  it('runs an action only where the rules allow it: 409, 404 and 400', async () => {
    const open = seededDispute(c.server, c.seller.sellerId, false, 1);
    const closed = seededDispute(c.server, c.seller.sellerId, false, 3);
    const before = [disputeSnapshot(c.server, open.id), disputeSnapshot(c.server, closed.id)];
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { disputeId: open.id, action: 'decideForBuyer', comment: 'Да' },
        409,
        'Действие недоступно для текущего статуса спора',
      ],
      [{ disputeId: closed.id, action: 'withdraw' }, 409, 'Действие недоступно для текущего статуса спора'],
      [{ disputeId: 999_999, action: 'withdraw' }, 404, 'Спор не найден'],
      [
        { disputeId: open.id, action: 'decideForSeller', comment: '  ' },
        400,
        "Field 'comment' is required for action 'decideForSeller'",
      ],
      [{ disputeId: open.id, action: 'acceptReturn' }, 400, "Field 'action' must be one of"],
      [{ disputeId: open.id }, 400, "Field 'action' is required"],
    ];
    for (const [body, statusCode, message] of cases) {
      const reply = await post<HistoryRecord>('/dispute-actions', body);
      expect(reply.statusCode, message).toBe(statusCode);
      expect(reply.body.message).toContain(message);
    }
    expect([disputeSnapshot(c.server, open.id), disputeSnapshot(c.server, closed.id)]).toEqual(before);
  });

  it('writes messages only while the dispute is open, images only', async () => {
    const closed = seededDispute(c.server, c.seller.sellerId, true, 3);
    const open = seededDispute(c.server, c.seller.sellerId, true, 1);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ disputeId: closed.id, comment: 'Ещё вопрос' }, 409, 'Спор закрыт'],
      [{ disputeId: 999_999, comment: 'Вопрос' }, 404, 'Спор не найден'],
      [{ disputeId: open.id, comment: ' ' }, 400, "Field 'comment' must not be blank"],
      [
        {
          disputeId: open.id,
          comment: 'Акт',
          images: [{ fileName: 'Акт.pdf', dataUrl: dataUrl('application/pdf', PDF) }],
        },
        400,
        'Файл «Акт.pdf» не подходит: допустимы JPEG, PNG, WebP',
      ],
    ];
    for (const [body, statusCode, message] of cases) {
      const reply = await post('/dispute-messages', body);
      expect(reply.statusCode, message).toBe(statusCode);
      expect(reply.body.message).toContain(message);
    }
    expect(uploads(c.server)).toEqual([]);
  });
});

describe('console lists', () => {
  it('lists disputes of every seller with filters, and the messages and history of one', async () => {
    const all = await get<DisputeRecord[]>('/disputes', { range: [0, 99] });
    const total = c.server.db.prepare('SELECT COUNT(*) FROM disputes').pluck().get() as number;
    expect(all.body).toHaveLength(total);
    expect(all.headers['content-range']).toBe(`disputes 0-${total - 1}/${total}`);
    expect(new Set(all.body.map((d) => d.sellerId))).toEqual(new Set([c.seller.sellerId, c.other.sellerId]));
    const retailArbitration = await get<DisputeRecord[]>('/disputes', {
      filter: { sellerId: c.other.sellerId, isRetail: 'true', statusId: [2] },
    });
    expect(retailArbitration.body.map((d) => [d.sellerId, d.isRetail, d.statusId])).toEqual([
      [c.other.sellerId, true, 2],
    ]);
    const dispute = seededDispute(c.server, c.seller.sellerId, false, 2);
    const messages = await get<{ disputeId: number }[]>('/dispute-messages', {
      filter: { disputeId: dispute.id },
    });
    const seller = (await disputeMessages(c.server.app, c.seller.token, dispute.id)).data ?? [];
    expect(messages.body).toHaveLength(seller.length);
    expect(messages.body.every((m) => m.disputeId === dispute.id)).toBe(true);
    const history = await get<HistoryRecord[]>('/dispute-actions', {
      filter: { disputeId: dispute.id },
      sort: ['id', 'ASC'],
    });
    expect(history.body.map((h) => h.action)[0]).toBe('open');
    expect((await get('/disputes', { filter: { market: 'x' } })).statusCode).toBe(400);
    expect(
      (await admin(c.server.app, 'DELETE', `/disputes/${dispute.id}`, { token: c.admin })).statusCode,
    ).toBe(405);
    const anonymous = await admin(c.server.app, 'GET', '/disputes');
    expect(anonymous.statusCode).toBe(401);
    const sellerToken = await call(c.server.app, 'POST', '/Dispute/GetDisputesByFilter', {
      token: c.admin,
      body: filterBody(),
    });
    expect(sellerToken.body.status).toBe(401);
  });
});
