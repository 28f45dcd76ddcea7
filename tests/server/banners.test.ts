import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  Banner,
  BannerCreated as WireBannerCreated,
  BannerDayPrice,
  BannerPosition,
  PagedReply,
  Payment,
} from '../../contract/index.js';
import { bandedPng } from '../../server/db/seeds/png.js';

/** The reference server answers every field of the contract, our optional additions too. */
type BannerCreated = Required<WireBannerCreated>;
import { run } from '../../server/db/query.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  NOT_AN_IMAGE,
  postMultipart,
  sellerSession,
  withOrdersServer,
  type OrdersServer,
  type Part,
  type SellerSession,
} from './ordersHelpers.js';

/** Banners and GetPayment (docs/contract/marketing.md "Banners", "Payments and the payment stand-in"). */

let server: OrdersServer;
let seller: SellerSession;
withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

// BASE_NOW is Wednesday 2026-03-18 (Moscow): the 21st and 22nd are a weekend.
const TODAY = '2026-03-18';
const TOP_BANNER = bandedPng([200, 40, 40], 1200, 300);

const get = <T>(url: string, session = seller) =>
  call<T>(server.app, 'GET', `/Marketing/${url}`, { token: session.token });
const banners = async (body: Record<string, unknown>, session = seller) =>
  (
    await call<PagedReply<Banner>>(server.app, 'POST', '/Marketing/GetBanners', {
      body,
      token: session.token,
    })
  ).body;

function form(fields: Record<string, string>, file: Buffer | null = TOP_BANNER, name = 'banner.png'): Part[] {
  const parts: Part[] = Object.entries(fields).map(([key, value]) => ({ name: key, value }));
  if (file) parts.push({ name: 'BannerFile', filename: name, contentType: 'image/png', data: file });
  return parts;
}

const createBanner = (fields: Record<string, string>, file: Buffer | null = TOP_BANNER, session = seller) =>
  postMultipart<BannerCreated>(server.app, '/Marketing/CreateBanner', session.token, form(fields, file));

const PERIOD = { BannerPositionId: '1', DateFrom: '2026-03-20', DateTo: '2026-03-22' };

