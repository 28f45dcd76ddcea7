import { describe, expect, it } from 'vitest';
import type { TenderProductOption } from '../../contract/index.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  sellerSession,
  type OrdersServer,
  type SellerSession,
  withOrdersServer,
} from './ordersHelpers.js';
import {
  createOrder,
  createProposal,
  declineProposal,
  deleteProposal,
  getProposal,
  getTender,
  HOUR,
  listProposals,
  listTenders,
  MESSAGES,
  offerableProduct,
  proposalBody,
  proposalStatus,
  SEEDED,
  storedFiles,
  storedProposal,
  storeOf,
  tenderHistory,
  tenderId,
  tenderStatus,
} from './tendersHelpers.js';
import { PDF } from './ordersHelpers.js';

/** The seller's tender proposals: products, create, list, one, decline, delete, and ownership. */

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

const ALL = { pagination: { page: 1, pageSize: 100 } };
const refused = (errorMessage: string) => ({ status: -1, errorMessage });
const own = (title: string, who: SellerSession = seller) => {
  const stored = storedProposal(server, tenderId(server, title), who.sellerId);
  if (!stored) throw new Error(`no proposal of seller ${who.sellerId} in '${title}'`);
  return stored;
};

describe('Tender/GetProductsForTenderProposal', () => {
  it("answers the caller's active wholesale products by name with their price range", async () => {
    const storeId = storeOf(server, seller.sellerId);
    const reply = await call<TenderProductOption[]>(
      server.app,
      'POST',
      `/Tender/GetProductsForTenderProposal?storeId=${storeId}`,
      { token: seller.token },
    );
    const expected = server.db
      .prepare(
        `SELECT p.id, p.product_name, p.min_price, p.max_price, p.total_quantity, m.name AS unit, c.name AS category
         FROM products p JOIN measure_units m ON m.id = p.measure_unit_id JOIN categories c ON c.id = p.first_category_id
         WHERE p.store_id = ? AND p.product_type_id = 2 AND p.is_active = 1 AND p.is_draft = 0 AND p.is_blocked = 0
         ORDER BY p.name_key, p.id`,
      )
      .all(storeId) as {
      id: number;
      product_name: string;
      min_price: number;
      max_price: number;
      total_quantity: number;
      unit: string;
      category: string;
    }[];
    expect(expected.length).toBeGreaterThan(5);
    expect(reply.body.status).toBe(1);
    expect(reply.body.data?.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    const first = expected[0];
    expect(reply.body.data?.[0]).toMatchObject({
      productName: first?.product_name,
      measureUnit: first?.unit,
      categoryName: first?.category,
      minPrice: first?.min_price,
      maxPrice: first?.max_price,
      quantity: first?.total_quantity,
    });
    // Retail, blocked, draft and inactive products are not offered.
    const hidden = count(
      server,
      'SELECT COUNT(*) FROM products WHERE store_id = ? AND NOT (product_type_id = 2 AND list_status = 1)',
      storeId,
    );
    expect(hidden).toBeGreaterThan(0);
  });

  it("refuses another store's id", async () => {
    const other = storeOf(server, 2);
    const reply = await call(server.app, 'POST', `/Tender/GetProductsForTenderProposal?storeId=${other}`, {
      token: seller.token,
    });
    expect(reply.body).toEqual(refused(MESSAGES.storeNotFound));
  });
});

describe('Tender/CreateTenderProposal', () => {
  it('sends a proposal to an open tender; the tender then shows it, once', async () => {
    const tender = tenderId(server, SEEDED.bags);
    const productId = offerableProduct(server, storeOf(server, seller.sellerId));
    const body = proposalBody(tender, productId, {
      pricePerUnit: 17.35,
      quantity: 5000,
      deliveryAmount: 3500.5,
      comment: '  Отгрузим за 2 дня.  ',
    });
    const created = await createProposal(server, seller.token, body);
    expect(created.status).toBe(1);
    const id = created.data?.id ?? 0;
    const detail = await getTender(server, seller.token, tender);
    expect(detail.data).toMatchObject({ proposalsCount: 1, myProposalId: id, myProposalStatusId: 1 });
    expect(detail.data?.myProposal).toMatchObject({
      id,
      productId,
      quantity: 5000,
      pricePerUnit: 17.35,
      deliveryAmount: 3500.5,
      totalAmount: 5000 * 17.35 + 3500.5,
      comment: 'Отгрузим за 2 дня.',
      statusId: 1,
      creationDate: new Date(server.clock.now).toISOString(),
    });
    expect(await createProposal(server, seller.token, body)).toEqual(refused(MESSAGES.alreadyProposed));
    expect(count(server, 'SELECT COUNT(*) FROM tender_proposals WHERE tender_id = ?', tender)).toBe(1);
  });

  it('takes a price above the budget (the buyer decides)', async () => {
    const tender = tenderId(server, SEEDED.bags);
    const productId = offerableProduct(server, storeOf(server, seller.sellerId));
    const reply = await createProposal(
      server,
      seller.token,
      proposalBody(tender, productId, { pricePerUnit: 36 }),
    );
    expect(reply.status).toBe(1);
  });

  it('checks the body: every field, its range and kopecks', async () => {
    const tender = tenderId(server, SEEDED.bags);
    const productId = offerableProduct(server, storeOf(server, seller.sellerId));
    const body = proposalBody(tender, productId);
    const without = (key: string) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));
    const cases: [Record<string, unknown>, string][] = [
      [without('pricePerUnit'), "Field 'pricePerUnit' is required"],
      [without('tenderId'), "Field 'tenderId' is required"],
      [{ ...body, pricePerUnit: 0 }, "Field 'pricePerUnit' must be > 0"],
      [{ ...body, pricePerUnit: 100_000_000.01 }, "Field 'pricePerUnit' must be <= 100000000"],
      [{ ...body, pricePerUnit: 12.345 }, "Field 'pricePerUnit' must have at most two decimals"],
      [{ ...body, pricePerUnit: '12' }, "Field 'pricePerUnit' must be a number"],
      [{ ...body, quantity: 0 }, "Field 'quantity' must be >= 1"],
      [{ ...body, quantity: 2.5 }, "Field 'quantity' must be an integer"],
      [{ ...body, quantity: 1_000_001 }, "Field 'quantity' must be <= 1000000"],
      [{ ...body, deliveryDays: 0 }, "Field 'deliveryDays' must be >= 1"],
      [{ ...body, deliveryDays: 366 }, "Field 'deliveryDays' must be <= 365"],
      [{ ...body, deliveryAmount: -1 }, "Field 'deliveryAmount' must be >= 0"],
      [{ ...body, deliveryAmount: 10.001 }, "Field 'deliveryAmount' must have at most two decimals"],
      [{ ...body, comment: 'я'.repeat(1001) }, "Field 'comment' must be at most 1000 characters long"],
    ];
    for (const [sent, message] of cases) {
      expect(await createProposal(server, seller.token, sent), message).toEqual(refused(message));
    }
    expect(count(server, 'SELECT COUNT(*) FROM tender_proposals WHERE tender_id = ?', tender)).toBe(0);
  });

  it("offers only the caller's active wholesale products", async () => {
    const tender = tenderId(server, SEEDED.bags);
    const storeId = storeOf(server, seller.sellerId);
    const notOfferable = server.db
      .prepare(
        `SELECT MIN(id) FROM products WHERE store_id = ? AND product_type_id = 1
         UNION ALL SELECT MIN(id) FROM products WHERE store_id = ? AND is_blocked = 1
         UNION ALL SELECT MIN(id) FROM products WHERE store_id = ?`,
      )
      .pluck()
      .all(storeId, storeId, storeOf(server, 2)) as number[];
    for (const productId of [...notOfferable, 999_999]) {
      expect(
        await createProposal(server, seller.token, proposalBody(tender, productId)),
        `product ${productId}`,
      ).toEqual(refused(MESSAGES.productNotFound));
    }
  });

  it('takes no delivery charge when the buyer collects', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const tender = tenderId(server, SEEDED.shovels);
    const productId = offerableProduct(server, storeOf(server, other.sellerId));
    expect(
      await createProposal(server, other.token, proposalBody(tender, productId, { deliveryAmount: 100 })),
    ).toEqual(refused("Field 'deliveryAmount' must be 0 when the buyer collects (shipping method 2)"));
    expect((await createProposal(server, other.token, proposalBody(tender, productId))).status).toBe(1);
  });

  it('needs an open tender before its deadline', async () => {
    const productId = offerableProduct(server, storeOf(server, seller.sellerId));
    const drills = tenderId(server, SEEDED.drills);
    expect(await createProposal(server, seller.token, proposalBody(drills, productId))).toEqual(
      refused(MESSAGES.tenderNotAllowed),
    );
    for (const tender of [tenderId(server, SEEDED.tileGlue), 999_999]) {
      expect(await createProposal(server, seller.token, proposalBody(tender, productId))).toEqual(
        refused(MESSAGES.tenderNotFound),
      );
    }
    // At the deadline itself the tender is still open (the sweep moves it once the deadline has
    // passed), but no proposal is taken any more.
    const bags = tenderId(server, SEEDED.bags);
    server.clock.now = Date.parse(
      server.db.prepare('SELECT deadline FROM tenders WHERE id = ?').pluck().get(bags) as string,
    );
    expect(await createProposal(server, seller.token, proposalBody(bags, productId))).toEqual(
      refused(MESSAGES.tenderNotAllowed),
    );
    server.clock.now += 1;
    expect(await createProposal(server, seller.token, proposalBody(bags, productId))).toEqual(
      refused(MESSAGES.tenderNotFound),
    );
    expect(tenderStatus(server, bags)).toBe(6);
  });
});

