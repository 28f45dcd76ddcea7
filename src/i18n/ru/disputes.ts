/**
 * Texts of disputes and returns: the two lists, a dispute's details and messages, the decline and
 * return modals and their toasts (spec sections 2, 3, 7, 8; docs/contract/disputes.md). Keys:
 * `disputes.*`.
 */
export const disputes = {
  /** Dispute statuses (docs/contract/disputes.md "Status machine"). */
  status: {
    1: 'Открыт: ждёт ответа продавца',
    2: 'Арбитраж',
    3: 'Закрыт в пользу покупателя (возврат)',
    4: 'Закрыт в пользу продавца',
    unknown: 'Статус %{id}',
  },
  reason: {
    1: 'Товар не получен',
    2: 'Товар не соответствует описанию',
    3: 'Брак или повреждение',
    4: 'Неполная комплектация',
    5: 'Другое',
    unknown: 'Причина %{id}',
  },
  market: {
    label: 'Споры по заказам',
    retail: 'Розничные',
    wholesale: 'Оптовые',
  },

  list: {
    tableLabel: 'Споры и возвраты',
    emptyHint: 'Споров с такими условиями нет. Измените фильтры или сбросьте их.',
    columns: {
      id: '№ спора',
      order: 'Заказ',
      buyerName: 'Покупатель',
      reason: 'Причина',
      status: 'Статус',
      creationDate: 'Открыт',
      answerDeadline: 'Ответить до',
      orderAmount: 'Сумма заказа',
      actions: 'Действия',
    },
    filters: {
      status: 'Статус',
      allStatuses: 'Все статусы',
      orderNumber: 'Номер заказа',
      dateFrom: 'Дата с',
      dateTo: 'Дата по',
    },
    idValue: '№ %{id}',
    orderValue: '№ %{number}',
    details: 'Подробнее',
    detailsOf: 'Подробнее о споре № %{id}',
  },

  csv: {
    retailFile: 'roznichnye-spory',
    wholesaleFile: 'optovye-spory',
    claim: 'Претензия покупателя',
    declinePurpose: 'Ответ продавца',
    decisionComment: 'Решение',
    closedDate: 'Закрыт',
    messagesCount: 'Сообщений',
  },

  detail: {
    heading: 'Спор № %{id}',
    close: 'Закрыть',
    order: 'Заказ',
    buyer: 'Покупатель',
    reason: 'Причина',
    creationDate: 'Открыт',
    answerDeadline: 'Ответить до',
    orderAmount: 'Сумма заказа',
    closedDate: 'Закрыт',
    claim: 'Претензия покупателя',
    claimFiles: 'Файлы покупателя',
    sellerAnswer: 'Ответ продавца',
    declineFiles: 'Файлы продавца',
    decision: 'Решение',
    actions: 'Действия',
    noActions: 'Для текущего статуса действий нет',
  },

  actions: {
    decline: 'Отклонить претензию',
    acceptReturn: 'Принять возврат',
  },

  modals: {
    decline: {
      title: 'Отклонение претензии',
      text: 'Объясните, почему претензия покупателя необоснованна. Спор перейдёт в арбитраж.',
      purpose: 'Причина отказа',
      files: 'Файлы',
      filesHint: 'PDF, JPEG, PNG или WebP, до 10 файлов по 10 МБ',
    },
    acceptReturn: {
      title: 'Принять возврат',
      text: 'Принять возврат по спору № %{id}? Заказ № %{number} будет отменён, деньги вернутся покупателю.',
    },
  },

  /** Toasts of the actions; the English texts exactly as in spec section 8. */
  toast: {
    declined: 'Dispute declined!',
    failed: 'Something went wrong!',
    checkConnection: 'Check your internet connection',
    returnAccepted: 'Возврат принят!',
  },

  messages: {
    title: 'Сообщения',
    empty: 'Сообщений пока нет',
    closed: 'Спор закрыт: новые сообщения не принимаются',
    label: 'Ваше сообщение',
    images: 'Изображения',
    imagesHint: 'JPEG, PNG или WebP, до 5 файлов по 10 МБ',
    send: 'Отправить',
    sendFailed: 'Что-то пошло не так во время отправки сообщения!',
    role: {
      buyer: 'Покупатель',
      seller: 'Продавец',
      admin: 'Администратор',
    },
  },
  /** Its pages' titles (top bar and headings), by route. */
  route: {
    disputesRetail: 'Розничные споры и возвраты',
    disputesWholesale: 'Оптовые споры и возвраты',
  },

  /** Its sidebar labels (spec section 2 "Sidebar menus"). */
  sidebar: {
    disputes: 'Споры и возвраты',
  },
} as const;
