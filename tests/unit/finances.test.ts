import { describe, expect, it } from 'vitest';
import {
  ALL_STATUSES,
  buildFinanceFilterBody,
  fieldByEnding,
  decodeRetailFinanceTotals,
  decodeRetailFinances,
  decodeWholesaleFinances,
  retailSortColumn,
  safeDealStatusKey,
  squeezeKey,
  wholesaleSortColumn,
  type FinanceBodyOptions,
} from '../../src/api/finances';
import { filterDay } from '../../src/api/list';
import { formatMoneyOrDash } from '../../src/components/format';
import { formatPercent } from '../../src/resources/finances/cells';
import { safeInvoiceHref } from '../../src/resources/finances/invoiceHref';
import { buyerNameValidator, orderIdValidator } from '../../src/resources/finances/financeFilters';
import { t } from '../../src/i18n';

const options: FinanceBodyOptions = {
  sellerId: 7,
  page: 1,
  pageSize: 10,
  column: 'id',
  sortByAscending: false,
};

describe('buildFinanceFilterBody', () => {
  it('sends every key, null for every empty value (the brand prefix on the safe-deal key)', () => {
    const body = buildFinanceFilterBody({}, options);
    expect(body).toEqual({
      sellerId: 7,
      orderId: null,
      orderStatusId: null,
      buyerName: null,
      MarketSafeDealStatusId: null,
      orderCreationDateFrom: null,
      orderCreationDateTo: null,
      column: 'id',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 10 },
    });
    expect(Object.keys(body)).toHaveLength(10);
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('treats blank strings, undefined and null as empty', () => {
    const body = buildFinanceFilterBody(
      {
        orderId: '  ',
        buyerName: '   ',
        orderStatusId: '',
        safeDealStatusId: null,
        dateFrom: '',
        dateTo: undefined,
      },
      options,
    );
    expect(body.orderId).toBeNull();
    expect(body.buyerName).toBeNull();
    expect(body.orderStatusId).toBeNull();
    expect(body[safeDealStatusKey()]).toBeNull();
    expect(body.orderCreationDateFrom).toBeNull();
    expect(body.orderCreationDateTo).toBeNull();
  });

  it("maps 'all statuses' and order status 0 to null, keeps 100 ('Доставлен') and real ids", () => {
    expect(buildFinanceFilterBody({ orderStatusId: ALL_STATUSES }, options).orderStatusId).toBeNull();
    expect(buildFinanceFilterBody({ orderStatusId: 0 }, options).orderStatusId).toBeNull();
    expect(buildFinanceFilterBody({ orderStatusId: '0' }, options).orderStatusId).toBeNull();
    expect(buildFinanceFilterBody({ orderStatusId: 100 }, options).orderStatusId).toBe(100);
    expect(buildFinanceFilterBody({ orderStatusId: '100' }, options).orderStatusId).toBe(100);
    expect(buildFinanceFilterBody({ orderStatusId: 24 }, options).orderStatusId).toBe(24);
    expect(
      buildFinanceFilterBody({ safeDealStatusId: ALL_STATUSES }, options)[safeDealStatusKey()],
    ).toBeNull();
    expect(buildFinanceFilterBody({ safeDealStatusId: 3 }, options)[safeDealStatusKey()]).toBe(3);
    expect(buildFinanceFilterBody({ safeDealStatusId: '4' }, options)[safeDealStatusKey()]).toBe(4);
    expect(buildFinanceFilterBody({ safeDealStatusId: 9 }, options)[safeDealStatusKey()]).toBeNull();
  });

  it('sends the order number as a number and the buyer name trimmed', () => {
    const body = buildFinanceFilterBody({ orderId: ' 0012345 ', buyerName: '  Иванов ' }, options);
    expect(body.orderId).toBe(12345);
    expect(body.buyerName).toBe('Иванов');
    expect(buildFinanceFilterBody({ orderId: 77 }, options).orderId).toBe(77);
    expect(buildFinanceFilterBody({ orderId: '-5' }, options).orderId).toBeNull();
    expect(buildFinanceFilterBody({ orderId: '12a' }, options).orderId).toBeNull();
  });

  it('sends the days as yyyy-MM-dd (from strings or dates)', () => {
    const body = buildFinanceFilterBody(
      { dateFrom: '2026-03-01', dateTo: new Date(2026, 2, 31, 23, 59) },
      options,
    );
    expect(body.orderCreationDateFrom).toBe('2026-03-01');
    expect(body.orderCreationDateTo).toBe('2026-03-31');
    expect(filterDay('2026-03-05T10:30:00.000Z')).toBe('2026-03-05');
    expect(filterDay('not a date')).toBeNull();
    expect(filterDay('2026-13-45')).toBeNull();
  });

  it('carries sellerId, the page and the sort exactly as given', () => {
    const body = buildFinanceFilterBody(
      { orderStatusId: 100 },
      {
        sellerId: 3,
        page: 4,
        pageSize: 10,
        column: wholesaleSortColumn('percentage'),
        sortByAscending: true,
      },
    );
    expect(body).toMatchObject({
      sellerId: 3,
      orderStatusId: 100,
      column: 'MarketPercentage',
      sortByAscending: true,
      pagination: { page: 4, pageSize: 10 },
    });
  });
});

describe('sort columns', () => {
  it('maps the wholesale view-model fields back to the contract column names', () => {
    expect(wholesaleSortColumn('id')).toBe('id');
    expect(wholesaleSortColumn('orderId')).toBe('orderId');
    expect(wholesaleSortColumn('invoiceNumber')).toBe('invoiceNumber');
    expect(wholesaleSortColumn('orderCreationDate')).toBe('orderCreationDate');
    expect(wholesaleSortColumn('buyerName')).toBe('buyerName');
    expect(wholesaleSortColumn('totalFromBuyer')).toBe('totalAmountForTheOrderFromBuyer');
    expect(wholesaleSortColumn('percentage')).toBe('MarketPercentage');
    expect(wholesaleSortColumn('ndsPrice')).toBe('ndsPrice');
    expect(wholesaleSortColumn('paymentToTheSeller')).toBe('paymentToTheSeller');
    expect(wholesaleSortColumn('orderStatusId')).toBe('orderStatusId');
    expect(wholesaleSortColumn('safeDealStatusId')).toBe('MarketSafeDealStatusId');
  });

  it('falls back to id for an unknown or missing field', () => {
    expect(wholesaleSortColumn(undefined)).toBe('id');
    expect(wholesaleSortColumn('toString')).toBe('id');
    expect(wholesaleSortColumn('invoicePath')).toBe('id');
    expect(retailSortColumn('commission')).toBe('id');
  });

  it('maps the retail fields to the wholesale column names of the same meaning', () => {
    expect(retailSortColumn('creationDate')).toBe('orderCreationDate');
    expect(retailSortColumn('amount')).toBe('totalAmountForTheOrderFromBuyer');
    expect(retailSortColumn('statusId')).toBe('orderStatusId');
    expect(retailSortColumn('safeDealStatusId')).toBe('MarketSafeDealStatusId');
  });
});

/** The Russian message of a validator's result, as the filter input shows it. */
const shown = (key: ReturnType<typeof orderIdValidator>) => (key === undefined ? undefined : t(key));

describe('finance filter validators', () => {
  it('accept empty filters and an order number of up to 7 digits', () => {
    for (const orderId of [undefined, null, '', '1', '9999999', 1234567, '0']) {
      expect(orderIdValidator(orderId), String(orderId)).toBeUndefined();
    }
  });

  it('refuse 8 digits', () => {
    expect(shown(orderIdValidator('12345678'))).toBe('Номер заказа может содержать не более 7 цифр');
  });

  it('refuse negative numbers, letters, signs and decimals', () => {
    for (const orderId of ['-1', '-1234', '12a', 'abc', '+5', '1.5', '1e3', '12 3', '١٢']) {
      expect(shown(orderIdValidator(orderId)), orderId).toBe('Номер заказа может содержать только цифры');
    }
  });

  it('accept a buyer name of 20 characters and refuse 21', () => {
    expect(buyerNameValidator('Б'.repeat(20))).toBeUndefined();
    expect(buyerNameValidator(`  ${'Б'.repeat(20)}  `)).toBeUndefined();
    expect(shown(buyerNameValidator('Б'.repeat(21)))).toBe(
      'Имя покупателя может содержать не более 20 символов',
    );
  });
});

describe('name endings', () => {
  it('collapses repeated letters and ignores case', () => {
    expect(squeezeKey('MarketSafeDeallStatusId')).toBe('marketsafedealstatusid');
    expect(squeezeKey('MarkettSafeDealStatusId')).toBe('marketsafedealstatusid');
    expect(squeezeKey('MarketCommissionPrice')).toBe(squeezeKey('marketComissionPrice'));
  });

  it('finds the brand spelling first, then any spelling with the same ending', () => {
    expect(fieldByEnding({ MarketSafeDealStatusId: 1, OtherSafeDealStatusId: 2 }, 'SafeDealStatusId')).toBe(
      1,
    );
    expect(fieldByEnding({ OtherSafeDealStatusId: 2 }, 'SafeDealStatusId')).toBe(2);
    expect(fieldByEnding({ marketsafedealstatusid: 3 }, 'SafeDealStatusId')).toBe(3);
    expect(
      fieldByEnding({ MarketSafeDealStatusId: null, MarketSafeDeallStatusId: 4 }, 'SafeDealStatusId'),
    ).toBe(4);
    expect(fieldByEnding({ orderStatusId: 5 }, 'SafeDealStatusId')).toBeUndefined();
  });
});

const readingA = {
  orderId: 1501,
  invoiceNumber: 'СЧ-1501',
  orderCreationDate: '2026-03-05T10:30:00',
  buyerName: 'ООО «Вектор»',
  MarketPercentage: 5,
  invoicePath: '/seller/invoices/1501.pdf',
  totalAmountForTheOrderFromBuyer: 123456.5,
  paymentToTheSeller: 117283.68,
  orderStatusId: 7,
  MarketSafeDealStatusId: 2,
  ndsPrice: 20576.08,
};

const readingB = {
  id: 88,
  orderId: 1502,
  invoiceNumber: 1502,
  invoicePath: 'https://cdn.example.ru/invoices/1502.pdf',
  orderCreationDate: '2026-03-06T08:00:00',
  buyerName: 'ИП Петров',
  ndsPrice: 1000,
  buyerAmount: 6000,
  payment: null,
  MarketPercentage: 7.5,
  orderStatusId: 24,
  MarketSafeDeallStatusId: 3,
};

describe('decodeWholesaleFinances', () => {
  const data = {
    totalAmountOfOrders: 129456.5,
    amountFromSales: 117283.68,
    nowReserved: 0,
    refunds: 6000,
    MarketComissionPrice: 6172.82,
    pageCount: 3,
    MarketSafeDealWholesaleOrders: { results: [readingA, readingB], pageCount: 3, rowCount: 25 },
  };

  it('reads the summary, the page count, the row count', () => {
    const reply = decodeWholesaleFinances(data);
    expect(reply.summary).toEqual({
      totalAmountOfOrders: 129456.5,
      amountFromSales: 117283.68,
      nowReserved: 0,
      refunds: 6000,
      commission: 6172.82,
    });
    expect(reply.pageCount).toBe(3);
    expect(reply.rowCount).toBe(25);
  });

  it('normalises reading A', () => {
    expect(decodeWholesaleFinances(data).rows[0]).toEqual({
      id: 1501,
      orderId: 1501,
      invoiceNumber: 'СЧ-1501',
      invoicePath: '/seller/invoices/1501.pdf',
      orderCreationDate: '2026-03-05T10:30:00',
      buyerName: 'ООО «Вектор»',
      percentage: 5,
      totalFromBuyer: 123456.5,
      ndsPrice: 20576.08,
      paymentToTheSeller: 117283.68,
      orderStatusId: 7,
      safeDealStatusId: 2,
    });
  });

  it('normalises reading B (its own id, buyerAmount, payment, the doubled-letter safe-deal key)', () => {
    expect(decodeWholesaleFinances(data).rows[1]).toEqual({
      id: 88,
      orderId: 1502,
      invoiceNumber: '1502',
      invoicePath: 'https://cdn.example.ru/invoices/1502.pdf',
      orderCreationDate: '2026-03-06T08:00:00',
      buyerName: 'ИП Петров',
      percentage: 7.5,
      totalFromBuyer: 6000,
      ndsPrice: 1000,
      paymentToTheSeller: null,
      orderStatusId: 24,
      safeDealStatusId: 3,
    });
  });

  it('reads both safe-deal spellings, another brand and other cases of the list and the commission', () => {
    const reply = decodeWholesaleFinances({
      OtherComissionPrice: 10,
      othersafedealwholesaleorders: {
        results: [
          { orderId: 1, MarkettSafeDealStatusId: 1 },
          { orderId: 2, MarketSafeDealStatusId: 4 },
          { orderId: 3, OtherSafeDeallStatusId: 2 },
        ],
        pageCount: 1,
      },
    });
    expect(reply.rows.map((row) => row.safeDealStatusId)).toEqual([1, 4, 2]);
    expect(reply.summary.commission).toBe(10);
    expect(reply.rowCount).toBeNull();
  });

  it('shows money with "руб." and a missing payment as "----" through the view model', () => {
    const [a, b] = decodeWholesaleFinances(data).rows;
    expect(formatMoneyOrDash(a?.totalFromBuyer)).toBe('123 456,50 руб.');
    expect(formatMoneyOrDash(a?.paymentToTheSeller)).toBe('117 283,68 руб.');
    expect(formatMoneyOrDash(a?.ndsPrice)).toBe('20 576,08 руб.');
    expect(formatMoneyOrDash(b?.totalFromBuyer)).toBe('6 000,00 руб.');
    expect(formatMoneyOrDash(b?.paymentToTheSeller)).toBe('----');
    expect(formatPercent(a?.percentage)).toBe('5 %');
    expect(formatPercent(b?.percentage)).toBe('7,5 %');
    expect(formatPercent(null)).toBe('----');
  });

  it('accepts amounts as numeric strings and survives an empty or odd reply', () => {
    const reply = decodeWholesaleFinances({
      MarketSafeDealWholesaleOrders: { results: [{ orderId: '5', buyerAmount: '10.5' }] },
    });
    expect(reply.rows[0]).toMatchObject({
      id: 5,
      orderId: 5,
      totalFromBuyer: 10.5,
      paymentToTheSeller: null,
    });
    expect(reply.pageCount).toBe(1);
    expect(decodeWholesaleFinances(null)).toEqual({
      summary: {
        totalAmountOfOrders: null,
        amountFromSales: null,
        nowReserved: null,
        refunds: null,
        commission: null,
      },
      rows: [],
      pageCount: 1,
      rowCount: null,
    });
  });
});

describe('garbage', () => {
  it.each([null, 'строка', [1], 42, { results: 'нет', MarketSafeDealWholesaleOrders: [null, 7] }])(
    '%j decodes without throwing',
    (data) => {
      expect(decodeWholesaleFinances(data).pageCount).toBe(1);
      expect(decodeRetailFinances(data).pageCount).toBe(1);
      expect(decodeRetailFinanceTotals(data).commission).toBeNull();
    },
  );
});

describe('retail readers', () => {
  it('reads the rows, page count and row count', () => {
    const reply = decodeRetailFinances({
      results: [
        {
          id: 31,
          creationDate: '2026-02-01T12:00:00',
          buyerName: 'Анна',
          amount: 2500,
          paymentToTheSeller: 2375,
          commission: 125,
          statusId: 5,
          MarketSafeDealStatusId: 2,
        },
        {
          id: 32,
          amount: 900,
          paymentToTheSeller: null,
          commission: null,
          statusId: 6,
          MarketSafeDeallStatusId: 3,
        },
      ],
      pageCount: 2,
      rowCount: 11,
    });
    expect(reply.pageCount).toBe(2);
    expect(reply.rowCount).toBe(11);
    expect(reply.rows[0]).toEqual({
      id: 31,
      creationDate: '2026-02-01T12:00:00',
      buyerName: 'Анна',
      amount: 2500,
      paymentToTheSeller: 2375,
      commission: 125,
      statusId: 5,
      safeDealStatusId: 2,
    });
    expect(reply.rows[1]).toMatchObject({ id: 32, paymentToTheSeller: null, safeDealStatusId: 3 });
    expect(formatMoneyOrDash(reply.rows[1]?.paymentToTheSeller)).toBe('----');
  });

  it('reads the totals', () => {
    expect(
      decodeRetailFinanceTotals({
        totalAmountOfOrders: 3400,
        amountFromSales: 2375,
        nowReserved: 0,
        refunds: 900,
        MarketComissionPrice: 125,
        ordersCount: 2,
      }),
    ).toEqual({
      totalAmountOfOrders: 3400,
      amountFromSales: 2375,
      nowReserved: 0,
      refunds: 900,
      commission: 125,
      ordersCount: 2,
    });
  });
});

describe('safeInvoiceHref', () => {
  const origin = 'https://seller.market.example';

  it('opens http(s) addresses and same-origin paths', () => {
    expect(safeInvoiceHref('/seller/invoices/12.pdf', origin)).toBe('/seller/invoices/12.pdf');
    expect(safeInvoiceHref('https://cdn.example.ru/a.pdf?x=1', origin)).toBe(
      'https://cdn.example.ru/a.pdf?x=1',
    );
    expect(safeInvoiceHref('http://cdn.example.ru/a.pdf', origin)).toBe('http://cdn.example.ru/a.pdf');
  });

  it('refuses other schemes, protocol-relative and backslash tricks, relative paths and non-strings', () => {
    for (const path of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/a.pdf',
      '/\\evil.example/a.pdf',
      'invoices/1.pdf',
      'ftp://files.example/a.pdf',
      '/seller/\u0000x',
      '',
      null,
      42,
    ]) {
      expect(safeInvoiceHref(path, origin), String(path)).toBeNull();
    }
  });
});
