import { iso, DAY_MS } from '../../lib/time.js';
import { DEMO_ACCOUNTS, STARTER_SELLER } from '../demoAccounts.js';
import { one, type Db } from '../query.js';
import { insert } from './insert.js';
import { RUSSIA } from './people.js';

/**
 * A seller who has just registered (`start@demo.ru`, store 'Северная Лавка'): no requisites, no
 * products, templates, orders or reviews, so every step of 'Шаги к успеху' is still open
 * (docs/contract/learning.md). It shares the demo password, so its hash is copied, not recomputed.
 */
export function seedStarterSeller(db: Db, now: number): void {
  const hash = one<{ password_hash: string }>(
    db,
    'SELECT password_hash FROM users WHERE email = ?',
    DEMO_ACCOUNTS.seller,
  );
  if (!hash) return;
  const createdAt = iso(now - 2 * DAY_MS);
  const userId = insert(db, 'users', {
    email: STARTER_SELLER,
    password_hash: hash.password_hash,
    user_category_id: 1,
    user_type_id: 9,
    country_id: RUSSIA,
    first_name: 'Анна',
    last_name: 'Орлова',
    middle_name: 'Сергеевна',
    company_name: 'ИП Орлова Анна Сергеевна',
    phone: '+7 (812) 407-31-26',
    is_registered: true,
    email_confirmed: true,
    first_visit: false,
    created_at: createdAt,
  });
  const sellerId = insert(db, 'sellers', { user_id: userId, created_at: createdAt });
  insert(db, 'stores', {
    seller_id: sellerId,
    store_name: 'Северная Лавка',
    category_group_id: 2,
    created_at: createdAt,
  });
}
