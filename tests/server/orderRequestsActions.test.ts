import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '../../contract/index.js';
import { DAY } from './ordersHelpers.js';
import {
  filterBody,
  newRequest,
  proposalFor,
  REQUEST_NOT_ALLOWED,
  REQUEST_NOT_FOUND,
  requestRow,
  seededRequest,
  sellerApi,
  withRequestsServer,
  type RequestsContext,
} from './orderRequestsHelpers.js';

/** The seller's answers to a request: the status machine, the expiry sweep, validation, ownership. */

let c: RequestsContext;
withRequestsServer((context) => {
  c = context;
});

const api = () => sellerApi(c.server, c.seller.token);
const STATUSES = [2, 3, 4, 5, 6, 7, 8] as const;

const detailOf = async (id: number): Promise<Required<OrderRequest>> => {
  const reply = await api().detail(id);
  if (!reply.data) throw new Error(JSON.stringify(reply));
  return reply.data;
};

/** Everything stored about a request, to compare before and after a refused call. */
const snapshot = (id: number) => ({
  request: requestRow(c.server, id),
  proposal: c.server.db.prepare('SELECT * FROM order_proposals WHERE request_id = ?').all(id),
  lines: c.server.db
    .prepare(
      'SELECT pl.* FROM order_proposal_lines pl JOIN order_proposals p ON p.id = pl.proposal_id WHERE p.request_id = ?',
    )
    .all(id),
  history: c.server.db.prepare('SELECT * FROM order_request_history WHERE request_id = ?').all(id),
});

/** A proposal body fitting a request in any status (its lines read from the table). */
const bodyFor = (id: number) => {
  const lines = c.server.db
    .prepare('SELECT id, quantity FROM order_request_products WHERE request_id = ? ORDER BY position')
    .all(id) as { id: number; quantity: number }[];
  const pickup = requestRow(c.server, id).shipping_method_id === 2;
  return {
    orderRequestId: id,
    validDays: 3,
    deliveryDays: 5,
    deliveryAmount: pickup ? 0 : 900,
    comment: null,
    lines: lines.map((l) => ({ orderRequestProductId: l.id, price: 99.9, quantity: l.quantity })),
  };
};

/** Runs `act` on a seeded request in every status: allowed ones reach `to`, the others are refused unchanged. */
async function machine(
  allowedFrom: readonly number[],
  act: (id: number) => Promise<{ status: number; errorMessage?: string }>,
  after: (id: number, from: number) => void,
) {
  for (const status of STATUSES) {
    const id = seededRequest(c.server, c.seller.sellerId, status);
    const before = snapshot(id);
    const reply = await act(id);
    if (allowedFrom.includes(status)) {
      expect(reply, `from ${status}`).toEqual({ status: 1, data: true });
      after(id, status);
    } else {
      expect(reply, `from ${status}`).toEqual({ status: -1, errorMessage: REQUEST_NOT_ALLOWED });
      expect(snapshot(id), `from ${status}`).toEqual(before);
    }
  }
}

const historyOf = (id: number) =>
  c.server.db
    .prepare('SELECT status_id FROM order_request_history WHERE request_id = ? ORDER BY created_at, id')
    .pluck()
    .all(id);

