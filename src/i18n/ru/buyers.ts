/** The seller's buyers: /buyers and /buyers/{buyerId} (docs/contract/buyers.md). Keys: `buyers.*`. */
export const buyers = {
  /** User types of spec section 3. */
  userTypes: {
    7: 'Физическое лицо',
    8: 'Компания',
    9: 'Индивидуальный предприниматель',
  },
  markets: { 1: 'Розница', 2: 'Опт' },
  list: {
    tableLabel: 'Покупатели',
    empty: 'Покупателей не найдено',
    emptyHint: 'Измените условия фильтра или сбросьте его.',
    columns: {
      buyerName: 'Покупатель',
      userTypeId: 'Тип',
      countryId: 'Страна',
      ordersCount: 'Заказов',
      spentAmount: 'Потрачено',
      lastOrderDate: 'Последний заказ',
    },
    ordersValue: 'Заказов: %{count}',
  },
  filters: {
    search: 'Поиск по имени',
    searchTooLong: 'Не более %{max} символов',
    country: 'Страна',
    allCountries: 'Все страны',
    userType: 'Тип покупателя',
    allUserTypes: 'Все',
    market: 'Рынок',
    allMarkets: 'Опт и розница',
    lastOrderDate: 'Последний заказ с',
    ordersCount: 'Заказов от',
    ordersCountInvalid: 'Целое число не меньше 0',
    spentAmount: 'Потрачено от, руб.',
    spentAmountInvalid: 'Сумма не меньше 0',
  },
  csv: { file: 'pokupateli' },
  detail: {
    back: 'К покупателям',
    loading: 'Загрузка покупателя',
    card: 'Покупатель',
    company: 'Компания',
    fullName: 'ФИО',
    userType: 'Тип',
    location: 'Страна, город',
    email: 'Эл. почта',
    phone: 'Телефон',
    registrationDate: 'Зарегистрирован',
    totals: 'Итоги',
    ordersCount: 'Заказов',
    spentAmount: 'Потрачено',
    averageCheck: 'Средний чек',
    lastOrderDate: 'Последний заказ',
    byMarket: 'По рынкам',
    marketFigures: '%{count} зак. · %{amount}',
  },
  orders: {
    title: 'Заказы покупателя',
    tabs: { all: 'Все', wholesale: 'Опт', retail: 'Розница' },
    tableLabel: 'Заказы покупателя',
    empty: 'Заказов нет',
    columns: {
      number: 'Номер',
      creationDate: 'Дата',
      market: 'Рынок',
      status: 'Статус',
      totalAmount: 'Сумма',
    },
    numberValue: '№ %{number}',
  },
  /** Its pages' titles (top bar and headings), by route. */
  route: {
    buyers: 'Покупатели',
    buyer: 'Покупатель',
  },

  /** Its sidebar labels (spec section 2 "Sidebar menus"). */
  sidebar: {
    buyers: 'Покупатели',
  },
} as const;
