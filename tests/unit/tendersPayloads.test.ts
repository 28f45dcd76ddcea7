import { describe, expect, it } from 'vitest';
import {
  buildTenderFilterBody,
  buildTenderProposalFilterBody,
  compareOffer,
  initialProposalValues,
  offerFiguresOf,
  offerTotal,
  productsForTender,
  proposalFigures,
  suggestedPrice,
  toTenderProposalBody,
  type TenderProposalFormValues,
  type TenderTerms,
} from '../../src/api/tendersPayloads';
import type { TenderProductOption } from '../../src/api/tenders';

describe('GetAllTenders body', () => {
  it('sends every key, empty filters as null, deadline ascending, page size 12', () => {
    expect(buildTenderFilterBody({ sellerId: 7 })).toEqual({
      sellerId: 7,
      searchValue: null,
      productCategoryId: null,
      countryId: null,
      statusId: null,
      onlyNew: null,
      lastVisitDate: null,
      withoutMyProposal: null,
      dateFrom: null,
      dateTo: null,
      column: 'deadline',
      sortByAscending: true,
      pagination: { page: 1, pageSize: 12 },
    });
  });

  it('passes the chosen filters, Moscow days and the stored last visit', () => {
    expect(
      buildTenderFilterBody({
        sellerId: 7,
        searchValue: '  кабель ',
        productCategoryId: '14',
        countryId: 1,
        statusId: '3',
        onlyNew: true,
        withoutMyProposal: 'true',
        lastVisitDate: '2026-11-20T09:00:00.000Z',
        dateFrom: '2026-11-01',
        // 22:30 UTC is already the next day in Moscow
        dateTo: '2026-11-30T22:30:00Z',
        page: 2,
        pageSize: 12,
        sortField: 'budgetPerUnit',
        ascending: false,
      }),
    ).toEqual({
      sellerId: 7,
      searchValue: 'кабель',
      productCategoryId: 14,
      countryId: 1,
      statusId: 3,
      onlyNew: true,
      lastVisitDate: '2026-11-20T09:00:00.000Z',
      withoutMyProposal: true,
      dateFrom: '2026-11-01',
      dateTo: '2026-12-01',
      column: 'budget',
      sortByAscending: false,
      pagination: { page: 2, pageSize: 12 },
    });
  });

  it.each([
    ['countryId', -1],
    ['countryId', 0],
    ['statusId', 0],
    ['statusId', ''],
    ['productCategoryId', 'abc'],
  ])('%s %j is no filter (null)', (key, value) => {
    const body = buildTenderFilterBody({ sellerId: 7, [key]: value });
    expect(body[key as 'countryId']).toBeNull();
  });

  it('unchecked boxes and an unreadable last visit are null', () => {
    const body = buildTenderFilterBody({
      sellerId: 7,
      onlyNew: false,
      withoutMyProposal: 'false',
      lastVisitDate: 'вчера',
    });
    expect([body.onlyNew, body.withoutMyProposal, body.lastVisitDate]).toEqual([null, null, null]);
  });

  it.each([
    ['deadline', 'deadline'],
    ['publishDate', 'publishDate'],
    ['budgetPerUnit', 'budget'],
    ['quantity', 'quantity'],
    ['title', 'deadline'],
    [undefined, 'deadline'],
  ])('sort field %s is column %s', (sortField, column) => {
    expect(buildTenderFilterBody({ sellerId: 7, sortField }).column).toBe(column);
  });
});

