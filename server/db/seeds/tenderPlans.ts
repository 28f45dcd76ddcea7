/**
 * The demo tenders (docs/contract/requests-tenders.md, "Tenders"): what buyers ask for, in the
 * categories the demo sellers sell in, and what happens to each one. Times are hours relative to
 * the seeding moment; `seeds/tenders.ts` plays them through the tender services.
 */

/** 'demo' is the demo seller (Уральские Промтовары), 'second' the second seller (Текстиль Иваново). */
export type PlanSeller = 'demo' | 'second';

export interface ProposalPlan {
  seller: PlanSeller;
  /** A fragment of the offered product's name (the seller's product of the category otherwise). */
  product: string;
  /** Hours after the tender was published. */
  after: number;
  /** The price per unit as a share of the buyer's budget. */
  price: number;
  comment?: string;
}

export type TenderEvent =
  | { hoursAgo: number; act: 'choose'; seller: PlanSeller }
  | { hoursAgo: number; act: 'cancel' }
  | { hoursAgo: number; act: 'withdraw'; seller: PlanSeller; purpose: string }
  | { hoursAgo: number; act: 'order'; seller: PlanSeller; invoiceDays: number; description: string };

export interface TenderPlan {
  title: string;
  description: string;
  /** A category name of groups 2 and 3 (a leaf or a branch). */
  category: string;
  quantity: number;
  unit: string;
  budget: number;
  deliveryDays: number;
  /** 1 the seller delivers, 2 the buyer collects. */
  shipping: 1 | 2;
  /** Index into the seed's buyers, business buyers first. */
  buyer: number;
  address?: string;
  publishedHoursAgo: number;
  /** Hours from the seeding moment; negative for a deadline already passed. */
  deadlineInHours: number;
  proposals: ProposalPlan[];
  events?: TenderEvent[];
  /** Names of the buyer's attached files (a small PDF each). */
  files?: string[];
}

const DAY = 24;
const SPEC = ['Техническое задание.pdf'];

