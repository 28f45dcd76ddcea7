import { describe, expect, it } from 'vitest';
import type { TenderListItem } from '../../contract/index.js';
import { DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  sellerSession,
  type OrdersServer,
  type SellerSession,
  withOrdersServer,
} from './ordersHelpers.js';
import {
  getTender,
  HOUR,
  listTenders,
  MESSAGES,
  SEEDED,
  tenderHistory,
  tenderId,
  tenderStatus,
} from './tendersHelpers.js';

/** `Tender/GetAllTenders`, `GetTenderById` and the deadline sweep (docs/contract/requests-tenders.md). */

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

const ALL = { pagination: { page: 1, pageSize: 100 } };
const search = async (body: Record<string, unknown> = {}, token = seller.token) => {
  const reply = await listTenders(server, token, { ...ALL, ...body });
  if (reply.status !== 1 || !reply.data) throw new Error(JSON.stringify(reply));
  return reply.data;
};
const titles = (items: readonly TenderListItem[]) => items.map((t) => t.title);

/** Tender rows straight from the table, to compare the answers with. */
const stored = (where: string, ...params: unknown[]) =>
  server.db
    .prepare(
      `SELECT id, title, status_id, deadline, publish_date, budget_per_unit, quantity, category_id FROM tenders t WHERE ${where}`,
    )
    .all(...params) as {
    id: number;
    title: string;
    status_id: number;
    deadline: string;
    publish_date: string;
    budget_per_unit: number;
    quantity: number;
    category_id: number;
  }[];

/** Tenders of the seller's live proposals. */
const MINE =
  'EXISTS (SELECT 1 FROM tender_proposals p WHERE p.tender_id = t.id AND p.seller_id = ? AND p.is_deleted = 0)';

describe('seeded tenders', () => {
  it('cover every tender status, and both demo sellers have proposals in every proposal status', () => {
    const statuses = server.db.prepare('SELECT DISTINCT status_id FROM tenders ORDER BY 1').pluck().all();
    expect(statuses).toEqual([1, 2, 3, 4, 5, 6]);
    expect(count(server, 'SELECT COUNT(*) FROM tenders')).toBeGreaterThanOrEqual(30);
    for (const sellerId of [1, 2]) {
      const own = server.db
        .prepare('SELECT DISTINCT status_id FROM tender_proposals WHERE seller_id = ? ORDER BY 1')
        .pluck()
        .all(sellerId);
      expect(own, `seller ${sellerId}`).toEqual([1, 2, 3, 4, 5]);
    }
    // The won tender awaiting the demo seller's order, and the one whose order exists.
    expect(tenderStatus(server, tenderId(server, SEEDED.rakes))).toBe(3);
    const ordered = server.db
      .prepare('SELECT order_id FROM tender_proposals WHERE tender_id = ? AND seller_id = ?')
      .pluck()
      .get(tenderId(server, SEEDED.winterFoam), seller.sellerId) as number;
    expect(count(server, 'SELECT seller_id FROM wholesale_orders WHERE id = ?', ordered)).toBe(
      seller.sellerId,
    );
  });
});

