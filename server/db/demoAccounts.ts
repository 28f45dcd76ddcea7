/** Demo accounts of the seed: main.ts prints them, tests sign in with them. */
export const DEMO_PASSWORD = 'Seller2026!';

export const DEMO_ACCOUNTS = {
  /** The demo seller: store 'Уральские Промтовары', Екатеринбург. */
  seller: 'seller@demo.ru',
  /** Second seller, first visit: store 'Текстиль Иваново'. */
  seller2: 'seller2@demo.ru',
  /** Registered seller whose e-mail is not confirmed: login -5. */
  unconfirmed: 'unconfirmed@demo.ru',
  /** Seller category, registration not finished: login 1 with isRegistered false. */
  newSeller: 'newseller@demo.ru',
  /** Customer (category 2): login 1, sent to the main website. */
  buyer: 'buyer@demo.ru',
  /** Supplier (category 5): login -10. */
  supplier: 'supplier@demo.ru',
  /** Blocked seller: login -8. */
  blocked: 'blocked@demo.ru',
} as const;

/** A seller who has just started (docs/contract/learning.md): an empty store, every learning step open. */
export const STARTER_SELLER = 'start@demo.ru';

/** The marketplace console's demo administrator (docs/contract/console.md); not a user. */
export const CONSOLE_ADMIN = {
  email: 'admin@demo.ru',
  password: 'Admin2026!',
  name: 'Администратор маркетплейса',
} as const;
