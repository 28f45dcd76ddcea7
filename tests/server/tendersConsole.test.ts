import { describe, expect, it } from 'vitest';
import { admin, adminToken, type Message } from './consoleHelpers.js';
import { DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  PDF,
  sellerSession,
  type OrdersServer,
  type SellerSession,
  withOrdersServer,
} from './ordersHelpers.js';
import {
  createOrder,
  createProposal,
  declineProposal,
  getTender,
  HOUR,
  listTenders,
  MESSAGES,
  offerableProduct,
  proposalBody,
  SEEDED,
  storedProposal,
  storeOf,
  tenderHistory,
  tenderId,
  tenderStatus,
} from './tendersHelpers.js';

/**
 * The console's tenders (docs/contract/console.md, "tenders", "tender-proposals", "tender-actions"):
 * a buyer publishes, the sellers propose, the buyer chooses or cancels, the winner orders.
 */

let server: OrdersServer;
let seller: SellerSession;
/** The administrator's token of the current test's server (signed in on first use). */
let token: string | undefined;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
  token = undefined;
});

const ensureToken = async () => (token ??= await adminToken(server.app));

interface TenderRecord {
  id: number;
  title: string;
  buyerId: number;
  statusId: number;
  regionId: number;
  countryId: number;
  cityId: number;
  address: string | null;
  proposalsCount: number;
  publishDate: string;
  deadline: string;
  allowedActions: string[];
  description?: string;
  proposals?: { id: number; sellerId: number; pricePerUnit: number; statusId: number; totalAmount: number }[];
}

interface ActionRecord {
  id: number;
  tenderId: number;
  action: string;
  proposalId: number | null;
  statusBefore: number;
  statusAfter: number;
}

const get = async <T>(path: string, query?: Record<string, unknown>) =>
  admin<T>(server.app, 'GET', path, { token: await ensureToken(), ...(query ? { query } : {}) });
const post = async <T>(path: string, body: unknown) =>
  admin<T & Message>(server.app, 'POST', path, { token: await ensureToken(), body });
const act = (tender: number, action: string, proposalId?: number | null) =>
  post<ActionRecord>('/tender-actions', {
    tenderId: tender,
    action,
    ...(proposalId !== undefined ? { proposalId } : {}),
  });

const BUYER = () => count(server, "SELECT id FROM users WHERE company_name = 'ООО «ХозТорг»'");
const EKATERINBURG = 6601;
const newTender = (extra: Record<string, unknown> = {}) => ({
  buyerId: BUYER(),
  title: 'Перчатки рабочие с ПВХ, 3000 пар',
  description: 'Перчатки х/б с ПВХ-точкой, 10 класс вязки. Поставка на склад покупателя.',
  categoryId: count(server, "SELECT id FROM categories WHERE name = 'Перчатки'"),
  quantity: 3000,
  measureUnit: 'пара',
  budgetPerUnit: 38.5,
  deliveryDays: 10,
  shippingMethodId: 1,
  cityId: EKATERINBURG,
  address: 'ул. Монтажников, д. 4',
  deadline: new Date(server.clock.now + 3 * 24 * HOUR).toISOString(),
  ...extra,
});

