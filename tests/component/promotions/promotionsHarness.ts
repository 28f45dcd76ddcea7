import type {
  HighlightCandidate,
  Payment,
  PromotionPeriod,
  PromotionRow,
  TopCandidate,
} from '../../../contract';

export { renderShell, stubOrdersApi as stubApi, type ApiCall } from '../orders/ordersHarness';

export const M = 'Marketing/';

export const highlightPeriods: PromotionPeriod[] = [
  { id: 1, daysCount: 7, price: 490 },
  { id: 2, daysCount: 14, price: 890 },
  { id: 3, daysCount: 30, price: 1690 },
];

export const topPeriods: PromotionPeriod[] = [
  { id: 4, daysCount: 3, price: 790 },
  { id: 5, daysCount: 7, price: 1490 },
  { id: 6, daysCount: 14, price: 2590 },
];

export function promotionRow(overrides: Partial<PromotionRow> = {}): PromotionRow {
  return {
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
    ...overrides,
  };
}

export function highlightCandidate(overrides: Partial<HighlightCandidate> = {}): HighlightCandidate {
  return {
    productId: 31,
    productName: 'Дрель-шуруповёрт 18 В',
    productImage: null,
    productTypeId: 1,
    rating: 4.6,
    eligibleLabels: [2, 4],
    takenLabels: [],
    ...overrides,
  };
}

export function topCandidate(overrides: Partial<TopCandidate> = {}): TopCandidate {
  return {
    productId: 31,
    productName: 'Дрель-шуруповёрт 18 В',
    productImage: null,
    rating: 4.8,
    reviewsCount: 12,
    isTop: false,
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
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
    ...overrides,
  };
}

export const page = <T>(results: T[], rowCount = results.length, pageCount = 1) => ({
  results,
  rowCount,
  pageCount,
});

export const FAILURE = 'Что-то пошло не так! Проверьте соединение с интернетом!';
export const ERROR_PAGE_TEXT = 'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!';
