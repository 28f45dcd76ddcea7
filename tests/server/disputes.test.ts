import { describe, expect, it } from 'vitest';
import type { Dispute } from '../../contract/index.js';
import { moscowDay } from '../../server/lib/time.js';
import { call } from './helpers.js';
import {
  disputeMessages,
  filterBody,
  listDisputes,
  seededDispute,
  withDisputesServer,
  type DisputesContext,
} from './disputesHelpers.js';

/** `Dispute/GetDisputesByFilter` and the message list (docs/contract/disputes.md "Disputes"). */

let c: DisputesContext;
withDisputesServer((context) => {
  c = context;
});

const DAY = 86_400_000;

const DISPUTE_KEYS = [
  'id',
  'isRetail',
  'orderId',
  'orderNumber',
  'orderStatusId',
  'orderAmount',
  'buyerId',
  'buyerName',
  'reasonId',
  'claim',
  'claimFiles',
  'statusId',
  'creationDate',
  'answerDeadline',
  'declinePurpose',
  'declineFiles',
  'decisionComment',
  'closedDate',
  'messagesCount',
].sort();

interface DbDispute {
  id: number;
  status_id: number;
  created_at: string;
  order_id: number;
}

const dbDisputes = (sellerId: number, isRetail: boolean): DbDispute[] =>
  c.server.db
    .prepare('SELECT id, status_id, created_at, order_id FROM disputes WHERE seller_id = ? AND is_retail = ?')
    .all(sellerId, isRetail ? 1 : 0) as DbDispute[];

/** The contract's order: open (1, 2) first, then the newest, then the highest id. */
const contractOrder = (rows: DbDispute[]): number[] =>
  [...rows]
    .sort(
      (a, b) =>
        Number(b.status_id <= 2) - Number(a.status_id <= 2) ||
        b.created_at.localeCompare(a.created_at) ||
        b.id - a.id,
    )
    .map((d) => d.id);

const list = (overrides: Record<string, unknown> = {}, token = c.seller.token) =>
  listDisputes(c.server.app, token, filterBody(overrides));

const ids = (reply: { data?: { results: Dispute[] } }) => reply.data?.results.map((d) => d.id) ?? [];