describe('tenders (console)', () => {
  it('lists every tender with its proposals count and allowed actions; filters, search and sort', async () => {
    const all = await get<TenderRecord[]>('/tenders', { range: [0, 999] });
    const total = count(server, 'SELECT COUNT(*) FROM tenders');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBe(`tenders 0-${total - 1}/${total}`);
    const rakes = all.body.find((t) => t.title === SEEDED.rakes);
    expect(rakes).toMatchObject({ statusId: 3, proposalsCount: 1, allowedActions: ['cancel'] });
    expect(all.body.find((t) => t.title === SEEDED.protection)).toMatchObject({
      proposalsCount: 2,
      allowedActions: ['chooseWinner', 'cancel'],
    });
    expect(all.body.find((t) => t.title === SEEDED.winterFoam)?.allowedActions).toEqual([]);
    const closed = await get<TenderRecord[]>('/tenders', { filter: { statusId: [5, 6] }, range: [0, 99] });
    expect(closed.body.map((t) => t.statusId).every((s) => s === 5 || s === 6)).toBe(true);
    expect(closed.body).toHaveLength(count(server, 'SELECT COUNT(*) FROM tenders WHERE status_id IN (5, 6)'));
    const found = await get<TenderRecord[]>('/tenders', { filter: { q: 'ГРАБЛИ' } });
    expect(found.body.map((t) => t.title)).toEqual([SEEDED.rakes]);
    const byDeadline = await get<TenderRecord[]>('/tenders', { sort: ['deadline', 'ASC'], range: [0, 999] });
    const deadlines = byDeadline.body.map((t) => t.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    expect((await get<Message>('/tenders', { sort: ['title', 'ASC'] })).statusCode).toBe(400);
  });

  it('shows one tender with its description and every proposal, cheapest first', async () => {
    const id = tenderId(server, SEEDED.protection);
    const reply = await get<TenderRecord>(`/tenders/${id}`);
    expect(reply.body.description).toContain('Комплекты');
    const prices = reply.body.proposals?.map((p) => p.pricePerUnit) ?? [];
    expect(prices).toHaveLength(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await get<Message>('/tenders/999999')).statusCode).toBe(404);
  });

  it('offers the create form its categories, units and cities', async () => {
    const reply = await get<{
      categories: { id: number; name: string }[];
      measureUnits: { id: string }[];
      cities: { id: number; name: string }[];
    }>('/tenders/options');
    expect(reply.body.categories.map((c) => c.name)).toContain('Стройматериалы / Сухие смеси / Штукатурки');
    expect(reply.body.measureUnits.map((u) => u.id)).toContain('мешок');
    expect(reply.body.cities.find((c) => c.id === EKATERINBURG)?.name).toBe(
      'Екатеринбург (Свердловская область)',
    );
  });

  it('publishes a tender as a buyer: open from now, placed by its city; sellers see it as new', async () => {
    const reply = await post<TenderRecord>('/tenders', newTender({ title: '  Перчатки рабочие с ПВХ  ' }));
    expect(reply.statusCode).toBe(201);
    expect(reply.body).toMatchObject({
      title: 'Перчатки рабочие с ПВХ',
      statusId: 1,
      countryId: 1,
      regionId: 66,
      cityId: EKATERINBURG,
      address: 'ул. Монтажников, д. 4',
      publishDate: new Date(server.clock.now).toISOString(),
      proposalsCount: 0,
      allowedActions: ['chooseWinner', 'cancel'],
      proposals: [],
    });
    const seen = await listTenders(server, seller.token, { searchValue: 'перчатки', onlyNew: true });
    expect(seen.data?.results.map((t) => t.id)).toEqual([reply.body.id]);
    expect(tenderHistory(server, reply.body.id)).toEqual([
      { statusId: 1, date: new Date(server.clock.now).toISOString() },
    ]);
    // The buyer collecting: no address is kept.
    const pickup = await post<TenderRecord>('/tenders', newTender({ shippingMethodId: 2 }));
    expect(pickup.body.address).toBeNull();
  });

  it('checks a new tender: fields, parties, place and a future deadline', async () => {
    const seller1User = count(server, 'SELECT user_id FROM sellers WHERE id = 1');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, "Field 'title' is required"],
      [{ title: '   ' }, "Field 'title' must not be blank"],
      [{ description: '' }, "Field 'description' must not be empty"],
      [{ quantity: 0 }, "Field 'quantity' must be >= 1"],
      [{ measureUnit: 'ящик' }, 'must be one of'],
      [{ budgetPerUnit: 0 }, "Field 'budgetPerUnit' must be > 0"],
      [{ budgetPerUnit: 10.005 }, "Field 'budgetPerUnit' must have at most two decimals"],
      [{ deliveryDays: 366 }, "Field 'deliveryDays' must be <= 365"],
      [{ shippingMethodId: 3 }, "Field 'shippingMethodId' must be one of [1,2]"],
      [
        { deadline: new Date(server.clock.now - HOUR).toISOString() },
        "Field 'deadline' must be in the future",
      ],
      [{ deadline: '2026-02-30' }, "Field 'deadline' is not a valid date"],
      [{ deadline: 'скоро' }, "Field 'deadline' has an invalid format"],
      [{ buyerId: seller1User }, `Пользователь ${seller1User} не покупатель`],
      [{ categoryId: 9999 }, 'Категория 9999 не найдена'],
      [{ cityId: 1 }, 'Город 1 не найден'],
    ];
    const before = count(server, 'SELECT COUNT(*) FROM tenders');
    for (const [extra, message] of cases) {
      const reply = await post<TenderRecord>('/tenders', newTender(extra));
      expect(reply.statusCode, message).toBe(400);
      expect(reply.body.message, JSON.stringify(extra)).toContain(message);
    }
    expect(count(server, 'SELECT COUNT(*) FROM tenders')).toBe(before);
  });
});

