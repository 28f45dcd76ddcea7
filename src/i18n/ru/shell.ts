/** Texts of the shell: menu, titles, dashboard, first visit (owned by the shell work). */
export const shell = {
  brand: 'Кабинет продавца',
  gate: { loading: 'Загрузка кабинета продавца…' },

  /** Sidebar labels (spec section 2 "Sidebar menus"), exactly as written there. */
  menu: {
    navigation: 'Основное меню',
    overview: 'Обзор',
    analytics: 'Аналитика',
    products: 'Товары',
    orders: 'Заказы',
    tenders: 'Тендеры',
    delivery: 'Доставка',
    finances: 'Финансы',
    marketing: 'Маркетинг',
    learning: 'Обучение и поддержка',
    learningSteps: 'Шаги к успеху',
    learningProtection: 'Защита продавца',
    learningFeedback: 'Обратная связь',
    settings: 'Настройки',
    externalLink: '%{label} (откроется в новой вкладке)',
  },

  /** Page titles of the top bar, one per route of spec section 2. */
  titles: {
    dashboard: 'Обзор',
    errorPage: 'Ошибка',
    acceptOrder: 'Подтверждение заказа',
    analytics: {
      sales: 'Аналитика: продажи',
      requests: 'Аналитика: запросы',
      buyers: 'Аналитика: покупатели',
      products: 'Аналитика: товары',
      categories: 'Аналитика: категории',
      tenders: 'Аналитика: тендеры',
      orders: 'Аналитика: заказы',
    },
  },

  topBar: {
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    storeMenu: 'Меню магазина',
    darkTheme: 'Тёмная тема',
    systemTheme: 'Тема как в системе',
    logout: 'Выйти',
  },

  sidebar: {
    support: 'Служба поддержки',
  },

  /** The first Tab stop of every page, over the sidebar to the page itself. */
  skipToContent: 'Перейти к содержимому',

  pager: { label: 'Страницы' },

  footer: {
    copyright: '© %{year} Маркетплейс. Все права защищены.',
    support: 'Поддержка:',
  },

  dashboard: {
    heading: 'Обзор магазина',
    rating: 'Рейтинг магазина',
    ratingValue: '%{value} из 5',
    salesTotal: 'Продажи всего',
    salesThisMonth: 'Продажи за месяц',
    /** Paid orders: the same orders as the sales figures (docs/contract/dashboard.md "Sales"). */
    ordersCount: 'Оплаченных заказов',
    buyersCount: 'Покупателей',
    averageCheck: 'Средний чек',
    products: 'Товаров (активных)',
    productsValue: '%{total} (%{active})',
    wholesaleOrdersInProgress: 'Оптовые заказы в работе',
    retailOrdersInProgress: 'Розничные заказы в работе',
    newOrderRequests: 'Новые запросы',
    openDisputes: 'Открытые споры',
    reviewsCount: 'Отзывы',
    sectionSales: 'Продажи (оплаченные заказы)',
    salesBasis: 'Заказы, оплаченные покупателем, без отменённых и отклонённых',
    sectionWork: 'В работе',
    sectionStore: 'Магазин',
  },

  firstVisit: {
    title: 'Добро пожаловать в кабинет продавца!',
    text: 'Здесь вы управляете своим магазином: товарами, заказами, запросами покупателей, тендерами, финансами и продвижением.',
    hint: 'Начните с заполнения информации о магазине и добавления первых товаров. Пошаговые подсказки есть в разделе «Обучение и поддержка».',
    start: 'Начать работу',
    close: 'Закрыть',
  },
} as const;