describe('Dispute/GetDisputesByFilter', () => {
  it('lists one market of the caller, open first then newest, with everything a row needs', async () => {
    for (const isRetail of [false, true]) {
      const reply = await list({ isRetail });
      expect(reply.status).toBe(1);
      const own = dbDisputes(c.seller.sellerId, isRetail);
      expect(own.length).toBeGreaterThanOrEqual(6);
      expect(reply.data?.rowCount).toBe(own.length);
      expect(reply.data?.pageCount).toBe(1);
      expect(ids(reply)).toEqual(contractOrder(own));
      // Every status, and at least two open disputes per market.
      const statuses = reply.data?.results.map((d) => d.statusId) ?? [];
      expect(new Set(statuses)).toEqual(new Set([1, 2, 3, 4]));
      expect(statuses.filter((s) => s === 1 || s === 2).length).toBeGreaterThanOrEqual(2);
      for (const dispute of reply.data?.results ?? []) {
        expect(Object.keys(dispute).sort()).toEqual(DISPUTE_KEYS);
        expect(dispute.isRetail).toBe(isRetail);
      }
    }
  });

  it('fills a row from its order, buyer, claim, files and messages', async () => {
    for (const isRetail of [false, true]) {
      const seeded = seededDispute(c.server, c.seller.sellerId, isRetail, 2);
      const reply = await list({ isRetail, statusId: 2 });
      const row = reply.data?.results.find((d) => d.id === seeded.id);
      if (!row) throw new Error(`dispute ${seeded.id} not listed`);
      const table = isRetail ? 'retail_orders' : 'wholesale_orders';
      const order = c.server.db
        .prepare(
          `SELECT id, status_id, total_amount, ${isRetail ? 'number' : 'CAST(id AS TEXT)'} AS num FROM ${table} WHERE id = ?`,
        )
        .get(seeded.order_id) as { status_id: number; total_amount: number; num: string };
      expect(row).toMatchObject({
        orderId: seeded.order_id,
        orderNumber: order.num,
        orderStatusId: order.status_id,
        orderAmount: order.total_amount,
        buyerId: seeded.buyer_id,
        creationDate: seeded.created_at,
        answerDeadline: new Date(Date.parse(seeded.created_at) + 3 * DAY).toISOString(),
        statusId: 2,
        closedDate: null,
      });
      expect(isRetail ? order.num : row.orderNumber).toMatch(/^\d{1,7}$/);
      expect(row.buyerName).not.toBe('');
      expect(row.claim?.length).toBeGreaterThan(20);
      expect([1, 2, 3, 4, 5]).toContain(row.reasonId);
      for (const file of [...(row.claimFiles ?? []), ...(row.declineFiles ?? [])]) {
        expect(file.url).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.(png|pdf)$/);
        expect(file.fileName).toMatch(/\.(png|pdf)$/);
      }
      const messages = c.server.db
        .prepare('SELECT COUNT(*) FROM dispute_messages WHERE dispute_id = ?')
        .pluck()
        .get(seeded.id);
      expect(row.messagesCount).toBe(messages);
    }
    // A seller's declined dispute carries the purpose and the decline files.
    const declined = (await list({ statusId: 2 })).data?.results.find((d) => d.declinePurpose !== null);
    expect(declined?.declineFiles?.length).toBeGreaterThan(0);
    // A closed dispute carries its closing time; a decision of the administrator its comment.
    const closed = (await list({ statusId: 4 })).data?.results ?? [];
    expect(closed.every((d) => d.closedDate !== null)).toBe(true);
    expect(closed.some((d) => (d.decisionComment ?? '').includes('в пользу продавца'))).toBe(true);
  });

  it('filters by status (0 and null = all)', async () => {
    const own = dbDisputes(c.seller.sellerId, false);
    for (const statusId of [1, 2, 3, 4]) {
      const reply = await list({ statusId });
      expect(ids(reply).sort(), `status ${statusId}`).toEqual(
        own
          .filter((d) => d.status_id === statusId)
          .map((d) => d.id)
          .sort(),
      );
    }
    expect((await list({ statusId: 0 })).data?.rowCount).toBe(own.length);
  });

  it('filters by the exact order number: the wholesale order id, the retail order number', async () => {
    const wholesale = seededDispute(c.server, c.seller.sellerId, false, 1);
    expect(ids(await list({ orderNumber: String(wholesale.order_id) }))).toEqual([wholesale.id]);
    expect(ids(await list({ orderNumber: wholesale.order_id }))).toEqual([wholesale.id]);
    expect(ids(await list({ orderNumber: String(wholesale.order_id).slice(0, -1) || '0' }))).not.toContain(
      wholesale.id,
    );
    const retail = seededDispute(c.server, c.seller.sellerId, true, 1);
    const number = c.server.db
      .prepare('SELECT number FROM retail_orders WHERE id = ?')
      .pluck()
      .get(retail.order_id);
    expect(ids(await list({ isRetail: true, orderNumber: number }))).toEqual([retail.id]);
    // The retail internal id is not the number.
    expect(ids(await list({ isRetail: true, orderNumber: String(retail.order_id) }))).toEqual([]);
    expect((await list({ orderNumber: '' })).data?.rowCount).toBe(
      dbDisputes(c.seller.sellerId, false).length,
    );
  });

  it('filters by Moscow days of the creation date, both ends inclusive', async () => {
    const dispute = seededDispute(c.server, c.seller.sellerId, false, 3);
    // 22:30 UTC is 01:30 the next day in Moscow.
    c.server.db
      .prepare('UPDATE disputes SET created_at = ? WHERE id = ?')
      .run('2026-03-10T22:30:00.000Z', dispute.id);
    expect(ids(await list({ dateFrom: '2026-03-11', dateTo: '2026-03-11' }))).toContain(dispute.id);
    expect(ids(await list({ dateFrom: '2026-03-10', dateTo: '2026-03-10' }))).not.toContain(dispute.id);
    const own = dbDisputes(c.seller.sellerId, false);
    const from = '2026-03-01';
    const to = moscowDay(c.server.clock.now);
    const inRange = own.filter(
      (d) => moscowDay(Date.parse(d.created_at)) >= from && moscowDay(Date.parse(d.created_at)) <= to,
    );
    expect(ids(await list({ dateFrom: from, dateTo: to })).sort()).toEqual(inRange.map((d) => d.id).sort());
    expect(ids(await list({ dateFrom: to, dateTo: from }))).toEqual([]);
  });

  it('pages by the given size with the true row count', async () => {
    const own = contractOrder(dbDisputes(c.seller.sellerId, true));
    const first = await list({ isRetail: true, pagination: { page: 1, pageSize: 4 } });
    const second = await list({ isRetail: true, pagination: { page: 2, pageSize: 4 } });
    expect(first.data).toMatchObject({ rowCount: own.length, pageCount: Math.ceil(own.length / 4) });
    expect([...ids(first), ...ids(second)]).toEqual(own.slice(0, 8));
    const past = await list({ isRetail: true, pagination: { page: 9, pageSize: 4 } });
    expect(past.data).toMatchObject({ results: [], rowCount: own.length });
    // Default: page 1 of 12.
    expect((await list({ pagination: null })).data?.results).toHaveLength(Math.min(12, own.length));
  });

  it("shows only the caller's disputes; another seller's sellerId is refused", async () => {
    const reply = await list({}, c.other.token);
    const theirs = dbDisputes(c.other.sellerId, false);
    expect(ids(reply).sort()).toEqual(theirs.map((d) => d.id).sort());
    const foreign = await list({ sellerId: c.other.sellerId });
    expect(foreign).toEqual({
      status: -1,
      errorMessage: 'Access denied: sellerId does not belong to the caller',
    });
    expect((await list({ sellerId: c.seller.sellerId })).status).toBe(1);
    const anonymous = await call(c.server.app, 'POST', '/Dispute/GetDisputesByFilter', {
      body: filterBody(),
    });
    expect(anonymous.body.status).toBe(401);
  });

  it('refuses a body that breaks the contract, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ isRetail: undefined }, "Field 'isRetail' is required"],
      [{ isRetail: 'true' }, "Field 'isRetail' must be a boolean"],
      [{ statusId: 5 }, "Field 'statusId' must be one of"],
      [{ orderNumber: '12a' }, "Field 'orderNumber' has an invalid format"],
      [{ orderNumber: '12345678' }, "Field 'orderNumber' has an invalid format"],
      [{ dateFrom: '2026-02-30' }, "Field 'dateFrom' is not a valid date"],
      [{ dateTo: '18.03.2026' }, "Field 'dateTo' has an invalid format"],
      [{ pagination: { page: 1, pageSize: 101 } }, "Field 'pagination.pageSize' must be <= 100"],
    ];
    for (const [overrides, message] of cases) {
      const reply = await list(overrides);
      expect(reply.status, message).toBe(-1);
      expect(reply.errorMessage).toContain(message);
    }
  });
});

