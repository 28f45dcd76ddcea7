import type { ChatMessage, ChatSubjectType } from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { one } from '../db/query.js';
import { iso } from '../lib/time.js';
import { addChatMessage } from './chatMessages.js';
import { findOrStartChat } from './chats.js';

/** A buyer's chat message to a seller, played from the marketplace console ("chat-messages"). */

export const CHAT_SUBJECT_MISMATCH =
  'Тема чата не подходит: покупатель должен быть покупателем, а заказ, заявка или тендер — этих продавца и покупателя';

export interface BuyerChatMessageInput {
  sellerId: number;
  buyerId: number;
  subjectType: ChatSubjectType;
  subjectId: number | null;
  text: string;
}

export type BuyerChatMessageResult =
  { ok: true; message: ChatMessage } | { ok: false; kind: 'noSeller' | 'subjectMismatch' };

/** Finds or starts the chat about the subject and writes the buyer's message (published to the seller). */
export function writeAsBuyer(db: Db, now: number, input: BuyerChatMessageInput): BuyerChatMessageResult {
  const seller = one<{ user_id: number }>(db, 'SELECT user_id FROM sellers WHERE id = ?', input.sellerId);
  if (!seller) return { ok: false, kind: 'noSeller' };
  const at = iso(now);
  // The buyer may write to any seller: a general chat needs no earlier dealings.
  const chatId = findOrStartChat(db, seller.user_id, input, at, 'buyer');
  if (chatId === undefined) return { ok: false, kind: 'subjectMismatch' };
  const chat = { id: chatId, seller_user_id: seller.user_id, buyer_user_id: input.buyerId };
  return { ok: true, message: addChatMessage(db, { chat, from: 'buyer', text: input.text, images: [], at }) };
}
