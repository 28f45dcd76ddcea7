import { roundRubles as round2, vatPartOf } from '../../../rules/index.js';
import { RetailStatus as R, WholesaleStatus as W } from '../../../rules/index.js';
import { DAY_MS, HOUR_MS, iso, monthStartIso } from '../../lib/time.js';
import { locationOfCity, RUSSIA_ID } from '../../services/locations.js';
import type { Db, SqlValue } from '../query.js';
import { all, one, run } from '../query.js';
import type { BuyerRef, SellerRef } from './refs.js';
import { REVIEW_TEXTS } from './catalog.js';
import type { Random } from './random.js';

/**
 * Wholesale and retail orders with their lines, status history, shipping details, pending buyer
 * requests, comments and reviews. Orders meant to be overdue are written in their base status
 * with a deadline in the past; the overdue sweep (run by seedDatabase at the end) moves them, so
 * the overdue statuses come out of the same rule the server applies.
 *
 * Each seller starts with a fixed block of scenario orders (stable ids on a fresh database, see
 * docs/contract/orders.md "Demo data"), then `completedThisMonth` completed orders, then a
 * random spread. Statements are constant SQL (prepared once, cached by db/query.ts).
 */

export interface OrdersPlan {
  wholesaleOrders: number;
  retailOrders: number;
  completedThisMonth: number;
  /** The fixed scenario block before the random orders. */
  scenarios: boolean;
}

export interface SeededOrder {
  id: number;
  buyer: BuyerRef;
  retail: boolean;
}

type Due = { column: 'payment_deadline' | 'dispatch_deadline' | 'delivery_deadline'; past: boolean };

interface Shape {
  path: readonly number[];
  /** Age of the order in days (min, max). */
  age: readonly [number, number];
  due?: Due;
}

const payment = (past: boolean): Due => ({ column: 'payment_deadline', past });
const dispatch = (past: boolean): Due => ({ column: 'dispatch_deadline', past });
const delivery = (past: boolean): Due => ({ column: 'delivery_deadline', past });

const TO_TRANSIT = [W.NotPaid, W.NotSent, W.ReadyToSend, W.ReadyToShip, W.InTransit];

/** How each wholesale status is reached; overdue ones are the base status with a past deadline. */
function wholesaleShape(target: number, shipping: number): Shape {
  const shipped = shipping === 1 ? [...TO_TRANSIT, W.Shipped] : [1, 2, 3, 4, W.Shipped];
  switch (target) {
    case W.NotPaid:
      return { path: [1], age: [0.05, 3], due: payment(false) };
    case W.PaymentOverdue:
      return { path: [1], age: [6, 25], due: payment(true) };
    case W.Declined:
      return { path: [1, W.Declined], age: [3, 200] };
    case W.Cancelled:
      return { path: [1, W.Cancelled], age: [3, 200] };
    case W.NotSent:
      return { path: [1, 2], age: [1, 10], due: dispatch(false) };
    case W.SendingOverdue:
      return { path: [1, 2], age: [8, 30], due: dispatch(true) };
    case W.ReadyToSend:
      return { path: [1, 2, 3], age: [3, 15], due: dispatch(false) };
    case W.ReadinessOverdue:
      return { path: [1, 2, 3], age: [10, 30], due: dispatch(true) };
    case W.ReadyToShip:
      return { path: [1, 2, 3, 4], age: [4, 20], due: dispatch(false) };
    case W.ShipmentOverdue:
      return { path: [1, 2, 3, 4], age: [12, 35], due: dispatch(true) };
    case W.InTransit:
      return { path: TO_TRANSIT, age: [6, 25], due: delivery(false) };
    case W.DeliveryOverdue:
      return { path: TO_TRANSIT, age: [20, 45], due: delivery(true) };
    case W.Shipped:
      return { path: shipped, age: [10, 90] };
    default:
      return { path: [...shipped, W.Completed], age: [15, 365] };
  }
}