describe('tender-proposals (console)', () => {
  it('lists every proposal, by tender, seller and status; read-only', async () => {
    const total = count(server, 'SELECT COUNT(*) FROM tender_proposals');
    const all = await get<
      { id: number; sellerId: number; statusId: number; tenderId: number; totalAmount: number }[]
    >('/tender-proposals', { range: [0, 999] });
    expect(all.body).toHaveLength(total);
    const second = await get<{ sellerId: number }[]>('/tender-proposals', {
      filter: { sellerId: 2 },
      range: [0, 999],
    });
    expect(second.body.length).toBe(
      count(server, 'SELECT COUNT(*) FROM tender_proposals WHERE seller_id = 2'),
    );
    const won = await get<{ statusId: number }[]>('/tender-proposals', { filter: { statusId: 2 } });
    expect(won.body.every((p) => p.statusId === 2)).toBe(true);
    const protection = tenderId(server, SEEDED.protection);
    const inTender = await get<{ tenderId: number }[]>('/tender-proposals', {
      filter: { tenderId: protection },
    });
    expect(inTender.body).toHaveLength(2);
    expect((await post('/tender-proposals', {})).statusCode).toBe(405);
  });
});

describe('tender-actions (console)', () => {
  it('chooses a winner from 1 or 2; the seller sees it won', async () => {
    const ladders = tenderId(server, SEEDED.ladders);
    const proposal = storedProposal(server, ladders, seller.sellerId);
    const chosen = await act(ladders, 'chooseWinner', proposal?.id);
    expect(chosen.statusCode).toBe(201);
    expect(chosen.body).toMatchObject({
      tenderId: ladders,
      action: 'chooseWinner',
      proposalId: proposal?.id,
      statusBefore: 1,
      statusAfter: 3,
    });
    const seen = await getTender(server, seller.token, ladders);
    expect(seen.data).toMatchObject({ statusId: 3, myProposalStatusId: 2 });
    const drills = tenderId(server, SEEDED.drills);
    expect(
      (await act(drills, 'chooseWinner', storedProposal(server, drills, seller.sellerId)?.id)).body,
    ).toMatchObject({
      statusBefore: 2,
      statusAfter: 3,
    });
  });

  it('refuses a choice the statuses do not allow, a foreign proposal, an unknown tender, a missing argument', async () => {
    const proposalOf = (title: string, sellerId = seller.sellerId) =>
      storedProposal(server, tenderId(server, title), sellerId)?.id ?? 0;
    const cases: [number, string, number | null | undefined, number, string][] = [
      [
        tenderId(server, SEEDED.rakes),
        'chooseWinner',
        proposalOf(SEEDED.rakes),
        409,
        MESSAGES.tenderNotAllowed,
      ],
      [
        tenderId(server, SEEDED.winterFoam),
        'chooseWinner',
        proposalOf(SEEDED.winterFoam),
        409,
        MESSAGES.tenderNotAllowed,
      ],
      [
        tenderId(server, SEEDED.screwdrivers),
        'chooseWinner',
        proposalOf(SEEDED.screwdrivers),
        409,
        MESSAGES.tenderNotAllowed,
      ],
      [
        tenderId(server, SEEDED.putty),
        'chooseWinner',
        proposalOf(SEEDED.putty),
        409,
        MESSAGES.tenderNotAllowed,
      ],
      [
        tenderId(server, SEEDED.shovels),
        'chooseWinner',
        proposalOf(SEEDED.shovels),
        409,
        MESSAGES.proposalNotAllowed,
      ],
      [
        tenderId(server, SEEDED.bags),
        'chooseWinner',
        proposalOf(SEEDED.ladders),
        404,
        MESSAGES.proposalNotFound,
      ],
      [999_999, 'chooseWinner', proposalOf(SEEDED.ladders), 404, MESSAGES.tenderNotFound],
      [
        tenderId(server, SEEDED.ladders),
        'chooseWinner',
        undefined,
        400,
        "Field 'proposalId' is required for action 'chooseWinner'",
      ],
      [tenderId(server, SEEDED.winterFoam), 'cancel', null, 409, MESSAGES.tenderNotAllowed],
      [tenderId(server, SEEDED.hammers), 'cancel', null, 409, MESSAGES.tenderNotAllowed],
      [tenderId(server, SEEDED.tileGlue), 'cancel', null, 409, MESSAGES.tenderNotAllowed],
      [tenderId(server, SEEDED.ladders), 'close', null, 400, "Field 'action' must be one of"],
    ];
    const before = server.db.prepare('SELECT id, status_id FROM tenders ORDER BY id').all();
    for (const [tender, action, proposalId, status, message] of cases) {
      const reply = await act(tender, action, proposalId);
      expect(reply.statusCode, `${action} ${tender}`).toBe(status);
      expect(reply.body.message, `${action} ${tender}`).toContain(message);
    }
    expect(server.db.prepare('SELECT id, status_id FROM tenders ORDER BY id').all()).toEqual(before);
    expect(count(server, 'SELECT COUNT(*) FROM tender_actions WHERE admin_id IS NOT NULL')).toBe(0);
  });

  it('cancels from 1, 2 and 3: live proposals become not chosen, withdrawn ones stay', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const cases: [string, number][] = [
      [SEEDED.protection, 1],
      [SEEDED.welding, 2],
      [SEEDED.aprons, 3],
    ];
    for (const [title, from] of cases) {
      const id = tenderId(server, title);
      const reply = await act(id, 'cancel');
      expect(reply.body, title).toMatchObject({ statusBefore: from, statusAfter: 5, proposalId: null });
      expect(tenderStatus(server, id)).toBe(5);
    }
    expect(storedProposal(server, tenderId(server, SEEDED.protection), seller.sellerId)?.status_id).toBe(3);
    expect(storedProposal(server, tenderId(server, SEEDED.protection), other.sellerId)?.status_id).toBe(3);
    expect(storedProposal(server, tenderId(server, SEEDED.welding), seller.sellerId)?.status_id).toBe(3);
    expect(storedProposal(server, tenderId(server, SEEDED.welding), other.sellerId)?.status_id).toBe(4);
    expect(storedProposal(server, tenderId(server, SEEDED.aprons), other.sellerId)?.status_id).toBe(3);
    const log = await get<ActionRecord[]>('/tender-actions', {
      filter: { action: 'cancel' },
      range: [0, 99],
    });
    expect(
      log.body.filter((a) => cases.some(([title]) => tenderId(server, title) === a.tenderId)),
    ).toHaveLength(3);
  });
});

