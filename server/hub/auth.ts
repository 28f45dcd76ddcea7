import type { AppContext } from '../context.js';
import { checkAccessToken } from '../services/sessions.js';

/** Who opened or uses a hub connection: the user and the session (sign-in) of the token. */
export interface HubCaller {
  userId: number;
  sessionId: string;
}

/**
 * The caller of a hub request, from `Authorization: Bearer` (negotiate, long polling, sends, and
 * the Node client's WebSocket) or the `access_token` query parameter (browser WebSockets and
 * Server-Sent Events, which cannot set headers). Null unless the token is valid now.
 */
export function hubCaller(
  ctx: AppContext,
  authorization: string | undefined,
  /** Unchecked: a repeated query parameter arrives as an array. */
  queryToken: unknown,
): HubCaller | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  const token = bearer ?? (typeof queryToken === 'string' ? queryToken : null);
  if (!token) return null;
  const check = checkAccessToken(ctx, token);
  return check.kind === 'valid' ? { userId: check.userId, sessionId: check.sessionId } : null;
}

/** Whether a request's caller may use a connection: the same user, in the session that negotiated it. */
export const isOwner = (caller: HubCaller | null, owner: HubCaller): boolean =>
  caller !== null && caller.userId === owner.userId && caller.sessionId === owner.sessionId;
