import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { createTestServer, DEMO_ACCOUNTS, me, signIn, type TestServer } from './helpers.js';
import type { Envelope } from '../../server/lib/envelope.js';

/** Shared by the orders, retail orders and comments tests. */

export const DAY = 86_400_000;

export interface SellerSession {
  token: string;
  userId: number;
  sellerId: number;
}

export async function sellerSession(
  app: FastifyInstance,
  email: string = DEMO_ACCOUNTS.seller,
): Promise<SellerSession> {
  const { accessToken } = await signIn(app, email);
  const user = await me(app, accessToken);
  if (!user.seller) throw new Error(`${email} is not a seller`);
  return { token: accessToken, userId: user.id, sellerId: user.seller.id };
}

export interface OrdersServer extends TestServer {
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * A test server whose uploads go to a fresh temporary data directory; access tokens live a year
 * so the tests can move the clock past order deadlines.
 */
export async function createOrdersServer(): Promise<OrdersServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seller-orders-test-'));
  const server = await createTestServer({ dataDir, accessTokenTtlSeconds: 365 * 86_400 });
  return {
    ...server,
    dataDir,
    async cleanup() {
      await server.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For every test of the file: a fresh orders server and the demo seller's session, handed to
 * `use` before the test; the server is cleaned up after it.
 */
export function withOrdersServer(use: (server: OrdersServer, seller: SellerSession) => void): void {
  let current: OrdersServer | undefined;
  beforeEach(async () => {
    current = await createOrdersServer();
    use(current, await sellerSession(current.app));
  });
  afterEach(async () => {
    await current?.cleanup();
  });
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
/** Text pretending to be an image: refused whatever the declared type says. */
export const NOT_AN_IMAGE = Buffer.from('<script>alert(1)</script>');

export type Part =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----seller-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`;
    else if (part.contentType) head += `\r\nContent-Type: ${part.contentType}`;
    chunks.push(
      Buffer.from(`${head}\r\n\r\n`),
      'data' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function postMultipart<T = unknown>(
  app: FastifyInstance,
  url: string,
  token: string,
  parts: readonly Part[],
): Promise<Envelope<T>> {
  const { payload, headers } = multipart(parts);
  const response = await app.inject({
    method: 'POST',
    url: `/seller/api${url}`,
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return response.json<Envelope<T>>();
}

/** A row of a table as stored, to compare before and after a refused call. */
export function row(server: TestServer, table: string, id: number): unknown {
  return server.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id);
}

export const count = (server: TestServer, sql: string, ...params: unknown[]): number =>
  server.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

export const NOT_FOUND = 'Заказ не найден';
export const NOT_ALLOWED = 'Действие недоступно для текущего статуса заказа';
