/**
 * Texts of the buyers' order requests: the list (/requests), a request (/requests/:requestId), the
 * proposal form and the request's dialogs (spec sections 2-5, docs/contract/requests-tenders.md).
 * Keys: `orderRequests.*`.
 */
export const orderRequests = {
  /** Status ids of the contract's machine; 1 is the filter's 'all'. */
  status: {
    1: 'Все',
    2: 'Новый запрос',
    3: 'Предложение отправлено',
    4: 'Заказ создан',
    5: 'Отклонён продавцом',
    6: 'Предложение принято',
    7: 'Предложение отклонено покупателем',
    8: 'Истёк',
    unknown: 'Статус %{id}',
  },

  list: {
    idValue: '№ %{id}',
    emptyHint: 'Измените условия фильтра или сбросьте его.',
    tableLabel: 'Запросы покупателей',
    /** Russian plural forms by `smart_count`. */
    productsCount: '%{smart_count} товар |||| %{smart_count} товара |||| %{smart_count} товаров',
    orderLink: 'Заказ № %{id}',
    deadlineValue: 'Ответить до %{date}',
    columns: {
      id: '№ запроса',
      creationDate: 'Дата запроса',
      buyerName: 'Покупатель',
      products: 'Товары',
      productsCount: 'Позиций',
      totalQuantity: 'Количество',
      deadline: 'Ответить до',
      status: 'Статус',
      shippingMethod: 'Способ получения',
      country: 'Страна',
      proposalAmount: 'Сумма предложения',
      order: 'Заказ',
    },
    filters: {
      requestId: 'Номер запроса',
      requestIdInvalid: 'Номер запроса: только цифры',
      status: 'Статус',
      buyer: 'Покупатель',
      allBuyers: 'Все покупатели',
      product: 'Товар',
      allProducts: 'Все товары',
      noOptions: 'Ничего не найдено',
      category: 'Категория',
      country: 'Страна',
      allCountries: 'Все страны',
      shippingMethod: 'Способ получения',
      allMethods: 'Все способы',
      dateFrom: 'Дата с',
      dateTo: 'Дата по',
    },
    bulkDelete: {
      button: 'Удалить',
      title: 'Удаление запросов',
      text: 'Удалить %{smart_count} завершённый запрос? Он пропадёт из ваших списков. |||| Удалить %{smart_count} завершённых запроса? Они пропадут из ваших списков. |||| Удалить %{smart_count} завершённых запросов? Они пропадут из ваших списков.',
      kept: 'Ещё %{smart_count} выбранный запрос не завершён и останется. |||| Ещё %{smart_count} выбранных запроса не завершены и останутся. |||| Ещё %{smart_count} выбранных запросов не завершены и останутся.',
      none: 'Удалить можно только завершённые запросы',
      done: 'Запрос удалён |||| Запросы удалены |||| Запросы удалены',
    },
  },

  csv: { file: 'zaprosy' },

  detail: {
    heading: 'Запрос № %{id}',
    back: 'К списку запросов',
    created: 'Создан',
    deadline: 'Ответить до',
    validUntil: 'Предложение действует до',
    answerIn: 'Ответить покупателю:',
    proposalValidIn: 'Предложение действует:',
    rejectReason: 'Причина отклонения',
    buyerRejectReason: 'Покупатель отклонил предложение',
    products: 'Запрошенные товары',
    product: 'Товар',
    vendorCode: 'Артикул',
    quantity: 'Количество',
    targetPrice: 'Цена покупателя',
    priceRange: 'Цена в каталоге',
    delivery: 'Доставка',
    shippingMethod: 'Способ получения',
    country: 'Страна',
    address: 'Адрес доставки',
    comment: 'Комментарий покупателя',
    noComment: 'Покупатель не оставил комментарий',
    history: 'История статусов',
    proposal: 'Ваше предложение',
    price: 'Цена за ед.',
    amount: 'Сумма',
    deliveryDays: 'Срок поставки',
    sentAt: 'Отправлено',
    updatedAt: 'Изменено',
    proposalComment: 'Комментарий',
    productsAmount: 'Товары',
    deliveryAmount: 'Доставка',
    totalAmount: 'Итого',
    order: 'Заказ по запросу',
    orderLink: 'Заказ № %{id}',
    orderDescription: 'Описание заказа',
    documents: 'Техническая документация',
    zip: 'Скачать документацию (ZIP)',
  },

  actions: {
    sendProposal: 'Отправить предложение',
    editProposal: 'Изменить предложение',
    createOrder: 'Создать заказ',
    reject: 'Отклонить',
    delete: 'Удалить',
  },

  toast: {
    proposalSent: 'Предложение отправлено покупателю',
    proposalUpdated: 'Предложение изменено',
    rejected: 'Запрос отклонён',
    deleted: 'Запрос удалён',
  },

  proposal: {
    createTitle: 'Предложение покупателю',
    editTitle: 'Изменение предложения',
    text: 'Укажите цену и количество по каждому товару и условия поставки.',
    submitCreate: 'Отправить предложение',
    submitEdit: 'Сохранить изменения',
    wanted: 'Нужно: %{quantity}',
    target: 'цена покупателя: %{price}',
    range: 'в каталоге: %{range}',
    price: 'Цена за ед., руб.',
    quantity: 'Количество, %{unit}',
    quantityNoUnit: 'Количество',
    lineAmount: 'Сумма',
    comparison: {
      below: 'Ниже цены покупателя на %{percent} %',
      above: 'Выше цены покупателя на %{percent} %',
      equal: 'Равна цене покупателя',
    },
    deliveryDays: 'Срок поставки, дней',
    deliveryAmount: 'Доставка, руб.',
    deliveryPickup: 'Покупатель забирает сам',
    validDays: 'Действует, дней',
    validDaysHint: 'От 1 до 30 дней',
    comment: 'Комментарий для покупателя',
    totals: {
      title: 'Итоги предложения',
      productsAmount: 'Товары',
      deliveryAmount: 'Доставка',
      totalAmount: 'Итого',
    },
  },

  reject: {
    title: 'Отклонение запроса',
    text: 'Укажите причину: покупатель увидит её в запросе.',
    reason: 'Причина отклонения',
  },

  delete: {
    title: 'Удаление запроса',
    text: 'Удалить запрос № %{id}? Он пропадёт из ваших списков.',
  },

  validation: {
    price: 'Цена: больше 0 и не более 100 000 000 руб., не более двух знаков после запятой',
    deliveryAmount: 'Сумма: от 0 до 100 000 000 руб., не более двух знаков после запятой',
  },
  /** Its pages' titles (top bar and headings), by route. */
  route: {
    requests: 'Запросы',
    request: 'Запрос покупателя',
  },
  /** Its sidebar labels (spec section 2 "Sidebar menus"). */
  sidebar: {
    requests: 'Запросы',
  },
} as const;