describe('Tender/GetAllTenders', () => {
  it('answers the open tenders by default, nearest deadline first, with every list field', async () => {
    const data = await search({ statusId: null });
    const open = stored('status_id = 1 ORDER BY deadline, id');
    expect(data.rowCount).toBe(open.length);
    expect(data.pageCount).toBe(1);
    expect(data.results.map((t) => t.id)).toEqual(open.map((t) => t.id));
    expect(Object.keys(data.results[0] ?? {}).sort()).toEqual(
      [
        'id',
        'title',
        'categoryId',
        'categoryName',
        'buyerName',
        'countryName',
        'cityName',
        'quantity',
        'measureUnit',
        'budgetPerUnit',
        'budgetTotal',
        'deliveryDays',
        'shippingMethodId',
        'publishDate',
        'deadline',
        'statusId',
        'proposalsCount',
        'myProposalId',
        'myProposalStatusId',
        'isNew',
      ].sort(),
    );
    const plaster = data.results.find((t) => t.title === SEEDED.plaster);
    expect(plaster).toMatchObject({
      categoryName: 'Штукатурки',
      buyerName: 'ООО «СтройДвор»',
      countryName: 'Россия',
      quantity: 800,
      measureUnit: 'мешок',
      budgetPerUnit: 430,
      budgetTotal: 344_000,
      shippingMethodId: 1,
      statusId: 1,
      proposalsCount: 0,
      myProposalId: null,
      myProposalStatusId: null,
    });
    expect((await search({ statusId: 0 })).rowCount).toBe(open.length);
  });

  it("counts proposals that are not withdrawn and shows the caller's own", async () => {
    const data = await search();
    const byTitle = (title: string) => data.results.find((t) => t.title === title);
    expect(byTitle(SEEDED.protection)?.proposalsCount).toBe(2);
    const mine = server.db
      .prepare('SELECT id FROM tender_proposals WHERE tender_id = ? AND seller_id = ?')
      .pluck()
      .get(tenderId(server, SEEDED.protection), seller.sellerId);
    expect(byTitle(SEEDED.protection)).toMatchObject({ myProposalId: mine, myProposalStatusId: 1 });
    // The demo seller's withdrawn proposal is its own, but no longer competes.
    expect(byTitle(SEEDED.shovels)).toMatchObject({ proposalsCount: 0, myProposalStatusId: 4 });
    expect(byTitle(SEEDED.linen)).toMatchObject({ proposalsCount: 1, myProposalId: null });
  });

  it('shows a closed tender only to the sellers that have a live proposal in it', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    for (const statusId of [2, 3, 4, 5, 6]) {
      for (const who of [seller, other]) {
        const expected = stored(`status_id = ? AND ${MINE} ORDER BY deadline, id`, statusId, who.sellerId);
        const data = await search({ statusId }, who.token);
        expect(
          data.results.map((t) => t.id),
          `status ${statusId}, seller ${who.sellerId}`,
        ).toEqual(expected.map((t) => t.id));
      }
    }
    expect(titles((await search({ statusId: 2 })).results)).not.toContain(SEEDED.blankets);
    expect(titles((await search({ statusId: 2 }, other.token)).results)).toContain(SEEDED.blankets);
    expect(titles((await search({ statusId: 5 })).results)).toEqual([SEEDED.screwdrivers]);
  });

  it('searches the title and the description, whatever the case', async () => {
    expect(titles((await search({ searchValue: '  эМАЛЬ пф ' })).results)).toEqual([SEEDED.enamel]);
    // 'полиамида' is in a description only.
    expect(titles((await search({ searchValue: 'ПОЛИАМИДА' })).results)).toEqual([
      'Валики малярные для отделочной бригады',
    ]);
    expect((await search({ searchValue: 'нет-такого-тендера' })).rowCount).toBe(0);
    expect((await search({ searchValue: '   ' })).rowCount).toBe(stored('status_id = 1').length);
  });

  it('filters by a category with every category below it', async () => {
    const top = count(server, "SELECT id FROM categories WHERE name = 'Стройматериалы'");
    const expected = stored(
      `status_id = 1 AND category_id IN (
         WITH RECURSIVE below(id) AS (SELECT ? UNION ALL SELECT c.id FROM categories c JOIN below ON c.parent_id = below.id)
         SELECT id FROM below)
       ORDER BY deadline, id`,
      top,
    );
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const data = await search({ productCategoryId: top });
    expect(data.results.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    const leaf = count(server, "SELECT id FROM categories WHERE name = 'Эмали'");
    expect(titles((await search({ productCategoryId: leaf })).results)).toEqual([SEEDED.enamel]);
    expect((await search({ productCategoryId: 0 })).rowCount).toBe(stored('status_id = 1').length);
  });

  it('filters by the delivery country; -1 and 0 mean every country', async () => {
    const open = stored('status_id = 1').length;
    expect((await search({ countryId: 1 })).rowCount).toBe(open);
    expect((await search({ countryId: 2 })).rowCount).toBe(0);
    expect((await search({ countryId: -1 })).rowCount).toBe(open);
    expect((await search({ countryId: 0 })).rowCount).toBe(open);
  });

  it('marks the tenders published after the last visit as new; onlyNew answers only those', async () => {
    const lastHour = stored(
      'status_id = 1 AND publish_date > ? ORDER BY deadline, id',
      new Date(server.clock.now - HOUR).toISOString(),
    );
    expect(lastHour.length).toBeGreaterThanOrEqual(4);
    const visit = new Date(server.clock.now - HOUR).toISOString();
    const all = await search({ lastVisitDate: visit });
    expect(all.results.filter((t) => t.isNew).map((t) => t.id)).toEqual(lastHour.map((t) => t.id));
    const onlyNew = await search({ lastVisitDate: visit, onlyNew: true });
    expect(onlyNew.results.map((t) => t.id)).toEqual(lastHour.map((t) => t.id));
    // 24 minutes ago: only the foam (18 min) and the bags (10 min) are newer.
    const recent = new Date(server.clock.now - 0.4 * HOUR).toISOString();
    const newer = await search({ lastVisitDate: recent, onlyNew: true });
    expect(titles(newer.results).sort()).toEqual([SEEDED.bags, SEEDED.foam].sort());
    // Without a last visit, "new" is "published within the last hour" (spec section 4).
    const firstVisit = await search({ lastVisitDate: null, onlyNew: true });
    expect(firstVisit.results.map((t) => t.id)).toEqual(lastHour.map((t) => t.id));
  });

  it('refuses a last visit that is not a date', async () => {
    expect(await listTenders(server, seller.token, { lastVisitDate: 'вчера' })).toEqual({
      status: -1,
      errorMessage: "Field 'lastVisitDate' has an invalid format",
    });
    expect(await listTenders(server, seller.token, { lastVisitDate: '2026-02-30' })).toEqual({
      status: -1,
      errorMessage: "Field 'lastVisitDate' is not a valid date",
    });
  });

  it('answers the tenders without a live proposal of the caller', async () => {
    const expected = stored(`status_id = 1 AND NOT ${MINE} ORDER BY deadline, id`, seller.sellerId);
    const data = await search({ withoutMyProposal: true });
    expect(data.results.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    expect(data.results.every((t) => t.myProposalId === null)).toBe(true);
    expect(data.rowCount).toBeLessThan(stored('status_id = 1').length);
  });

  it('filters by Moscow days of the publish date', async () => {
    // 18 March 12:30 in Moscow: the day began at 21:00 UTC on the 17th.
    const today = stored(
      "status_id = 1 AND publish_date >= '2026-03-17T21:00:00.000Z' AND publish_date < '2026-03-18T21:00:00.000Z' ORDER BY deadline, id",
    );
    const data = await search({ dateFrom: '2026-03-18', dateTo: '2026-03-18' });
    expect(data.results.map((t) => t.id)).toEqual(today.map((t) => t.id));
    const before = await search({ dateTo: '2026-03-17' });
    expect(before.rowCount).toBe(stored('status_id = 1').length - today.length);
    expect(await listTenders(server, seller.token, { dateFrom: '2026-13-01' })).toEqual({
      status: -1,
      errorMessage: "Field 'dateFrom' is not a valid date",
    });
  });

  it('sorts by each column, ties by id, and pages', async () => {
    const open = stored('status_id = 1');
    const by = (key: 'deadline' | 'publish_date' | 'budget_per_unit' | 'quantity', ascending: boolean) =>
      [...open]
        .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id) * (ascending ? 1 : -1))
        .map((t) => t.id);
    const ids = async (body: Record<string, unknown>) => (await search(body)).results.map((t) => t.id);
    expect(await ids({ column: 'deadline' })).toEqual(by('deadline', true));
    expect(await ids({ column: 'deadline', sortByAscending: false })).toEqual(by('deadline', false));
    // Other columns: the largest / newest first unless asked otherwise.
    expect(await ids({ column: 'publishDate' })).toEqual(by('publish_date', false));
    expect(await ids({ column: 'budget', sortByAscending: true })).toEqual(by('budget_per_unit', true));
    expect(await ids({ column: 'quantity', sortByAscending: false })).toEqual(by('quantity', false));
    const page2 = await search({ column: 'deadline', pagination: { page: 2, pageSize: 5 } });
    expect(page2.results.map((t) => t.id)).toEqual(by('deadline', true).slice(5, 10));
    expect(page2.pageCount).toBe(Math.ceil(open.length / 5));
    expect(page2.rowCount).toBe(open.length);
    const beyond = await search({ pagination: { page: 50, pageSize: 5 } });
    expect(beyond).toMatchObject({ results: [], rowCount: open.length });
  });

  it("refuses another seller's id and values outside the schema", async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    expect(await listTenders(server, seller.token, { sellerId: other.sellerId })).toEqual({
      status: -1,
      errorMessage: MESSAGES.foreignSeller,
    });
    expect((await listTenders(server, seller.token, { sellerId: seller.sellerId })).status).toBe(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ statusId: 7 }, "Field 'statusId' must be one of [null,0,1,2,3,4,5,6]"],
      [
        { column: 'title' },
        `Field 'column' must be one of [null,"deadline","publishDate","budget","quantity"]`,
      ],
      [{ searchValue: 'х'.repeat(101) }, "Field 'searchValue' must be at most 100 characters long"],
      [{ onlyNew: 'yes' }, "Field 'onlyNew' must be a boolean or null"],
      [{ pagination: { page: 1, pageSize: 101 } }, "Field 'pagination.pageSize' must be <= 100"],
    ];
    for (const [body, message] of cases) {
      expect(await listTenders(server, seller.token, body), message).toEqual({
        status: -1,
        errorMessage: message,
      });
    }
  });
});

