/** The dashboard's sales chart and order funnel. Keys: `dashboardCharts.*`. */
export const dashboardCharts = {
  sales: {
    title: 'Продажи за 30 дней',
    /** The same orders as the figures of the section 'Продажи (оплаченные заказы)'. */
    basis: 'Оплаченные заказы',
    retail: 'Розница',
    wholesale: 'Опт',
    total: 'Итого: %{amount}',
    tableCaption: 'Выручка по дням за 30 дней',
    date: 'Дата',
    empty: 'За 30 дней продаж не было',
  },
  funnel: {
    title: 'Воронка заказов за 30 дней',
    basis: 'Все заказы, созданные за 30 дней',
    steps: {
      created: 'Созданы',
      paid: 'Оплачены',
      shipped: 'Отправлены',
      completed: 'Выполнены',
    },
    ofCreated: '%{value} от созданных',
    tableCaption: 'Воронка заказов за 30 дней',
    step: 'Этап',
    count: 'Заказов',
    shareOfCreated: 'От созданных',
    shareOfPrevious: 'От предыдущего этапа',
    empty: 'За 30 дней заказов не было',
  },
  failed: 'Не удалось загрузить данные',
  retry: 'Повторить',
} as const;