describe('GetTenderProposalsByFilter body', () => {
  it('sends every key, empty filters as null, the tender deadline ascending', () => {
    expect(buildTenderProposalFilterBody({ sellerId: 7 })).toEqual({
      sellerId: 7,
      statusId: null,
      tenderStatusId: null,
      searchValue: null,
      dateFrom: null,
      dateTo: null,
      column: 'deadline',
      sortByAscending: true,
      pagination: { page: 1, pageSize: 12 },
    });
  });

  it('maps the list sort fields and passes the filters', () => {
    expect(
      buildTenderProposalFilterBody({
        sellerId: 7,
        statusId: '4',
        tenderStatusId: 1,
        searchValue: 'трубы',
        dateFrom: '2026-10-01',
        sortField: 'totalAmount',
        ascending: false,
      }),
    ).toMatchObject({
      statusId: 4,
      tenderStatusId: 1,
      searchValue: 'трубы',
      dateFrom: '2026-10-01',
      dateTo: null,
      column: 'totalAmount',
      sortByAscending: false,
    });
    expect(buildTenderProposalFilterBody({ sellerId: 7, sortField: 'creationDate' }).column).toBe(
      'creationDate',
    );
    expect(buildTenderProposalFilterBody({ sellerId: 7, sortField: 'tenderDeadline' }).column).toBe(
      'deadline',
    );
  });
});

const product = (
  id: number,
  categoryId: number,
  overrides: Partial<TenderProductOption> = {},
): TenderProductOption => ({
  id,
  productName: `Товар ${id}`,
  vendoreCode: `A-${id}`,
  categoryId,
  categoryName: `Категория ${categoryId}`,
  measureUnit: 'шт.',
  minPrice: 100,
  maxPrice: 120,
  quantity: 50,
  image: null,
  ...overrides,
});

describe('the proposal form', () => {
  const tender = { id: 31, quantity: 500, shippingMethodId: 1 as const };

  it('starts with the tender quantity; delivery 0 when the buyer collects', () => {
    expect(initialProposalValues(tender)).toEqual({
      productId: null,
      pricePerUnit: '',
      quantity: '500',
      deliveryDays: '',
      deliveryAmount: '',
      comment: '',
    });
    expect(initialProposalValues({ ...tender, shippingMethodId: 2 }).deliveryAmount).toBe('0');
  });

  it('a picked product suggests its lowest wholesale price', () => {
    expect(suggestedPrice({ minPrice: 95.5, maxPrice: 120 })).toBe('95.5');
    expect(suggestedPrice({ minPrice: null, maxPrice: 120 })).toBe('120');
    expect(suggestedPrice({ minPrice: null, maxPrice: null })).toBe('');
  });

  it('lists the products of the tender category first, each group in its order', () => {
    const ordered = productsForTender([product(1, 5), product(2, 9), product(3, 5), product(4, 9)], 9);
    expect(ordered.map((p) => p.id)).toEqual([2, 4, 1, 3]);
  });

  const values: TenderProposalFormValues = {
    productId: 12,
    pricePerUnit: '1 250,5',
    quantity: ' 480 ',
    deliveryDays: '14',
    deliveryAmount: '3000',
    comment: '  Отгрузка со склада в Екатеринбурге  ',
  };

  it('builds the CreateTenderProposal body from the typed values', () => {
    expect(toTenderProposalBody(tender, values)).toEqual({
      tenderId: 31,
      productId: 12,
      pricePerUnit: 1250.5,
      quantity: 480,
      deliveryDays: 14,
      deliveryAmount: 3000,
      comment: 'Отгрузка со склада в Екатеринбурге',
    });
  });

  it('sends delivery 0 when the buyer collects and a blank comment as null', () => {
    const body = toTenderProposalBody({ ...tender, shippingMethodId: 2 }, { ...values, comment: '  ' });
    expect(body.deliveryAmount).toBe(0);
    expect(body.comment).toBeNull();
  });
});

