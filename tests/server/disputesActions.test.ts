import { describe, expect, it } from 'vitest';
import { call } from './helpers.js';
import { JPEG, NOT_AN_IMAGE, PDF, PNG } from './ordersHelpers.js';
import {
  acceptReturn,
  addComment,
  commentParts,
  declineDispute,
  declineParts,
  disputeMessages,
  disputeSnapshot,
  filePart,
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
 * The dispute status machine of the seller's calls (docs/contract/disputes.md): DeclineDispute,
 * AcceptDisputeReturn, the deadline sweep, AddDisputeComment, and ownership.
 */

let c: DisputesContext;
withDisputesServer((context) => {
  c = context;
});

const HOUR = 3_600_000;
const ARBITRATION = 'спор уже рассматривается арбитражем';
const CLOSED = 'спор закрыт';
const ORDER_CHANGED = 'статус заказа изменился';
const NOT_FOUND = { status: -1, errorMessage: 'Спор не найден' };

const find = async (id: number, isRetail: boolean, token = c.seller.token) =>
  (
    await listDisputes(c.server.app, token, filterBody({ isRetail, pagination: { page: 1, pageSize: 100 } }))
  ).data?.results.find((d) => d.id === id);

const decline = (parts: Parameters<typeof declineParts>, token = c.seller.token) =>
  declineDispute(c.server.app, token, declineParts(...parts));

describe('Dispute/DeclineDispute (multipart)', () => {
  it('sends an open dispute to arbitration (1 -> 2) with the purpose and the files', async () => {
    for (const isRetail of [false, true]) {
      const dispute = seededDispute(c.server, c.seller.sellerId, isRetail, 1);
      const order = orderStatus(c.server, isRetail, dispute.order_id);
      const files = [
        filePart('DeclineFiles', 'Накладная.pdf', 'application/pdf', PDF),
        filePart('DeclineFiles', 'Фото груза.png', 'image/png', PNG),
      ];
      const before = uploads(c.server).length;
      const reply = await decline([dispute.id, order, '  Товар передан полностью.  ', files]);
      expect(reply).toEqual({ status: 1, data: true });
      const row = await find(dispute.id, isRetail);
      expect(row).toMatchObject({
        statusId: 2,
        declinePurpose: 'Товар передан полностью.',
        closedDate: null,
      });
      expect(row?.declineFiles?.map((f) => f.fileName)).toEqual(['Накладная.pdf', 'Фото груза.png']);
      expect(uploads(c.server)).toHaveLength(before + 2);
      // The order is not touched.
      expect(orderStatus(c.server, isRetail, dispute.order_id)).toBe(order);
      const history = c.server.db
        .prepare(
          'SELECT action, status_before, status_after FROM dispute_history WHERE dispute_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(dispute.id);
      expect(history).toEqual({ action: 'decline', status_before: 1, status_after: 2 });
    }
  });

  it('answers -20 with the reason when the dispute or its order changed, and stores no file', async () => {
    const cases: [number, string][] = [
      [2, ARBITRATION],
      [3, CLOSED],
      [4, CLOSED],
    ];
    for (const [statusId, reason] of cases) {
      const dispute = seededDispute(c.server, c.seller.sellerId, false, statusId);
      const before = disputeSnapshot(c.server, dispute.id);
      const order = orderStatus(c.server, false, dispute.order_id);
      const reply = await decline([
        dispute.id,
        order,
        'Нет',
        [filePart('DeclineFiles', 'a.pdf', 'application/pdf', PDF)],
      ]);
      expect(reply, `status ${statusId}`).toEqual({ status: -20, errorMessage: reason });
      expect(disputeSnapshot(c.server, dispute.id)).toEqual(before);
    }
    const open = seededDispute(c.server, c.seller.sellerId, true, 1);
    const before = disputeSnapshot(c.server, open.id);
    const seen = before.orderStatus === 4 ? 5 : 4;
    const reply = await decline([
      open.id,
      seen,
      'Нет',
      [filePart('DeclineFiles', 'a.png', 'image/png', PNG)],
    ]);
    expect(reply).toEqual({ status: -20, errorMessage: ORDER_CHANGED });
    expect(disputeSnapshot(c.server, open.id)).toEqual(before);
    expect(uploads(c.server)).toEqual([]);
  });

  it('refuses a broken form with -1 naming the field, before reading any file', async () => {
    const dispute = seededDispute(c.server, c.seller.sellerId, false, 1);
    const order = orderStatus(c.server, false, dispute.order_id);
    const before = disputeSnapshot(c.server, dispute.id);
    const file = filePart('DeclineFiles', 'a.pdf', 'application/pdf', PDF);
    const cases: [Parameters<typeof declineParts>, string][] = [
      [['', order, 'Причина', [file]], "Field 'DisputeId' is required"],
      [['x', order, 'Причина', [file]], "Field 'DisputeId' must be an integer"],
      [[dispute.id, '', 'Причина', [file]], "Field 'OrderStatusId' is required"],
      [[dispute.id, order, '   ', [file]], "Field 'DeclinePurpose' is required"],
      [
        [dispute.id, order, 'я'.repeat(1001), [file]],
        "Field 'DeclinePurpose' must be at most 1000 characters long",
      ],
    ];
    for (const [parts, message] of cases) {
      const reply = await decline(parts);
      expect(reply.status, message).toBe(-1);
      expect(reply.errorMessage).toContain(message);
    }
    const wrongType = await decline([
      dispute.id,
      order,
      'Причина',
      [filePart('DeclineFiles', 'x.pdf', 'application/pdf', NOT_AN_IMAGE)],
    ]);
    expect(wrongType).toEqual({
      status: -1,
      errorMessage:
        'Файл «x.pdf» не подходит: допустимы PDF, JPEG, PNG, WebP (тип проверяется по содержимому файла)',
    });
    const tooMany = Array.from({ length: 11 }, (_, i) =>
      filePart('DeclineFiles', `${i}.png`, 'image/png', PNG),
    );
    expect((await decline([dispute.id, order, 'Причина', tooMany])).errorMessage).toBe(
      'At most 10 files may be uploaded',
    );
    expect(await decline([999_999, order, 'Причина', [file]])).toEqual(NOT_FOUND);
    expect(disputeSnapshot(c.server, dispute.id)).toEqual(before);
    expect(uploads(c.server)).toEqual([]);
    const json = await call(c.server.app, 'POST', '/Dispute/DeclineDispute', {
      token: c.seller.token,
      body: { DisputeId: dispute.id },
    });
    expect(json.body.status).toBe(-1);
  });
});

describe('Dispute/AcceptDisputeReturn', () => {
  it('closes an open or arbitrated dispute for the buyer (-> 3) and cancels its order with a history entry', async () => {
    const cases: [boolean, number, number][] = [
      [false, 1, 24],
      [false, 2, 24],
      [true, 1, 6],
      [true, 2, 6],
    ];
    for (const [isRetail, from, cancelled] of cases) {
      const dispute = seededDispute(c.server, c.seller.sellerId, isRetail, from);
      const history = orderHistory(c.server, isRetail, dispute.order_id);
      c.server.clock.now += HOUR;
      expect(await acceptReturn(c.server.app, c.seller.token, dispute.id)).toEqual({ status: 1, data: true });
      const row = await find(dispute.id, isRetail);
      expect(row).toMatchObject({ statusId: 3, closedDate: new Date(c.server.clock.now).toISOString() });
      expect(row?.orderStatusId).toBe(cancelled);
      expect(orderStatus(c.server, isRetail, dispute.order_id)).toBe(cancelled);
      expect(orderHistory(c.server, isRetail, dispute.order_id)).toEqual([...history, cancelled]);
    }
  });

  it('answers -20 for a closed dispute and changes nothing', async () => {
    for (const statusId of [3, 4]) {
      const dispute = seededDispute(c.server, c.seller.sellerId, true, statusId);
      const before = disputeSnapshot(c.server, dispute.id);
      expect(await acceptReturn(c.server.app, c.seller.token, dispute.id)).toEqual({
        status: -20,
        errorMessage: CLOSED,
      });
      expect(disputeSnapshot(c.server, dispute.id)).toEqual(before);
    }
    const bad = await call(c.server.app, 'POST', '/Dispute/AcceptDisputeReturn?disputeId=0', {
      token: c.seller.token,
    });
    expect(bad.body.status).toBe(-1);
    expect(bad.body.errorMessage).toContain("Query parameter 'disputeId'");
  });
});

describe('the answer deadline', () => {
  it('moves an open dispute to arbitration once its deadline has passed, dated at the deadline', async () => {
    const dispute = seededDispute(c.server, c.seller.sellerId, false, 1);
    const deadline = Date.parse(dispute.answer_deadline);
    expect(deadline).toBeGreaterThan(c.server.clock.now);
    c.server.clock.now = deadline - 1;
    expect((await find(dispute.id, false))?.statusId).toBe(1);
    c.server.clock.now = deadline + 1;
    expect((await find(dispute.id, false))?.statusId).toBe(2);
    const history = c.server.db
      .prepare(
        "SELECT status_before, status_after, created_at FROM dispute_history WHERE dispute_id = ? AND action = 'deadline'",
      )
      .all(dispute.id);
    expect(history).toEqual([{ status_before: 1, status_after: 2, created_at: dispute.answer_deadline }]);
    // Now only the return remains for the seller.
    const order = orderStatus(c.server, false, dispute.order_id);
    expect(await decline([dispute.id, order])).toEqual({ status: -20, errorMessage: ARBITRATION });
  });

  it('runs before every dispute call, the decline included', async () => {
    const dispute = seededDispute(c.server, c.seller.sellerId, true, 1);
    c.server.clock.now = Date.parse(dispute.answer_deadline) + HOUR;
    const order = orderStatus(c.server, true, dispute.order_id);
    expect(await decline([dispute.id, order])).toEqual({ status: -20, errorMessage: ARBITRATION });
    expect(disputeSnapshot(c.server, dispute.id).dispute.status_id).toBe(2);
  });
});

describe('Dispute/AddDisputeComment (multipart)', () => {
  it("adds the seller's message as sent, with images, to an open dispute", async () => {
    const dispute = seededDispute(c.server, c.seller.sellerId, false, 2);
    const count = (await find(dispute.id, false))?.messagesCount ?? 0;
    const text = '  Готовы забрать товар <b>за свой счёт</b>.\nНапишите удобную дату.  ';
    const reply = await addComment(
      c.server.app,
      c.seller.token,
      commentParts(dispute.id, c.seller.userId, text, [
        filePart('CommentImages', 'Склад.png', 'image/png', PNG),
        filePart('CommentImages', 'Упаковка.jpg', 'image/jpeg', JPEG),
      ]),
    );
    expect(reply.status).toBe(1);
    expect(reply.data).toMatchObject({
      authorRole: 'seller',
      authorName: 'Уральские Промтовары',
      comment: text,
      creationDate: new Date(c.server.clock.now).toISOString(),
    });
    expect(reply.data?.images.map((f) => f.fileName)).toEqual(['Склад.png', 'Упаковка.jpg']);
    const messages = (await disputeMessages(c.server.app, c.seller.token, dispute.id)).data ?? [];
    expect(messages.at(-1)).toEqual(reply.data);
    expect((await find(dispute.id, false))?.messagesCount).toBe(count + 1);
    expect(uploads(c.server)).toHaveLength(2);
  });

  it("answers -1 'Спор закрыт' on a closed dispute and refuses bad forms, storing no file", async () => {
    const closed = seededDispute(c.server, c.seller.sellerId, true, 3);
    const open = seededDispute(c.server, c.seller.sellerId, true, 1);
    const image = filePart('CommentImages', 'a.png', 'image/png', PNG);
    const before = [disputeSnapshot(c.server, closed.id), disputeSnapshot(c.server, open.id)];
    const cases: [Parameters<typeof commentParts>, string][] = [
      [[closed.id, c.seller.userId, 'Текст', [image]], 'Спор закрыт'],
      [[open.id, c.other.userId, 'Текст', [image]], 'Access denied: userId does not belong to the caller'],
      [[open.id, c.seller.userId, '   ', [image]], "Field 'comment' must not be blank"],
      [
        [open.id, c.seller.userId, 'я'.repeat(2001), [image]],
        "Field 'comment' must be at most 2000 characters long",
      ],
      [[open.id, '', 'Текст', [image]], "Field 'userId' is required"],
      [['', c.seller.userId, 'Текст', [image]], "Field 'disputeId' is required"],
      [
        [open.id, c.seller.userId, 'Текст', [filePart('CommentImages', 'scan.pdf', 'application/pdf', PDF)]],
        'Файл «scan.pdf» не подходит: допустимы JPEG, PNG, WebP (тип проверяется по содержимому файла)',
      ],
      [
        [open.id, c.seller.userId, 'Текст', Array.from({ length: 6 }, () => image)],
        'At most 5 images may be attached',
      ],
    ];
    for (const [parts, message] of cases) {
      const reply = await addComment(c.server.app, c.seller.token, commentParts(...parts));
      expect(reply, message).toEqual({ status: -1, errorMessage: message });
    }
    expect([disputeSnapshot(c.server, closed.id), disputeSnapshot(c.server, open.id)]).toEqual(before);
    expect(uploads(c.server)).toEqual([]);
  });
});

describe('ownership', () => {
  it("answers -1 'Спор не найден' to every call on another seller's dispute and changes nothing", async () => {
    for (const statusId of [1, 2]) {
      const foreign = seededDispute(c.server, c.other.sellerId, false, statusId);
      const before = disputeSnapshot(c.server, foreign.id);
      const order = orderStatus(c.server, false, foreign.order_id);
      const pdf = filePart('DeclineFiles', 'a.pdf', 'application/pdf', PDF);
      expect(await decline([foreign.id, order, 'Нет', [pdf]])).toEqual(NOT_FOUND);
      expect(await acceptReturn(c.server.app, c.seller.token, foreign.id)).toEqual(NOT_FOUND);
      expect(await disputeMessages(c.server.app, c.seller.token, foreign.id)).toEqual(NOT_FOUND);
      const comment = await addComment(
        c.server.app,
        c.seller.token,
        commentParts(foreign.id, c.seller.userId, 'Текст', [
          filePart('CommentImages', 'a.png', 'image/png', PNG),
        ]),
      );
      expect(comment).toEqual(NOT_FOUND);
      expect(disputeSnapshot(c.server, foreign.id)).toEqual(before);
      expect(await find(foreign.id, false)).toBeUndefined();
    }
    expect(uploads(c.server)).toEqual([]);
    // The owner may.
    const own = seededDispute(c.server, c.other.sellerId, false, 1);
    expect(await acceptReturn(c.server.app, c.other.token, own.id)).toEqual({ status: 1, data: true });
  });

  it('needs a seller token', async () => {
    const dispute = seededDispute(c.server, c.seller.sellerId, false, 1);
    const anonymous = await call(
      c.server.app,
      'POST',
      `/Dispute/AcceptDisputeReturn?disputeId=${dispute.id}`,
    );
    expect(anonymous.body.status).toBe(401);
    expect(disputeSnapshot(c.server, dispute.id).dispute.status_id).toBe(1);
  });
});
