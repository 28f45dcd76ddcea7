/**
 * Rules both sides apply, written once (README "Rules written once"): money in kopecks, VAT, net
 * payout, Russian check digits, coupon rules, status ids, number formats, the Moscow clock and
 * the theme's first script.
 * Pure: no I/O, no React, no database; the client (src/), the server (server/) and the console
 * (console/) import it. Relative imports carry `.js` so that the server's NodeNext resolution
 * and Vite both read them.
 */
export * from './money.js';
export * from './vat.js';
export * from './netPayout.js';
export * from './requisites.js';
export * from './coupons.js';
export * from './statuses.js';
export * from './httpLink.js';
export * from './numbers.js';
export * from './moscowTime.js';
export * from './themeBoot.js';
export * from './labels.js';
export * from './closingDocuments.js';
export * from './reconciliation.js';
export * from './payouts.js';
export * from './search.js';
export * from './shipBy.js';