describe('Tender/GetTenderProposalsByFilter and GetTenderProposalById', () => {
  const mine = () =>
    server.db
      .prepare(
        `SELECT p.id, p.status_id, p.created_at, t.status_id AS tender_status, t.deadline, t.title,
           p.quantity * p.price_per_unit + p.delivery_amount AS total
         FROM tender_proposals p JOIN tenders t ON t.id = p.tender_id
         WHERE p.seller_id = ? AND p.is_deleted = 0`,
      )
      .all(seller.sellerId) as {
      id: number;
      status_id: number;
      created_at: string;
      tender_status: number;
      deadline: string;
      title: string;
      total: number;
    }[];
  const ids = async (body: Record<string, unknown>) => {
    const reply = await listProposals(server, seller.token, { ...ALL, ...body });
    if (reply.status !== 1 || !reply.data) throw new Error(JSON.stringify(reply));
    return reply.data.results.map((p) => p.id);
  };

  it("answers the caller's live proposals, nearest tender deadline first, with every field", async () => {
    const reply = await listProposals(server, seller.token, ALL);
    const rows = mine().sort((a, b) =>
      a.deadline < b.deadline ? -1 : a.deadline > b.deadline ? 1 : a.id - b.id,
    );
    expect(reply.data?.rowCount).toBe(rows.length);
    expect(reply.data?.results.map((p) => p.id)).toEqual(rows.map((p) => p.id));
    expect(Object.keys(reply.data?.results[0] ?? {}).sort()).toEqual(
      [
        'id',
        'tenderId',
        'tenderTitle',
        'tenderStatusId',
        'tenderDeadline',
        'buyerName',
        'productId',
        'productName',
        'quantity',
        'measureUnit',
        'pricePerUnit',
        'budgetPerUnit',
        'deliveryDays',
        'deliveryAmount',
        'totalAmount',
        'creationDate',
        'statusId',
        'orderId',
      ].sort(),
    );
    const won = reply.data?.results.find((p) => p.tenderTitle === SEEDED.winterFoam);
    expect(won?.statusId).toBe(5);
    expect(won?.orderId).toBe(own(SEEDED.winterFoam).order_id);
  });

  it('filters by proposal status, tender status, title and creation day; sorts and pages', async () => {
    for (const statusId of [1, 2, 3, 4, 5]) {
      const expected = mine()
        .filter((p) => p.status_id === statusId)
        .map((p) => p.id)
        .sort((a, b) => a - b);
      expect(
        (await ids({ statusId })).sort((a, b) => a - b),
        `status ${statusId}`,
      ).toEqual(expected);
    }
    expect((await ids({ statusId: 0 })).length).toBe(mine().length);
    const inFinished = mine()
      .filter((p) => p.tender_status === 4)
      .map((p) => p.id)
      .sort((a, b) => a - b);
    expect((await ids({ tenderStatusId: 4 })).sort((a, b) => a - b)).toEqual(inFinished);
    const respirators = mine()
      .filter((p) => p.title.toLowerCase().includes('респиратор'))
      .map((p) => p.id);
    expect(respirators.length).toBeGreaterThan(1);
    expect((await ids({ searchValue: 'РЕСПИРАТОР' })).sort((a, b) => a - b)).toEqual(
      respirators.sort((a, b) => a - b),
    );
    const today = mine()
      .filter((p) => p.created_at >= '2026-03-17T21:00:00.000Z')
      .map((p) => p.id)
      .sort((a, b) => a - b);
    expect((await ids({ dateFrom: '2026-03-18', dateTo: '2026-03-18' })).sort((a, b) => a - b)).toEqual(
      today,
    );
    const byTotal = mine()
      .sort((a, b) => b.total - a.total || b.id - a.id)
      .map((p) => p.id);
    expect(await ids({ column: 'totalAmount' })).toEqual(byTotal);
    const byCreation = mine()
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
      .map((p) => p.id);
    expect(await ids({ column: 'creationDate', sortByAscending: true })).toEqual(byCreation);
    const page = await listProposals(server, seller.token, {
      column: 'totalAmount',
      pagination: { page: 2, pageSize: 3 },
    });
    expect(page.data?.results.map((p) => p.id)).toEqual(byTotal.slice(3, 6));
    expect(page.data?.pageCount).toBe(Math.ceil(mine().length / 3));
  });

  it('answers one proposal with its tender and texts; another seller gets nothing', async () => {
    const putty = own(SEEDED.putty);
    const reply = await getProposal(server, seller.token, putty.id);
    expect(reply.data).toMatchObject({
      id: putty.id,
      statusId: 4,
      declinePurpose: 'Закончилась партия на складе.',
      tender: { id: putty.tender_id, statusId: 6, myProposalId: putty.id },
      orderDescription: null,
      technicalDocumentations: [],
      zipPath: null,
    });
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    expect(await getProposal(server, other.token, putty.id)).toEqual(refused(MESSAGES.proposalNotFound));
    expect(await getProposal(server, seller.token, 999_999)).toEqual(refused(MESSAGES.proposalNotFound));
  });

  it("refuses another seller's id", async () => {
    expect(await listProposals(server, seller.token, { sellerId: 2 })).toEqual(
      refused(MESSAGES.foreignSeller),
    );
  });
});

