import type { OrderRequest, OrderRequestListItem } from '../../../src/api/orderRequests';
import { stubOrdersApi, type Handler } from '../orders/ordersHarness';

export { renderShell, page, type ApiCall, type Handler } from '../orders/ordersHarness';

/** The first page of a file loads its lazy chunks: slow on a busy machine. */
export const T = { timeout: 15_000 };

export const filterOptions = {
  orderRequestBuyers: [
    { id: 18, name: 'ИП Белов Роман Игоревич' },
    { id: 21, name: 'ООО «ХозТорг»' },
  ],
  orderRequestProducts: [
    { id: 5, name: 'Набор отвёрток, 8 предметов' },
    { id: 6, name: 'Дрель ударная 750 Вт' },
  ],
};

export const categories = [
  { id: 12, name: 'Инструменты', parentId: null, hasChildren: true },
  { id: 13, name: 'Крепёж', parentId: null, hasChildren: false },
];

/** The fetch stub of the request screens: the lookups answered, `handlers` for the calls under test. */
export const stubRequestsApi = (handlers: Record<string, Handler>) =>
  stubOrdersApi({
    'OrderRequest/GetProductsAndBuyersOfOrderRequest': () => filterOptions,
    'Product/GetCategoriesByGroupId': () => categories,
    ...handlers,
  });

export function requestItem(overrides: Partial<OrderRequestListItem> = {}): OrderRequestListItem {
  return {
    id: 40,
    creationDate: '2026-11-16T07:05:35.743Z',
    deadline: '2026-11-23T21:00:00.000Z',
    statusId: 2,
    buyerId: 18,
    buyerName: 'ИП Белов Роман Игоревич',
    countryId: 1,
    countryName: 'Россия',
    shippingMethodId: 1,
    productsCount: 2,
    productNames: 'Набор отвёрток, 8 предметов, Дрель ударная 750 Вт',
    totalQuantity: 105,
    proposalAmount: null,
    orderId: null,
    ...overrides,
  };
}

export function orderRequest(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    ...requestItem(),
    buyer: {
      id: 18,
      fullName: 'Белов Роман Игоревич',
      companyName: 'ИП Белов Роман Игоревич',
      email: 'belov.roman@demo.ru',
      phoneNumber: '+7 (927) 640-12-85',
      city: 'Иваново',
    },
    comment: 'Нужна отгрузка до конца месяца <b>срочно</b>',
    deliveryAddress: 'Иваново, ул. Лежневская, д. 120',
    products: [
      {
        id: 301,
        productId: 5,
        productName: 'Набор отвёрток, 8 предметов',
        vendoreCode: '1-00005',
        image: null,
        measureUnit: 'компл.',
        quantity: 95,
        targetPrice: 3600,
        minPrice: 3500,
        maxPrice: 3845.71,
      },
      {
        id: 302,
        productId: 6,
        productName: 'Дрель ударная 750 Вт',
        vendoreCode: null,
        image: null,
        measureUnit: 'шт.',
        quantity: 10,
        targetPrice: null,
        minPrice: null,
        maxPrice: null,
      },
    ],
    proposal: null,
    rejectReason: null,
    buyerRejectReason: null,
    orderDescription: null,
    technicalDocumentations: [],
    zipPath: null,
    history: [{ statusId: 2, date: '2026-11-16T07:05:35.743Z' }],
    ...overrides,
  };
}

/** A sent proposal for `orderRequest()`: 95 × 3 700 and 10 × 5 200, delivery 1 500. */
export const sentProposal: NonNullable<OrderRequest['proposal']> = {
  id: 7,
  creationDate: '2026-11-17T09:00:00.000Z',
  updateDate: null,
  validUntil: '2026-11-24T09:00:00.000Z',
  deliveryDays: 14,
  deliveryAmount: 1500,
  comment: 'Отгрузка со склада в Иванове',
  lines: [
    {
      orderRequestProductId: 301,
      productId: 5,
      productName: 'Набор отвёрток, 8 предметов',
      quantity: 95,
      price: 3700,
      amount: 351500,
    },
    {
      orderRequestProductId: 302,
      productId: 6,
      productName: 'Дрель ударная 750 Вт',
      quantity: 10,
      price: 5200,
      amount: 52000,
    },
  ],
  productsAmount: 403500,
  totalAmount: 405000,
};
