import type { FastifyInstance } from 'fastify';
import type { ChatListReply, ChatMessagesReply } from '../../contract/index.js';
import type { Full } from './fullReply.js';
import type { UserEvent } from '../../server/lib/events.js';
import { call } from './helpers.js';

/** Shared by the chat, notification and real-time event tests. */

/** Every event the server publishes from now on, in order. */
export function recordEvents(app: FastifyInstance): UserEvent[] {
  const events: UserEvent[] = [];
  app.ctx.events.subscribe((event) => events.push(event));
  return events;
}

export const listChats = async (app: FastifyInstance, token: string, body: object = {}) =>
  (await call<Full<ChatListReply>>(app, 'POST', '/Chat/GetChats', { token, body })).body;

export const chatMessages = async (app: FastifyInstance, token: string, body: object) =>
  (await call<Full<ChatMessagesReply>>(app, 'POST', '/Chat/GetChatMessages', { token, body })).body;

export async function dashboardUnread(app: FastifyInstance, token: string, userId: number): Promise<number> {
  const reply = await call<{ unreadMessages: number }>(
    app,
    'GET',
    `/User/GetDashboardStatistics?userId=${userId}`,
    { token },
  );
  if (!reply.body.data) throw new Error(JSON.stringify(reply.body));
  return reply.body.data.unreadMessages;
}
