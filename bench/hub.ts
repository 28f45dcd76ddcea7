import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildMarketplace } from '../server/marketplace.js';
import { createSession } from '../server/services/sessions.js';
import { quantile } from './app.js';

const CLIENTS = 1000;
/** Clients connect this many at a time, so negotiation does not swamp two shared cores. */
const BATCH = 50;
const FAN_OUT_ROUNDS = 20;
const SINGLE_EVENTS = 200;
const WARM_UP = 3;
const RS = '\u001e';

interface BenchClient {
  userId: number;
  socket: WebSocket;
}

/** A thousand users with a session each; the hub needs nothing else from the database. */
function createUsers(app: FastifyInstance): { userId: number; token: string }[] {
  const { db } = app.ctx;
  const insert = db.prepare(
    `INSERT INTO users (email, password_hash, user_category_id, is_registered, email_confirmed, created_at)
     VALUES (?, '', 1, 1, 1, ?)`,
  );
  return db.transaction(() =>
    Array.from({ length: CLIENTS }, (_, i) => {
      const userId = Number(
        insert.run(`hub-bench-${i}@bench.local`, new Date().toISOString()).lastInsertRowid,
      );
      return { userId, token: createSession(app.ctx, userId, false).accessToken };
    }),
  )();
}

/**
 * One raw client as the shell makes it: negotiate, WebSocket, JSON handshake, then the two
 * registration calls. It answers server pings; each event's `unreadCount` carries the bench's
 * sequence number, handed to `onEvent`.
 */
async function connect(
  origin: string,
  user: { userId: number; token: string },
  onEvent: (userId: number, seq: number) => void,
): Promise<BenchClient> {
  const auth = { authorization: `Bearer ${user.token}` };
  const negotiated = await fetch(`${origin}/seller/notification/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: auth,
  });
  const { connectionId, connectionToken } = (await negotiated.json()) as {
    connectionId: string;
    connectionToken: string;
  };
  const socket = new WebSocket(
    `${origin.replace(/^http/, 'ws')}/seller/notification?id=${connectionToken}&access_token=${user.token}`,
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      for (const record of data.toString('utf8').split(RS)) {
        if (record === '{}') resolve();
        else if (record === '{"type":6}') socket.send(`{"type":6}${RS}`);
        else if (record.startsWith('{"type":1,')) {
          onEvent(
            user.userId,
            (JSON.parse(record) as { arguments: [{ unreadCount: number }] }).arguments[0].unreadCount,
          );
        }
      }
    });
    socket.once('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
  });
  const post = (url: string, body?: object) =>
    fetch(`${origin}/seller/api/${url}`, {
      method: 'POST',
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  await post(`Common/DeleteRetiredUser?retiredUserId=${user.userId}`);
  const added = (await (
    await post('Common/AddOnlineUser', { userId: user.userId, connectionId })
  ).json()) as {
    status: number;
  };
  if (added.status !== 1) throw new Error(`AddOnlineUser refused for user ${user.userId}`);
  return { userId: user.userId, socket };
}

const summary = (times: number[]): string => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${quantile(sorted, 0.5).toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms`;
};

/**
 * Hub fan-out over loopback: 1,000 raw WebSocket clients, one user each, connected and registered
 * like the shell (negotiate, handshake, DeleteRetiredUser, AddOnlineUser). Times (a) one event to
 * each of the 1,000 users, published back to back, until the last client has it, and (b) one
 * user's event until that client has it while the other 999 stay connected. Clients run in the
 * server's process, so the figures include their parsing.
 */
export async function benchHub(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'seller-bench-hub-'));
  const app = await buildMarketplace({
    dbFile: path.join(dir, 'market.sqlite'),
    dataDir: dir,
    distDir: path.join(dir, 'no-dist'),
  });
  const clients: BenchClient[] = [];
  try {
    const users = createUsers(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    let waiting = new Set<number>();
    let expectedSeq = -1;
    let done: () => void = () => undefined;
    const onEvent = (userId: number, seq: number) => {
      if (seq !== expectedSeq || !waiting.delete(userId)) return;
      if (waiting.size === 0) done();
    };
    /** Publishes `seq` to `targets` and resolves with the ms until every target client has it. */
    /** The synchronous part: the hub encoding and writing every event to its sockets. */
    const writeMs: number[] = [];
    const deliver = (seq: number, targets: readonly number[]): Promise<number> => {
      expectedSeq = seq;
      waiting = new Set(targets);
      const received = new Promise<void>((resolve) => (done = resolve));
      const start = performance.now();
      for (const userId of targets) {
        app.ctx.events.publish(userId, 'UnreadMessagesChanged', { unreadCount: seq });
      }
      writeMs.push(performance.now() - start);
      return received.then(() => performance.now() - start);
    };

    const connectStart = performance.now();
    for (let i = 0; i < users.length; i += BATCH) {
      clients.push(
        ...(await Promise.all(users.slice(i, i + BATCH).map((user) => connect(origin, user, onEvent)))),
      );
    }
    const connectMs = performance.now() - connectStart;

    const everyone = clients.map((client) => client.userId);
    const fanOut: number[] = [];
    for (let round = 0; round < FAN_OUT_ROUNDS + WARM_UP; round++) {
      const ms = await deliver(round, everyone);
      if (round >= WARM_UP) fanOut.push(ms);
    }
    const fanOutWrites = writeMs.slice(WARM_UP);
    const single: number[] = [];
    for (let i = 0; i < SINGLE_EVENTS + WARM_UP; i++) {
      const target = everyone[(i * 397) % everyone.length] ?? 0;
      const ms = await deliver(FAN_OUT_ROUNDS + WARM_UP + i, [target]);
      if (i >= WARM_UP) single.push(ms);
    }

    console.log(
      `Hub bench: ${clients.length.toLocaleString('en')} WebSocket clients, one user each, over loopback`,
    );
    console.log(`  connect + register:          ${(connectMs / 1000).toFixed(1)} s (batches of ${BATCH})`);
    console.log(
      `  one event to each user:      ${summary(fanOut)} until all ${CLIENTS} have it (${FAN_OUT_ROUNDS} rounds)`,
    );
    console.log(`    of which the hub's writes: ${summary(fanOutWrites)}`);
    console.log(`  one user's event:            ${summary(single)} (${SINGLE_EVENTS} events)`);
  } finally {
    for (const client of clients) client.socket.terminate();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