describe('the status machine of the seller calls', () => {
  it('CreateOrderProposal: from 2 only, to 3, with the proposal valid for validDays', async () => {
    await machine(
      [2],
      (id) => api().propose(bodyFor(id)),
      (id) => {
        expect(requestRow(c.server, id).status_id).toBe(3);
        expect(historyOf(id).slice(-1)).toEqual([3]);
      },
    );
  });

  it('UpdateOrderProposal: in 3 only; the status stays and the validity restarts', async () => {
    await machine(
      [3],
      (id) => api().update(bodyFor(id)),
      (id) => {
        expect(requestRow(c.server, id).status_id).toBe(3);
        const proposal = c.server.db
          .prepare('SELECT valid_until, updated_at FROM order_proposals WHERE request_id = ?')
          .get(id) as { valid_until: string; updated_at: string };
        expect(proposal).toEqual({
          valid_until: new Date(c.server.clock.now + 3 * DAY).toISOString(),
          updated_at: new Date(c.server.clock.now).toISOString(),
        });
        expect(historyOf(id).filter((s) => s === 3)).toHaveLength(1);
      },
    );
  });

  it('RejectOrderRequest: from 2 and 3, to 5 with the reason', async () => {
    await machine(
      [2, 3],
      (id) => api().reject(id, '  Нет товара на складе  '),
      (id) => {
        expect(requestRow(c.server, id).status_id).toBe(5);
        expect(historyOf(id).slice(-1)).toEqual([5]);
      },
    );
    const id = seededRequest(c.server, c.seller.sellerId, 5);
    expect((await detailOf(id)).rejectReason).not.toBeNull();
  });

  it('DeleteOrderRequest: from 4, 5, 7 and 8; the request leaves the lists, its status stays', async () => {
    await machine(
      [4, 5, 7, 8],
      (id) => api().remove(id),
      (id, from) => {
        expect(requestRow(c.server, id)).toMatchObject({ status_id: from, deleted_by_seller: 1 });
      },
    );
    const listed = (await api().list(filterBody())).data?.orderRequests.results.map((r) => r.id) ?? [];
    const deleted = c.server.db
      .prepare('SELECT id FROM order_requests WHERE seller_id = ? AND deleted_by_seller = 1')
      .pluck()
      .all(c.seller.sellerId) as number[];
    expect(deleted.some((id) => listed.includes(id))).toBe(false);
    // Deleted: gone for every call, a second delete included.
    expect(await api().remove(deleted[0] ?? 0)).toEqual({ status: -1, errorMessage: REQUEST_NOT_FOUND });
    expect(await api().reject(deleted[0] ?? 0, 'x')).toEqual({ status: -1, errorMessage: REQUEST_NOT_FOUND });
  });

  it('runs a whole flow: propose, update, reject; the detail shows each step', async () => {
    const id = newRequest(c.server, c.seller.sellerId);
    const detail = await detailOf(id);
    expect(await api().propose(proposalFor(detail))).toEqual({ status: 1, data: true });
    const proposed = await detailOf(id);
    expect(proposed.statusId).toBe(3);
    expect(proposed.proposal).toMatchObject({
      creationDate: new Date(c.server.clock.now).toISOString(),
      updateDate: null,
      validUntil: new Date(c.server.clock.now + 5 * DAY).toISOString(),
      deliveryDays: 7,
      deliveryAmount: 2500,
      comment: 'Цена при 100% предоплате',
      productsAmount: 28_000,
      totalAmount: 30_500,
    });
    expect(proposed.proposal?.lines).toEqual(
      detail.products.map((p) => ({
        orderRequestProductId: p.id,
        productId: p.productId,
        productName: p.productName,
        quantity: p.quantity,
        price: 200,
        amount: p.quantity * 200,
      })),
    );
    c.server.clock.now += 3_600_000;
    const cheaper = proposalFor(detail, {
      validDays: 10,
      comment: '   ',
      lines: detail.products.map((p) => ({ orderRequestProductId: p.id, price: 150.5, quantity: 10 })),
    });
    expect(await api().update(cheaper)).toEqual({ status: 1, data: true });
    const updated = await detailOf(id);
    expect(updated.proposal).toMatchObject({
      id: proposed.proposal?.id,
      creationDate: proposed.proposal?.creationDate,
      updateDate: new Date(c.server.clock.now).toISOString(),
      validUntil: new Date(c.server.clock.now + 10 * DAY).toISOString(),
      comment: null,
      productsAmount: 3010,
      totalAmount: 5510,
    });
    expect(updated.proposalAmount).toBe(5510);
    expect(await api().propose(proposalFor(detail))).toEqual({
      status: -1,
      errorMessage: REQUEST_NOT_ALLOWED,
    });
    expect(await api().reject(id, 'Покупатель не отвечает')).toEqual({ status: 1, data: true });
    const rejected = await detailOf(id);
    expect(rejected).toMatchObject({ statusId: 5, rejectReason: 'Покупатель не отвечает' });
    expect(rejected.history.map((h) => h.statusId)).toEqual([2, 3, 5]);
    expect(await api().update(cheaper)).toEqual({ status: -1, errorMessage: REQUEST_NOT_ALLOWED });
    expect(await api().remove(id)).toEqual({ status: 1, data: true });
    expect(await api().detail(id)).toEqual({ status: -1, errorMessage: REQUEST_NOT_FOUND });
  });
});

