import type { FastifyInstance } from 'fastify';
import type { AcceptedBody, ChatFilterBody, ChatMessagesBody, OpenChatBody } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { sellerOf } from '../lib/auth.js';
import { ApiStatus, ok } from '../lib/envelope.js';
import { readMultipart, type Checked } from '../lib/multipart.js';
import { IMAGE_KINDS, removeFiles, withStoredFiles, type MultipartForm } from '../lib/uploads.js';
import { iso } from '../lib/time.js';
import { schemas } from '../lib/validation.js';
import {
  addChatMessage,
  CHAT_IMAGES_MAX,
  CHAT_TEXT_MAX,
  chatMessages,
  EMPTY_MESSAGE,
  markChatRead,
} from '../services/chatMessages.js';
import { CHAT_SUBJECT_TYPES } from '../services/chatSubjects.js';
import {
  chatNotFound,
  chatSummary,
  findOrStartChat,
  findSellerChat,
  listChats,
  unreadTotal,
  type ChatOwners,
} from '../services/chats.js';
import { invalid, paginationSchema } from '../services/ordersCommon.js';
import { query } from './orderFilters.js';

/** Chats with buyers under `/seller/api/Chat/...` (docs/contract/realtime.md "Chat"). */

const filterSchema = {
  type: 'object',
  properties: {
    search: { type: ['string', 'null'], maxLength: 200 },
    onlyUnread: { type: ['boolean', 'null'] },
    pagination: paginationSchema,
  },
} as const;

const messagesSchema = {
  type: 'object',
  required: ['chatId', 'pageSize'],
  properties: {
    chatId: schemas.id,
    beforeId: { type: ['integer', 'null'], minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

const openSchema = {
  type: 'object',
  required: ['buyerId', 'subjectType'],
  properties: {
    buyerId: schemas.id,
    subjectType: { type: 'string', enum: CHAT_SUBJECT_TYPES },
    subjectId: { type: ['integer', 'null'], minimum: 1 },
  },
} as const;

type MessagesBody = Omit<ChatMessagesBody, 'chatId'> & { chatId: number | string };
type OpenBody = Omit<OpenChatBody, 'buyerId'> & { buyerId: number | string };

interface SendForm {
  chat: ChatOwners;
  text: string;
}

/** The text parts of SendMessage, checked before any image is read: the chat must be the caller's. */
function checkSend(db: Db, sellerUserId: number, form: MultipartForm): Checked<SendForm> {
  const rawId = form.fields.get('chatid');
  const chatId = typeof rawId === 'string' && /^[1-9]\d{0,15}$/.test(rawId.trim()) ? Number(rawId) : null;
  if (chatId === null) return { ok: false, reply: invalid("Field 'ChatId' must be a positive integer") };
  const chat = findSellerChat(db, sellerUserId, chatId);
  if (!chat) return { ok: false, reply: chatNotFound() };
  const rawText = form.fields.get('text');
  const text = typeof rawText === 'string' ? rawText : '';
  if (text.length > CHAT_TEXT_MAX) {
    return { ok: false, reply: invalid(`Field 'Text' must be at most ${CHAT_TEXT_MAX} characters long`) };
  }
  return { ok: true, value: { chat, text } };
}

export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Body: AcceptedBody<ChatFilterBody> }>(
    '/Chat/GetChats',
    { ...guard, schema: { body: filterSchema } },
    async (request) => {
      const { search, onlyUnread, pagination } = request.body;
      return ok(
        listChats(ctx.db, sellerOf(request).userId, {
          search: search ?? null,
          onlyUnread: onlyUnread ?? false,
          pagination,
        }),
      );
    },
  );

  app.post<{ Body: MessagesBody }>(
    '/Chat/GetChatMessages',
    { ...guard, schema: { body: messagesSchema } },
    async (request) => {
      const { chatId, beforeId, pageSize } = request.body;
      const reply = chatMessages(ctx.db, sellerOf(request).userId, {
        chatId: Number(chatId),
        beforeId: beforeId ?? null,
        pageSize,
      });
      return reply ? ok(reply) : chatNotFound();
    },
  );

  app.post<{ Body: OpenBody }>(
    '/Chat/OpenChat',
    { ...guard, schema: { body: openSchema } },
    async (request) => {
      const caller = sellerOf(request);
      const { buyerId, subjectType, subjectId } = request.body;
      const chatId = findOrStartChat(
        ctx.db,
        caller.userId,
        { sellerId: caller.sellerId, buyerId: Number(buyerId), subjectType, subjectId: subjectId ?? null },
        iso(ctx.now()),
        'seller',
      );
      // Every refusal (unknown id, not a buyer, no dealings, not their subject) reads the same.
      const summary = chatId === undefined ? undefined : chatSummary(ctx.db, chatId);
      return summary ? ok(summary) : chatNotFound();
    },
  );

  app.post<{ Querystring: { chatId: number } }>(
    '/Chat/MarkChatRead',
    { ...guard, schema: { querystring: query({ chatId: schemas.queryId }) } },
    async (request) => {
      const unreadCount = markChatRead(ctx.db, sellerOf(request).userId, request.query.chatId);
      return unreadCount === undefined ? chatNotFound() : ok({ unreadCount });
    },
  );

  app.get('/Chat/GetUnreadCount', guard, async (request) =>
    ok({ unreadCount: unreadTotal(ctx.db, sellerOf(request).userId) }),
  );
}

/** SendMessage: multipart (registered in the multipart scope of routes/index.ts). */
export async function chatUploadRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post('/Chat/SendMessage', { preHandler: app.requireSeller }, async (request) => {
    const caller = sellerOf(request);
    const parsed = await readMultipart(request, ctx.dataDir, {
      files: { images: IMAGE_KINDS },
      check: (form) => checkSend(ctx.db, caller.userId, form),
    });
    if (!parsed.ok) return parsed.reply;
    const images = parsed.form.files;
    const { chat, text } = parsed.value;
    const refusal =
      images.length > CHAT_IMAGES_MAX
        ? invalid(`At most ${CHAT_IMAGES_MAX} images may be attached`)
        : text.trim() === '' && images.length === 0
          ? invalid(EMPTY_MESSAGE)
          : null;
    if (refusal) {
      await removeFiles(
        ctx.dataDir,
        images.map((f) => f.fileName),
      );
      return refusal;
    }
    return withStoredFiles(
      ctx.dataDir,
      images,
      (stored) =>
        ok(addChatMessage(ctx.db, { chat, from: 'seller', text, images: stored, at: iso(ctx.now()) })),
      (reply, stored) => (reply.status === ApiStatus.ok ? [] : stored),
    );
  });
}
