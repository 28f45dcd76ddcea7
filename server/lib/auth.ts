import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Caller, SellerCaller } from '../context.js';
import { checkAccessToken } from '../services/sessions.js';
import { sellerOfUser } from '../services/users.js';
import { ApiStatus, fail, type Envelope } from './envelope.js';

/** The access token: header `accessToken` (GetUserByAccessToken) or `Authorization: Bearer <token>`. */
export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.accesstoken;
  if (typeof header === 'string' && header.trim()) return header.trim();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Resolves the caller, or the refusal to send: 401 (missing, unknown, revoked) or -43 (expired). */
function authenticate(ctx: AppContext, request: FastifyRequest): Caller | Envelope<never> {
  const token = accessTokenOf(request);
  const check = token ? checkAccessToken(ctx, token) : ({ kind: 'invalid' } as const);
  if (check.kind === 'expired') return fail(ApiStatus.tokenExpired, 'Token expired');
  if (check.kind === 'invalid') {
    return fail(ApiStatus.unauthorized, token ? 'Invalid access token' : 'Access token required');
  }
  const seller = sellerOfUser(ctx.db, check.userId);
  return {
    userId: check.userId,
    sellerId: seller?.sellerId ?? null,
    storeId: seller?.storeId ?? null,
    accessTokenHash: check.tokenHash,
  };
}

const isRefusal = (value: Caller | Envelope<never>): value is Envelope<never> => 'status' in value;

/** preHandler hooks; an early reply is sent and the reply returned, as Fastify's async hooks require. */
export function authHooks(ctx: AppContext) {
  return {
    async requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      const caller = authenticate(ctx, request);
      if (isRefusal(caller)) return reply.send(caller);
      request.caller = caller;
      return undefined;
    },
    async requireSeller(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      const caller = authenticate(ctx, request);
      if (isRefusal(caller)) return reply.send(caller);
      if (caller.sellerId === null) {
        return reply.send(fail(ApiStatus.forbidden, 'Only registered sellers may use this call'));
      }
      request.caller = caller;
      return undefined;
    },
  };
}

/** The caller set by `requireUser` / `requireSeller`; throws if the route forgot its preHandler. */
export function userOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`Route ${request.url} has no authentication preHandler`);
  return request.caller;
}

export function sellerOf(request: FastifyRequest): SellerCaller {
  const caller = userOf(request);
  if (caller.sellerId === null || caller.storeId === null) throw new Error('Caller is not a seller');
  return { ...caller, sellerId: caller.sellerId, storeId: caller.storeId };
}

/** Standard refusal when a caller asks for someone else's data. */
export const notYours = (what: string) =>
  fail(ApiStatus.invalid, `Access denied: ${what} does not belong to the caller`);