const uploadedFiles = () => {
  const dir = path.join(server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('the demo seed', () => {
  it('gives the demo seller a banner in each state the list shows, all paid', async () => {
    const list = (await banners({ pagination: { page: 1, pageSize: 10 } })).data?.results ?? [];
    expect(list.map((b) => [b.state, b.advertStatus]).sort()).toEqual([
      ['approved', 1],
      ['approved', 2],
      ['awaitingApproval', 5],
      ['declined', 4],
    ]);
    for (const b of list) {
      expect((await get<Payment>(`GetPayment?paymentId=${b.paymentId}`)).body.data).toMatchObject({
        status: 'paid',
        amount: b.price,
        bannerId: b.id,
      });
    }
    expect(list.find((b) => b.state === 'declined')?.declineReason).toBeTruthy();
  });
});

describe('with the seeded banners removed', () => {
  beforeEach(() => {
    run(server.db, 'DELETE FROM banners');
  });

  describe('GET GetBannerPositions and GetBannerPricesWithDate', () => {
    it('lists the four positions by id with their pixel sizes', async () => {
      const reply = await get<BannerPosition[]>('GetBannerPositions');
      expect(reply.body.status).toBe(1);
      expect(reply.body.data?.map((p) => [p.id, p.width, p.height, p.basePrice])).toEqual([
        [1, 1200, 300, 3000],
        [2, 300, 600, 1500],
        [3, 970, 250, 2000],
        [4, 728, 90, 1000],
      ]);
    });

    it('prices 90 days from Moscow today: a day’s own price, else base × 1.5 on weekends', async () => {
      run(server.db, 'DELETE FROM banner_position_prices WHERE position_id = 2');
      run(
        server.db,
        "INSERT INTO banner_position_prices (position_id, day, price) VALUES (2, '2026-03-19', 1999)",
      );
      const days =
        (await get<BannerDayPrice[]>('GetBannerPricesWithDate?bannerPositionId=2')).body.data ?? [];
      expect(days).toHaveLength(90);
      expect(days[0]?.date).toBe(TODAY);
      expect(days[89]?.date).toBe('2026-06-15');
      const price = (date: string) => days.find((d) => d.date === date)?.price;
      expect(price('2026-03-18')).toBe(1500);
      expect(price('2026-03-19')).toBe(1999);
      expect(price('2026-03-21')).toBe(2250);
      expect(price('2026-03-22')).toBe(2250);
      expect(price('2026-03-23')).toBe(1500);
      expect(days.every((d) => !d.isBooked)).toBe(true);
    });

    it('an unknown position answers -1 "Позиция не найдена"', async () => {
      const reply = await get('GetBannerPricesWithDate?bannerPositionId=99');
      expect(reply.body).toEqual({ status: -1, errorMessage: 'Позиция не найдена' });
    });
  });

  describe('POST CreateBanner', () => {
    it('stores the banner awaiting payment, priced by its days, and books the days for 30 minutes', async () => {
      const reply = await createBanner({ ...PERIOD, Link: 'https://shop.example/sale' });
      expect(reply.status).toBe(1);
      const created = reply.data as BannerCreated;
      // 20th Friday 3000 + 21st and 22nd weekend 4500 each.
      expect(created.amount).toBe(12000);
      expect(created.paymentUrl).toBe(`http://localhost:8080/pay/${created.paymentId}`);
      const calendar = async () =>
        (await get<BannerDayPrice[]>('GetBannerPricesWithDate?bannerPositionId=1')).body.data ?? [];
      const booked = (days: BannerDayPrice[]) => days.filter((d) => d.isBooked).map((d) => d.date);
      expect(booked(await calendar())).toEqual(['2026-03-20', '2026-03-21', '2026-03-22']);

      const again = await createBanner({ ...PERIOD, DateFrom: '2026-03-22', DateTo: '2026-03-24' });
      expect(again).toEqual({ status: -1, errorMessage: 'Даты заняты: 2026-03-22' });

      server.clock.now += 31 * 60 * 1000;
      expect(booked(await calendar())).toEqual([]);

      const payment = (await get<Payment>(`GetPayment?paymentId=${created.paymentId}`)).body.data;
      expect(payment).toMatchObject({
        kind: 'banner',
        status: 'pending',
        amount: 12000,
        bannerId: created.bannerId,
        positionName: 'Главная — верхний баннер',
        dateFrom: '2026-03-20',
        dateTo: '2026-03-22',
        productId: null,
      });
      const list = await banners({ pagination: { page: 1, pageSize: 10 } });
      expect(list.data?.results[0]).toMatchObject({
        id: created.bannerId,
        state: 'awaitingPayment',
        advertStatus: 5,
        link: 'https://shop.example/sale',
        price: 12000,
        paymentId: created.paymentId,
      });
    });

    it('refuses an image of another pixel size, and keeps no file', async () => {
      const before = uploadedFiles().length;
      const paymentsBefore = count(
        server,
        'SELECT COUNT(*) FROM marketing_payments WHERE seller_id = ?',
        seller.sellerId,
      );
      const reply = await createBanner(PERIOD, bandedPng([1, 2, 3], 800, 200));
      expect(reply).toEqual({ status: -1, errorMessage: 'Размер изображения 800×200, нужен 1200×300' });
      expect(uploadedFiles()).toHaveLength(before);
      expect(count(server, 'SELECT COUNT(*) FROM banners')).toBe(0);
      expect(
        count(server, 'SELECT COUNT(*) FROM marketing_payments WHERE seller_id = ?', seller.sellerId),
      ).toBe(paymentsBefore);
    });

    it('refuses a file that is not an image by content', async () => {
      const reply = await createBanner(PERIOD, NOT_AN_IMAGE);
      expect(reply.status).toBe(-1);
      expect(reply.errorMessage).toContain('Файл «banner.png» не подходит');
    });

    it('checks the period and the link before reading the file', async () => {
      const refusal = async (fields: Record<string, string>) => (await createBanner(fields)).errorMessage;
      expect(await refusal({ ...PERIOD, DateTo: '2026-03-19' })).toBe('Дата окончания раньше даты начала');
      expect(await refusal({ ...PERIOD, DateTo: '2026-04-20' })).toBe('Период: не более 31 дня');
      expect(await refusal({ ...PERIOD, DateFrom: '2026-03-17' })).toContain('в пределах календаря');
      expect(await refusal({ ...PERIOD, DateFrom: '2026-03-20T00:00:00Z' })).toContain('DateFrom');
      expect(await refusal({ ...PERIOD, Link: 'javascript:alert(1)' })).toBe(
        'Ссылка должна начинаться с http:// или https://',
      );
      expect(await refusal({ ...PERIOD, BannerPositionId: '9' })).toBe('Позиция не найдена');
      expect(await refusal({ ...PERIOD, DateFrom: '2026-03-20' })).toBeUndefined();
    });
  });

  describe('POST GetBanners and GET GetPayment: only the caller’s own', () => {
    it('never lists another seller’s banners and answers another seller’s payment as unknown', async () => {
      const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
      const mine = (await createBanner(PERIOD)).data as BannerCreated;
      const theirs = (
        await createBanner({ ...PERIOD, BannerPositionId: '3' }, bandedPng([1, 1, 1], 970, 250), other)
      ).data as BannerCreated;
      const ids = (r: Awaited<ReturnType<typeof banners>>) => r.data?.results.map((b) => b.id) ?? [];
      const all = { pagination: { page: 1, pageSize: 100 } };
      expect(ids(await banners(all))).toContain(mine.bannerId);
      expect(ids(await banners(all))).not.toContain(theirs.bannerId);
      expect(ids(await banners(all, other))).toEqual([theirs.bannerId]);
      expect((await get(`GetPayment?paymentId=${theirs.paymentId}`)).body).toEqual({
        status: -1,
        errorMessage: 'Платёж не найден',
      });
      expect((await get(`GetPayment?paymentId=nonsense`)).body.errorMessage).toBe('Платёж не найден');
      expect(await banners({ ...all, userId: other.userId })).toEqual({
        status: -1,
        errorMessage: 'Access denied: userId does not belong to the caller',
      });
    });

    it('filters by advert status and by days, newest first, cancelled not listed', async () => {
      const first = (await createBanner(PERIOD)).data as BannerCreated;
      const second = (await createBanner({ ...PERIOD, DateFrom: '2026-04-01', DateTo: '2026-04-02' }))
        .data as BannerCreated;
      const third = (await createBanner({ ...PERIOD, DateFrom: '2026-04-10', DateTo: '2026-04-10' }))
        .data as BannerCreated;
      run(server.db, "UPDATE banners SET state = 'approved' WHERE id = ?", first.bannerId);
      run(server.db, "UPDATE banners SET state = 'cancelled' WHERE id = ?", third.bannerId);
      run(
        server.db,
        'DELETE FROM banners WHERE seller_id = ? AND id NOT IN (?, ?, ?)',
        seller.sellerId,
        first.bannerId,
        second.bannerId,
        third.bannerId,
      );
      const ids = async (body: Record<string, unknown>) =>
        (await banners({ pagination: { page: 1, pageSize: 10 }, ...body })).data?.results.map((b) => b.id);
      expect(await ids({})).toEqual([second.bannerId, first.bannerId]);
      expect(await ids({ status: 1 })).toEqual([first.bannerId]);
      expect(await ids({ status: 5 })).toEqual([second.bannerId]);
      expect(await ids({ dateFrom: '2026-03-23' })).toEqual([second.bannerId]);
      expect(await ids({ dateTo: '2026-03-31' })).toEqual([first.bannerId]);
      server.clock.now += 5 * 86_400_000;
      expect(await ids({ status: 2 })).toEqual([first.bannerId]);
      const page2 = await banners({ pagination: { page: 2, pageSize: 1 } });
      expect(page2.data).toMatchObject({ rowCount: 2, pageCount: 2 });
      expect(page2.data?.results.map((b) => b.id)).toEqual([first.bannerId]);
    });
  });
});
