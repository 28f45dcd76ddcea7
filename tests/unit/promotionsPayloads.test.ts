import { describe, expect, it } from 'vitest';
import type { HighlightCandidate } from '../../src/api/promotions';
import {
  advertStatusOf,
  buildHighlightCandidatesBody,
  buildHighlightListBody,
  buildMakeHighlightBody,
  buildMakeTopBody,
  buildTopListBody,
  canHighlight,
  highlightLabelOf,
  isLabelTaken,
} from '../../src/api/promotionsPayloads';
import { periodOptionText, totalText } from '../../src/components/promotion/periodText';
import {
  factorPercent,
  knownSuggestions,
  SUGGESTION_TARGETS,
} from '../../src/resources/search-optimization/suggestions';

describe('highlight and top list bodies', () => {
  it('sends every key of HighlightedProducts, empty filters null, 10 a page', () => {
    expect(buildHighlightListBody({ sellerId: 7 })).toEqual({
      sellerId: 7,
      label: null,
      status: null,
      pagination: { page: 1, pageSize: 10 },
    });
    expect(buildHighlightListBody({ sellerId: 7, label: '3', status: 1, page: 2, pageSize: 10 })).toEqual({
      sellerId: 7,
      label: 3,
      status: 1,
      pagination: { page: 2, pageSize: 10 },
    });
  });

  it('TopProducts has no label key', () => {
    expect(buildTopListBody({ sellerId: 7, label: 2, status: '5' })).toEqual({
      sellerId: 7,
      status: 5,
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it.each([0, 6, '', ' ', 'abc', -1, 2.5, null, undefined])('ignores the label or status %s', (value) => {
    expect(highlightLabelOf(value)).toBeNull();
    expect(advertStatusOf(value)).toBeNull();
  });
});

describe('ProductsForHighlighting flags', () => {
  it.each([
    [1, 'forNew'],
    [2, 'forDiscount'],
    [3, 'forSale'],
    [4, 'forTop'],
    [5, 'forFreeDelivery'],
  ] as const)('label %s sets only %s', (label, flag) => {
    const body = buildHighlightCandidatesBody(7, label);
    expect(body.sellerId).toBe(7);
    const set = Object.entries(body).filter(([key, value]) => key !== 'sellerId' && value === true);
    expect(set).toEqual([[flag, true]]);
    expect(Object.keys(body).sort()).toEqual([
      'forDiscount',
      'forFreeDelivery',
      'forNew',
      'forSale',
      'forTop',
      'sellerId',
    ]);
  });

  it('no label asks for any label (all flags false)', () => {
    expect(buildHighlightCandidatesBody(7, null)).toEqual({
      sellerId: 7,
      forNew: false,
      forDiscount: false,
      forSale: false,
      forFreeDelivery: false,
      forTop: false,
    });
  });

  it('only a non-eligible label blocks a candidate; a taken one is a hint', () => {
    const candidate: HighlightCandidate = {
      productId: 1,
      productName: 'Дрель',
      productImage: null,
      productTypeId: 1,
      rating: 4.5,
      eligibleLabels: [2, 3, 4],
      takenLabels: [3],
    };
    expect([canHighlight(candidate, 2), isLabelTaken(candidate, 2)]).toEqual([true, false]);
    expect([canHighlight(candidate, 3), isLabelTaken(candidate, 3)]).toEqual([true, true]);
    expect([canHighlight(candidate, 5), isLabelTaken(candidate, 5)]).toEqual([false, false]);
  });

  it('without eligibleLabels (a server that leaves them out) every label is offered', () => {
    expect(canHighlight({ eligibleLabels: null }, 5)).toBe(true);
    expect(isLabelTaken({ takenLabels: [] }, 5)).toBe(false);
  });
});

describe('purchase bodies', () => {
  it('MakeProductAsHighlight and MakeProductAsTop carry exactly the contract keys', () => {
    expect(buildMakeHighlightBody(12, 1, 2)).toEqual({ productId: 12, periodId: 1, label: 2 });
    expect(buildMakeTopBody(12, 4)).toEqual({ productId: 12, periodId: 4 });
  });

  it('refuses a product or period that is not a positive whole number', () => {
    expect(() => buildMakeTopBody(0, 1)).toThrow();
    expect(() => buildMakeHighlightBody(3, Number.NaN, 1)).toThrow();
  });
});

describe('period and price display (spec section 9)', () => {
  it.each([
    [{ daysCount: 7, price: 490 }, '7 дней — 490,00 руб.'],
    [{ daysCount: 3, price: 1490.5 }, '3 дня — 1 490,50 руб.'],
    [{ daysCount: 1, price: 99 }, '1 день — 99,00 руб.'],
    [{ daysCount: 21, price: 2100 }, '21 день — 2 100,00 руб.'],
    [{ daysCount: 14, price: 890 }, '14 дней — 890,00 руб.'],
  ])('%o reads %s', (period, text) => {
    expect(periodOptionText(period)).toBe(text);
  });

  it('the total is the chosen period price', () => {
    expect(totalText({ price: 1290 })).toBe('Итого: 1 290,00 руб.');
    expect(totalText(null)).toBe('Итого: —');
  });

  it('a period whose reply left out its days or price writes ----', () => {
    expect(periodOptionText({ daysCount: null, price: null })).toBe('---- — ----');
    expect(totalText({ price: null })).toBe('Итого: ----');
  });
});

describe("'Выдача товара' suggestions", () => {
  it('link each code to the screen that fixes it', () => {
    expect(SUGGESTION_TARGETS.buyHighlight(12)).toBe('/marketing/highlights/add?productId=12');
    expect(SUGGESTION_TARGETS.buyTop(12)).toBe('/marketing/top/add?productId=12');
    expect(SUGGESTION_TARGETS.completeCard(12)).toBe('/products/edit/12');
    expect(SUGGESTION_TARGETS.freeDelivery(12)).toBe('/products/edit/12');
    expect(SUGGESTION_TARGETS.addReviews(12)).toBe('/reviews');
  });

  it('keeps known codes only and clamps factors to whole percents', () => {
    expect(knownSuggestions(['buyTop', 'toString', 'unknownCode', 'completeCard'])).toEqual([
      'buyTop',
      'completeCard',
    ]);
    expect([factorPercent(0.666), factorPercent(1.4), factorPercent(-1), factorPercent(Number.NaN)]).toEqual([
      67, 100, 0, 0,
    ]);
  });
});