describe('Tender/GetTenderById', () => {
  it('answers an open tender with its description, place, buyer and files', async () => {
    const id = tenderId(server, SEEDED.plaster);
    const reply = await getTender(server, seller.token, id);
    expect(reply.status).toBe(1);
    const buyer = server.db
      .prepare("SELECT id, city FROM users WHERE company_name = 'ООО «СтройДвор»'")
      .get() as { id: number; city: string };
    expect(reply.data).toMatchObject({
      id,
      title: SEEDED.plaster,
      statusId: 1,
      isNew: true,
      buyer: { id: buyer.id, name: 'ООО «СтройДвор»', city: buyer.city },
      myProposal: null,
    });
    expect(reply.data?.description).toContain('гипсовая штукатурка');
    expect(reply.data?.deliveryAddress).toBe(
      `Россия, Республика Башкортостан, г. ${buyer.city}, ул. Менделеева, д. 137`,
    );
    expect(reply.data?.files).toEqual([
      {
        url: expect.stringMatching(/^\/seller\/uploads\/[0-9a-f]{32}\.pdf$/),
        fileName: 'Техническое задание.pdf',
      },
    ]);
  });

  it("answers the caller's proposal with it; no delivery address when the buyer collects", async () => {
    const reply = await getTender(server, seller.token, tenderId(server, SEEDED.enamel));
    expect(reply.data?.shippingMethodId).toBe(2);
    expect(reply.data?.deliveryAddress).toBeNull();
    expect(reply.data?.myProposal).toMatchObject({
      tenderId: reply.data?.id,
      statusId: 1,
      comment: 'Эмаль в наличии, оба цвета.',
      tender: { id: reply.data?.id, myProposalStatusId: 1 },
      technicalDocumentations: [],
      zipPath: null,
    });
    expect(reply.data?.myProposalId).toBe(reply.data?.myProposal?.id);
  });

  it('refuses a tender the caller may not see: closed without its proposal, or unknown', async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    for (const title of [SEEDED.blankets, SEEDED.hammers, SEEDED.tileGlue]) {
      expect(await getTender(server, seller.token, tenderId(server, title)), title).toEqual({
        status: -1,
        errorMessage: MESSAGES.tenderNotFound,
      });
    }
    expect(await getTender(server, seller.token, 999_999)).toEqual({
      status: -1,
      errorMessage: MESSAGES.tenderNotFound,
    });
    expect((await getTender(server, other.token, tenderId(server, SEEDED.blankets))).status).toBe(1);
    // Closed tenders the caller proposed to, in every status it reached.
    for (const title of [SEEDED.drills, SEEDED.rakes, SEEDED.winterFoam, SEEDED.screwdrivers, SEEDED.putty]) {
      expect((await getTender(server, seller.token, tenderId(server, title))).status, title).toBe(1);
    }
  });
});