export const TENDER_PLANS: readonly TenderPlan[] = [
  // Open (1): deadlines from hours to weeks ahead; the first few published within the hour.
  {
    title: 'Штукатурка гипсовая для отделки офисного центра',
    description:
      'Требуется гипсовая штукатурка ручного нанесения, мешки по 30 кг, расход не более 9 кг/м². ' +
      'Поставка на объект партиями по 200 мешков. Приложите сертификат соответствия.',
    category: 'Штукатурки',
    quantity: 800,
    unit: 'мешок',
    budget: 430,
    deliveryDays: 10,
    shipping: 1,
    buyer: 0,
    address: 'ул. Менделеева, д. 137',
    publishedHoursAgo: 0.5,
    deadlineInHours: 6,
    proposals: [],
    files: SPEC,
  },
  {
    title: 'Монтажная пена профессиональная, 600 баллонов',
    description:
      'Пена монтажная профессиональная под пистолет, объём баллона 750 мл, выход не менее 65 л. ' +
      'Срок годности на момент поставки — не менее 12 месяцев.',
    category: 'Монтажная пена',
    quantity: 600,
    unit: 'шт.',
    budget: 520,
    deliveryDays: 7,
    shipping: 1,
    buyer: 1,
    address: 'ул. Кирова, д. 28, склад 3',
    publishedHoursAgo: 0.3,
    deadlineInHours: 3 * DAY,
    proposals: [],
  },
  {
    title: 'Респираторы FFP2 для механического цеха',
    description: 'Респираторы FFP2 с клапаном выдоха, индивидуальная упаковка. Нужна декларация ЕАЭС.',
    category: 'Респираторы',
    quantity: 2000,
    unit: 'шт.',
    budget: 95,
    deliveryDays: 5,
    shipping: 1,
    buyer: 2,
    address: 'ул. Лежневская, д. 120',
    publishedHoursAgo: 0.8,
    deadlineInHours: 2 * DAY,
    proposals: [
      {
        seller: 'demo',
        product: 'Респиратор',
        after: 0.2,
        price: 0.97,
        comment: 'Отгрузим со склада в Екатеринбурге.',
      },
    ],
  },
  {
    title: 'Эмаль ПФ-115 для покраски ограждений',
    description:
      'Эмаль ПФ-115 зелёная и серая, фасовка по 20 кг. Самовывоз со склада поставщика в пределах Урала.',
    category: 'Эмали',
    quantity: 900,
    unit: 'кг',
    budget: 210,
    deliveryDays: 14,
    shipping: 2,
    buyer: 0,
    publishedHoursAgo: 5,
    deadlineInHours: 20,
    proposals: [
      { seller: 'demo', product: 'Эмаль', after: 1, price: 0.95, comment: 'Эмаль в наличии, оба цвета.' },
    ],
  },
  {
    title: 'Шуруповёрты аккумуляторные для монтажных бригад',
    description:
      'Аккумуляторный шуруповёрт 18 В, два аккумулятора 2 А·ч, зарядное устройство и кейс в комплекте. ' +
      'Гарантия не менее 12 месяцев.',
    category: 'Шуруповёрты',
    quantity: 40,
    unit: 'шт.',
    budget: 6500,
    deliveryDays: 10,
    shipping: 1,
    buyer: 1,
    address: 'ул. Кирова, д. 28, склад 3',
    publishedHoursAgo: 2 * DAY,
    deadlineInHours: 5 * DAY,
    proposals: [{ seller: 'demo', product: 'Шуруповёрт', after: 6, price: 0.92 }],
  },
  {
    title: 'Стеллажи металлические для нового склада',
    description:
      'Стеллажи полочные металлические, высота 2000 мм, 5 полок, нагрузка на полку от 150 кг. ' +
      'Доставка и разгрузка силами поставщика.',
    category: 'Стеллажи',
    quantity: 120,
    unit: 'шт.',
    budget: 4800,
    deliveryDays: 21,
    shipping: 1,
    buyer: 3,
    address: 'ул. Промышленная, д. 9',
    publishedHoursAgo: DAY,
    deadlineInHours: 10 * DAY,
    proposals: [
      {
        seller: 'demo',
        product: 'Стеллаж',
        after: 3,
        price: 1.04,
        comment: 'Возможна сборка на месте за отдельную плату.',
      },
    ],
    files: SPEC,
  },
  {
    title: 'Комплекты постельного белья для гостиницы',
    description:
      'Комплекты из бязи, 1,5-спальные, белые, плотность не менее 125 г/м². Поставка одной партией.',
    category: 'Комплекты белья',
    quantity: 250,
    unit: 'компл.',
    budget: 2400,
    deliveryDays: 14,
    shipping: 1,
    buyer: 2,
    address: 'пр. Ленина, д. 45',
    publishedHoursAgo: 3 * DAY,
    deadlineInHours: 7 * DAY,
    proposals: [{ seller: 'second', product: 'Комплект постельного белья', after: 5, price: 0.9 }],
  },
  {
    title: 'Простыни на резинке для пансионата',
    description: 'Простыни на резинке 160×200 из бязи, белые, высота борта 25 см. Самовывоз.',
    category: 'Комплекты белья',
    quantity: 150,
    unit: 'шт.',
    budget: 1100,
    deliveryDays: 10,
    shipping: 2,
    buyer: 0,
    publishedHoursAgo: 6,
    deadlineInHours: 36,
    proposals: [{ seller: 'second', product: 'Простыня', after: 1, price: 0.98 }],
  },
  {
    title: 'Плёнка полиэтиленовая для укрытия стройплощадки',
    description: 'Плёнка полиэтиленовая 150 мкм, рукав 3 м, намотка 100 м. Нужна доставка на объект.',
    category: 'Плёнка',
    quantity: 60,
    unit: 'рулон',
    budget: 3200,
    deliveryDays: 7,
    shipping: 1,
    buyer: 0,
    address: 'ул. Менделеева, д. 137',
    publishedHoursAgo: 4 * DAY,
    deadlineInHours: 14 * DAY,
    proposals: [{ seller: 'demo', product: 'Плёнка полиэтиленовая', after: 10, price: 0.96 }],
  },
  {
    title: 'Мешки для строительного мусора',
    description: 'Мешки полипропиленовые 55×95 см, нагрузка до 50 кг. Срочная поставка.',
    category: 'Мешки',
    quantity: 5000,
    unit: 'шт.',
    budget: 18,
    deliveryDays: 5,
    shipping: 1,
    buyer: 1,
    address: 'ул. Кирова, д. 28, склад 3',
    publishedHoursAgo: 0.15,
    deadlineInHours: 4,
    proposals: [],
  },
  {
    title: 'Валики малярные для отделочной бригады',
    description:
      'Валики малярные 250 мм с ручкой, шубка из полиамида для фасадных красок. ' +
      'Поставка с запасными шубками, гарантия на ручки 12 месяцев.',
    category: 'Ручной инструмент',
    quantity: 400,
    unit: 'шт.',
    budget: 380,
    deliveryDays: 14,
    shipping: 1,
    buyer: 2,
    address: 'ул. Лежневская, д. 120',
    publishedHoursAgo: 2 * DAY,
    deadlineInHours: 21 * DAY,
    proposals: [
      {
        seller: 'demo',
        product: 'Валик',
        after: 12,
        price: 0.88,
        comment: 'Запасные шубки включены в цену.',
      },
    ],
    files: ['Техническое задание.pdf', 'Образец упаковки.pdf'],
  },
  {
    title: 'Лопаты штыковые для благоустройства территории',
    description: 'Лопаты штыковые с черенком, полотно из рельсовой стали. Самовывоз.',
    category: 'Лопаты',
    quantity: 200,
    unit: 'шт.',
    budget: 650,
    deliveryDays: 7,
    shipping: 2,
    buyer: 1,
    publishedHoursAgo: 20,
    deadlineInHours: 3 * DAY,
    proposals: [{ seller: 'demo', product: 'Лопата', after: 2, price: 1.05 }],
    events: [
      {
        hoursAgo: 10,
        act: 'withdraw',
        seller: 'demo',
        purpose: 'Ошиблись в цене, отправим новое предложение.',
      },
    ],
  },
  {
    title: 'Ткань бязь отбеленная для пошивочного цеха',
    description: 'Бязь отбеленная, ширина 150 см, плотность 142 г/м², в рулонах по 100 м.',
    category: 'Бязь',
    quantity: 3000,
    unit: 'м',
    budget: 140,
    deliveryDays: 14,
    shipping: 1,
    buyer: 3,
    address: 'ул. Промышленная, д. 9',
    publishedHoursAgo: 36,
    deadlineInHours: 4 * DAY,
    proposals: [{ seller: 'second', product: 'бязь', after: 4, price: 0.93 }],
  },
  {
    title: 'Ткань льняная для пошива скатертей',
    description: 'Лён 100 %, ширина 150 см, плотность от 200 г/м², натуральный цвет. Нужны образцы.',
    category: 'Ткани',
    quantity: 1500,
    unit: 'м',
    budget: 520,
    deliveryDays: 21,
    shipping: 1,
    buyer: 3,
    address: 'ул. Промышленная, д. 9',
    publishedHoursAgo: 3 * DAY,
    deadlineInHours: 5 * DAY,
    proposals: [{ seller: 'second', product: 'Ткань лён', after: 6, price: 1.08 }],
    events: [
      {
        hoursAgo: DAY,
        act: 'withdraw',
        seller: 'second',
        purpose: 'Поставщик ткани поднял цену, пересчитаем.',
      },
    ],
  },
  {
    title: 'Очки защитные открытого типа',
    description: 'Очки защитные открытого типа с боковой защитой, поликарбонат, ГОСТ 12.4.253.',
    category: 'Очки защитные',
    quantity: 500,
    unit: 'шт.',
    budget: 160,
    deliveryDays: 7,
    shipping: 1,
    buyer: 0,
    address: 'ул. Менделеева, д. 137',
    publishedHoursAgo: 0.7,
    deadlineInHours: 9 * DAY,
    proposals: [],
  },
  {
    title: 'Стремянки алюминиевые для торгового склада',
    description: 'Стремянки алюминиевые на 6 ступеней, рабочая высота до 3,3 м, нагрузка 150 кг.',
    category: 'Складское оборудование',
    quantity: 25,
    unit: 'шт.',
    budget: 7500,
    deliveryDays: 14,
    shipping: 1,
    buyer: 1,
    address: 'ул. Кирова, д. 28, склад 3',
    publishedHoursAgo: 8 * DAY,
    deadlineInHours: 12,
    proposals: [{ seller: 'demo', product: 'Стремянка', after: 50, price: 0.99 }],
  },
  {
    title: 'Герметик силиконовый санитарный',
    description: 'Герметик силиконовый санитарный белый, картридж 280 мл, с фунгицидом.',
    category: 'Силиконовые герметики',
    quantity: 1200,
    unit: 'шт.',
    budget: 290,
    deliveryDays: 10,
    shipping: 1,
    buyer: 2,
    address: 'пр. Ленина, д. 45',
    publishedHoursAgo: 3,
    deadlineInHours: 28 * DAY,
    proposals: [],
  },
  {
    title: 'Средства защиты для строительной бригады',
    description:
      'Комплекты: перчатки, очки защитные и респиратор на одного рабочего. Поставка до конца месяца.',
    category: 'Средства защиты',
    quantity: 300,
    unit: 'компл.',
    budget: 450,
    deliveryDays: 10,
    shipping: 1,
    buyer: 4,
    address: 'ул. Малышева, д. 36, кв. 12',
    publishedHoursAgo: DAY,
    deadlineInHours: 6 * DAY,
    proposals: [
      { seller: 'demo', product: 'Респиратор', after: 4, price: 1.01 },
      { seller: 'second', product: 'Фартук', after: 9, price: 0.94, comment: 'Предлагаем только фартуки.' },
    ],
  },
  // Choosing the winner (2): the deadline passed with proposals under review.
  {
    title: 'Дрели ударные для ремонтной службы',
    description: 'Дрель ударная 800 Вт, быстрозажимной патрон 13 мм, кейс. Гарантия 2 года.',
    category: 'Дрели',
    quantity: 30,
    unit: 'шт.',
    budget: 5200,
    deliveryDays: 10,
    shipping: 1,
    buyer: 0,
    address: 'ул. Менделеева, д. 137',
    publishedHoursAgo: 9 * DAY,
    deadlineInHours: -DAY,
    proposals: [{ seller: 'demo', product: 'Дрель', after: 20, price: 0.97 }],
  },
  {
    title: 'Одеяла и подушки для общежития',
    description: 'Одеяла всесезонные 140×205 и подушки 70×70, наполнитель холлофайбер.',
    category: 'Одеяла и подушки',
    quantity: 400,
    unit: 'шт.',
    budget: 1300,
    deliveryDays: 14,
    shipping: 1,
    buyer: 3,
    address: 'ул. Промышленная, д. 9',
    publishedHoursAgo: 12 * DAY,
    deadlineInHours: -2 * DAY,
    proposals: [{ seller: 'second', product: 'Подушка 70×70', after: 40, price: 0.91 }],
  },
  {
    title: 'Поддоны для складского комплекса',
    description: 'Поддоны 1200×800, грузоподъёмность 1000 кг. Самовывоз с площадки поставщика.',
    category: 'Складское оборудование',
    quantity: 500,
    unit: 'шт.',
    budget: 450,
    deliveryDays: 7,
    shipping: 2,
    buyer: 1,
    publishedHoursAgo: 10 * DAY,
    deadlineInHours: -6,
    proposals: [{ seller: 'demo', product: 'Поддон', after: 26, price: 0.94 }],
  },
  // Winner chosen (3).
  {
    title: 'Грабли веерные для коммунальной службы',
    description: 'Грабли веерные металлические, 22 зуба, с черенком. Доставка до склада заказчика.',
    category: 'Грабли',
    quantity: 150,
    unit: 'шт.',
    budget: 560,
    deliveryDays: 7,
    shipping: 1,
    buyer: 0,
    address: 'ул. Менделеева, д. 137',
    publishedHoursAgo: 14 * DAY,
    deadlineInHours: -4 * DAY,
    proposals: [
      {
        seller: 'demo',
        product: 'Грабли',
        after: 30,
        price: 0.96,
        comment: 'Отгрузка в течение двух дней после оплаты.',
      },
    ],
    events: [{ hoursAgo: 2 * DAY, act: 'choose', seller: 'demo' }],
  },
  {
    title: 'Фартуки для производственного цеха',
    description: 'Фартуки из ткани с водоотталкивающей пропиткой, 600 шт. одного размера.',
    category: 'Фартуки',
    quantity: 600,
    unit: 'шт.',
    budget: 380,
    deliveryDays: 10,
    shipping: 1,
    buyer: 2,
    address: 'ул. Лежневская, д. 120',
    publishedHoursAgo: 11 * DAY,
    deadlineInHours: -3 * DAY,
    proposals: [{ seller: 'second', product: 'Фартук', after: 20, price: 0.95 }],
    events: [{ hoursAgo: DAY, act: 'choose', seller: 'second' }],
  },
  // Order created (4).
  {
    title: 'Защитные фартуки и респираторы для малярного участка',
    description:
      'Фартуки с водоотталкивающей пропиткой или респираторы с клапаном для 12 маляров, запас на год.',
    category: 'Средства защиты',
    quantity: 240,
    unit: 'шт.',
    budget: 420,
    deliveryDays: 10,
    shipping: 1,
    buyer: 1,
    address: 'ул. Кирова, д. 28, склад 3',
    publishedHoursAgo: 13 * DAY,
    deadlineInHours: -5 * DAY,
    proposals: [
      { seller: 'demo', product: 'Респиратор', after: 10, price: 1.03 },
      { seller: 'second', product: 'Фартук', after: 30, price: 0.97 },
    ],
    events: [
      { hoursAgo: 4 * DAY, act: 'choose', seller: 'second' },
      {
        hoursAgo: 2 * DAY,
        act: 'order',
        seller: 'second',
        invoiceDays: 10,
        description: 'Поставка фартуков по тендеру, оплата по счёту.',
      },
    ],
  },
  {
    title: 'Пена монтажная зимняя для объекта',
    description: 'Пена монтажная всесезонная, применение до −18 °C, баллон 750 мл.',
    category: 'Монтажная пена',
    quantity: 480,
    unit: 'шт.',
    budget: 540,
    deliveryDays: 7,
    shipping: 1,
    buyer: 2,
    address: 'пр. Ленина, д. 45',
    publishedHoursAgo: 16 * DAY,
    deadlineInHours: -6 * DAY,
    proposals: [
      { seller: 'demo', product: 'Пена', after: 15, price: 0.93, comment: 'Поставим одной машиной.' },
    ],
    events: [
      { hoursAgo: 3 * DAY, act: 'choose', seller: 'demo' },
      {
        hoursAgo: DAY,
        act: 'order',
        seller: 'demo',
        invoiceDays: 7,
        description: 'Заказ по тендеру: пена монтажная зимняя, 480 баллонов, доставка на объект.',
      },
    ],
  },
  // Cancelled (5).
  {
    title: 'Отвёртки диэлектрические для электромонтажников',
    description: 'Наборы диэлектрических отвёрток до 1000 В, 6 предметов.',
    category: 'Отвёртки',
    quantity: 300,
    unit: 'компл.',
    budget: 420,
    deliveryDays: 7,
    shipping: 1,
    buyer: 0,
    address: 'ул. Менделеева, д. 137',
    publishedHoursAgo: 18 * DAY,
    deadlineInHours: -8 * DAY,
    proposals: [{ seller: 'demo', product: 'Отвёртка', after: 24, price: 0.99 }],
    events: [{ hoursAgo: 9 * DAY, act: 'cancel' }],
  },
  {
    title: 'Молотки слесарные для учебных мастерских',
    description: 'Молотки слесарные 500 г с фиберглассовой рукояткой.',
    category: 'Молотки',
    quantity: 100,
    unit: 'шт.',
    budget: 700,
    deliveryDays: 10,
    shipping: 2,
    buyer: 4,
    publishedHoursAgo: 6 * DAY,
    deadlineInHours: 10 * DAY,
    proposals: [],
    events: [{ hoursAgo: 2 * DAY, act: 'cancel' }],
  },
  {
    title: 'Пледы флисовые для базы отдыха',
    description: 'Пледы флисовые 150×200, однотонные, плотность не менее 200 г/м².',
    category: 'Домашний текстиль',
    quantity: 120,
    unit: 'шт.',
    budget: 900,
    deliveryDays: 7,
    shipping: 1,
    buyer: 2,
    address: 'ул. Лежневская, д. 120',
    publishedHoursAgo: 15 * DAY,
    deadlineInHours: -7 * DAY,
    proposals: [{ seller: 'second', product: 'Плед флисовый 150', after: 30, price: 0.9 }],
    events: [
      { hoursAgo: 5 * DAY, act: 'choose', seller: 'second' },
      { hoursAgo: 4 * DAY, act: 'cancel' },
    ],
  },
  // Not held (6).
  {
    title: 'Шпаклёвка финишная для ремонта школы',
    description: 'Шпаклёвка полимерная финишная, мешок 20 кг.',
    category: 'Шпаклёвки',
    quantity: 700,
    unit: 'мешок',
    budget: 560,
    deliveryDays: 10,
    shipping: 1,
    buyer: 1,
    address: 'ул. Кирова, д. 28, склад 3',
    publishedHoursAgo: 16 * DAY,
    deadlineInHours: -9 * DAY,
    proposals: [{ seller: 'demo', product: 'Шпаклёвка', after: 20, price: 1.0 }],
    events: [
      { hoursAgo: 10 * DAY, act: 'withdraw', seller: 'demo', purpose: 'Закончилась партия на складе.' },
    ],
  },
  {
    title: 'Клей плиточный для облицовки бассейна',
    description: 'Клей плиточный для бассейнов, класс C2, мешок 25 кг.',
    category: 'Плиточный клей',
    quantity: 900,
    unit: 'мешок',
    budget: 480,
    deliveryDays: 14,
    shipping: 1,
    buyer: 0,
    address: 'ул. Менделеева, д. 137',
    publishedHoursAgo: 20 * DAY,
    deadlineInHours: -13 * DAY,
    proposals: [],
  },
  {
    title: 'Респираторы для лакокрасочного участка',
    description: 'Полумаски с фильтрами А1P1, запасные фильтры в комплекте.',
    category: 'Респираторы',
    quantity: 800,
    unit: 'шт.',
    budget: 310,
    deliveryDays: 7,
    shipping: 1,
    buyer: 3,
    address: 'ул. Промышленная, д. 9',
    publishedHoursAgo: 12 * DAY,
    deadlineInHours: -6 * DAY,
    proposals: [{ seller: 'demo', product: 'Респиратор', after: 30, price: 0.97 }],
    events: [
      { hoursAgo: 5 * DAY, act: 'choose', seller: 'demo' },
      {
        hoursAgo: 4 * DAY,
        act: 'withdraw',
        seller: 'demo',
        purpose: 'Поставщик фильтров сорвал сроки, не успеем к нужной дате.',
      },
    ],
  },
  // Back to the choice (2): the winner withdrew while another proposal is under review.
  {
    title: 'Средства индивидуальной защиты для сварочного цеха',
    description: 'Огнестойкие фартуки или респираторы для сварщиков; допускается поставка одной позиции.',
    category: 'Средства защиты',
    quantity: 90,
    unit: 'шт.',
    budget: 1500,
    deliveryDays: 14,
    shipping: 1,
    buyer: 1,
    address: 'ул. Кирова, д. 28, склад 3',
    publishedHoursAgo: 13 * DAY,
    deadlineInHours: -4 * DAY,
    proposals: [
      { seller: 'second', product: 'Фартук', after: 20, price: 0.92 },
      { seller: 'demo', product: 'Респиратор', after: 40, price: 1.0 },
    ],
    events: [
      { hoursAgo: 3 * DAY, act: 'choose', seller: 'second' },
      { hoursAgo: DAY, act: 'withdraw', seller: 'second', purpose: 'Огнестойкой ткани не будет в срок.' },
    ],
  },
];