function retailShape(target: number): Shape {
  switch (target) {
    case R.NotSent:
      return { path: [1], age: [0.05, 1.5], due: { column: 'payment_deadline', past: false } };
    case R.ReadinessOverdue:
      return { path: [1], age: [3, 10], due: { column: 'payment_deadline', past: true } };
    case R.ReadyToShip:
      return { path: [1, 2], age: [1, 5], due: dispatch(false) };
    case R.ShippingOverdue:
      return { path: [1, 2], age: [5, 15], due: dispatch(true) };
    case R.InTransit:
      return { path: [1, 2, 3], age: [3, 12], due: delivery(false) };
    case R.DeliveryOverdue:
      return { path: [1, 2, 3], age: [15, 30], due: delivery(true) };
    case R.Delivered:
      return { path: [1, 2, 3, 4], age: [5, 30] };
    case R.Cancelled:
      return { path: [1, R.Cancelled], age: [2, 200] };
    default:
      return { path: [1, 2, 3, 4, R.Completed], age: [10, 365] };
  }
}

/** Retail deadline columns named by the wholesale-style `Due` (readiness, shipping, delivery). */
/**
 * Who reached each status of the demo orders' paths (the history's actor, migration 029): the
 * buyer places, pays, cancels and confirms; the seller prepares, sends, declines and delivers.
 * Overdue statuses are written by the seed's sweep ('system').
 */
const SEEDED_BY: Record<'wholesale' | 'retail', Partial<Record<number, 'buyer' | 'seller'>>> = {
  wholesale: {
    [W.NotPaid]: 'buyer',
    [W.NotSent]: 'buyer',
    [W.ReadyToSend]: 'seller',
    [W.ReadyToShip]: 'seller',
    [W.InTransit]: 'seller',
    [W.Shipped]: 'seller',
    [W.Completed]: 'buyer',
    [W.Declined]: 'seller',
    [W.Cancelled]: 'buyer',
  },
  retail: {
    [R.NotSent]: 'buyer',
    [R.ReadyToShip]: 'seller',
    [R.InTransit]: 'seller',
    [R.Delivered]: 'seller',
    [R.Completed]: 'buyer',
    [R.Cancelled]: 'seller',
  },
};

const RETAIL_DUE_COLUMN: Record<Due['column'], string> = {
  payment_deadline: 'readiness_deadline',
  dispatch_deadline: 'shipping_deadline',
  delivery_deadline: 'delivery_deadline',
};

interface WholesaleScenario {
  status: number;
  shipping: 1 | 2;
  delivery: 1 | 2 | 3;
  payRenewal?: boolean;
  extension?: boolean;
  comments?: boolean;
  review?: boolean;
}

/** The scenario block: every status, both shipping methods, all delivery methods, pending requests. */
export const WHOLESALE_SCENARIOS: readonly WholesaleScenario[] = [
  { status: W.NotSent, shipping: 1, delivery: 1, comments: true },
  { status: W.NotSent, shipping: 1, delivery: 1 },
  { status: W.NotSent, shipping: 1, delivery: 3 },
  { status: W.NotSent, shipping: 2, delivery: 1 },
  { status: W.ReadyToSend, shipping: 1, delivery: 2, comments: true },
  { status: W.NotPaid, shipping: 1, delivery: 1, payRenewal: true },
  { status: W.NotPaid, shipping: 1, delivery: 2 },
  { status: W.PaymentOverdue, shipping: 1, delivery: 1, payRenewal: true },
  { status: W.ReadyToShip, shipping: 2, delivery: 1 },
  { status: W.ReadyToShip, shipping: 1, delivery: 1 },
  { status: W.ReadyToShip, shipping: 1, delivery: 2, extension: true },
  { status: W.Shipped, shipping: 1, delivery: 1 },
  { status: W.Shipped, shipping: 2, delivery: 1 },
  { status: W.InTransit, shipping: 1, delivery: 1, comments: true },
  { status: W.ReadyToSend, shipping: 1, delivery: 1, extension: true },
  { status: W.ReadinessOverdue, shipping: 1, delivery: 3, extension: true },
  { status: W.ShipmentOverdue, shipping: 1, delivery: 1, extension: true },
  { status: W.SendingOverdue, shipping: 1, delivery: 1 },
  { status: W.DeliveryOverdue, shipping: 1, delivery: 2 },
  { status: W.Completed, shipping: 1, delivery: 1, comments: true, review: true },
  { status: W.Declined, shipping: 1, delivery: 1 },
  { status: W.Cancelled, shipping: 2, delivery: 1 },
  { status: W.InTransit, shipping: 1, delivery: 3 },
  { status: W.Shipped, shipping: 1, delivery: 2 },
];

