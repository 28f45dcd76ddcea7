import { describe, expect, it } from 'vitest';
import type {
  AnalyticsCategoryRow,
  AnalyticsProductRow,
  OrderFunnelReply,
  SalesAnalyticsReply,
} from '../../contract';
import {
  buyersReply,
  categoriesListReply,
  categoriesReply,
  funnelReply,
  ordersReply,
  productsListReply,
  productsReply,
  requestsReply,
  salesReply,
  tendersReply,
} from '../../src/api/analyticsDecoders';
import { decoder, v } from '../../src/api/decode';
import { GARBAGE, specOnly } from './specOnlyReply';

const period = { dateFrom: '2026-03-01', dateTo: '2026-03-02', days: 2 };
const previousPeriod = { dateFrom: '2026-02-27', dateTo: '2026-02-28', days: 2 };
const summary = {
  revenue: 1500.5,
  ordersCount: 2,
  averageOrder: 750.25,
  retailRevenue: 500.5,
  wholesaleRevenue: 1000,
  retailOrdersCount: 1,
  wholesaleOrdersCount: 1,
};
const sales: Required<SalesAnalyticsReply> = {
  period,
  previousPeriod,
  current: summary,
  previous: { ...summary, revenue: 0 },
  series: [
    { date: '2026-03-01', revenue: 0, ordersCount: 0, retailRevenue: 0, wholesaleRevenue: 0 },
    { date: '2026-03-02', revenue: 1500.5, ordersCount: 2, retailRevenue: 500.5, wholesaleRevenue: 1000 },
  ],
  byMarket: [
    { key: 'retail', value: 500.5 },
    { key: 'wholesale', value: 1000 },
  ],
};
const productRow: Required<AnalyticsProductRow> = {
  productId: 31,
  productName: 'Дрель',
  productTypeId: 1,
  image: null,
  quantitySold: 3,
  revenue: 900,
  ordersCount: 2,
  stock: 5,
  share: 60,
};
const categoryRow: Required<AnalyticsCategoryRow> = {
  categoryId: 4,
  categoryName: 'Инструменты',
  productsCount: 2,
  quantitySold: 3,
  revenue: 900,
  share: 60,
};
const funnel: Required<OrderFunnelReply> = {
  period,
  previousPeriod,
  current: { created: 4, paid: 3, shipped: 2, completed: 1 },
  previous: { created: 0, paid: 0, shipped: 0, completed: 0 },
  retail: { created: 1, paid: 1, shipped: 1, completed: 1 },
  wholesale: { created: 3, paid: 2, shipped: 1, completed: 0 },
};

const SUMMARY_SCHEMAS: readonly v.GenericSchema<unknown, unknown>[] = [
  salesReply,
  ordersReply,
  requestsReply,
  tendersReply,
  buyersReply,
  productsReply,
  categoriesReply,
];

describe('analytics decoders', () => {
  it('a full reply of our server decodes to the same values (labels null where none was sent)', () => {
    expect(decoder(salesReply)(sales)).toEqual({
      ...sales,
      byMarket: sales.byMarket.map((item) => ({ ...item, label: null })),
    });
    const top = [{ key: 31, label: 'Дрель', value: 900 }];
    const products = decoder(productsReply)({
      period,
      previousPeriod,
      current: { productsSold: 1, quantitySold: 3, revenue: 900 },
      previous: { productsSold: 0, quantitySold: 0, revenue: 0 },
      series: [{ date: '2026-03-01', quantitySold: 3, revenue: 900 }],
      topSellers: top,
      bottomSellers: top,
      stockOutCount: 0,
      stockOuts: [],
    });
    expect(products.topSellers).toEqual(top);
    expect(products.stockOutCount).toBe(0);
    const list = { results: [productRow], pageCount: 1, rowCount: 1 };
    expect(decoder(productsListReply)(list)).toEqual(list);
    const categories = { results: [categoryRow], pageCount: 1, rowCount: 1 };
    expect(decoder(categoriesListReply)(categories)).toEqual(categories);
    expect(decoder(funnelReply)(funnel)).toEqual(funnel);
  });

  it('a spec-only reply: no periods, every figure null, every list empty; product rows keep the spec fields', () => {
    const read = decoder(salesReply)(specOnly(sales));
    expect(read.period).toBeNull();
    expect(read.series).toEqual([]);
    expect(read.byMarket).toEqual([]);
    expect(read.current).toEqual({
      revenue: null,
      ordersCount: null,
      averageOrder: null,
      retailRevenue: null,
      wholesaleRevenue: null,
      retailOrdersCount: null,
      wholesaleOrdersCount: null,
    });
    const rows = decoder(productsListReply)(specOnly({ results: [productRow], pageCount: 1, rowCount: 1 }));
    expect(rows).toEqual({
      results: [
        {
          productId: 31,
          productName: 'Дрель',
          productTypeId: 1,
          image: null,
          quantitySold: null,
          revenue: null,
          ordersCount: 2,
          stock: null,
          share: null,
        },
      ],
      pageCount: 1,
      rowCount: 1,
    });
    const categories = decoder(categoriesListReply)(
      specOnly({ results: [categoryRow], pageCount: 1, rowCount: 1 }),
    );
    expect(categories.results).toEqual([
      {
        categoryId: null,
        categoryName: null,
        productsCount: null,
        quantitySold: null,
        revenue: null,
        share: null,
      },
    ]);
    expect(decoder(funnelReply)(specOnly(funnel)).current).toBeNull();
  });

  it('leaves out a day without its date and a bar without a number; reads numbers sent as text', () => {
    const read = decoder(salesReply)({
      ...sales,
      series: [{ revenue: 5 }, { date: '2026-03-02', revenue: '12.5' }],
      byMarket: [{ key: 'retail' }, { key: 'wholesale', value: '7' }, null, { value: 3 }],
    });
    expect(read.series).toEqual([
      { date: '2026-03-02', revenue: 12.5, ordersCount: null, retailRevenue: null, wholesaleRevenue: null },
    ]);
    expect(read.byMarket).toEqual([{ key: 'wholesale', label: null, value: 7 }]);
  });

  it('garbage decodes to the defaults without throwing', () => {
    for (const value of GARBAGE) {
      for (const schema of SUMMARY_SCHEMAS) expect(() => decoder(schema)(value)).not.toThrow();
      expect(decoder(salesReply)(value).series).toEqual([]);
      expect(decoder(productsListReply)(value).pageCount).toBe(1);
      expect(decoder(funnelReply)(value).current).toBeNull();
    }
    expect(
      decoder(salesReply)({ current: 'x', series: { date: 1 }, byMarket: 'x' }).current.revenue,
    ).toBeNull();
  });
});
