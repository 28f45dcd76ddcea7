import type { ChatFilterBody, ChatMessagesBody, ChatSubjectType, OpenChatBody } from '../../contract';
import { decoder } from './decode';
import { request, type RequestOptions } from './http';
import {
  chatList,
  chatMessage,
  chatMessages,
  chatSummary,
  countReply,
  type ChatListReply,
  type ChatMessage,
  type ChatMessagesReply,
  type ChatSummary,
  type NotificationCountReply,
} from './realtimeDecoders';

/** The request shapes (contract/realtime.ts) and the replies as decoded (realtimeDecoders.ts). */
export type {
  ChatFilterBody,
  ChatListReply,
  ChatMessage,
  ChatMessagesBody,
  ChatMessagesReply,
  ChatSubjectType,
  ChatSummary,
  OpenChatBody,
};

/** The seller's unread chat messages over every chat (`MarkChatRead`, `GetUnreadCount`); `null` when not sent. */
export type ChatUnreadReply = NotificationCountReply;

/**
 * Chats with buyers (docs/contract/realtime.md "Chat"; the chat component's base `/api`, so
 * paths under /seller/api). Every call is ours and every failure rejects without leaving the
 * page: the chat panel shows its own message and keeps what was typed.
 */
const CHAT_OPTIONS: Pick<RequestOptions, 'onFailure'> = { onFailure: 'silent' };

const decodeList = decoder(chatList);
const decodeMessages = decoder(chatMessages);
/** A chat or a message without its id cannot be shown: that reply fails like a refusal. */
const decodeChat = decoder(chatSummary);
const decodeMessage = decoder(chatMessage);
const decodeCount = decoder(countReply);

export const getChats = (body: ChatFilterBody): Promise<ChatListReply> =>
  request('Chat/GetChats', decodeList, { body, ...CHAT_OPTIONS });

export const getChatMessages = (body: ChatMessagesBody): Promise<ChatMessagesReply> =>
  request('Chat/GetChatMessages', decodeMessages, { body, ...CHAT_OPTIONS });

export const openChat = (body: OpenChatBody): Promise<ChatSummary> =>
  request('Chat/OpenChat', decodeChat, { body, ...CHAT_OPTIONS });

/** Multipart (build it with `buildSendMessageFormData`). */
export const sendChatMessage = (form: FormData): Promise<ChatMessage> =>
  request('Chat/SendMessage', decodeMessage, { body: form, ...CHAT_OPTIONS });

export const markChatRead = (chatId: number): Promise<ChatUnreadReply> =>
  request('Chat/MarkChatRead', decodeCount, { query: { chatId }, ...CHAT_OPTIONS });
