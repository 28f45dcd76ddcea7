import { pagination } from './list';
import type { ChatFilterBody, ChatMessagesBody } from './chat';

/** Pure builders of the chat calls' payloads and the limits of docs/contract/realtime.md "Chat". */

export const CHAT_TEXT_MAX_LENGTH = 2000;
export const CHAT_IMAGES_MAX = 5;
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Messages per page of a conversation (the contract allows 1..100). */
export const CHAT_MESSAGES_PAGE_SIZE = 30;
/** Chats per page of the /messages list. */
export const CHAT_LIST_PAGE_SIZE = 20;

export interface ChatFilterInput {
  search?: string | null;
  onlyUnread?: boolean;
  page?: number;
  pageSize?: number;
}

/** The GetChats body: every key present, a blank search null, 20 chats on page 1 by default. */
export function buildChatFilterBody(input: ChatFilterInput): ChatFilterBody {
  const search = input.search?.trim() ?? '';
  return {
    search: search === '' ? null : search,
    onlyUnread: input.onlyUnread === true,
    pagination: pagination(input.page, input.pageSize, CHAT_LIST_PAGE_SIZE),
  };
}

/** The GetChatMessages body: the newest page (`beforeId` null) or the page before a message. */
export function buildChatMessagesBody(
  chatId: number,
  beforeId: number | null = null,
  pageSize: number = CHAT_MESSAGES_PAGE_SIZE,
): ChatMessagesBody {
  return { chatId, beforeId, pageSize };
}

/** The parts of `Chat/SendMessage`, in the order sent. */
export const SEND_MESSAGE_FIELDS = ['ChatId', 'Text', 'Images'] as const;

export interface SendMessageInput {
  chatId: number;
  text: string;
  images?: readonly File[];
}

/**
 * The SendMessage form: `ChatId`, `Text` (trimmed; empty when only images are sent), then
 * `Images` once per image with its own name.
 */
export function buildSendMessageFormData(input: SendMessageInput): FormData {
  const form = new FormData();
  form.append('ChatId', String(input.chatId));
  form.append('Text', input.text.trim());
  for (const image of input.images ?? []) form.append('Images', image, image.name);
  return form;
}
