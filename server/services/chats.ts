import type { ChatListReply, ChatSubjectType, ChatSummary } from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { all, one, run, scalar, type SqlValue } from '../db/query.js';
import { isRelatedBuyer, isValidSubject, SUBJECT_TITLE_SQL, type ChatSubject } from './chatSubjects.js';
import {
  BUYER_NAME_SQL,
  invalid,
  listPage,
  pageWindow,
  registerSqlFunctions,
  type Pagination,
} from './ordersCommon.js';

/** The seller's chats with buyers (docs/contract/realtime.md "Chat"): list, one chat, find or start. */

export const CHAT_NOT_FOUND = 'Чат не найден';
export const chatNotFound = () => invalid(CHAT_NOT_FOUND);

/** The chat's seller and buyer, as the ownership checks need them. */
export interface ChatOwners {
  id: number;
  seller_user_id: number;
  buyer_user_id: number;
}

/** The chat if it is the seller user's. */
export const findSellerChat = (db: Db, sellerUserId: number, chatId: number): ChatOwners | undefined =>
  one<ChatOwners>(
    db,
    'SELECT id, seller_user_id, buyer_user_id FROM chats WHERE id = ? AND seller_user_id = ?',
    chatId,
    sellerUserId,
  );

/** Unread messages to the user over every chat: the same count as the dashboard's `unreadMessages`. */
export const unreadTotal = (db: Db, userId: number): number =>
  scalar(db, 'SELECT COUNT(*) AS value FROM chat_messages WHERE to_user_id = ? AND is_read = 0', userId);

interface SummaryRow {
  chatId: number;
  buyerId: number;
  buyerName: string;
  subjectType: ChatSubjectType;
  subjectId: number | null;
  subjectTitle: string;
  lastText: string | null;
  lastAt: string | null;
  lastSender: number | null;
  lastImages: number;
  unreadCount: number;
}

const UNREAD_IN_CHAT = `(SELECT COUNT(*) FROM chat_messages um
  WHERE um.chat_id = c.id AND um.to_user_id = c.seller_user_id AND um.is_read = 0)`;

const SUMMARY_COLUMNS = `c.id AS chatId, c.buyer_user_id AS buyerId, ${BUYER_NAME_SQL} AS buyerName,
  c.subject_type AS subjectType, c.subject_id AS subjectId, ${SUBJECT_TITLE_SQL} AS subjectTitle,
  lm.text AS lastText, lm.created_at AS lastAt, lm.from_user_id AS lastSender,
  (SELECT COUNT(*) FROM chat_message_images i WHERE i.message_id = lm.id) AS lastImages,
  ${UNREAD_IN_CHAT} AS unreadCount`;

const SUMMARY_FROM = `chats c JOIN users u ON u.id = c.buyer_user_id
  LEFT JOIN chat_messages lm ON lm.id = (SELECT MAX(m.id) FROM chat_messages m WHERE m.chat_id = c.id)`;

const toSummary = (row: SummaryRow): ChatSummary => ({
  chatId: row.chatId,
  buyerId: row.buyerId,
  buyerName: row.buyerName,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  subjectTitle: row.subjectTitle,
  lastMessage:
    row.lastAt === null || row.lastSender === null
      ? null
      : {
          text: row.lastText ?? '',
          createdAt: row.lastAt,
          senderId: row.lastSender,
          imagesCount: row.lastImages,
        },
  unreadCount: row.unreadCount,
});

export function chatSummary(db: Db, chatId: number): ChatSummary | undefined {
  const row = one<SummaryRow>(db, `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE c.id = ?`, chatId);
  return row && toSummary(row);
}

export interface ChatFilter {
  search: string | null;
  onlyUnread: boolean;
  pagination: Pagination | null | undefined;
}

/** The seller's chats, the one with the newest message first (chats without messages last). */
export function listChats(db: Db, sellerUserId: number, filter: ChatFilter): ChatListReply {
  registerSqlFunctions(db);
  const where = ['c.seller_user_id = ?'];
  const params: SqlValue[] = [sellerUserId];
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    where.push(`(instr(casefold(${BUYER_NAME_SQL}), ?) > 0 OR instr(casefold(${SUBJECT_TITLE_SQL}), ?) > 0)`);
    params.push(search, search);
  }
  if (filter.onlyUnread) where.push(`${UNREAD_IN_CHAT} > 0`);
  const condition = where.join(' AND ');
  const window = pageWindow(filter.pagination);
  const rowCount = scalar(
    db,
    `SELECT COUNT(*) AS value FROM chats c JOIN users u ON u.id = c.buyer_user_id WHERE ${condition}`,
    ...params,
  );
  const rows = all<SummaryRow>(
    db,
    `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE ${condition}
     ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC LIMIT ? OFFSET ?`,
    ...params,
    window.pageSize,
    window.offset,
  );
  return {
    ...listPage(rows.map(toSummary), rowCount, window.pageSize),
    unreadCount: unreadTotal(db, sellerUserId),
  };
}

/** Who asks for the chat: the seller (OpenChat) or the buyer (the console's chat-messages). */
export type ChatStarter = 'seller' | 'buyer';

/**
 * The chat of the seller and the buyer about the subject, started when there is none; undefined
 * when the subject is not theirs, or when the seller would start a `general` chat with a buyer it
 * has never dealt with (isRelatedBuyer). A chat that exists (the buyer may start one with anyone)
 * is always found.
 */
export function findOrStartChat(
  db: Db,
  sellerUserId: number,
  subject: ChatSubject,
  at: string,
  startedBy: ChatStarter,
): number | undefined {
  if (!isValidSubject(db, subject)) return undefined;
  return db.transaction((): number | undefined => {
    const key = [sellerUserId, subject.buyerId, subject.subjectType, subject.subjectId ?? 0] as const;
    const existing = one<{ id: number }>(
      db,
      `SELECT id FROM chats WHERE seller_user_id = ? AND buyer_user_id = ? AND subject_type = ?
         AND IFNULL(subject_id, 0) = ?`,
      ...key,
    );
    if (existing) return existing.id;
    if (
      startedBy === 'seller' &&
      subject.subjectType === 'general' &&
      !isRelatedBuyer(db, subject.sellerId, subject.buyerId)
    ) {
      return undefined;
    }
    return Number(
      run(
        db,
        `INSERT INTO chats (seller_user_id, buyer_user_id, subject_type, subject_id, created_at)
         VALUES (?, ?, ?, ?, ?)`,
        sellerUserId,
        subject.buyerId,
        subject.subjectType,
        subject.subjectId,
        at,
      ).lastInsertRowid,
    );
  })();
}
