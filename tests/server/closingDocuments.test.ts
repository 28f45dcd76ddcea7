import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../server/db/query.js';
import { rublesInWords } from '../../server/lib/rubleWords.js';
import { formatKopecks } from '../../server/services/invoicesText.js';
import { loadUpd } from '../../server/services/updData.js';
import { toKopecks } from '../../rules/index.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  createOrdersServer,
  NOT_FOUND,
  sellerSession,
  type OrdersServer,
  type SellerSession,
} from './ordersHelpers.js';
import { pdfText, squeezed } from './pdfText.js';

/**
 * Closing documents (docs/contract/documents.md "УПД", "Акт сверки"): `POST Documents/Upd` and
 * `POST Documents/Reconciliation`. One server for the file; the tests that move orders come last.
 */

let server: OrdersServer;
let seller: SellerSession;
let seller2: SellerSession;

beforeAll(async () => {
  server = await createOrdersServer();
  seller = await sellerSession(server.app);
  seller2 = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
});
afterAll(() => server?.cleanup());

const post = (path: string, body: unknown, session: SellerSession = seller) =>
  server.app.inject({
    method: 'POST',
    url: `/seller/api/Documents/${path}`,
    headers: { authorization: `Bearer ${session.token}` },
    payload: body as Record<string, unknown>,
  });

async function refusal(path: string, body: unknown, session?: SellerSession): Promise<string> {
  const response = await post(path, body, session);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const envelope = response.json<{ status: number; errorMessage?: string }>();
  expect(envelope.status).toBe(-1);
  return envelope.errorMessage ?? '';
}

