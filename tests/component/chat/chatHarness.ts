import type { ChatMessage, ChatMessagesReply, ChatSummary } from '../../../contract';
import type { ApiCall } from '../orders/ordersHarness';

export { renderShell, stubOrdersApi as stubApi, type ApiCall } from '../orders/ordersHarness';

export function chatSummary(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    chatId: 4,
    buyerId: 18,
    buyerName: 'ИП Белов Роман Игоревич',
    subjectType: 'order',
    subjectId: 61,
    subjectTitle: 'Заказ № 61',
    lastMessage: {
      text: 'Когда отгрузите?',
      createdAt: '2026-11-20T09:15:00Z',
      senderId: 18,
      imagesCount: 0,
    },
    unreadCount: 0,
    ...overrides,
  };
}

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    chatId: 4,
    senderId: 18,
    senderRole: 'buyer',
    text: 'Когда отгрузите?',
    images: [],
    createdAt: '2026-11-20T09:15:00Z',
    isRead: true,
    ...overrides,
  };
}

export function messagesPage(
  messages: ChatMessage[],
  hasMore = false,
  chat: ChatSummary = chatSummary(),
): ChatMessagesReply {
  return { chat, messages, hasMore };
}

export const chatList = (chats: ChatSummary[], unreadCount = 0) => ({
  results: chats,
  pageCount: 1,
  rowCount: chats.length,
  unreadCount,
});

export const callsTo = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

/** The parts of a multipart body in the order sent: [name, text or file name]. */
export const partsOf = (form: FormData | null): [string, string][] =>
  [...(form?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);

export const pngFile = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
