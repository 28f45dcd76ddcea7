import type { OrderRequestStatusId } from '../../../contract/index.js';
import { OrderRequestStatus as S } from '../../../rules/index.js';
import { DAY_MS, HOUR_MS, iso, moscowDayEnd } from '../../lib/time.js';
import { createWholesaleOrder } from '../../services/buyerOrders.js';
import { DeliveryMethod } from '../../services/ordersCommon.js';
import { sweepOrderRequests } from '../../services/orderRequestsSweep.js';
import type { Db } from '../query.js';
import { all, one, run } from '../query.js';
import type { BuyerRef, SellerRef } from './refs.js';
import { insert } from './insert.js';
import { Random } from './random.js';

/**
 * Order requests of a demo seller (docs/contract/requests-tenders.md "Order requests"): every
 * status 2..8, 1–4 lines of the seller's wholesale products on sale, business buyers, Russian
 * comments, proposals where the status implies one, a real wholesale order (createWholesaleOrder)
 * for status 4, and some requests the seller deleted. Expired ones are written in their base
 * status with a time in the past and moved by the server's own sweep. Runs after the store's
 * catalogue (the products need their prices) with its own random sequence.
 */

type Shipping = 1 | 2;

interface Scenario {
  /** The status the request ends in (8 through the sweep). */
  status: OrderRequestStatusId;
  lines: number;
  shipping: Shipping;
  /** 8 only: which time passed, the answer deadline (2) or the proposal's validity (3). */
  expiredIn?: typeof S.New | typeof S.ProposalSent;
  /** 5 only: rejected after a proposal was sent. */
  afterProposal?: boolean;
  deleted?: boolean;
}

/**
 * The first nine cover every status and a deleted request (the second demo seller gets those);
 * the demo seller gets the plan's count (at least 3 new requests, which the dashboard shows).
 */
const SCENARIOS: readonly Scenario[] = [
  { status: S.New, lines: 3, shipping: 1 },
  { status: S.New, lines: 1, shipping: 2 },
  { status: S.ProposalSent, lines: 2, shipping: 1 },
  { status: S.ProposalAccepted, lines: 2, shipping: 1 },
  { status: S.OrderCreated, lines: 2, shipping: 1 },
  { status: S.RejectedBySeller, lines: 1, shipping: 1 },
  { status: S.ProposalRejected, lines: 2, shipping: 2 },
  { status: S.Expired, lines: 1, shipping: 1, expiredIn: S.New },
  { status: S.Expired, lines: 2, shipping: 2, expiredIn: S.ProposalSent, deleted: true },
  { status: S.New, lines: 4, shipping: 1 },
  { status: S.New, lines: 2, shipping: 1 },
  { status: S.ProposalSent, lines: 3, shipping: 2 },
  { status: S.RejectedBySeller, lines: 2, shipping: 1, afterProposal: true, deleted: true },
  { status: S.OrderCreated, lines: 3, shipping: 2, deleted: true },
  { status: S.ProposalAccepted, lines: 1, shipping: 2 },
  { status: S.ProposalRejected, lines: 1, shipping: 1, deleted: true },
];
const MIN_SCENARIOS = 9;

/** Delivery cities by name (the location lookups), a few outside Russia for the country filter. */
const CITIES = ['Екатеринбург', 'Казань', 'Минск', 'Пермь', 'Алматы', 'Челябинск', 'Новосибирск'] as const;
const ADDRESSES = [
  'ул. Промышленная, д. 14, склад 3',
  'ул. Складская, д. 2, ворота 5',
  'пр. Ленина, д. 101, офис 12',
  'ул. Заводская, д. 7, корп. 2',
  'Объездная дорога, д. 9, терминал Б',
] as const;

const BUYER_COMMENTS = [
  'Нужна поставка для нового объекта, прошу предложить лучшую цену за объём.',
  'Интересует регулярная поставка раз в месяц. Какие условия при оплате по факту?',
  'Просим указать срок отгрузки и наличие сертификатов соответствия.',
  'Рассмотрим аналоги, если указанных позиций нет в наличии.',
  'Оплата по безналичному расчёту с НДС. Нужен полный пакет документов.',
  null,
] as const;
const PROPOSAL_COMMENTS = [
  'Цена действует при 100% предоплате. Отгрузка со склада в Екатеринбурге.',
  'Все позиции в наличии, сертификаты приложим к отгрузке.',
  'Можем поставить частями: первая партия через 3 дня после оплаты.',
  null,
] as const;
const REJECT_REASONS = [
  'Нет нужного объёма на складе, ближайшее поступление через месяц.',
  'Не работаем с доставкой в этот регион.',
  'Цена покупателя ниже себестоимости.',
] as const;
const BUYER_REJECT_REASONS = [
  'Нашли предложение дешевле.',
  'Срок поставки слишком долгий для нашего объекта.',
  'Проект перенесён на следующий квартал.',
] as const;
const ORDER_DESCRIPTIONS = [
  'Поставка по запросу: упаковка на паллетах, маркировка по спецификации покупателя.',
  'Заказ по согласованному предложению. Документы: счёт-фактура, ТОРГ-12, сертификаты.',
] as const;