describe('Dispute/GetDisputeMessages', () => {
  it('answers the messages of all sides oldest first, each signed and with its images', async () => {
    // The dispute the seller declined: both sides wrote, the buyer with a photo.
    const dispute = c.server.db
      .prepare(
        'SELECT id FROM disputes WHERE seller_id = ? AND is_retail = 0 AND status_id = 2 AND decline_purpose IS NOT NULL',
      )
      .get(c.seller.sellerId) as { id: number };
    const reply = await disputeMessages(c.server.app, c.seller.token, dispute.id);
    expect(reply.status).toBe(1);
    const messages = reply.data ?? [];
    expect(messages.length).toBeGreaterThanOrEqual(2);
    const dates = messages.map((m) => m.creationDate);
    expect(dates).toEqual([...dates].sort());
    const row = (await list({ statusId: 2 })).data?.results.find((d) => d.id === dispute.id);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual(
        ['id', 'authorRole', 'authorName', 'comment', 'images', 'creationDate'].sort(),
      );
      if (message.authorRole === 'seller') expect(message.authorName).toBe('Уральские Промтовары');
      if (message.authorRole === 'buyer') expect(message.authorName).toBe(row?.buyerName);
    }
    expect(new Set(messages.map((m) => m.authorRole))).toEqual(new Set(['buyer', 'seller']));
    const images = messages.flatMap((m) => m.images);
    expect(images.length).toBeGreaterThan(0);
    expect(
      images.every(
        (f) => /^\/seller\/uploads\/[0-9a-f]{32}\.png$/.test(f.url) && f.fileName.endsWith('.png'),
      ),
    ).toBe(true);
  });

  it("signs the administrator's decision with the administrator's name", async () => {
    const decided = c.server.db
      .prepare(
        "SELECT dispute_id FROM dispute_messages WHERE author_role = 'admin' AND dispute_id IN (SELECT id FROM disputes WHERE seller_id = ?) LIMIT 1",
      )
      .pluck()
      .get(c.seller.sellerId) as number;
    const messages = (await disputeMessages(c.server.app, c.seller.token, decided)).data ?? [];
    const admin = messages.find((m) => m.authorRole === 'admin');
    expect(admin?.authorName).toBe('Администратор маркетплейса');
  });

  it("answers -1 'Спор не найден' for another seller's dispute and an unknown one", async () => {
    const foreign = seededDispute(c.server, c.other.sellerId, true, 1);
    for (const id of [foreign.id, 999_999]) {
      expect(await disputeMessages(c.server.app, c.seller.token, id)).toEqual({
        status: -1,
        errorMessage: 'Спор не найден',
      });
    }
    const bad = await call(c.server.app, 'POST', '/Dispute/GetDisputeMessages?disputeId=abc', {
      token: c.seller.token,
    });
    expect(bad.body.status).toBe(-1);
  });
});
