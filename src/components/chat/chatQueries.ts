import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getChatMessages, markChatRead, type ChatMessage, type ChatMessagesReply } from '../../api/chat';
import { buildChatMessagesBody } from '../../api/chatPayloads';
import { useShellCounters } from '../../layout/ShellCounters';

/** react-admin's resource of the chat list (`src/resources/messages`): its queries start with it. */
export const CHATS_RESOURCE = 'chats';

/** The pages of one conversation: newest page first, each oldest first (GetChatMessages). */
export const CONVERSATIONS_KEY = 'chat-messages';
export const conversationKey = (chatId: number) => [CONVERSATIONS_KEY, chatId] as const;

type Pages = InfiniteData<ChatMessagesReply, number | null>;

export function useConversation(chatId: number) {
  return useInfiniteQuery({
    queryKey: conversationKey(chatId),
    queryFn: ({ pageParam }) => getChatMessages(buildChatMessagesBody(chatId, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (page: ChatMessagesReply) => (page.hasMore ? page.messages[0]?.id : undefined),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The messages of the loaded pages, oldest first, each once. */
export function messagesOf(data: InfiniteData<ChatMessagesReply, unknown> | undefined): ChatMessage[] {
  const seen = new Set<number>();
  const messages: ChatMessage[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/** Adds a message to the newest page of a loaded conversation (once; a later refetch agrees). */
export function appendMessage(client: QueryClient, chatId: number, message: ChatMessage): void {
  client.setQueryData<Pages>(conversationKey(chatId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

function clearUnread(client: QueryClient, chatId: number): void {
  client.setQueryData<Pages>(conversationKey(chatId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest?.chat) return data;
    return { ...data, pages: [{ ...newest, chat: { ...newest.chat, unreadCount: 0 } }, ...older] };
  });
}

/**
 * MarkChatRead, then the seller's total beside 'Сообщения' from its reply and a fresh chat list.
 * A failure changes nothing: the next open or message tries again.
 */
export function useMarkChatRead() {
  const client = useQueryClient();
  const { setUnreadMessages } = useShellCounters();
  return useCallback(
    async (chatId: number) => {
      try {
        const reply = await markChatRead(chatId);
        clearUnread(client, chatId);
        setUnreadMessages(reply.unreadCount);
        await client.invalidateQueries({ queryKey: [CHATS_RESOURCE] });
      } catch {
        // Read state stays as it was; nothing the seller must act on.
      }
    },
    [client, setUnreadMessages],
  );
}
