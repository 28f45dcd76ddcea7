import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from './db/index.js';
import type { UserEvents } from './lib/events.js';
import type { Outbox } from './lib/outbox.js';
import type { LoginThrottle } from './services/loginThrottle.js';

/** Everything a route or service needs, decorated on the Fastify instance as `app.ctx`. */
export interface AppContext {
  db: Db;
  brand: string;
  accessTokenTtlSeconds: number;
  /** Origin of links sent by mail (PUBLIC_ORIGIN); never taken from a request. */
  publicOrigin: string;
  dataDir: string;
  distDir: string;
  /** The clock (epoch milliseconds); tests inject their own. */
  now: () => number;
  outbox: Outbox;
  /** Failed password checks per account and client address (in memory). */
  loginThrottle: LoginThrottle;
  /** Events for users (real-time hub): services publish, `server/hub/` delivers. */
  events: UserEvents;
}

/** The authenticated caller; seller fields are set for sellers with a store. */
export interface Caller {
  userId: number;
  sellerId: number | null;
  storeId: number | null;
  accessTokenHash: string;
}

export interface SellerCaller extends Caller {
  sellerId: number;
  storeId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** preHandler: any signed-in user (body status 401 / -43 otherwise). */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: a signed-in, registered seller with a store. */
    requireSeller: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