interface RetailScenario {
  status: number;
  shipping: 1 | 2;
  delivery: 1 | 2 | 3;
}

export const RETAIL_SCENARIOS: readonly RetailScenario[] = [
  { status: R.NotSent, shipping: 1, delivery: 1 },
  { status: R.NotSent, shipping: 1, delivery: 2 },
  { status: R.NotSent, shipping: 1, delivery: 3 },
  { status: R.ReadyToShip, shipping: 1, delivery: 2 },
  { status: R.ReadyToShip, shipping: 1, delivery: 1 },
  { status: R.ReadyToShip, shipping: 2, delivery: 1 },
  { status: R.InTransit, shipping: 1, delivery: 2 },
  { status: R.ReadinessOverdue, shipping: 1, delivery: 1 },
  { status: R.ShippingOverdue, shipping: 1, delivery: 2 },
  { status: R.DeliveryOverdue, shipping: 1, delivery: 1 },
  { status: R.Delivered, shipping: 1, delivery: 3 },
  { status: R.Completed, shipping: 1, delivery: 2 },
  { status: R.Cancelled, shipping: 1, delivery: 1 },
];

const WHOLESALE_SPREAD = [
  7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 1, 1, 2, 2, 3, 4, 4, 5, 5, 6, 6, 8, 9, 10, 21, 22, 23, 24,
] as const;
const RETAIL_SPREAD = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 2, 2, 3, 3, 4, 6, 7, 15, 16] as const;
const RATINGS = [5, 5, 5, 5, 5, 4, 4, 4, 3, 2] as const;
const UNITS = ['шт.', 'уп.', 'компл.', 'рулон'] as const;

const BUYER_COMMENTS = [
  'Добрый день! Подскажите, когда планируете отгрузку?',
  'Просим приложить к отгрузке сертификаты соответствия.',
  'Оплату провели, платёжное поручение отправили на почту.',
  'Можно ли доставить до 14:00? Склад принимает до 17:00.',
  'Уточните, пожалуйста, количество мест и общий вес.',
  'Получили, спасибо! Всё в порядке.',
] as const;

const SELLER_COMMENTS = [
  'Здравствуйте! Отгрузка запланирована на завтра.',
  'Сертификаты приложим к товарной накладной.',
  'Оплату получили, спасибо. Заказ передан в сборку.',
  'Да, водитель будет у вас до обеда.',
  '4 места, общий вес около 180 кг.',
] as const;

const VEHICLES = ['ГАЗель NEXT', 'КАМАЗ 65115', 'Volvo FH', 'Isuzu ELF', 'Hyundai HD78'] as const;
const DRIVERS = [
  'Сорокин Павел Андреевич',
  'Мельников Олег Викторович',
  'Захаров Артём Ильич',
  'Калинин Денис Юрьевич',
] as const;
const PLATE_LETTERS = 'АВЕКМНОРСТУХ';

const CITIES = [
  'Екатеринбург',
  'Челябинск',
  'Пермь',
  'Тюмень',
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Нижний Новгород',
  'Уфа',
  'Новосибирск',
  'Иваново',
  'Ярославль',
] as const;

const STREETS = [
  'ул. Ленина',
  'ул. Мира',
  'пр. Победы',
  'ул. Садовая',
  'ул. Гагарина',
  'ул. Профсоюзная',
] as const;