async function sheetRows(xlsx: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Акт сверки');
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const kop = (value: unknown): number => (typeof value === 'number' ? toKopecks(value) : 0);

// Demo seller: wholesale 12 is delivered (6) to ИП Белов, 26 completed (7); wholesale 1 is not sent
// (2); retail 12 (1000012) completed (5). Buyer 16 is ООО «СтройДвор».
describe('УПД', () => {
  it('a completed wholesale order: the PDF says status 1, the parties, the total and its words', async () => {
    const response = await post('Upd', { orderId: 12, kind: 'wholesale' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="upd-12.pdf"; filename*=UTF-8''${encodeURIComponent('УПД 12.pdf')}`,
    );
    const result = loadUpd(server.db, server.clock.now, seller.sellerId, 'wholesale', 12);
    if (!result.ok) throw new Error(result.message);
    const { data } = result;
    // The finance page's amount of the order, to the kopeck; the lines add up to it.
    expect(data.total).toBe(271_562_85);
    expect(data.lines.reduce((s, l) => s + l.amount, 0)).toBe(data.total);
    expect(data.lines.reduce((s, l) => s + l.vat, 0)).toBe(data.vat);
    expect(data.lines.at(-1)).toMatchObject({ name: 'Доставка', amount: 17_205_20, vatRate: null });
    expect(data.lines.some((l) => l.vatRate === 20 && l.vat > 0)).toBe(true);

    const text = squeezed(pdfText(response.rawPayload));
    for (const expected of [
      `Универсальный передаточный документ № 12 от`,
      'Статус: 1',
      'Продавец:',
      'Общество с ограниченной ответственностью «Уральские Промтовары»',
      '6671098764/667101001',
      'Покупатель:',
      'ИП Белов Роман Игоревич',
      `Всего к оплате: ${formatKopecks(data.total)} руб.`,
      `Сумма прописью: ${rublesInWords(data.total)}`,
    ]) {
      expect(text, expected).toContain(squeezed(expected));
    }
  });

  it('a completed retail order: no VAT, the retail number', async () => {
    const response = await post('Upd', { orderId: 12, kind: 'retail' });
    expect(response.headers['content-disposition']).toContain('filename="upd-1000012.pdf"');
    const text = squeezed(pdfText(response.rawPayload));
    expect(text).toContain(squeezed('Универсальный передаточный документ № 1000012'));
    expect(text).toContain(squeezed(`Всего к оплате: ${formatKopecks(12_255_04)} руб.`));
    expect(text).toContain('безНДС');
  });

  it("refuses an order not completed, another seller's order and a wrong kind", async () => {
    expect(await refusal('Upd', { orderId: 1, kind: 'wholesale' })).toBe(
      'Заказ № 1 ещё не выполнен: УПД оформляется для доставленных и завершённых заказов',
    );
    // Seller 1's completed order asked by seller 2: as unknown.
    expect(await refusal('Upd', { orderId: 12, kind: 'wholesale' }, seller2)).toBe(NOT_FOUND);
    expect(await refusal('Upd', { orderId: 999_999, kind: 'retail' })).toBe(NOT_FOUND);
    expect(await refusal('Upd', { orderId: 12, kind: 'tender' })).toMatch(/kind/);
  });
});

type WholesaleRow = { orderId: number; totalAmountForTheOrderFromBuyer: number; orderStatusId: number };
type RetailRow = { id: number; amount: number; statusId: number };

/** The finance page's rows of a buyer (by name) for the Moscow days, both markets. */
async function financeRows(buyerName: string, from: string, to: string) {
  const body = {
    buyerName,
    orderCreationDateFrom: from,
    orderCreationDateTo: to,
    pagination: { page: 1, pageSize: 100 },
  };
  const wholesale = await call<{ MarketSafeDealWholesaleOrders: { results: WholesaleRow[] } }>(
    server.app,
    'POST',
    '/Finances/GetOrderFinances',
    { token: seller.token, body },
  );
  const retail = await call<{ results: RetailRow[] }>(server.app, 'POST', '/Finances/RetailOrderFinances', {
    token: seller.token,
    body,
  });
  return [
    ...(wholesale.body.data?.MarketSafeDealWholesaleOrders.results ?? []).map((r) => ({
      kind: 'wholesale' as const,
      total: toKopecks(r.totalAmountForTheOrderFromBuyer),
      status: r.orderStatusId,
    })),
    ...(retail.body.data?.results ?? []).map((r) => ({
      kind: 'retail' as const,
      total: toKopecks(r.amount),
      status: r.statusId,
    })),
  ];
}

const reconciliation = (body: Record<string, unknown>, session?: SellerSession) =>
  post(
    'Reconciliation',
    { buyerId: 16, dateFrom: '2025-01-01', dateTo: '2026-03-18', format: 'xlsx', ...body },
    session,
  );

describe('Акт сверки', () => {
  it("xlsx: opening + debits − credits = closing, and the turnover is the finance page's", async () => {
    const response = await reconciliation({ dateFrom: '2025-10-01', dateTo: '2026-03-18' });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      'filename="reconciliation-16-2025-10-01-2026-03-18.xlsx"',
    );
    const rows = await sheetRows(response.rawPayload);
    const find = (text: string) => rows.find((r) => r[1] === text) ?? [];
    const opening = kop(find('Сальдо начальное')[2]) - kop(find('Сальдо начальное')[3]);
    const turnover = find('Обороты за период');
    const closing = kop(find('Сальдо конечное')[2]) - kop(find('Сальдо конечное')[3]);
    expect(closing).toBe(opening + kop(turnover[2]) - kop(turnover[3]));

    const finance = await financeRows('СтройДвор', '2025-10-01', '2026-03-18');
    expect(finance.length).toBeGreaterThan(2);
    const paid = finance.filter((r) => !(r.kind === 'wholesale' && [1, 9, 10].includes(r.status)));
    const shipped = finance.filter((r) =>
      r.kind === 'wholesale' ? [6, 7, 24].includes(r.status) : [4, 5, 6].includes(r.status),
    );
    const sum = (list: { total: number }[]) => list.reduce((s, r) => s + r.total, 0);
    expect(kop(turnover[3])).toBe(sum(paid));
    expect(kop(turnover[2])).toBe(sum(shipped));
    // Each order of the period has its payment row, by number.
    const texts = rows.map((r) => String(r[1]));
    expect(texts.filter((t) => t.startsWith('Оплата заказа')).length).toBe(paid.length);
  });

  it('pdf: the same figures; the period split in two carries the balance', async () => {
    const whole = await sheetRows(
      (await reconciliation({ dateFrom: '2025-01-01', dateTo: '2026-03-18' })).rawPayload,
    );
    const first = await sheetRows(
      (await reconciliation({ dateFrom: '2025-01-01', dateTo: '2025-11-30' })).rawPayload,
    );
    const second = await sheetRows(
      (await reconciliation({ dateFrom: '2025-12-01', dateTo: '2026-03-18' })).rawPayload,
    );
    const balance = (rows: unknown[][], text: string) => {
      const row = rows.find((r) => r[1] === text) ?? [];
      return kop(row[2]) - kop(row[3]);
    };
    expect(balance(second, 'Сальдо начальное')).toBe(balance(first, 'Сальдо конечное'));
    expect(balance(second, 'Сальдо конечное')).toBe(balance(whole, 'Сальдо конечное'));

    const pdf = await reconciliation({ format: 'pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Акт сверки 01.01.2025–18.03.2026.pdf')}`,
    );
    const text = squeezed(pdfText(pdf.rawPayload));
    expect(text).toContain(squeezed('Акт сверки взаимных расчётов за период с 01.01.2025 по 18.03.2026'));
    expect(text).toContain(squeezed('Покупатель: ООО «СтройДвор»'));
    const turnover = whole.find((r) => r[1] === 'Обороты за период') ?? [];
    expect(text).toContain(
      squeezed(`Обороты за период${formatKopecks(kop(turnover[2]))}${formatKopecks(kop(turnover[3]))}`),
    );
  });

  it('refuses a reversed period, a day that does not exist and a wrong format', async () => {
    expect(
      await refusal('Reconciliation', {
        buyerId: 16,
        dateFrom: '2026-03-02',
        dateTo: '2026-03-01',
        format: 'pdf',
      }),
    ).toBe('Дата начала периода позже даты окончания');
    expect(
      await refusal('Reconciliation', {
        buyerId: 16,
        dateFrom: '2026-02-30',
        dateTo: '2026-03-01',
        format: 'pdf',
      }),
    ).toBe('Укажите даты периода в виде ГГГГ-ММ-ДД');
    expect(
      await refusal('Reconciliation', {
        buyerId: 16,
        dateFrom: '01.03.2026',
        dateTo: '2026-03-01',
        format: 'pdf',
      }),
    ).toMatch(/dateFrom/);
    expect(
      await refusal('Reconciliation', {
        buyerId: 16,
        dateFrom: '2026-03-01',
        dateTo: '2026-03-01',
        format: 'doc',
      }),
    ).toMatch(/format/);
  });

  it('period edges are Moscow days: 23:59:59.999 MSK is the day, 00:00 MSK the next', async () => {
    // Wholesale 24 and 27 of buyer 16 / 18 moved to the edge of 1 March 2026 (MSK = UTC+3).
    run(
      server.db,
      `UPDATE wholesale_orders SET buyer_id = 16, created_at = ? WHERE id = 24`,
      '2026-03-01T20:59:59.999Z',
    );
    run(
      server.db,
      `UPDATE wholesale_orders SET buyer_id = 16, created_at = ? WHERE id = 27`,
      '2026-03-01T21:00:00.000Z',
    );
    const numbersOn = async (day: string) =>
      (await sheetRows((await reconciliation({ dateFrom: day, dateTo: day })).rawPayload))
        .map((r) => /^Оплата заказа № (\d+) \(опт\)$/.exec(String(r[1]))?.[1])
        .filter((n) => n === '24' || n === '27');
    expect(await numbersOn('2026-03-01')).toEqual(['24']);
    expect(await numbersOn('2026-03-02')).toEqual(['27']);
    const finance = await financeRows('СтройДвор', '2026-03-02', '2026-03-02');
    expect(finance.some((r) => r.kind === 'wholesale' && r.total === toKopecks(47_685.44))).toBe(true);
  });

  it("another seller's buyer, and a user who is nobody's buyer, answer 'Покупатель не найден'", async () => {
    // Buyer 15 keeps only seller 2's orders.
    run(
      server.db,
      'UPDATE wholesale_orders SET buyer_id = 7 WHERE buyer_id = 15 AND seller_id = ?',
      seller.sellerId,
    );
    run(
      server.db,
      'UPDATE retail_orders SET buyer_id = 7 WHERE buyer_id = 15 AND seller_id = ?',
      seller.sellerId,
    );
    expect(
      await refusal('Reconciliation', {
        buyerId: 15,
        dateFrom: '2025-01-01',
        dateTo: '2026-03-18',
        format: 'pdf',
      }),
    ).toBe('Покупатель не найден');
    const own = await reconciliation({ buyerId: 15 }, seller2);
    expect(own.headers['content-type']).toMatch(/spreadsheetml/);
    expect(
      await refusal('Reconciliation', {
        buyerId: 1,
        dateFrom: '2025-01-01',
        dateTo: '2026-03-18',
        format: 'pdf',
      }),
    ).toBe('Покупатель не найден');
  });
});