describe('the expiry sweep', () => {
  it('moves a new request past its deadline to 8, dated at the deadline', async () => {
    const id = newRequest(c.server, c.seller.sellerId);
    const deadline = requestRow(c.server, id).deadline;
    c.server.clock.now = Date.parse(deadline);
    expect((await detailOf(id)).statusId).toBe(2);
    c.server.clock.now = Date.parse(deadline) + 1;
    const expired = await detailOf(id);
    expect(expired.statusId).toBe(8);
    expect(expired.history).toEqual([
      { statusId: 2, date: expect.any(String) },
      { statusId: 8, date: deadline },
    ]);
    expect(await api().propose(bodyFor(id))).toEqual({ status: -1, errorMessage: REQUEST_NOT_ALLOWED });
    expect(await api().remove(id)).toEqual({ status: 1, data: true });
  });

  it('moves a sent proposal past its validity to 8; an accepted one does not expire', async () => {
    const id = newRequest(c.server, c.seller.sellerId);
    expect(await api().propose(bodyFor(id))).toEqual({ status: 1, data: true });
    const validUntil = new Date(c.server.clock.now + 3 * DAY).toISOString();
    const accepted = seededRequest(c.server, c.seller.sellerId, 6);
    c.server.clock.now += 3 * DAY + 1;
    // The sweep runs before every call: the list sees it too.
    const listed = (await api().list(filterBody({ requestId: id }))).data?.orderRequests.results[0];
    expect(listed?.statusId).toBe(8);
    expect((await detailOf(id)).history.slice(-1)).toEqual([{ statusId: 8, date: validUntil }]);
    expect(await api().update(bodyFor(id))).toEqual({ status: -1, errorMessage: REQUEST_NOT_ALLOWED });
    c.server.clock.now += 60 * DAY;
    expect(requestRow(c.server, accepted).status_id).toBe(6);
    expect((await detailOf(accepted)).statusId).toBe(6);
  });

  it('has produced the seeded expired requests by the same rule', () => {
    const expired = c.server.db
      .prepare('SELECT id FROM order_requests WHERE status_id = 8 AND seller_id = ?')
      .pluck()
      .all(c.seller.sellerId) as number[];
    expect(expired.length).toBeGreaterThan(0);
    for (const id of expired) expect(historyOf(id).slice(-2)[1]).toBe(8);
  });
});

