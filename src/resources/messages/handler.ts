import type { GetListParams, GetListResult } from 'react-admin';
import { getChats, type ChatSummary } from '../../api/chat';
import { buildChatFilterBody } from '../../api/chatPayloads';
import { toListPage } from '../../api/list';
import { unlessRefused } from '../../api/ourCalls';
import { CHATS_RESOURCE } from '../../components/chat';
import { defineHandler } from '../../dataProvider/compose';
import { filterOf } from '../../dataProvider/params';

export { CHATS_RESOURCE };

/** A chat as react-admin keeps it: the summary with its chat id as the record id. */
export type ChatRecord = ChatSummary & { id: number };

/** Filters of /messages as the URL keeps them. */
export interface ChatListFilter {
  search?: string;
  onlyUnread?: boolean;
}

/** The `chats` resource: the seller's chats with buyers (docs/contract/realtime.md "Chat"). */
export const chatsHandler = defineHandler(() => ({
  getList: async (params: GetListParams): Promise<GetListResult<ChatRecord>> => {
    const filter = filterOf(params) as ChatListFilter;
    const body = buildChatFilterBody({
      search: typeof filter.search === 'string' ? filter.search : null,
      onlyUnread: filter.onlyUnread === true,
      page: params.pagination?.page,
      pageSize: params.pagination?.perPage,
    });
    // Ours: a server without chats refuses, and the list shows its empty state.
    const reply = await unlessRefused(getChats(body), null);
    const page = toListPage(
      {
        results: reply?.results ?? [],
        pageCount: reply?.pageCount ?? 1,
        rowCount: reply?.rowCount ?? undefined,
      },
      body.pagination,
    );
    return {
      ...page,
      data: page.data.map((chat) => ({ ...chat, id: chat.chatId })),
      meta: { ...page.meta, unreadCount: reply?.unreadCount ?? null },
    };
  },
}));
