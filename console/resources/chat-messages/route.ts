import type { FastifyInstance } from 'fastify';
import type { ChatSubjectType, StoredFile as WireFile } from '../../../contract/index.js';
import { CHAT_MESSAGE_FROM, CHAT_TEXT_MAX } from '../../../server/services/chatMessages.js';
import { CHAT_SUBJECT_MISMATCH, writeAsBuyer } from '../../../server/services/chatBuyer.js';
import { CHAT_SUBJECT_TYPES, SUBJECT_TITLE_SQL } from '../../../server/services/chatSubjects.js';
import { filesOf } from '../../../server/services/disputesFiles.js';
import { BUYER_NAME_SQL } from '../../../server/services/ordersCommon.js';
import {
  badRequest,
  findRecord,
  integerFilter,
  listRoute,
  notFound,
  oneOfFilter,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/** Messages of every chat (both sides); POST writes one as the buyer, to a seller about a subject. */

export interface ChatMessageRecord {
  id: number;
  chatId: number;
  sellerId: number;
  storeName: string;
  buyerId: number;
  buyerName: string;
  subjectType: ChatSubjectType;
  subjectId: number | null;
  subjectTitle: string;
  authorRole: 'buyer' | 'seller';
  text: string;
  images: WireFile[];
  isRead: boolean;
  createdAt: string;
}

type MessageRow = Omit<ChatMessageRecord, 'images' | 'isRead'> & { images: string | null; isRead: number };

export const CHAT_MESSAGES: ListSpec<MessageRow, ChatMessageRecord> = {
  resource: 'chat-messages',
  columns: `m.id AS id, m.chat_id AS chatId, s.id AS sellerId, st.store_name AS storeName,
    c.buyer_user_id AS buyerId, ${BUYER_NAME_SQL} AS buyerName, c.subject_type AS subjectType,
    c.subject_id AS subjectId, ${SUBJECT_TITLE_SQL} AS subjectTitle,
    CASE WHEN m.from_user_id = c.seller_user_id THEN 'seller' ELSE 'buyer' END AS authorRole,
    m.text AS text, m.is_read AS isRead, m.created_at AS createdAt,
    (SELECT json_group_array(json_object('name', i.file_name, 'original', i.original_name) ORDER BY i.id)
      FROM chat_message_images i WHERE i.message_id = m.id) AS images`,
  from: `${CHAT_MESSAGE_FROM} JOIN sellers s ON s.user_id = c.seller_user_id
    JOIN stores st ON st.seller_id = s.id JOIN users u ON u.id = c.buyer_user_id`,
  id: 'm.id',
  sort: { id: 'm.id', createdAt: 'm.created_at' },
  filters: {
    sellerId: integerFilter('s.id'),
    buyerId: integerFilter('c.buyer_user_id'),
    chatId: integerFilter('m.chat_id'),
    subjectType: oneOfFilter('c.subject_type', CHAT_SUBJECT_TYPES),
  },
  toRecord: (row) => ({ ...row, images: filesOf(row.images), isRead: row.isRead === 1 }),
};

const createSchema = {
  type: 'object',
  required: ['sellerId', 'buyerId', 'subjectType', 'text'],
  properties: {
    sellerId: { type: 'integer', minimum: 1 },
    buyerId: { type: 'integer', minimum: 1 },
    subjectType: { type: 'string', enum: CHAT_SUBJECT_TYPES },
    subjectId: { type: ['integer', 'null'], minimum: 1 },
    text: { type: 'string', minLength: 1, maxLength: CHAT_TEXT_MAX },
  },
} as const;

interface NewMessageBody {
  sellerId: number;
  buyerId: number;
  subjectType: ChatSubjectType;
  subjectId?: number | null;
  text: string;
}

export async function chatMessagesRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, CHAT_MESSAGES);
  oneRoute(app, CHAT_MESSAGES);
  app.post<{ Body: NewMessageBody }>('/', { schema: { body: createSchema } }, async (request, reply) => {
    const { text } = request.body;
    // Stored exactly as sent, like the seller's messages; only a blank one is refused.
    if (text.trim() === '') throw badRequest("Field 'text' must not be blank");
    const result = writeAsBuyer(ctx.db, ctx.now(), {
      ...request.body,
      subjectId: request.body.subjectId ?? null,
    });
    if (!result.ok) {
      throw result.kind === 'noSeller'
        ? notFound(`Продавец ${request.body.sellerId} не найден`)
        : badRequest(CHAT_SUBJECT_MISMATCH);
    }
    return reply.code(201).send(findRecord(ctx, CHAT_MESSAGES, result.message.id));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
