/**
 * The wire contract shared by the client (`src/`) and the reference server (`server/`): one
 * definition per request body and reply `data` shape, as they travel on the wire (field names
 * and spellings exactly as the specification and docs/contract/*.md write them).
 *
 * Types only: nothing here may emit JavaScript, and src/ and server/ import it only with
 * `import type` / `export type` (ESLint and tests/unit/contract.test.ts enforce both), so no
 * runtime code crosses between the two programs.
 */
export type * from './analytics.js';
export type * from './auth.js';
export type * from './brand.js';
export type * from './buyers.js';
export type * from './comments.js';
export type * from './dashboard.js';
export type * from './delivery.js';
export type * from './disputes.js';
export type * from './envelope.js';
export type * from './finances.js';
export type * from './labels.js';
export type * from './closingDocuments.js';
export type * from './learning.js';
export type * from './marketing.js';
export type * from './orders.js';
export type * from './orderTimeline.js';
export type * from './payouts.js';
export type * from './productImport.js';
export type * from './products.js';
export type * from './realtime.js';
export type * from './requestsTenders.js';
export type * from './retailOrders.js';
export type * from './search.js';
export type * from './reviews.js';
export type * from './settings.js';
export type * from './statuses.js';
export type * from './user.js';
export type * from './workQueue.js';