describe('the deadline sweep', () => {
  it('moves open tenders past their deadline on the next call: 2 with a proposal under review, else 6', async () => {
    const enamel = tenderId(server, SEEDED.enamel);
    const bags = tenderId(server, SEEDED.bags);
    const plaster = tenderId(server, SEEDED.plaster);
    const deadline = (id: number) =>
      server.db.prepare('SELECT deadline FROM tenders WHERE id = ?').pluck().get(id) as string;
    server.clock.now += 21 * HOUR;
    // Nothing changes until a tender call runs the sweep.
    expect(tenderStatus(server, enamel)).toBe(1);
    const reply = await getTender(server, seller.token, enamel);
    expect(reply.data?.statusId).toBe(2);
    expect(tenderStatus(server, bags)).toBe(6);
    expect(tenderStatus(server, plaster)).toBe(6);
    expect(tenderHistory(server, enamel).map((h) => h.statusId)).toEqual([1, 2]);
    expect(tenderHistory(server, enamel).at(-1)?.date).toBe(deadline(enamel));
    expect(tenderHistory(server, bags).at(-1)).toEqual({ statusId: 6, date: deadline(bags) });
    // Not held and without the caller's proposal: no longer visible.
    expect(await getTender(server, seller.token, bags)).toEqual({
      status: -1,
      errorMessage: MESSAGES.tenderNotFound,
    });
    // Still open: later deadlines.
    expect(tenderStatus(server, tenderId(server, SEEDED.protection))).toBe(1);
  });

  it('does not count withdrawn proposals: a tender with only those is not held', async () => {
    const shovels = tenderId(server, SEEDED.shovels);
    server.clock.now += 4 * 24 * HOUR;
    const data = await search({ statusId: 6 });
    expect(titles(data.results)).toContain(SEEDED.shovels);
    expect(tenderStatus(server, shovels)).toBe(6);
    // Finished tenders never move again.
    expect(tenderStatus(server, tenderId(server, SEEDED.rakes))).toBe(3);
    expect(tenderStatus(server, tenderId(server, SEEDED.drills))).toBe(2);
  });
});