describe('Tender/DeclineTenderProposal', () => {
  it('withdraws a proposal under review (1 -> 4); an open tender stays open', async () => {
    const ladders = tenderId(server, SEEDED.ladders);
    expect(await declineProposal(server, seller.token, ladders, '  Нет на складе.  ')).toEqual({
      status: 1,
      data: true,
    });
    expect(own(SEEDED.ladders)).toMatchObject({ status_id: 4, decline_purpose: 'Нет на складе.' });
    expect(tenderStatus(server, ladders)).toBe(1);
    const tender = await getTender(server, seller.token, ladders);
    expect(tender.data).toMatchObject({ myProposalStatusId: 4, proposalsCount: 0 });
    // Withdrawn stays withdrawn.
    expect(await declineProposal(server, seller.token, ladders, 'Ещё раз')).toEqual(
      refused(MESSAGES.proposalNotAllowed),
    );
  });

  it('a winner that withdraws leaves its tender not held when no proposal is under review (3 -> 6)', async () => {
    const rakes = tenderId(server, SEEDED.rakes);
    expect((await declineProposal(server, seller.token, rakes, 'Не успеваем к сроку')).status).toBe(1);
    expect(own(SEEDED.rakes).status_id).toBe(4);
    expect(tenderStatus(server, rakes)).toBe(6);
    expect(tenderHistory(server, rakes).map((h) => h.statusId)).toEqual([1, 2, 3, 6]);
  });

  it('the last proposal under review of a tender in 2 withdrawn: the tender is not held', async () => {
    const pallets = tenderId(server, SEEDED.pallets);
    expect((await declineProposal(server, seller.token, pallets, 'Передумали')).status).toBe(1);
    expect(tenderStatus(server, pallets)).toBe(6);
  });

  it('is refused from 3 and 5, for a tender without a proposal of the caller, and without a reason', async () => {
    for (const title of [SEEDED.screwdrivers, SEEDED.winterFoam, SEEDED.putty]) {
      expect(await declineProposal(server, seller.token, tenderId(server, title), 'x'), title).toEqual(
        refused(MESSAGES.proposalNotAllowed),
      );
    }
    expect(await declineProposal(server, seller.token, tenderId(server, SEEDED.bags), 'x')).toEqual(
      refused(MESSAGES.proposalNotFound),
    );
    expect(await declineProposal(server, seller.token, tenderId(server, SEEDED.blankets), 'x')).toEqual(
      refused(MESSAGES.tenderNotFound),
    );
    const drills = tenderId(server, SEEDED.drills);
    expect(await declineProposal(server, seller.token, drills, '   ')).toEqual(
      refused("Field 'declinePurpose' has an invalid format"),
    );
    expect(await declineProposal(server, seller.token, drills, 'я'.repeat(501))).toEqual(
      refused("Field 'declinePurpose' must be at most 500 characters long"),
    );
    expect(own(SEEDED.drills).status_id).toBe(1);
  });
});

