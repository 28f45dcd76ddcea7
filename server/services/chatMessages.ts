import type { ChatMessage, ChatMessagesReply } from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import type { StoredFile } from '../lib/uploads.js';
import { chatSummary, findSellerChat, unreadTotal, type ChatOwners } from './chats.js';
import { filesOf } from './disputesFiles.js';
import { publishTo } from './notify.js';

/** Messages of one chat: a page of them, a new one (either side), and reading them. */

export const CHAT_TEXT_MAX = 2000;
export const CHAT_IMAGES_MAX = 5;
export const EMPTY_MESSAGE = 'Введите сообщение';

interface MessageRow {
  id: number;
  chatId: number;
  senderId: number;
  sellerUserId: number;
  text: string;
  images: string | null;
  createdAt: string;
  isRead: number;
}

export const CHAT_MESSAGE_COLUMNS = `m.id AS id, m.chat_id AS chatId, m.from_user_id AS senderId,
  c.seller_user_id AS sellerUserId, m.text AS text, m.created_at AS createdAt, m.is_read AS isRead,
  (SELECT json_group_array(json_object('name', i.file_name, 'original', i.original_name) ORDER BY i.id)
    FROM chat_message_images i WHERE i.message_id = m.id) AS images`;
export const CHAT_MESSAGE_FROM = 'chat_messages m JOIN chats c ON c.id = m.chat_id';

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  chatId: row.chatId,
  senderId: row.senderId,
  senderRole: row.senderId === row.sellerUserId ? 'seller' : 'buyer',
  text: row.text,
  images: filesOf(row.images),
  createdAt: row.createdAt,
  isRead: row.isRead === 1,
});

function messageById(db: Db, id: number): ChatMessage {
  const row = one<MessageRow>(
    db,
    `SELECT ${CHAT_MESSAGE_COLUMNS} FROM ${CHAT_MESSAGE_FROM} WHERE m.id = ?`,
    id,
  );
  if (!row) throw new Error(`Chat message ${id} vanished`);
  return toMessage(row);
}

/** The `pageSize` messages before `beforeId` (or the newest), oldest first; undefined: not the seller's chat. */
export function chatMessages(
  db: Db,
  sellerUserId: number,
  query: { chatId: number; beforeId: number | null; pageSize: number },
): ChatMessagesReply | undefined {
  if (!findSellerChat(db, sellerUserId, query.chatId)) return undefined;
  const chat = chatSummary(db, query.chatId);
  if (!chat) return undefined;
  const rows = all<MessageRow>(
    db,
    `SELECT ${CHAT_MESSAGE_COLUMNS} FROM ${CHAT_MESSAGE_FROM}
     WHERE m.chat_id = ? AND (? IS NULL OR m.id < ?) ORDER BY m.id DESC LIMIT ?`,
    query.chatId,
    query.beforeId,
    query.beforeId,
    query.pageSize + 1,
  );
  const hasMore = rows.length > query.pageSize;
  return { chat, messages: rows.slice(0, query.pageSize).reverse().map(toMessage), hasMore };
}

export interface NewChatMessage {
  chat: ChatOwners;
  from: 'seller' | 'buyer';
  text: string;
  images: readonly StoredFile[];
  at: string;
}

/**
 * Stores a message (and its images) in the chat. A buyer's message is published to the seller
 * (`MessageReceived`, then `UnreadMessagesChanged`); the seller's own message publishes nothing.
 */
export function addChatMessage(db: Db, message: NewChatMessage): ChatMessage {
  const { chat, at } = message;
  const [fromUser, toUser] =
    message.from === 'seller'
      ? [chat.seller_user_id, chat.buyer_user_id]
      : [chat.buyer_user_id, chat.seller_user_id];
  const id = db.transaction((): number => {
    const messageId = Number(
      run(
        db,
        `INSERT INTO chat_messages (chat_id, from_user_id, to_user_id, is_read, text, created_at)
         VALUES (?, ?, ?, 0, ?, ?)`,
        chat.id,
        fromUser,
        toUser,
        message.text,
        at,
      ).lastInsertRowid,
    );
    for (const image of message.images) {
      run(
        db,
        `INSERT INTO chat_message_images (message_id, file_name, original_name, mime_type, size, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        messageId,
        image.fileName,
        image.originalName,
        image.mime,
        image.size,
        at,
      );
    }
    run(db, 'UPDATE chats SET last_message_at = ? WHERE id = ?', at, chat.id);
    return messageId;
  })();
  const stored = messageById(db, id);
  if (message.from === 'buyer') {
    publishTo(db, chat.seller_user_id, 'MessageReceived', {
      chatId: chat.id,
      id,
      senderId: fromUser,
      text: stored.text,
      createdAt: at,
    });
    publishTo(db, chat.seller_user_id, 'UnreadMessagesChanged', {
      unreadCount: unreadTotal(db, chat.seller_user_id),
    });
  }
  return stored;
}

/** Marks the buyer's messages of the seller's chat read; the seller's new total (published), or undefined. */
export function markChatRead(db: Db, sellerUserId: number, chatId: number): number | undefined {
  if (!findSellerChat(db, sellerUserId, chatId)) return undefined;
  run(
    db,
    'UPDATE chat_messages SET is_read = 1 WHERE chat_id = ? AND to_user_id = ? AND is_read = 0',
    chatId,
    sellerUserId,
  );
  const unreadCount = unreadTotal(db, sellerUserId);
  publishTo(db, sellerUserId, 'UnreadMessagesChanged', { unreadCount });
  return unreadCount;
}
