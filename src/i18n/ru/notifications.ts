/** The hub's state, the bell and the notification pages (docs/contract/realtime.md). Keys: `notifications.*`. */
export const notifications = {
  /** The top bar's chip while the real-time connection is down. */
  offline: 'нет соединения',
  offlineHint: 'Новые уведомления и сообщения появятся, когда связь восстановится',
  unreadDot: 'Не прочитано',
  time: {
    justNow: 'только что',
    minutesAgo: '%{smart_count} мин. назад',
    hoursAgo: '%{smart_count} ч. назад',
  },
  bell: {
    label: 'Уведомления',
    labelUnread: 'Уведомления, непрочитанных: %{count}',
    title: 'Уведомления',
    empty: 'Уведомлений пока нет',
    all: 'Все уведомления',
    markAll: 'Отметить все как прочитанные',
  },
  list: {
    tableLabel: 'Мои уведомления',
    empty: 'Уведомлений нет',
    emptyUnread: 'Непрочитанных уведомлений нет',
    emptyHint: 'Здесь появятся новые заказы, оплаты, ответы на предложения и сообщения администрации.',
    csvFile: 'uvedomleniya',
    columns: {
      title: 'Уведомление',
      text: 'Текст',
      createdAt: 'Дата',
      state: 'Статус',
      actions: 'Действия',
    },
    read: 'Прочитано',
    unread: 'Не прочитано',
    markRead: 'Отметить прочитанным',
    markAll: 'Отметить все как прочитанные',
    open: 'Открыть',
    markedAll: 'Все уведомления отмечены как прочитанные',
    failed: 'Не удалось отметить уведомление. Попробуйте ещё раз.',
  },
  filters: {
    show: 'Показать',
    all: 'Все',
    unread: 'Непрочитанные',
  },
  /** The optional signal of a new order (/own-notifications), kept per user in this browser. */
  newOrderAlerts: {
    title: 'Оповещения о новых заказах',
    intro: 'Сработают, пока кабинет открыт в этом браузере. По умолчанию выключены.',
    sound: 'Звуковой сигнал',
    browser: 'Уведомление браузера',
    browserHint: 'Появится, когда вкладка кабинета свёрнута или не активна.',
    denied: 'Браузер запретил уведомления: разрешите их в настройках сайта и включите переключатель снова.',
    dismissed:
      'Разрешение не получено: включите переключатель снова и разрешите уведомления в запросе браузера.',
    unsupported: 'Этот браузер не умеет показывать уведомления.',
    notice: {
      title: 'Новый заказ',
      wholesale: 'Оптовый заказ № %{id}',
      retail: 'Розничный заказ № %{id}',
      order: 'Заказ № %{id}',
      noNumber: 'Поступил новый заказ',
    },
  },
  settings: {
    intro: 'Выберите, о каких событиях магазина присылать уведомления.',
    save: 'Сохранить',
    saved: 'Настройки уведомлений сохранены',
    failed: 'Не удалось сохранить настройки. Попробуйте ещё раз.',
    loadFailed: 'Не удалось загрузить настройки уведомлений.',
    alwaysOn: 'Всегда включены',
    kinds: {
      order: {
        label: 'Заказы',
        hint: 'Новый заказ или смена статуса заказа покупателем, администрацией или по сроку.',
      },
      payment: { label: 'Оплаты', hint: 'Покупатель оплатил заказ.' },
      request: { label: 'Запросы', hint: 'Новый запрос покупателя, ваше предложение приняли или отклонили.' },
      tender: { label: 'Тендеры', hint: 'Ваше предложение победило в тендере или проиграло.' },
      dispute: { label: 'Споры', hint: 'Покупатель открыл спор, или по спору принято решение.' },
      review: { label: 'Отзывы', hint: 'Покупатель оставил отзыв о товаре.' },
      message: {
        label: 'Сообщения',
        hint: 'Сообщения покупателей в чате (их число видно рядом с «Сообщения»).',
      },
      admin: { label: 'Сообщения администрации', hint: 'Важные сообщения площадки; отключить их нельзя.' },
    },
  },
  /** Its pages' titles (top bar and headings), by route. */
  route: {
    ownNotifications: 'Мои уведомления',
    notifications: 'Уведомления',
  },
  /** Its sidebar labels (spec section 2 "Sidebar menus"). */
  sidebar: {
    ownNotifications: 'Мои уведомления',
  },
} as const;