describe('Tender/DeleteTenderProposal', () => {
  it('removes a proposal under review of an open tender; the seller may propose again', async () => {
    const ladders = own(SEEDED.ladders);
    expect(await deleteProposal(server, seller.token, ladders.id)).toEqual({ status: 1, data: true });
    expect(count(server, 'SELECT COUNT(*) FROM tender_proposals WHERE id = ?', ladders.id)).toBe(0);
    expect(
      count(server, 'SELECT COUNT(*) FROM tender_proposal_history WHERE proposal_id = ?', ladders.id),
    ).toBe(0);
    const productId = offerableProduct(server, storeOf(server, seller.sellerId));
    expect(
      (await createProposal(server, seller.token, proposalBody(ladders.tender_id, productId))).status,
    ).toBe(1);
  });

  it('hides a finished proposal (3, 4) from the seller; a closed tender then disappears too', async () => {
    const shovels = own(SEEDED.shovels);
    expect((await deleteProposal(server, seller.token, shovels.id)).status).toBe(1);
    expect(own(SEEDED.shovels).is_deleted).toBe(1);
    expect(await getProposal(server, seller.token, shovels.id)).toEqual(refused(MESSAGES.proposalNotFound));
    const list = await listProposals(server, seller.token, ALL);
    expect(list.data?.results.map((p) => p.id)).not.toContain(shovels.id);
    // The open tender stays visible, without a proposal of the caller, who may propose again.
    const tender = await getTender(server, seller.token, shovels.tender_id);
    expect(tender.data).toMatchObject({ myProposalId: null, myProposal: null });
    const productId = offerableProduct(server, storeOf(server, seller.sellerId));
    expect(
      (await createProposal(server, seller.token, proposalBody(shovels.tender_id, productId))).status,
    ).toBe(1);

    const screwdrivers = own(SEEDED.screwdrivers);
    expect((await deleteProposal(server, seller.token, screwdrivers.id)).status).toBe(1);
    expect(await getTender(server, seller.token, screwdrivers.tender_id)).toEqual(
      refused(MESSAGES.tenderNotFound),
    );
    expect(await deleteProposal(server, seller.token, screwdrivers.id)).toEqual(
      refused(MESSAGES.proposalNotFound),
    );
  });

  it('is refused for a winner (2), an order (5) and one under review of a closed tender', async () => {
    for (const title of [SEEDED.rakes, SEEDED.winterFoam, SEEDED.drills]) {
      const stored = own(title);
      expect(await deleteProposal(server, seller.token, stored.id), title).toEqual(
        refused(MESSAGES.proposalNotAllowed),
      );
      expect(proposalStatus(server, stored.id)).toBe(stored.status_id);
    }
    expect(await deleteProposal(server, seller.token, 999_999)).toEqual(refused(MESSAGES.proposalNotFound));
  });
});