const CDEK_OFFICES = [
  'СДЭК, г. Москва, ул. Профсоюзная, д. 56',
  'СДЭК, г. Екатеринбург, ул. Малышева, д. 84',
  'СДЭК, г. Казань, ул. Баумана, д. 15',
  'СДЭК, г. Пермь, Комсомольский пр-т, д. 34',
] as const;

/** Warehouse the goods leave from (ReadyToSent address) when the seller has no known address. */
const DEFAULT_WAREHOUSE: Warehouse = {
  countryId: RUSSIA_ID,
  regionId: 66,
  cityId: 6601,
  street: 'ул. Монтажников',
  houseNumber: '4',
  apartmentOrOficeNumber: 'склад 2',
  postalIndex: '620050',
};

interface Warehouse {
  countryId: number;
  regionId: number;
  cityId: number;
  street: string;
  houseNumber: string;
  apartmentOrOficeNumber: string;
  postalIndex: string | null;
}

/**
 * The seller's warehouse: the actual address (type 2) of the requisites, else the legal one,
 * with the region and city ids of the location tables (services/locations.ts).
 */
function warehouseOf(db: Db, userId: number): Warehouse {
  const address = one<{ city_name: string; street: string; house: string; postal_index: string | null }>(
    db,
    `SELECT a.city_name, a.street, a.house, a.postal_index
     FROM requisite_addresses a JOIN requisites r ON r.id = a.requisite_id
     WHERE r.user_id = ? ORDER BY a.address_type_id DESC, a.id LIMIT 1`,
    userId,
  );
  const location = address ? locationOfCity(db, address.city_name) : null;
  if (!address || !location) return DEFAULT_WAREHOUSE;
  return {
    countryId: RUSSIA_ID,
    ...location,
    street: address.street,
    houseNumber: address.house,
    apartmentOrOficeNumber: 'склад 2',
    postalIndex: address.postal_index,
  };
}

