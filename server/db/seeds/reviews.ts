import { DEMO_ACCOUNTS } from '../demoAccounts.js';
import { DAY_MS, HOUR_MS, iso } from '../../lib/time.js';
import type { Db } from '../query.js';
import { all, one } from '../query.js';
import type { BuyerRef, SellerRef } from './refs.js';
import { REVIEW_TEXTS } from './catalog.js';
import { insert } from './insert.js';
import { Random } from './random.js';

/**
 * Product reviews and their comment threads (docs/contract/disputes.md "Reviews"): the reviews
 * of each store's activity, then, once everything else is seeded, the sellers' answers and the
 * buyers' follow-ups, and two recent reviews of the demo seller (a poor one), each answered. The
 * threads use their own generator, so the rest of the seed is unchanged. No demo text holds markup:
 * the tests that check it is shown as text write their own (tests/server/reviews.test.ts).
 */

const RATINGS = [5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1] as const;

/** The seller's answers to a good review (4, 5) and to a poor one. */
const SELLER_ANSWERS = {
  good: ['Спасибо за отзыв! Рады, что всё понравилось.', 'Благодарим за заказ, ждём вас снова.'],
  poor: [
    'Здравствуйте! Жаль, что так вышло: напишите нам в чат, решим вопрос.',
    'Спасибо за замечание, передали на склад, упаковку усилим.',
    'Добрый день! Проверили партию, по гарантии заменим товар.',
  ],
} as const;

const BUYER_FOLLOW_UPS: readonly string[] = [
  'Спасибо за быстрый ответ!',
  'Написали в чат, ждём решения.',
  'Замену получили, всё в порядке.',
  'Будем заказывать ещё.',
];

/** Recent reviews of the demo seller, each with the seller's answer: the list's first rows. */
const RECENT_REVIEWS = [
  {
    rating: 1,
    daysAgo: 2,
    text: 'Пришло не то, что на фото, верните деньги',
    answer: 'Здравствуйте! Извините за ошибку склада: напишите нам в чат, заменим товар или вернём деньги.',
  },
  {
    rating: 4,
    daysAgo: 5,
    text: 'Хороший товар, но упаковка мятая',
    answer: 'Спасибо за отзыв! Упаковку усилим.',
  },
] as const;

/** The reviews of one store's activity (products of the store, buyers of the marketplace). */
export function seedProductReviews(
  db: Db,
  rng: Random,
  past: (maxDays: number) => string,
  seller: SellerRef,
  buyers: BuyerRef[],
  products: number[],
  count: number,
): void {
  if (products.length === 0) return;
  for (let i = 0; i < count; i++) {
    const rating = rng.pick(RATINGS);
    insert(db, 'reviews', {
      seller_id: seller.sellerId,
      product_id: rng.pick(products),
      buyer_id: rng.pick(buyers).id,
      rating,
      text: rng.pick(REVIEW_TEXTS[rating] ?? ['']),
      created_at: past(300),
    });
  }
}

function seedRecentReviews(db: Db, now: number): void {
  const seller = one<{ id: number }>(
    db,
    'SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = ?',
    DEMO_ACCOUNTS.seller,
  );
  if (!seller) return;
  const products = all<{ id: number }>(
    db,
    `SELECT p.id FROM products p JOIN stores st ON st.id = p.store_id
     WHERE st.seller_id = ? AND p.is_draft = 0 ORDER BY p.id LIMIT 2`,
    seller.id,
  );
  const buyer = one<{ buyer_id: number }>(
    db,
    'SELECT buyer_id FROM wholesale_orders WHERE seller_id = ? ORDER BY id LIMIT 1',
    seller.id,
  );
  RECENT_REVIEWS.forEach((review, i) => {
    const product = products[i % Math.max(1, products.length)];
    if (!product || !buyer) return;
    insert(db, 'reviews', {
      seller_id: seller.id,
      product_id: product.id,
      buyer_id: buyer.buyer_id,
      rating: review.rating,
      text: review.text,
      created_at: iso(now - review.daysAgo * DAY_MS),
    });
  });
}

interface ThreadRow {
  id: number;
  seller_user_id: number;
  buyer_id: number | null;
  rating: number;
  text: string;
  created_at: string;
}

/** About half the reviews get the seller's answer, some of those a follow-up of the buyer. */
export function seedReviewThreads(db: Db, now: number): void {
  seedRecentReviews(db, now);
  const rng = new Random(1207);
  const reviews = all<ThreadRow>(
    db,
    `SELECT r.id, s.user_id AS seller_user_id, r.buyer_id, r.rating, r.text, r.created_at
     FROM reviews r JOIN sellers s ON s.id = r.seller_id ORDER BY r.id`,
  );
  for (const review of reviews) {
    if (!rng.chance(0.5)) continue;
    const reviewed = Date.parse(review.created_at);
    const answered = reviewed + Math.min(rng.int(HOUR_MS, 3 * DAY_MS), (now - reviewed) / 2);
    const recent = RECENT_REVIEWS.find((r) => r.text === review.text);
    insert(db, 'review_comments', {
      review_id: review.id,
      author_role: 'seller',
      user_id: review.seller_user_id,
      text: recent ? recent.answer : rng.pick(SELLER_ANSWERS[review.rating >= 4 ? 'good' : 'poor']),
      created_at: iso(Math.floor(answered)),
    });
    if (review.buyer_id === null || !rng.chance(0.35)) continue;
    const followed = answered + Math.min(rng.int(HOUR_MS, 2 * DAY_MS), (now - answered) / 2);
    insert(db, 'review_comments', {
      review_id: review.id,
      author_role: 'buyer',
      user_id: review.buyer_id,
      text: rng.pick(BUYER_FOLLOW_UPS),
      created_at: iso(Math.floor(followed)),
    });
  }
}