describe('publish -> propose -> choose -> order', () => {
  const publish = async () => {
    const reply = await post<TenderRecord>('/tenders', newTender());
    if (reply.statusCode !== 201) throw new Error(JSON.stringify(reply.body));
    return reply.body.id;
  };
  const propose = async (tender: number, who: SellerSession, pricePerUnit: number) => {
    const productId = offerableProduct(server, storeOf(server, who.sellerId));
    const reply = await createProposal(
      server,
      who.token,
      proposalBody(tender, productId, { pricePerUnit, quantity: 3000 }),
    );
    if (reply.status !== 1 || !reply.data) throw new Error(JSON.stringify(reply));
    return reply.data.id;
  };

  it('the winner orders; the other proposal is not chosen', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const tender = await publish();
    const mine = await propose(tender, seller, 37.9);
    const theirs = await propose(tender, other, 36.2);
    // The deadline passes: the buyer now chooses (the console's session lasts 12 h: sign in again).
    server.clock.now += 3 * 24 * HOUR + 1;
    token = undefined;
    expect((await act(tender, 'chooseWinner', mine)).body).toMatchObject({ statusBefore: 2, statusAfter: 3 });
    const reply = await createOrder(server, seller.token, [
      { name: 'TenderId', value: String(tender) },
      { name: 'InvoiceValidDays', value: '5' },
      { name: 'OrderDescription', value: 'Перчатки по тендеру' },
      {
        name: 'TechnicalDocumentations',
        filename: 'Спецификация.pdf',
        contentType: 'application/pdf',
        data: PDF,
      },
    ]);
    expect(reply.status).toBe(1);
    expect(
      count(server, 'SELECT seller_id FROM wholesale_orders WHERE id = ?', reply.data?.orderId ?? 0),
    ).toBe(seller.sellerId);
    expect(
      count(server, 'SELECT buyer_id FROM wholesale_orders WHERE id = ?', reply.data?.orderId ?? 0),
    ).toBe(BUYER());
    expect(tenderStatus(server, tender)).toBe(4);
    expect(count(server, 'SELECT status_id FROM tender_proposals WHERE id = ?', mine)).toBe(5);
    expect(count(server, 'SELECT status_id FROM tender_proposals WHERE id = ?', theirs)).toBe(3);
    const shown = await get<TenderRecord>(`/tenders/${tender}`);
    expect(shown.body).toMatchObject({ statusId: 4, allowedActions: [] });
    expect(tenderHistory(server, tender).map((h) => h.statusId)).toEqual([1, 2, 3, 4]);
  });

  it('a winner that withdraws sends the tender back to the choice, then it is not held', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const tender = await publish();
    const mine = await propose(tender, seller, 37.9);
    const theirs = await propose(tender, other, 36.2);
    // Chosen before the deadline (from 1).
    expect((await act(tender, 'chooseWinner', mine)).body).toMatchObject({ statusBefore: 1, statusAfter: 3 });
    expect((await declineProposal(server, seller.token, tender, 'Не успеваем')).status).toBe(1);
    expect(tenderStatus(server, tender)).toBe(2);
    expect(count(server, 'SELECT status_id FROM tender_proposals WHERE id = ?', mine)).toBe(4);
    expect(count(server, 'SELECT status_id FROM tender_proposals WHERE id = ?', theirs)).toBe(1);
    expect((await act(tender, 'chooseWinner', mine)).statusCode).toBe(409);
    expect((await act(tender, 'chooseWinner', theirs)).body).toMatchObject({
      statusBefore: 2,
      statusAfter: 3,
    });
    expect((await declineProposal(server, other.token, tender, 'Тоже не успеваем')).status).toBe(1);
    expect(tenderStatus(server, tender)).toBe(6);
    expect(tenderHistory(server, tender).map((h) => h.statusId)).toEqual([1, 3, 2, 3, 6]);
    // Both sellers still see it with their withdrawn proposal.
    expect((await getTender(server, seller.token, tender)).data).toMatchObject({
      statusId: 6,
      myProposalStatusId: 4,
    });
    const log = await get<ActionRecord[]>('/tender-actions', { filter: { tenderId: tender } });
    expect(log.body.map((a) => [a.action, a.statusBefore, a.statusAfter])).toEqual([
      ['chooseWinner', 2, 3],
      ['chooseWinner', 1, 3],
    ]);
  });
});
