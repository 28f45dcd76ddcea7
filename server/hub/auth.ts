import type { AppContext } from '../context.js';
import { checkAccessToken } from '../services/sessions.js';

/**
 * The user of a hub request, from `Authorization: Bearer` (negotiate, long polling, sends, and the
 * Node client's WebSocket) or the `access_token` query parameter (browser WebSockets and
 * Server-Sent Events, which cannot set headers). Null unless the token is valid now.
 */
export function hubUserId(
  ctx: AppContext,
  authorization: string | undefined,
  /** Unchecked: a repeated query parameter arrives as an array. */
  queryToken: unknown,
): number | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  const token = bearer ?? (typeof queryToken === 'string' ? queryToken : null);
  if (!token) return null;
  const check = checkAccessToken(ctx, token);
  return check.kind === 'valid' ? check.userId : null;
}
