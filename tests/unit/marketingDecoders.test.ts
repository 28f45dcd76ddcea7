import { describe, expect, it } from 'vitest';
import { decodeBannerPage, decodeBannerPositions, decodeBannerPrices } from '../../src/api/bannersDecoders';
import { decodeCouponPage, decodeSavedCoupon } from '../../src/api/couponsDecoders';
import { decodePayment, decodePaymentStart } from '../../src/api/paymentsDecoders';
import {
  decodeHighlightCandidates,
  decodePeriods,
  decodePromotionPage,
  decodeSearchOptimizationPage,
  decodeTopCandidates,
} from '../../src/api/promotionsDecoders';
import { onlySpecFields } from '../../server/specOnly/index';
import { specVocabulary } from '../../server/specOnly/vocabulary';

/** Replies of the marketing calls read by their decoders (docs/contract/marketing.md "Reading replies (issue 26)"). */

/** What the spec-only server leaves of a reply of ours. */
const specOnly = (reply: unknown): unknown => onlySpecFields(reply, specVocabulary('Market'));

const GARBAGE: unknown[] = [
  null,
  undefined,
  'text',
  42,
  true,
  [1],
  [null, 'x'],
  { results: 'x' },
  { results: [null, 1] },
];

const coupon = {
  id: 41,
  code: 'WELCOME-10',
  discountType: 1,
  discountValue: 10,
  minOrderAmount: 0,
  validFrom: '2026-03-01',
  validTo: '2099-04-30',
  usageLimit: null,
  usageCount: 37,
  marketType: 1,
  productIds: [101],
  categoryIds: [5],
  isActive: true,
  status: 'active',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

const position = {
  id: 1,
  name: 'Главная — верх',
  page: 'Главная',
  width: 1200,
  height: 300,
  basePrice: 1500,
};

const banner = {
  id: 11,
  bannerFilePath: '/seller/uploads/banners/11.png',
  position,
  dateFrom: '2026-12-01',
  dateTo: '2026-12-07',
  price: 8000,
  link: 'https://technomir.example/sale',
  state: 'approved',
  advertStatus: 1,
  declineReason: null,
  paymentId: 'pay-11',
  createdAt: '2026-11-20T09:00:00.000Z',
};

const promotionRow = {
  id: 11,
  productId: 31,
  productName: 'Дрель-шуруповёрт 18 В',
  productImage: null,
  label: 2,
  daysCount: 7,
  price: 490,
  activeFrom: '2026-11-20T09:00:00.000Z',
  activeTo: '2026-11-27T09:00:00.000Z',
  advertStatus: 1,
  paymentId: 'pay_abcdefghijklmnopqrstu',
};

const payment = {
  paymentId: 'pay_abcdefghijklmnopqrstu',
  kind: 'highlight',
  status: 'paid',
  amount: 490,
  createdAt: '2026-11-20T08:59:00.000Z',
  decidedAt: '2026-11-20T09:00:00.000Z',
  productId: 31,
  productName: 'Дрель-шуруповёрт 18 В',
  label: 2,
  daysCount: 7,
  activeFrom: '2026-11-20T09:00:00.000Z',
  activeTo: '2026-11-27T09:00:00.000Z',
  bannerId: null,
  positionName: null,
  dateFrom: null,
  dateTo: null,
};

const optimizationRow = {
  productId: 31,
  name: 'Дрель',
  categoryName: 'Инструменты',
  position: 2,
  of: 14,
  score: 55,
  factors: { rating: 0.9, reviews: 0.3, highlighted: 0, top: 1, freeDelivery: 0, completeness: 0.75 },
  suggestions: ['addReviews', 'buyHighlight'],
};

const page = <T>(results: T[]) => ({ results, pageCount: 1, rowCount: results.length });

describe('a full reply of the reference server decodes to the same values', () => {
  it('coupons, banners, positions, days, periods, candidates, rows, payments, optimization', () => {
    expect(decodeCouponPage(page([coupon]))).toEqual(page([coupon]));
    expect(decodeSavedCoupon(coupon)).toEqual(coupon);
    expect(decodeBannerPage(page([banner]))).toEqual(page([banner]));
    expect(decodeBannerPositions([position])).toEqual([position]);
    const day = { date: '2026-12-01', price: 1000, isBooked: true };
    expect(decodeBannerPrices([day])).toEqual([day]);
    expect(decodePeriods([{ id: 1, daysCount: 7, price: 490 }])).toEqual([
      { id: 1, daysCount: 7, price: 490 },
    ]);
    const highlight = {
      productId: 31,
      productName: 'Дрель',
      productImage: '/img.png',
      productTypeId: 1,
      rating: 4.6,
      eligibleLabels: [2, 4],
      takenLabels: [4],
    };
    expect(decodeHighlightCandidates([highlight])).toEqual([highlight]);
    const top = {
      productId: 31,
      productName: 'Дрель',
      productImage: null,
      rating: 4.8,
      reviewsCount: 12,
      isTop: true,
    };
    expect(decodeTopCandidates([top])).toEqual([top]);
    expect(decodePromotionPage(page([promotionRow]))).toEqual(page([promotionRow]));
    expect(decodePayment(payment)).toEqual(payment);
    const start = { paymentId: 'p1', paymentUrl: 'https://pay.example/p1', amount: 490, bannerId: 12 };
    expect(decodePaymentStart(start)).toEqual(start);
    expect(decodeSearchOptimizationPage(page([optimizationRow]))).toEqual(page([optimizationRow]));
  });
});

describe('a spec-only reply (only the spec’s field names) decodes with defaults', () => {
  it('a coupon keeps id, status, productIds and isActive; the rest is null', () => {
    const reply = decodeCouponPage(specOnly(page([coupon])));
    expect(reply.results[0]).toEqual({
      id: 41,
      code: null,
      discountType: null,
      discountValue: null,
      minOrderAmount: null,
      validFrom: null,
      validTo: null,
      usageLimit: null,
      usageCount: null,
      marketType: null,
      productIds: [101],
      categoryIds: [],
      isActive: true,
      status: 'active',
      createdAt: null,
      updatedAt: null,
    });
    expect(reply.rowCount).toBe(1);
  });

  it('a banner keeps its image, position (id, name, size), days, price and payment; link unknown', () => {
    const [row] = decodeBannerPage(specOnly(page([banner]))).results;
    expect(row).toEqual({
      id: 11,
      bannerFilePath: '/seller/uploads/banners/11.png',
      position: { id: 1, name: 'Главная — верх', page: 'Главная', width: 1200, height: 300, basePrice: null },
      dateFrom: '2026-12-01',
      dateTo: '2026-12-07',
      price: 8000,
      link: null,
      state: null,
      advertStatus: null,
      declineReason: null,
      paymentId: 'pay-11',
      createdAt: null,
    });
  });

  it('a banner position given as the spec’s bannerPositionId, and an advert status as status', () => {
    const [row] = decodeBannerPage(page([{ id: 3, bannerPositionId: 2, status: 4, link: null }])).results;
    expect(row?.position.id).toBe(2);
    expect(row?.advertStatus).toBe(4);
    expect(row?.link).toBe('');
    expect(decodeBannerPage(page([{ id: 3, position: 5 }])).results[0]?.position.id).toBe(5);
    expect(decodeBannerPage(page([{ id: 4 }])).results[0]?.position).toEqual({
      id: null,
      name: null,
      page: null,
      width: null,
      height: null,
      basePrice: null,
    });
  });

  it('calendar days without a date are left out (the page then asks for the days by hand)', () => {
    expect(decodeBannerPrices(specOnly([{ date: '2026-12-01', price: 1000, isBooked: false }]))).toEqual([]);
    expect(decodeBannerPrices([{ date: '2026-12-01T00:00:00Z', price: '900' }])).toEqual([
      { date: '2026-12-01', price: 900, isBooked: false },
    ]);
  });

  it('positions lose basePrice (`page` is a spec name, of the pagination); periods keep all', () => {
    expect(decodeBannerPositions(specOnly([position]))).toEqual([
      { id: 1, name: 'Главная — верх', page: 'Главная', width: 1200, height: 300, basePrice: null },
    ]);
    expect(decodePeriods(specOnly({ results: [{ id: 2, daysCount: '14', price: 890 }] }))).toEqual([
      { id: 2, daysCount: 14, price: 890 },
    ]);
  });

  it('ProductsForHighlighting: an array or {results}, the spec’s product names, labels unknown', () => {
    const spec = [{ id: 31, productName: 'Дрель', image: '/i.png', productTypeId: 2, eligibleLabels: [1] }];
    const expected = [
      {
        productId: 31,
        productName: 'Дрель',
        productImage: '/i.png',
        productTypeId: 2,
        rating: null,
        eligibleLabels: null,
        takenLabels: [],
      },
    ];
    expect(decodeHighlightCandidates(specOnly(spec))).toEqual(expected);
    expect(decodeHighlightCandidates(specOnly({ results: spec }))).toEqual(expected);
    expect(
      decodeHighlightCandidates([{ productId: 1, eligibleLabels: [2, 9, 'x', '3'] }])[0]?.eligibleLabels,
    ).toEqual([2, 3]);
  });

  it('top candidates, promotion rows, payment starts and payments', () => {
    expect(
      decodeTopCandidates(specOnly([{ productId: 31, productName: 'Дрель', rating: 4.8, isTop: true }])),
    ).toEqual([
      {
        productId: 31,
        productName: 'Дрель',
        productImage: null,
        rating: null,
        reviewsCount: null,
        isTop: false,
      },
    ]);
    expect(decodePromotionPage(specOnly(page([promotionRow]))).results[0]).toEqual({
      ...promotionRow,
      productImage: null,
      label: null,
      activeFrom: null,
      activeTo: null,
      advertStatus: null,
    });
    expect(
      decodePaymentStart(specOnly({ paymentId: 'p1', paymentUrl: 'https://pay/p1', amount: 5 })),
    ).toEqual({
      paymentId: 'p1',
      paymentUrl: null,
      amount: 5,
      bannerId: null,
    });
    expect(decodePaymentStart('https://pay.example/p1').paymentUrl).toBe('https://pay.example/p1');
    expect(decodePayment(specOnly(payment))).toMatchObject({
      status: 'paid',
      kind: null,
      label: null,
      activeTo: null,
    });
  });

  it('a search optimization row keeps its id, name and place; factors unknown', () => {
    const reply = decodeSearchOptimizationPage(specOnly(page([optimizationRow])));
    expect(reply.results[0]).toEqual({
      productId: 31,
      name: 'Дрель',
      categoryName: null,
      position: 2,
      of: null,
      score: null,
      factors: null,
      suggestions: [],
    });
  });
});

describe('garbage decodes without throwing', () => {
  const decoders = {
    decodeCouponPage,
    decodeSavedCoupon,
    decodeBannerPage,
    decodeBannerPositions,
    decodeBannerPrices,
    decodePeriods,
    decodeHighlightCandidates,
    decodeTopCandidates,
    decodePromotionPage,
    decodePayment,
    decodePaymentStart,
    decodeSearchOptimizationPage,
  };

  it.each(Object.entries(decoders))('%s', (_name, decode) => {
    for (const data of GARBAGE) expect(() => decode(data)).not.toThrow();
  });

  it('lists default to empty, pages to one page, unreadable rows are left out', () => {
    expect(decodeCouponPage(null)).toEqual({ results: [], pageCount: 1, rowCount: null });
    expect(
      decodeCouponPage({ results: [{ code: 'NO-ID' }, { id: 'x' }, { id: '7' }] }).results.map((c) => c.id),
    ).toEqual([7]);
    expect(decodeBannerPositions('text')).toEqual([]);
    expect(decodePeriods([1])).toEqual([]);
    expect(decodeHighlightCandidates({ results: 'x' })).toEqual([]);
    expect(decodeSavedCoupon(true)).toBeNull();
    expect(decodePayment(null).status).toBeNull();
    expect(decodePaymentStart([1]).paymentUrl).toBeNull();
    const wrong = decodePromotionPage({
      results: [{ id: 1, price: 'many', daysCount: {}, advertStatus: 9, label: 'x' }],
    });
    expect(wrong.results[0]).toMatchObject({ price: null, daysCount: null, advertStatus: null, label: null });
  });
});