describe('proposal validation', () => {
  it('checks the body with messages naming the field', async () => {
    const id = seededRequest(c.server, c.seller.sellerId, 2, 1);
    const base = bodyFor(id);
    const line = base.lines[0] ?? { orderRequestProductId: 0, price: 1, quantity: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ validDays: 0 }, "Field 'validDays' must be >= 1"],
      [{ validDays: 31 }, "Field 'validDays' must be <= 30"],
      [{ deliveryDays: 366 }, "Field 'deliveryDays' must be <= 365"],
      [{ deliveryAmount: -1 }, "Field 'deliveryAmount' must be >= 0"],
      [{ deliveryAmount: 100_000_001 }, "Field 'deliveryAmount' must be <= 100000000"],
      [{ deliveryAmount: 10.005 }, "Field 'deliveryAmount' must have at most 2 decimals"],
      [{ comment: 'я'.repeat(1001) }, "Field 'comment' must be at most 1000 characters long"],
      [{ lines: [] }, "Field 'lines' must NOT have fewer than 1 items"],
      [{ lines: [{ ...line, price: 0 }] }, "Field 'lines.0.price' must be > 0"],
      [
        { lines: [{ ...line, price: 12.345 }, ...base.lines.slice(1)] },
        "Field 'lines.0.price' must have at most 2 decimals",
      ],
      [{ lines: [{ ...line, quantity: 1.5 }] }, "Field 'lines.0.quantity' must be an integer"],
      [{ lines: [{ ...line, quantity: 1_000_001 }] }, "Field 'lines.0.quantity' must be <= 1000000"],
      [{ validDays: '5' }, "Field 'validDays' must be an integer"],
    ];
    for (const [patch, message] of cases) {
      expect(await api().propose({ ...base, ...patch }), message).toEqual({
        status: -1,
        errorMessage: message,
      });
    }
    const { validDays: _omitted, ...withoutValidDays } = base;
    expect(await api().propose(withoutValidDays)).toEqual({
      status: -1,
      errorMessage: "Field 'validDays' is required",
    });
    expect(requestRow(c.server, id).status_id).toBe(2);
  });

  it('wants exactly one line for every requested product', async () => {
    const id = newRequest(c.server, c.seller.sellerId);
    const base = bodyFor(id);
    const [first, second] = base.lines;
    if (!first || !second) throw new Error('two lines expected');
    const foreign = seededRequest(c.server, c.seller.sellerId, 2);
    const foreignLine = bodyFor(foreign).lines[0]?.orderRequestProductId ?? 0;
    const cases: [unknown[], string][] = [
      [[first], `Field 'lines' has no line for requested product ${second.orderRequestProductId}`],
      [
        [first, first],
        `Field 'lines.1.orderRequestProductId': product ${first.orderRequestProductId} is proposed twice`,
      ],
      [
        [first, { ...second, orderRequestProductId: foreignLine }],
        `Field 'lines.1.orderRequestProductId': ${foreignLine} is not a product of this request`,
      ],
    ];
    for (const [lines, message] of cases) {
      expect(await api().propose({ ...base, lines }), message).toEqual({ status: -1, errorMessage: message });
    }
    // The quantity may differ from the wanted one.
    expect(await api().propose({ ...base, lines: [{ ...first, quantity: 1 }, second] })).toEqual({
      status: 1,
      data: true,
    });
  });

  it('takes no delivery amount when the buyer collects', async () => {
    const id = newRequest(c.server, c.seller.sellerId, { shippingMethodId: 2 });
    expect(await api().propose({ ...bodyFor(id), deliveryAmount: 500 })).toEqual({
      status: -1,
      errorMessage: "Field 'deliveryAmount' must be 0 when the buyer collects (shipping method 2)",
    });
    expect(await api().propose({ ...bodyFor(id), deliveryAmount: 0 })).toEqual({ status: 1, data: true });
  });

  it('checks the reject reason', async () => {
    const id = seededRequest(c.server, c.seller.sellerId, 2);
    expect(await api().reject(id, '   ')).toEqual({
      status: -1,
      errorMessage: "Field 'rejectReason' has an invalid format",
    });
    expect(await api().reject(id, '')).toEqual({
      status: -1,
      errorMessage: "Field 'rejectReason' must not be empty",
    });
    expect((await api().reject(id, 'я'.repeat(501))).errorMessage).toBe(
      "Field 'rejectReason' must be at most 500 characters long",
    );
    expect(requestRow(c.server, id).status_id).toBe(2);
  });
});

describe("another seller's requests", () => {
  it('answer -1 to every call and change nothing', async () => {
    for (const status of STATUSES) {
      const id = seededRequest(c.server, c.other.sellerId, status);
      const before = snapshot(id);
      const notFound = { status: -1, errorMessage: REQUEST_NOT_FOUND };
      expect(await api().detail(id), `detail ${status}`).toEqual(notFound);
      expect(await api().propose(bodyFor(id)), `propose ${status}`).toEqual(notFound);
      expect(await api().update(bodyFor(id)), `update ${status}`).toEqual(notFound);
      expect(await api().reject(id, 'Чужой запрос'), `reject ${status}`).toEqual(notFound);
      expect(await api().remove(id), `delete ${status}`).toEqual(notFound);
      expect(snapshot(id), `request ${status}`).toEqual(before);
      const listed = (await api().list(filterBody({ requestId: id }))).data?.orderRequests;
      expect(listed?.rowCount).toBe(0);
    }
  });
});
