import { unchecked } from './decode';
import type {
  ChatFilterBody,
  ChatListReply,
  ChatMessage,
  ChatMessagesBody,
  ChatMessagesReply,
  ChatSubjectType,
  ChatSummary,
  NotificationCountReply,
  OpenChatBody,
} from '../../contract';
import { request, type RequestOptions } from './http';

/** The wire shapes of this module (contract/realtime.ts). */
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

/** The seller's unread chat messages over every chat (`MarkChatRead`, `GetUnreadCount`). */
export type ChatUnreadReply = NotificationCountReply;

/**
 * Chats with buyers (docs/contract/realtime.md "Chat"; the chat component's base `/api`, so
 * paths under /seller/api). Every failure rejects without leaving the page: the chat panel
 * shows its own message and keeps what was typed.
 */
const CHAT_OPTIONS: Pick<RequestOptions, 'onFailure'> = { onFailure: 'silent' };

export const getChats = (body: ChatFilterBody): Promise<ChatListReply> =>
  request('Chat/GetChats', unchecked<ChatListReply>(), { body, ...CHAT_OPTIONS });

export const getChatMessages = (body: ChatMessagesBody): Promise<ChatMessagesReply> =>
  request('Chat/GetChatMessages', unchecked<ChatMessagesReply>(), { body, ...CHAT_OPTIONS });

export const openChat = (body: OpenChatBody): Promise<ChatSummary> =>
  request('Chat/OpenChat', unchecked<ChatSummary>(), { body, ...CHAT_OPTIONS });

/** Multipart (build it with `buildSendMessageFormData`). */
export const sendChatMessage = (form: FormData): Promise<ChatMessage> =>
  request('Chat/SendMessage', unchecked<ChatMessage>(), { body: form, ...CHAT_OPTIONS });

export const markChatRead = (chatId: number): Promise<ChatUnreadReply> =>
  request('Chat/MarkChatRead', unchecked<ChatUnreadReply>(), { query: { chatId }, ...CHAT_OPTIONS });

export const getChatUnreadCount = (): Promise<ChatUnreadReply> =>
  request('Chat/GetUnreadCount', unchecked<ChatUnreadReply>(), { method: 'GET', ...CHAT_OPTIONS });
