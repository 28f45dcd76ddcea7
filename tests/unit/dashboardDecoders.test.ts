import { describe, expect, it } from 'vitest';
import type { DashboardInfo, DashboardStatistics, LearningSteps } from '../../contract';
import { dashboardInfo, dashboardStatistics } from '../../src/api/dashboard';
import { decoder } from '../../src/api/decode';
import { learningSteps } from '../../src/api/learning';
import { GARBAGE, specOnly } from './specOnlyReply';

const statistics: Required<DashboardStatistics> = {
  salesTotal: 1234567.5,
  salesThisMonth: 98000,
  ordersCount: 1520,
  buyersCount: 312,
  averageCheck: 4350.25,
  unreadMessages: 3,
  notificationsCount: 5,
};
const info: Required<DashboardInfo> = {
  storeName: 'ТехноМир',
  storeRating: 4.8,
  productCount: 140,
  activeProductCount: 128,
  wholesaleOrdersInProgress: 11,
  retailOrdersInProgress: 23,
  newOrderRequests: 6,
  openDisputes: 2,
  reviewsCount: 87,
};
const steps: LearningSteps = {
  steps: [
    { key: 'requisites', done: true },
    { key: 'firstProduct', done: true, doneAt: '2026-03-10T09:00:00.000Z' },
  ],
};

describe('dashboard and learning decoders', () => {
  it('full replies of our server decode to the same values', () => {
    expect(decoder(dashboardStatistics)(statistics)).toEqual(statistics);
    expect(decoder(dashboardInfo)(info)).toEqual(info);
    expect(decoder(learningSteps)(steps)).toEqual({
      steps: [
        { key: 'requisites', done: true, doneAt: null },
        { key: 'firstProduct', done: true, doneAt: '2026-03-10T09:00:00.000Z' },
      ],
    });
  });

  it('spec-only replies keep the spec fields; ours are null (shown as ----)', () => {
    expect(decoder(dashboardStatistics)(specOnly(statistics))).toEqual({
      salesTotal: null,
      salesThisMonth: null,
      ordersCount: 1520,
      buyersCount: null,
      averageCheck: null,
      unreadMessages: null,
      notificationsCount: null,
    });
    expect(decoder(dashboardInfo)(specOnly(info))).toEqual({
      storeName: 'ТехноМир',
      storeRating: 4.8,
      productCount: 140,
      activeProductCount: null,
      wholesaleOrdersInProgress: null,
      retailOrdersInProgress: null,
      newOrderRequests: null,
      openDisputes: null,
      reviewsCount: null,
    });
    expect(decoder(learningSteps)(specOnly(steps))).toEqual({ steps: [] });
  });

  it('garbage decodes to the defaults without throwing; unknown steps are left out', () => {
    for (const value of GARBAGE) {
      expect(decoder(dashboardStatistics)(value).ordersCount).toBeNull();
      expect(decoder(dashboardInfo)(value).storeName).toBeNull();
      expect(decoder(learningSteps)(value)).toEqual({ steps: [] });
    }
    expect(decoder(dashboardStatistics)({ ordersCount: '12', salesTotal: 'много' })).toMatchObject({
      ordersCount: 12,
      salesTotal: null,
    });
    expect(
      decoder(learningSteps)({
        steps: [{ key: 'newStep', done: true }, { key: 'promotion', done: 'true' }, null],
      }),
    ).toEqual({ steps: [{ key: 'promotion', done: true, doneAt: null }] });
  });
});
