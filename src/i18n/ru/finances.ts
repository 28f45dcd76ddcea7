/** Texts of the finance screens (/finacnes/whole-sale, /finacnes/retail). Keys: `finances.*`. */
export const finances = {
  summary: {
    label: 'Итоги по заказам',
    totalAmountOfOrders: 'Общая сумма заказов',
    amountFromSales: 'Сумма от продаж',
    nowReserved: 'Сейчас зарезервировано',
    refunds: 'Возвраты',
    commission: 'Комиссия маркетплейса',
    ordersCount: 'Количество заказов',
  },
  filters: {
    label: 'Фильтры',
    orderId: 'Номер заказа',
    orderStatus: 'Статус заказа',
    buyerName: 'Покупатель',
    safeDealStatus: 'Статус безопасной сделки',
    dateFrom: 'Дата создания с',
    dateTo: 'Дата создания по',
    allStatuses: 'Все статусы',
    reset: 'Сбросить фильтры',
  },
  validation: {
    orderIdDigits: 'Номер заказа может содержать только цифры',
    orderIdLength: 'Номер заказа может содержать не более 7 цифр',
    buyerNameLength: 'Имя покупателя может содержать не более 20 символов',
  },
  columns: {
    orderId: 'Номер заказа',
    invoiceNumber: 'Номер счёта',
    orderCreationDate: 'Дата создания',
    buyerName: 'Покупатель',
    totalFromBuyer: 'Сумма от покупателя',
    percentage: 'Комиссия',
    ndsPrice: 'НДС',
    paymentToTheSeller: 'Выплата продавцу',
    orderStatus: 'Статус заказа',
    safeDealStatus: 'Статус безопасной сделки',
    amount: 'Сумма заказа',
    commission: 'Комиссия',
  },
  csv: { wholesaleFile: 'finansy-optovye', retailFile: 'finansy-roznichnye' },
  table: {
    wholesaleLabel: 'Финансы по оптовым заказам',
    retailLabel: 'Финансы по розничным заказам',
  },
  invoiceLink: 'Счёт %{number} (откроется в новой вкладке)',
  percent: '%{value} %',
  unknownStatus: 'Статус %{id}',
  /** Spec section 4: safe-deal statuses, exactly as written there. */
  safeDealStatuses: {
    1: 'Зарезервированы',
    2: 'Отправлены',
    3: 'Возврат оформлен',
    4: 'Не оплачен',
  },
  /**
   * The finance order-status filter's manual extra value 100 (spec section 4). The names of the
   * order statuses themselves are the orders capability's: `orders.wholesaleStatus.<id>`,
   * `orders.retailStatus.<id>`.
   */
  deliveredStatus: 'Доставлен',
  /** Its pages' titles (top bar and headings), by route. */
  route: {
    financesWholesale: 'Оптовые продажи',
    financesRetail: 'Розничные продажи',
  },

  /** Its sidebar labels (spec section 2 "Sidebar menus"). */
  sidebar: {
    financesWholesale: 'Оптовые продажи',
    financesRetail: 'Розничные продажи',
  },
} as const;