describe("another seller's proposals", () => {
  it('are refused by every call, and nothing changes', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const snapshot = () => ({
      proposals: server.db
        .prepare('SELECT * FROM tender_proposals WHERE seller_id = ? ORDER BY id')
        .all(seller.sellerId),
      tenders: server.db.prepare('SELECT * FROM tenders ORDER BY id').all(),
      orders: count(server, 'SELECT COUNT(*) FROM wholesale_orders'),
    });
    const before = snapshot();
    const ladders = own(SEEDED.ladders);
    const rakes = own(SEEDED.rakes);
    const calls: [string, () => Promise<unknown>, string][] = [
      [
        'GetTenderProposalById',
        () => getProposal(server, other.token, ladders.id),
        MESSAGES.proposalNotFound,
      ],
      [
        'DeleteTenderProposal',
        () => deleteProposal(server, other.token, ladders.id),
        MESSAGES.proposalNotFound,
      ],
      [
        'DeleteTenderProposal 2',
        () => deleteProposal(server, other.token, rakes.id),
        MESSAGES.proposalNotFound,
      ],
      [
        'DeclineTenderProposal (open)',
        () => declineProposal(server, other.token, ladders.tender_id, 'x'),
        MESSAGES.proposalNotFound,
      ],
      [
        'DeclineTenderProposal (closed)',
        () => declineProposal(server, other.token, rakes.tender_id, 'x'),
        MESSAGES.tenderNotFound,
      ],
      [
        'GetTenderById (closed)',
        () => getTender(server, other.token, rakes.tender_id),
        MESSAGES.tenderNotFound,
      ],
      [
        'CreateAnOrder',
        () =>
          createOrder(server, other.token, [
            { name: 'TenderId', value: String(rakes.tender_id) },
            { name: 'InvoiceValidDays', value: '5' },
            { name: 'OrderDescription', value: 'Чужой заказ' },
            { name: 'TechnicalDocumentations', filename: 'a.pdf', contentType: 'application/pdf', data: PDF },
          ]),
        MESSAGES.tenderNotFound,
      ],
      [
        'GetProductsForTenderProposal',
        async () =>
          (
            await call(
              server.app,
              'POST',
              `/Tender/GetProductsForTenderProposal?storeId=${storeOf(server, seller.sellerId)}`,
              {
                token: other.token,
              },
            )
          ).body,
        MESSAGES.storeNotFound,
      ],
      [
        'GetAllTenders',
        () => listTenders(server, other.token, { sellerId: seller.sellerId }),
        MESSAGES.foreignSeller,
      ],
      [
        'GetTenderProposalsByFilter',
        () => listProposals(server, other.token, { sellerId: seller.sellerId }),
        MESSAGES.foreignSeller,
      ],
    ];
    for (const [name, run, message] of calls) expect(await run(), name).toEqual(refused(message));
    expect(snapshot()).toEqual(before);
    expect(storedFiles(server)).toEqual([]);
  });

  it('stay out of the lists of the other seller', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const theirs = await listProposals(server, other.token, ALL);
    const ids = new Set(
      server.db
        .prepare('SELECT id FROM tender_proposals WHERE seller_id = ? AND is_deleted = 0')
        .pluck()
        .all(other.sellerId),
    );
    expect(theirs.data?.rowCount).toBe(ids.size);
    for (const p of theirs.data?.results ?? []) expect(ids.has(p.id)).toBe(true);
  });

  it('keep running the sweep: a list read moves tenders whose deadline passed', async () => {
    server.clock.now += 25 * HOUR;
    await listProposals(server, seller.token, ALL);
    expect(tenderStatus(server, tenderId(server, SEEDED.enamel))).toBe(2);
  });
});
