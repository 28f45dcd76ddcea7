import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../src/api/coupons';
import {
  buildCouponListBody,
  couponDisableBodyOf,
  couponFormValuesOf,
  couponInputOf,
  couponUpdateBodyOf,
  emptyCouponValues,
  parseDecimal,
} from '../../src/api/couponsPayloads';

const stored: Coupon = {
  id: 40,
  code: 'TOOLS-500',
  discountType: 2,
  discountValue: 500.5,
  minOrderAmount: 3000,
  validFrom: '2026-03-01',
  validTo: '2026-04-30',
  usageLimit: 200,
  usageCount: 12,
  marketType: 1,
  productIds: [101, 102],
  categoryIds: [5],
  isActive: true,
  status: 'active',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('GetCoupones body', () => {
  it('sends every key, empty filters as null, 10 rows a page', () => {
    expect(buildCouponListBody({ sellerId: 7 })).toEqual({
      sellerId: 7,
      status: null,
      code: null,
      marketType: null,
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('keeps a known status, the code trimmed and upper-cased, the market as a number', () => {
    expect(
      buildCouponListBody({
        sellerId: 7,
        status: 'usedUp',
        code: ' sale ',
        marketType: '2',
        page: 3,
        pageSize: 10,
      }),
    ).toEqual({
      sellerId: 7,
      status: 'usedUp',
      code: 'SALE',
      marketType: 2,
      pagination: { page: 3, pageSize: 10 },
    });
  });

  it('drops an unknown status or market and a blank code', () => {
    expect(buildCouponListBody({ sellerId: 7, status: 'paid', code: '   ', marketType: 3 })).toMatchObject({
      status: null,
      code: null,
      marketType: null,
    });
  });
});

describe('coupon form -> wire', () => {
  it('reads amounts with a decimal comma and spaces; an empty limit is unlimited', () => {
    expect(parseDecimal('1 500,50')).toBe(1500.5);
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    const values = {
      ...emptyCouponValues('2026-03-18', '2026-04-17'),
      code: ' spring-26 ',
      discountValue: '15',
      minOrderAmount: '',
      productIds: [101, 101, 102],
    };
    expect(couponInputOf(values)).toEqual({
      code: 'SPRING-26',
      discountType: 1,
      discountValue: 15,
      minOrderAmount: 0,
      validFrom: '2026-03-18',
      validTo: '2026-04-17',
      usageLimit: null,
      marketType: 1,
      productIds: [101, 102],
      categoryIds: [],
      isActive: true,
    });
  });

  it('a stored coupon round-trips through the form; reactivate only when agreed', () => {
    const values = couponFormValuesOf(stored);
    expect(values.discountValue).toBe('500,5');
    expect(values.usageLimit).toBe('200');
    const { id, usageCount: _u, status: _s, createdAt: _c, updatedAt: _d, ...input } = stored;
    expect(couponUpdateBodyOf(id, values, false)).toEqual({ id, ...input });
    expect(couponUpdateBodyOf(id, values, true)).toEqual({ id, ...input, reactivate: true });
  });

  it('disabling sends the stored coupon unchanged but switched off', () => {
    const { usageCount: _u, status: _s, createdAt: _c, updatedAt: _d, ...body } = stored;
    expect(couponDisableBodyOf(stored)).toEqual({ ...body, isActive: false });
  });
});

describe('a coupon whose reply left out our fields (issue 26)', () => {
  const bare: Coupon = {
    id: 7,
    code: null,
    discountType: null,
    discountValue: null,
    minOrderAmount: null,
    validFrom: null,
    validTo: null,
    usageLimit: null,
    usageCount: null,
    marketType: null,
    productIds: [],
    categoryIds: [],
    isActive: null,
    status: 'disabled',
    createdAt: null,
    updatedAt: null,
  };

  it('opens the form with those fields empty and the switch as the status says', () => {
    expect(couponFormValuesOf(bare)).toEqual({
      code: '',
      discountType: 1,
      discountValue: '',
      minOrderAmount: '',
      validFrom: '',
      validTo: '',
      usageLimit: '',
      marketType: 1,
      productIds: [],
      categoryIds: [],
      isActive: false,
    });
    expect(couponFormValuesOf({ ...bare, status: null }).isActive).toBe(true);
  });
});