const SQL = {
  wholesale: `INSERT INTO wholesale_orders (id, seller_id, buyer_id, status_id, total_amount, created_at,
      invoice_number, shipping_method_id, delivery_method_id, is_paid, paid_at, products_amount, delivery_amount,
      nds_amount, payment_deadline, dispatch_deadline, delivery_deadline, pay_renewal_days,
      dispatch_extension_date, decline_purpose)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  wholesaleLine: `INSERT INTO wholesale_order_products (order_id, product_id, product_name, vendor_code, quantity,
      measure_unit, price_for_one, with_nds, nds_price, amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  wholesaleHistory:
    'INSERT INTO wholesale_order_history (order_id, status_id, created_at, actor) VALUES (?, ?, ?, ?)',
  shipping: `INSERT INTO wholesale_shipping_details (order_id, country_id, region_id, city_id, street, house_number,
      apartment_or_office_number, postal_index, dispatch_day, ready_days, transport_mark, transport_number,
      driver_fullname, driver_phone, voyage_number, track_code, additional_info, pick_up_date, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  comment: 'INSERT INTO order_comments (order_id, user_id, comment, created_at) VALUES (?, ?, ?, ?)',
  review: `INSERT INTO reviews (seller_id, product_id, buyer_id, rating, text, created_at, order_id)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  retail: `INSERT INTO retail_orders (id, seller_id, buyer_id, status_id, total_amount, created_at, number,
      shipping_method_id, delivery_method_id, delivery_address, cdek_office_address, im_ids,
      readiness_deadline, shipping_deadline, delivery_deadline)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  retailLine: `INSERT INTO retail_order_products (order_id, product_id, product_name, search_name, quantity, price, amount)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  retailHistory:
    'INSERT INTO retail_order_history (order_id, status_id, created_at, actor) VALUES (?, ?, ?, ?)',
  retailShipping: `INSERT INTO retail_shipping_info (order_id, pickup_date, driver_phone, shipping_method_id,
      delivery_method_id, product_line_ids, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
} as const;

interface Product {
  id: number;
  name: string;
}

class OrderSeeder {
  private readonly monthStart: number;
  private nextWholesaleId: number;
  private nextRetailId: number;
  private readonly products: Product[];
  private readonly business: BuyerRef[];
  private readonly people: BuyerRef[];
  private readonly withNds: boolean;
  private readonly warehouse: Warehouse;
  readonly orders: SeededOrder[] = [];

  constructor(
    private readonly db: Db,
    private readonly rng: Random,
    private readonly now: number,
    private readonly seller: SellerRef,
    buyers: readonly BuyerRef[],
  ) {
    this.monthStart = Date.parse(monthStartIso(now));
    const maxId = (table: string) =>
      one<{ id: number | null }>(db, `SELECT MAX(id) AS id FROM ${table}`)?.id ?? 0;
    this.nextWholesaleId = maxId('wholesale_orders') + 1;
    this.nextRetailId = maxId('retail_orders') + 1;
    this.products = all<Product>(
      db,
      'SELECT id, product_name AS name FROM products WHERE store_id = ? AND is_draft = 0 ORDER BY id',
      seller.storeId,
    );
    this.business = buyers.filter((b) => b.business);
    this.people = buyers.filter((b) => !b.business);
    // Sellers on the general taxation system (VAT 20 %) price with VAT.
    const system = one<{ value: number | null }>(
      db,
      `SELECT r.taxation_system_types_id AS value FROM requisites r JOIN sellers s ON s.user_id = r.user_id WHERE s.id = ?`,
      seller.sellerId,
    );
    this.withNds = system?.value === 1;
    this.warehouse = warehouseOf(db, seller.userId);
  }

  private days(min: number, max: number): number {
    return Math.round((min + this.rng.next() * (max - min)) * DAY_MS);
  }

  /** Status times: created first, then a change every 2 hours to 4 days, squeezed to end by `end`. */
  private timeline(created: number, steps: number, end: number): number[] {
    const gaps = Array.from({ length: steps - 1 }, () => this.rng.int(2 * HOUR_MS, 4 * DAY_MS));
    const total = gaps.reduce((sum, gap) => sum + gap, 0);
    const room = Math.max(0, end - created);
    const scale = total > room ? (room * 0.95) / total : 1;
    const times = [created];
    for (const gap of gaps) times.push((times[times.length - 1] ?? created) + Math.round(gap * scale));
    return times;
  }

  /** A deadline in the future (1-6 days ahead) or between the last status change and now. */
  private deadline(due: Due, last: number): string {
    if (!due.past) return iso(this.now + this.days(1, 6));
    const room = Math.max(HOUR_MS, this.now - HOUR_MS - last);
    return iso(Math.min(this.now - HOUR_MS, last + Math.round(room * (0.2 + this.rng.next() * 0.6))));
  }

  private createdAt(shape: Shape, thisMonth: boolean): number {
    if (thisMonth) {
      return (
        this.monthStart + Math.floor(this.rng.next() * Math.max(0, this.now - this.monthStart - 2 * HOUR_MS))
      );
    }
    return this.now - this.days(shape.age[0], shape.age[1]);
  }

  private phone(): string {
    const n = () => this.rng.int(0, 9);
    return `+7 (9${n()}${n()}) ${this.rng.int(100, 999)}-${n()}${n()}-${n()}${n()}`;
  }

  private plate(): string {
    const letter = () => PLATE_LETTERS[this.rng.int(0, PLATE_LETTERS.length - 1)] ?? 'А';
    return `${letter()}${this.rng.int(100, 999)}${letter()}${letter()} ${this.rng.pick(['96', '74', '59', '66', '174'])}`;
  }

  private lines(count: number): Product[] {
    const picked = new Map<number, Product>();
    for (let i = 0; i < count && this.products.length > 0; i++) {
      const product = this.rng.pick(this.products);
      picked.set(product.id, product);
    }
    return [...picked.values()];
  }

  wholesale(spec: WholesaleScenario & { thisMonth?: boolean }): void {
    const { db, rng } = this;
    const id = this.nextWholesaleId++;
    const shipping = spec.status === W.InTransit || spec.status === W.DeliveryOverdue ? 1 : spec.shipping;
    const delivery = shipping === 2 ? 1 : spec.delivery;
    const buyer = rng.pick(rng.chance(0.8) && this.business.length > 0 ? this.business : this.people);
    const shape = wholesaleShape(spec.status, shipping);
    const created = this.createdAt(shape, spec.thisMonth === true);
    const times = this.timeline(created, shape.path.length, this.now - 2 * HOUR_MS);
    const at = (status: number) => times[shape.path.indexOf(status)] ?? created;
    const last = times[times.length - 1] ?? created;
    const stored = shape.path[shape.path.length - 1] ?? W.NotPaid;

    let productsAmount = 0;
    let nds = 0;
    const lineRows: SqlValue[][] = [];
    for (const product of this.lines(rng.int(1, 4))) {
      const quantity = rng.int(5, 150);
      const price = rng.amount(90, 4800);
      const amount = round2(quantity * price);
      const lineNds = this.withNds ? vatPartOf(amount, true) : 0;
      productsAmount += amount;
      nds += lineNds;
      const vendorCode = `${this.seller.storeId}-${String(product.id).padStart(5, '0')}`;
      lineRows.push([
        id,
        product.id,
        product.name,
        vendorCode,
        quantity,
        rng.pick(UNITS),
        price,
        this.withNds ? 1 : 0,
        lineNds,
        amount,
      ]);
    }
    const deliveryAmount = shipping === 2 ? 0 : rng.amount(1500, 18_000);
    const paid = shape.path.includes(W.NotSent);
    const deadlines: Record<Due['column'], string | null> = {
      payment_deadline: iso(created + 5 * DAY_MS),
      dispatch_deadline: null,
      delivery_deadline: null,
    };
    if (shape.due) deadlines[shape.due.column] = this.deadline(shape.due, last);
    const waitingForPayment = stored === W.NotPaid;
    const beforeDeparture = stored === W.ReadyToSend || stored === W.ReadyToShip;
    run(
      db,
      SQL.wholesale,
      id,
      this.seller.sellerId,
      buyer.id,
      stored,
      round2(productsAmount + deliveryAmount),
      iso(created),
      `${new Date(created).getUTCFullYear()}-${String(id).padStart(6, '0')}`,
      shipping,
      delivery,
      paid ? 1 : 0,
      paid ? iso(at(W.NotSent)) : null,
      round2(productsAmount),
      deliveryAmount,
      round2(nds),
      deadlines.payment_deadline,
      deadlines.dispatch_deadline,
      deadlines.delivery_deadline,
      waitingForPayment && spec.payRenewal ? rng.int(3, 14) : null,
      beforeDeparture && spec.extension ? iso(this.now + this.days(4, 10)) : null,
      stored === W.Declined
        ? rng.pick([
            'Покупатель не подтвердил реквизиты',
            'Нет товара в нужном количестве',
            'Покупатель попросил отменить',
          ])
        : null,
    );
    for (const line of lineRows) run(db, SQL.wholesaleLine, ...line);
    shape.path.forEach((status, i) =>
      run(
        db,
        SQL.wholesaleHistory,
        id,
        status,
        iso(times[i] ?? created),
        SEEDED_BY.wholesale[status] ?? null,
      ),
    );
    if (shape.path.includes(W.ReadyToSend)) this.wholesaleShipping(id, shape, delivery, at);
    if (spec.comments) this.comments(id, buyer, created, stored === W.Completed ? last : this.now);
    if (spec.review && stored === W.Completed && lineRows[0])
      this.review(id, buyer, Number(lineRows[0][1]), at(W.Completed));
    this.orders.push({ id, buyer, retail: false });
  }

  private wholesaleShipping(
    id: number,
    shape: Shape,
    delivery: number,
    at: (status: number) => number,
  ): void {
    const { rng } = this;
    const ready = at(W.ReadyToSend);
    const post = delivery === 3;
    const inTransit = shape.path.includes(W.InTransit);
    const motor = inTransit && delivery === 1;
    const a = this.warehouse;
    run(
      this.db,
      SQL.shipping,
      id,
      post ? null : a.countryId,
      post ? null : a.regionId,
      post ? null : a.cityId,
      post ? null : a.street,
      post ? null : a.houseNumber,
      post ? null : a.apartmentOrOficeNumber,
      post ? null : a.postalIndex,
      post ? iso(ready + 2 * DAY_MS) : null,
      post ? null : rng.int(1, 5),
      motor ? rng.pick(VEHICLES) : null,
      motor ? this.plate() : null,
      motor ? rng.pick(DRIVERS) : null,
      motor ? this.phone() : null,
      motor && rng.chance(0.5) ? `Рейс ${rng.int(100, 999)}` : null,
      inTransit && !motor
        ? delivery === 2
          ? `${rng.int(1_000_000_000, 1_999_999_999)}`
          : `${rng.int(10_000_000, 99_999_999)}${rng.int(100_000, 999_999)}`
        : null,
      inTransit && rng.chance(0.3) ? 'Разгрузка с заднего борта, звонить за час' : null,
      inTransit ? iso(at(W.InTransit)) : null,
      iso(at(inTransit ? W.InTransit : W.ReadyToSend)),
    );
  }

  /** Two to four comments between the order's creation and `until`, starting with the buyer. */
  private comments(orderId: number, buyer: BuyerRef, from: number, until: number): void {
    const count = this.rng.int(2, 4);
    const step = Math.max(HOUR_MS, (Math.min(until, this.now) - HOUR_MS - from) / (count + 1));
    for (let i = 0; i < count; i++) {
      const fromBuyer = i % 2 === 0;
      run(
        this.db,
        SQL.comment,
        orderId,
        fromBuyer ? buyer.id : this.seller.userId,
        this.rng.pick(fromBuyer ? BUYER_COMMENTS : SELLER_COMMENTS),
        iso(Math.min(this.now - HOUR_MS, from + Math.round(step * (i + 1)))),
      );
    }
  }

  private review(orderId: number, buyer: BuyerRef, productId: number, completed: number): void {
    const rating = this.rng.pick(RATINGS);
    run(
      this.db,
      SQL.review,
      this.seller.sellerId,
      productId,
      buyer.id,
      rating,
      this.rng.pick(REVIEW_TEXTS[rating] ?? ['Спасибо!']),
      iso(Math.min(this.now - HOUR_MS, completed + this.days(0.1, 3))),
      orderId,
    );
  }

  retail(spec: RetailScenario & { thisMonth?: boolean }): void {
    const { db, rng } = this;
    const id = this.nextRetailId++;
    const buyer = rng.pick(this.people.length > 0 ? this.people : this.business);
    const shape = retailShape(spec.status);
    const created = this.createdAt(shape, spec.thisMonth === true);
    const times = this.timeline(created, shape.path.length, this.now - 2 * HOUR_MS);
    const last = times[times.length - 1] ?? created;
    const stored = shape.path[shape.path.length - 1] ?? R.NotSent;
    const delivery = spec.shipping === 2 ? 1 : spec.delivery;
    let total = 0;
    const lineRows: SqlValue[][] = [];
    for (const product of this.lines(rng.int(1, 3))) {
      const quantity = rng.int(1, 4);
      const price = rng.amount(250, 6000);
      const amount = round2(quantity * price);
      total += amount;
      lineRows.push([id, product.id, product.name, product.name.toLowerCase(), quantity, price, amount]);
    }
    const deadlines: Record<string, string | null> = {
      readiness_deadline: iso(created + 2 * DAY_MS),
      shipping_deadline: null,
      delivery_deadline: null,
    };
    if (shape.due) deadlines[RETAIL_DUE_COLUMN[shape.due.column]] = this.deadline(shape.due, last);
    const cdekSent = delivery === 2 && shape.path.includes(R.InTransit);
    run(
      db,
      SQL.retail,
      id,
      this.seller.sellerId,
      buyer.id,
      stored,
      round2(total),
      iso(created),
      String(1_000_000 + id),
      spec.shipping,
      delivery,
      spec.shipping === 2
        ? null
        : `г. ${rng.pick(CITIES)}, ${rng.pick(STREETS)}, д. ${rng.int(1, 120)}, кв. ${rng.int(1, 250)}`,
      cdekSent ? rng.pick(CDEK_OFFICES) : null,
      cdekSent ? JSON.stringify([String(rng.int(1_000_000_000, 1_999_999_999))]) : null,
      deadlines.readiness_deadline ?? null,
      deadlines.shipping_deadline ?? null,
      deadlines.delivery_deadline ?? null,
    );
    for (const line of lineRows) run(db, SQL.retailLine, ...line);
    shape.path.forEach((status, i) =>
      run(db, SQL.retailHistory, id, status, iso(times[i] ?? created), SEEDED_BY.retail[status] ?? null),
    );
    const readyAt = times[shape.path.indexOf(R.ReadyToShip)];
    if (readyAt !== undefined) {
      run(
        db,
        SQL.retailShipping,
        id,
        iso(Math.floor((readyAt + DAY_MS) / DAY_MS) * DAY_MS),
        delivery === 3 ? null : this.phone(),
        spec.shipping,
        delivery,
        null,
        iso(readyAt),
      );
    }
    this.orders.push({ id, buyer, retail: true });
  }

  randomMethods(): { shipping: 1 | 2; delivery: 1 | 2 | 3 } {
    const shipping = this.rng.chance(0.75) ? 1 : 2;
    const roll = this.rng.next();
    return { shipping, delivery: roll < 0.5 ? 1 : roll < 0.8 ? 2 : 3 };
  }
}

/** Seeds one seller's orders; returns them for the notifications that mention orders. */
export function seedOrders(
  db: Db,
  rng: Random,
  now: number,
  seller: SellerRef,
  buyers: readonly BuyerRef[],
  plan: OrdersPlan,
): SeededOrder[] {
  const seeder = new OrderSeeder(db, rng, now, seller, buyers);
  if (plan.scenarios) {
    for (const scenario of WHOLESALE_SCENARIOS) seeder.wholesale(scenario);
  }
  for (let i = 0; i < plan.wholesaleOrders; i++) {
    const thisMonth = i < plan.completedThisMonth;
    const status = thisMonth ? W.Completed : rng.pick(WHOLESALE_SPREAD);
    const methods = seeder.randomMethods();
    seeder.wholesale({
      status,
      ...methods,
      thisMonth,
      payRenewal: rng.chance(0.4),
      extension: rng.chance(0.35),
      comments: rng.chance(0.25),
      review: rng.chance(0.7),
    });
  }
  if (plan.scenarios) {
    for (const scenario of RETAIL_SCENARIOS) seeder.retail(scenario);
  }
  for (let i = 0; i < plan.retailOrders; i++) {
    const thisMonth = i < plan.completedThisMonth;
    const status = thisMonth ? R.Completed : rng.pick(RETAIL_SPREAD);
    seeder.retail({ status, ...seeder.randomMethods(), thisMonth });
  }
  return seeder.orders;
}

/** Buyers' cities (the wholesale order detail shows them); deterministic by position. */
export function seedBuyerCities(db: Db, buyers: readonly BuyerRef[]): void {
  buyers.forEach((buyer, i) => {
    run(
      db,
      'UPDATE users SET city = ? WHERE id = ? AND city IS NULL',
      CITIES[i % CITIES.length] ?? null,
      buyer.id,
    );
  });
}
