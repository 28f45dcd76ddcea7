import { useEffect, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, List, Switch, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { CHAT_LIST_PAGE_SIZE } from '../../api/chatPayloads';
import { useSellerUser } from '../../authProvider/SellerUserContext';
import { ChatListItem } from './ChatListItem';
import { CHATS_RESOURCE, type ChatRecord } from './handler';
import { LoadingSpinner } from '../../components/loading';

const SEARCH_DEBOUNCE_MS = 300;

export interface ChatListProps {
  search: string;
  onlyUnread: boolean;
  selectedId: number | null;
  onSearch: (search: string) => void;
  onOnlyUnread: (onlyUnread: boolean) => void;
  onSelect: (chatId: number) => void;
}

/** The seller's chats, newest message first: search, 'Только непрочитанные', 'Показать ещё'. */
export function ChatList({
  search,
  onlyUnread,
  selectedId,
  onSearch,
  onOnlyUnread,
  onSelect,
}: ChatListProps) {
  const translate = useTranslate();
  const { userId } = useSellerUser();
  const [typed, setTyped] = useState(search);
  const [pages, setPages] = useState(1);
  const filtered = search !== '' || onlyUnread;

  useEffect(() => setTyped(search), [search]);
  useEffect(() => {
    if (typed === search) return undefined;
    const timer = setTimeout(() => onSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);
  useEffect(() => setPages(1), [search, onlyUnread]);

  const { data, total, isPending, isError, refetch } = useGetList<ChatRecord>(
    CHATS_RESOURCE,
    {
      pagination: { page: 1, perPage: CHAT_LIST_PAGE_SIZE * pages },
      sort: { field: 'lastMessage', order: 'DESC' },
      filter: { search, onlyUnread },
    },
    { retry: false, placeholderData: (previous) => previous },
  );

  let body;
  if (isPending) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <LoadingSpinner size={28} />
      </Box>
    );
  } else if (isError) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 1.5 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('chat.conversation.retry')}
          </Button>
        }
      >
        {translate('chat.list.loadFailed')}
      </Alert>
    );
  } else if (!data || data.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {translate(filtered ? 'chat.list.emptyFiltered' : 'chat.list.empty')}
      </Typography>
    );
  } else {
    body = (
      <>
        <List component="ol" aria-label={translate('chat.list.label')} disablePadding>
          {data.map((chat) => (
            <ChatListItem
              key={chat.chatId}
              chat={chat}
              ownId={userId}
              selected={chat.chatId === selectedId}
              onSelect={onSelect}
            />
          ))}
        </List>
        {total !== undefined && data.length < total ? (
          <Box sx={{ textAlign: 'center', p: 1 }}>
            <Button size="small" onClick={() => setPages((count) => count + 1)}>
              {translate('chat.list.loadMore')}
            </Button>
          </Box>
        ) : null}
      </>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          type="search"
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          label={translate('chat.list.search')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormControlLabel
          control={<Switch checked={onlyUnread} onChange={(event) => onOnlyUnread(event.target.checked)} />}
          label={translate('chat.list.onlyUnread')}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</Box>
    </Box>
  );
}