interface ProductRow {
  id: number;
  min_price: number;
  max_price: number;
}

interface Line {
  requestProductId: number;
  product: ProductRow;
  quantity: number;
}

/** Days before now (fractional days allowed), as an instant. */
const daysAgo = (now: number, days: number): number => now - Math.round(days * DAY_MS);

class RequestWriter {
  constructor(
    private readonly db: Db,
    private readonly rng: Random,
    private readonly now: number,
    private readonly seller: SellerRef,
  ) {}

  history(requestId: number, status: number, at: number): void {
    insert(this.db, 'order_request_history', {
      request_id: requestId,
      status_id: status,
      created_at: iso(at),
    });
  }

  /** The delivery place: a city and an address when the seller delivers, the buyer's country otherwise. */
  place(
    shipping: Shipping,
    buyerId: number,
  ): { country_id: number | null; city_id: number | null; delivery_address: string | null } {
    if (shipping === 2) {
      const buyer = one<{ country_id: number | null }>(
        this.db,
        'SELECT country_id FROM users WHERE id = ?',
        buyerId,
      );
      return { country_id: buyer?.country_id ?? null, city_id: null, delivery_address: null };
    }
    const city = one<{ id: number; country_id: number }>(
      this.db,
      `SELECT c.id, r.country_id FROM cities c JOIN regions r ON r.id = c.region_id WHERE c.name = ? ORDER BY c.id LIMIT 1`,
      this.rng.pick(CITIES),
    );
    return {
      country_id: city?.country_id ?? null,
      city_id: city?.id ?? null,
      delivery_address: this.rng.pick(ADDRESSES),
    };
  }

  lines(requestId: number, products: readonly ProductRow[], count: number): Line[] {
    const pool = [...products];
    const lines: Line[] = [];
    for (let position = 0; position < count && pool.length > 0; position++) {
      const [product] = pool.splice(this.rng.int(0, pool.length - 1), 1);
      if (!product) break;
      const quantity = this.rng.int(1, 50) * 10;
      const targetPrice = this.rng.chance(0.5) ? Math.round(product.min_price * 90) / 100 : null;
      const requestProductId = insert(this.db, 'order_request_products', {
        request_id: requestId,
        position,
        product_id: product.id,
        quantity,
        target_price: targetPrice,
      });
      lines.push({ requestProductId, product, quantity });
    }
    return lines;
  }

  /** The seller's proposal: a price within the product's range, sometimes a smaller quantity. */
  proposal(
    requestId: number,
    lines: readonly Line[],
    shipping: Shipping,
    at: number,
    validUntil: number,
  ): { lines: { productId: number; quantity: number; price: number }[]; deliveryAmount: number } {
    const deliveryAmount = shipping === 2 ? 0 : this.rng.pick([0, 1500, 3500, 7800]);
    const proposalId = insert(this.db, 'order_proposals', {
      request_id: requestId,
      created_at: iso(at),
      valid_until: iso(validUntil),
      delivery_days: this.rng.pick([3, 5, 7, 10, 14]),
      delivery_amount: deliveryAmount,
      comment: this.rng.pick(PROPOSAL_COMMENTS),
    });
    const priced = lines.map((line) => {
      const price = this.rng.amount(
        line.product.min_price,
        Math.max(line.product.min_price, line.product.max_price),
      );
      const quantity = this.rng.chance(0.2) ? Math.max(10, line.quantity - 10) : line.quantity;
      insert(this.db, 'order_proposal_lines', {
        proposal_id: proposalId,
        request_product_id: line.requestProductId,
        quantity,
        price,
      });
      return { productId: line.product.id, quantity, price };
    });
    return { lines: priced, deliveryAmount };
  }

