import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { Dispute, DisputeMessage, PagedReply } from '../../contract/index.js';
import type { Envelope } from '../../server/lib/envelope.js';
import { adminToken } from './consoleHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  createOrdersServer,
  postMultipart,
  sellerSession,
  type OrdersServer,
  type Part,
  type SellerSession,
} from './ordersHelpers.js';

/** Shared by the dispute tests (docs/contract/disputes.md "Disputes"). */

export interface DisputesContext {
  server: OrdersServer;
  /** The demo seller and the second demo seller. */
  seller: SellerSession;
  other: SellerSession;
  /** The console administrator's token. */
  admin: string;
}

/**
 * For every test of the file: a fresh seeded server with its own uploads directory (access
 * tokens live a year, so the clock may move), both demo sellers' sessions and the admin's token.
 */
export function withDisputesServer(use: (context: DisputesContext) => void): void {
  let server: OrdersServer | undefined;
  beforeEach(async () => {
    server = await createOrdersServer();
    use({
      server,
      seller: await sellerSession(server.app),
      other: await sellerSession(server.app, DEMO_ACCOUNTS.seller2),
      admin: await adminToken(server.app),
    });
  });
  afterEach(async () => {
    await server?.cleanup();
  });
}

export interface DisputeRowInDb {
  id: number;
  seller_id: number;
  is_retail: number;
  status_id: number;
  order_id: number;
  buyer_id: number;
  created_at: string;
  answer_deadline: string;
}

const ORDER_TABLE = (isRetail: boolean) => (isRetail ? 'retail_orders' : 'wholesale_orders');
const HISTORY_TABLE = (isRetail: boolean) => (isRetail ? 'retail_order_history' : 'wholesale_order_history');

/** A seeded dispute of the seller in the market and status (the first by id). */
export function seededDispute(
  server: OrdersServer,
  sellerId: number,
  isRetail: boolean,
  statusId: number,
): DisputeRowInDb {
  const row = server.db
    .prepare(
      'SELECT * FROM disputes WHERE seller_id = ? AND is_retail = ? AND status_id = ? ORDER BY id LIMIT 1',
    )
    .get(sellerId, isRetail ? 1 : 0, statusId) as DisputeRowInDb | undefined;
  if (!row) throw new Error(`no seeded dispute ${statusId} (retail ${isRetail}) of seller ${sellerId}`);
  return row;
}

export const orderStatus = (server: OrdersServer, isRetail: boolean, orderId: number): number =>
  server.db
    .prepare(`SELECT status_id FROM ${ORDER_TABLE(isRetail)} WHERE id = ?`)
    .pluck()
    .get(orderId) as number;

export const orderHistory = (server: OrdersServer, isRetail: boolean, orderId: number): number[] =>
  server.db
    .prepare(`SELECT status_id FROM ${HISTORY_TABLE(isRetail)} WHERE order_id = ? ORDER BY created_at, id`)
    .pluck()
    .all(orderId) as number[];

/** Everything a refused call must leave as it was: the dispute, its rows and its order. */
export function disputeSnapshot(server: OrdersServer, disputeId: number) {
  const { db } = server;
  const dispute = db.prepare('SELECT * FROM disputes WHERE id = ?').get(disputeId) as DisputeRowInDb;
  const count = (table: string, column = 'dispute_id') =>
    db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${column} = ?`).pluck().get(disputeId);
  const isRetail = dispute.is_retail === 1;
  return {
    dispute,
    history: count('dispute_history'),
    messages: count('dispute_messages'),
    files: count('dispute_files'),
    orderStatus: orderStatus(server, isRetail, dispute.order_id),
    orderHistory: orderHistory(server, isRetail, dispute.order_id),
  };
}

/** The stored files of the server's uploads directory. */
export const uploads = (server: OrdersServer): string[] => {
  const dir = path.join(server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

export const filterBody = (overrides: Record<string, unknown> = {}) => ({
  sellerId: null,
  isRetail: false,
  statusId: null,
  orderNumber: null,
  dateFrom: null,
  dateTo: null,
  pagination: { page: 1, pageSize: 12 },
  ...overrides,
});

export async function listDisputes(app: FastifyInstance, token: string, body: unknown) {
  return (await call<PagedReply<Dispute>>(app, 'POST', '/Dispute/GetDisputesByFilter', { token, body })).body;
}

export async function acceptReturn(app: FastifyInstance, token: string, disputeId: number) {
  return (await call<true>(app, 'POST', `/Dispute/AcceptDisputeReturn?disputeId=${disputeId}`, { token }))
    .body;
}

export async function disputeMessages(app: FastifyInstance, token: string, disputeId: number) {
  return (
    await call<DisputeMessage[]>(app, 'POST', `/Dispute/GetDisputeMessages?disputeId=${disputeId}`, { token })
  ).body;
}

export const declineParts = (
  disputeId: number | string,
  orderStatusId: number | string,
  purpose = 'Товар передан полностью, накладная подписана без замечаний.',
  files: Part[] = [],
): Part[] => [
  { name: 'DisputeId', value: String(disputeId) },
  { name: 'OrderStatusId', value: String(orderStatusId) },
  { name: 'DeclinePurpose', value: purpose },
  ...files,
];

export const declineDispute = (
  app: FastifyInstance,
  token: string,
  parts: readonly Part[],
): Promise<Envelope<true>> => postMultipart<true>(app, '/Dispute/DeclineDispute', token, parts);

export const commentParts = (
  disputeId: number | string,
  userId: number | string,
  comment: string,
  images: Part[] = [],
): Part[] => [
  { name: 'comment', value: comment },
  { name: 'userId', value: String(userId) },
  { name: 'disputeId', value: String(disputeId) },
  ...images,
];

export const addComment = (app: FastifyInstance, token: string, parts: readonly Part[]) =>
  postMultipart<DisputeMessage>(app, '/Dispute/AddDisputeComment', token, parts);

/** A file part of a multipart form. */
export const filePart = (name: string, filename: string, contentType: string, data: Buffer): Part => ({
  name,
  filename,
  contentType,
  data,
});
