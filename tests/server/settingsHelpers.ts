import { afterEach, beforeEach } from 'vitest';
import type { BaseBankModel, ModerationState, SubmittedEdit } from '../../contract/index.js';
import type { Envelope } from '../../server/lib/envelope.js';
import { admin, adminToken } from './consoleHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import { createOrdersServer, sellerSession, type OrdersServer, type SellerSession } from './ordersHelpers.js';

/** Shared by the settings tests (docs/contract/settings.md). */

export interface SettingsContext {
  server: OrdersServer;
  /** seller@demo.ru: nothing waits. */
  seller: SellerSession;
  /** seller2@demo.ru: a baseBank edit waits, an address edit was rejected. */
  other: SellerSession;
  admin: string;
}

/** For every test of the file: a fresh seeded server with its own uploads directory. */
export function withSettingsServer(use: (context: SettingsContext) => void): void {
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

export async function settingsCall<T = SubmittedEdit>(
  server: OrdersServer,
  who: SellerSession,
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const reply = await call<T>(server.app, 'POST', `/SellerSettings/${path}`, { token: who.token, body });
  return reply.body;
}

export async function moderationStateOf(server: OrdersServer, who: SellerSession): Promise<ModerationState> {
  const reply = await call<ModerationState>(server.app, 'GET', '/SellerSettings/GetModerationState', {
    token: who.token,
  });
  if (reply.body.status !== 1 || !reply.body.data) throw new Error(JSON.stringify(reply.body));
  return reply.body.data;
}

export const decide = (
  server: OrdersServer,
  token: string,
  id: number,
  status: 'approved' | 'rejected',
  reason?: string,
) =>
  admin<Record<string, unknown>>(server.app, 'PUT', `/moderation/${id}`, { token, body: { status, reason } });

/** A valid new base bank (ПАО Сбербанк, real БИК and correspondent account). */
export const SBERBANK = (userId: number): BaseBankModel => ({
  userId,
  baseBankName: 'ПАО Сбербанк',
  baseBankAddress: 'г. Москва, ул. Вавилова, д. 19',
  baseCorrespondentAccount: '30101810400000000225',
  baseExpenseAccount: '40702810538000054321',
  baseBankBIK: '044525225',
  baseBankSwift: 'SABRRUMM',
});