  write(scenario: Scenario, buyer: BuyerRef, products: readonly ProductRow[]): void {
    const { db, rng, now } = this;
    const open = scenario.status === S.New;
    const age = open
      ? rng.amount(0.1, 5)
      : scenario.status === S.Expired
        ? rng.amount(20, 40)
        : rng.amount(6, 30);
    const created = daysAgo(now, age);
    const answerDays = open ? rng.int(Math.ceil(age) + 2, Math.ceil(age) + 14) : 7;
    const requestId = insert(db, 'order_requests', {
      seller_id: this.seller.sellerId,
      buyer_id: buyer.id,
      status_id: S.New,
      created_at: iso(created),
      deadline: iso(moscowDayEnd(created + answerDays * DAY_MS)),
      shipping_method_id: scenario.shipping,
      ...this.place(scenario.shipping, buyer.id),
      comment: rng.pick(BUYER_COMMENTS),
      deleted_by_seller: scenario.deleted ?? false,
    });
    this.history(requestId, S.New, created);
    const lines = this.lines(requestId, products, scenario.lines);
    const needsProposal =
      scenario.status !== S.New &&
      !(scenario.status === S.RejectedBySeller && !scenario.afterProposal) &&
      scenario.expiredIn !== S.New;
    if (!needsProposal) {
      if (scenario.status === S.RejectedBySeller)
        this.finish(requestId, S.RejectedBySeller, created + DAY_MS, {
          reject_reason: rng.pick(REJECT_REASONS),
        });
      return;
    }
    const proposedAt = created + rng.int(4, 30) * HOUR_MS;
    // A sent proposal is still valid, unless this request is to expire by it.
    const validUntil =
      scenario.expiredIn === S.ProposalSent ? proposedAt + 5 * DAY_MS : now + rng.int(2, 10) * DAY_MS;
    const proposal = this.proposal(requestId, lines, scenario.shipping, proposedAt, validUntil);
    this.history(requestId, S.ProposalSent, proposedAt);
    const answeredAt = proposedAt + rng.int(6, 48) * HOUR_MS;
    switch (scenario.status) {
      case S.RejectedBySeller:
        this.finish(requestId, S.RejectedBySeller, answeredAt, { reject_reason: rng.pick(REJECT_REASONS) });
        return;
      case S.ProposalRejected:
        this.finish(requestId, S.ProposalRejected, answeredAt, {
          buyer_reject_reason: rng.pick(BUYER_REJECT_REASONS),
        });
        return;
      case S.ProposalAccepted:
        this.finish(requestId, S.ProposalAccepted, answeredAt, {});
        return;
      case S.OrderCreated:
        this.finish(requestId, S.ProposalAccepted, answeredAt, {});
        this.order(requestId, buyer, scenario.shipping, proposal);
        return;
      default:
        run(db, 'UPDATE order_requests SET status_id = ? WHERE id = ?', S.ProposalSent, requestId);
    }
  }

  finish(requestId: number, status: number, at: number, columns: Record<string, string>): void {
    const set = Object.keys(columns)
      .map((c) => `, ${c} = ?`)
      .join('');
    run(
      this.db,
      `UPDATE order_requests SET status_id = ?${set} WHERE id = ?`,
      status,
      ...Object.values(columns),
      requestId,
    );
    this.history(requestId, status, Math.min(at, this.now - HOUR_MS));
  }

  /** The order of an accepted proposal, placed a day or two ago and not paid yet. */
  order(
    requestId: number,
    buyer: BuyerRef,
    shipping: Shipping,
    proposal: { lines: { productId: number; quantity: number; price: number }[]; deliveryAmount: number },
  ): void {
    const at = daysAgo(this.now, this.rng.amount(0.5, 2));
    const created = createWholesaleOrder(
      this.db,
      at,
      {
        sellerId: this.seller.sellerId,
        buyerId: buyer.id,
        shippingMethodId: shipping,
        deliveryMethodId: DeliveryMethod.MotorTransport,
        deliveryAmount: proposal.deliveryAmount,
        paymentDays: this.rng.pick([5, 7, 10]),
        lines: proposal.lines,
      },
      'seller',
    );
    if (!created.ok) throw new Error(`Seeding the order of request ${requestId}: ${created.message}`);
    run(
      this.db,
      'UPDATE order_requests SET status_id = ?, order_id = ?, order_description = ? WHERE id = ?',
      S.OrderCreated,
      created.orderId,
      this.rng.pick(ORDER_DESCRIPTIONS),
      requestId,
    );
    this.history(requestId, S.OrderCreated, at);
  }
}

/**
 * The seller's requests: `count` scenarios (at least one of each status), then the expiry sweep.
 * Buyers are the business ones (companies and sole traders order wholesale).
 */
export function seedOrderRequests(
  db: Db,
  seller: SellerRef,
  buyers: readonly BuyerRef[],
  now: number,
  count: number,
): void {
  const products = all<ProductRow>(
    db,
    `SELECT id, min_price, max_price FROM products
     WHERE store_id = ? AND product_type_id = 2 AND is_active = 1 AND is_draft = 0 AND is_blocked = 0
       AND options_count > 0
     ORDER BY id`,
    seller.storeId,
  );
  const business = buyers.filter((b) => b.business);
  if (products.length === 0 || business.length === 0) return;
  const rng = new Random(4409 * seller.storeId);
  const writer = new RequestWriter(db, rng, now, seller);
  const scenarios = SCENARIOS.slice(0, Math.min(SCENARIOS.length, Math.max(MIN_SCENARIOS, count)));
  for (const scenario of scenarios) writer.write(scenario, rng.pick(business), products);
  sweepOrderRequests(db, now);
}