describe('the comparison of an offer with the tender terms', () => {
  const terms: TenderTerms = {
    budgetPerUnit: 1000,
    budgetTotal: 500_000,
    quantity: 500,
    deliveryDays: 20,
    shippingMethodId: 1,
  };

  it('an offer above the budget: price and total outside, with rubles and %', () => {
    const comparison = compareOffer(
      { pricePerUnit: 1100, quantity: 500, deliveryDays: 14, deliveryAmount: 5000 },
      terms,
    );
    expect(comparison.pricePerUnit).toEqual({
      offer: 1100,
      wanted: 1000,
      difference: { amount: 100, percent: 10 },
      verdict: 'outside',
    });
    expect(comparison.total).toEqual({
      offer: 555_000,
      wanted: 500_000,
      difference: { amount: 55_000, percent: 11 },
      verdict: 'outside',
    });
    expect(comparison.quantity.verdict).toBe('within');
    expect(comparison.deliveryDays).toMatchObject({ difference: { amount: -6 }, verdict: 'within' });
    expect(comparison.delivery).toEqual({ shippingMethodId: 1, amount: 5000, verdict: 'within' });
  });

  it('an offer within the budget, fewer units and a longer lead time', () => {
    const comparison = compareOffer(
      { pricePerUnit: 937.5, quantity: 400, deliveryDays: 25, deliveryAmount: 0 },
      terms,
    );
    expect(comparison.pricePerUnit).toMatchObject({
      difference: { amount: -62.5, percent: -6.3 },
      verdict: 'within',
    });
    expect(comparison.total).toMatchObject({ offer: 375_000, verdict: 'within' });
    expect(comparison.quantity).toMatchObject({
      difference: { amount: -100, percent: -20 },
      verdict: 'outside',
    });
    expect(comparison.deliveryDays).toMatchObject({ difference: { amount: 5 }, verdict: 'outside' });
  });

  it('figures at the limits are within the terms', () => {
    const comparison = compareOffer(
      { pricePerUnit: 1000, quantity: 500, deliveryDays: 20, deliveryAmount: 0 },
      terms,
    );
    expect(
      [comparison.pricePerUnit, comparison.total, comparison.quantity, comparison.deliveryDays].map(
        (row) => row.verdict,
      ),
    ).toEqual(['within', 'within', 'within', 'within']);
  });

  it('a delivery cost where the buyer collects is outside the terms', () => {
    const collect = { ...terms, shippingMethodId: 2 as const };
    const offer = { pricePerUnit: 1000, quantity: 500, deliveryDays: 20, deliveryAmount: 100 };
    expect(compareOffer(offer, collect).delivery.verdict).toBe('outside');
    expect(compareOffer({ ...offer, deliveryAmount: 0 }, collect).delivery.verdict).toBe('within');
  });

  it('figures the form does not hold yet are unknown, and so is the total', () => {
    const comparison = compareOffer(
      offerFiguresOf(
        {
          productId: null,
          pricePerUnit: '',
          quantity: '500',
          deliveryDays: 'abc',
          deliveryAmount: '',
          comment: '',
        },
        { shippingMethodId: 1 },
      ),
      terms,
    );
    expect(comparison.pricePerUnit).toEqual({
      offer: null,
      wanted: 1000,
      difference: null,
      verdict: 'unknown',
    });
    expect(comparison.total.verdict).toBe('unknown');
    expect(comparison.quantity.verdict).toBe('within');
    expect(comparison.deliveryDays.verdict).toBe('unknown');
    expect(comparison.delivery.verdict).toBe('unknown');
  });

  it('reads the form: comma decimals, delivery 0 when the buyer collects, 0 units is not an offer', () => {
    expect(
      offerFiguresOf(
        {
          productId: 1,
          pricePerUnit: '99,90',
          quantity: '0',
          deliveryDays: '7',
          deliveryAmount: '',
          comment: '',
        },
        { shippingMethodId: 2 },
      ),
    ).toEqual({ pricePerUnit: 99.9, quantity: null, deliveryDays: 7, deliveryAmount: 0 });
  });

  it('the total is quantity × price + delivery in kopecks; a sent proposal compares the same way', () => {
    expect(offerTotal({ pricePerUnit: 0.1, quantity: 3, deliveryDays: 1, deliveryAmount: 0.2 })).toBe(0.5);
    const sent = {
      pricePerUnit: 990,
      quantity: 500,
      deliveryDays: 10,
      deliveryAmount: 0,
      totalAmount: 495_000,
    };
    expect(compareOffer(proposalFigures(sent), terms).total.offer).toBe(sent.totalAmount);
  });
});
