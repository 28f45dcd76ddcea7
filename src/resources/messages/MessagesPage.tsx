import { useCallback } from 'react';
import { Box, Card, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ChatPanel } from '../../components/chat';
import { positiveId } from '../orders/shared/OrderDetailPage';
import { TOP_BAR_HEIGHT } from '../../layout/theme';
import { ChatList } from './ChatList';

/** URL keys of /messages: the open chat, the search and the unread filter. */
const CHAT_ID = 'chatId';
const SEARCH = 'search';
const ONLY_UNREAD = 'unread';

/**
 * /messages: the seller's chats with buyers. Two panes from 768 px (the list, the open chat);
 * below, the list or the chat with a way back. `?chatId=N` opens that chat.
 */
export default function MessagesPage() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const chatId = positiveId(params.get(CHAT_ID) ?? undefined);
  const search = params.get(SEARCH) ?? '';
  const onlyUnread = params.get(ONLY_UNREAD) === '1';

  const update = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: key !== CHAT_ID },
      ),
    [setParams],
  );
  const onSearch = useCallback((value: string) => update(SEARCH, value.trim()), [update]);

  const list = (
    <ChatList
      search={search}
      onlyUnread={onlyUnread}
      selectedId={chatId}
      onSearch={onSearch}
      onOnlyUnread={(value) => update(ONLY_UNREAD, value ? '1' : null)}
      onSelect={(id) => update(CHAT_ID, String(id))}
    />
  );
  const conversation =
    chatId !== null ? (
      <ChatPanel key={chatId} chatId={chatId} onBack={phone ? () => update(CHAT_ID, null) : undefined} />
    ) : (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
        <Typography color="text.secondary">{translate('chat.list.choose')}</Typography>
      </Box>
    );

  return (
    <Box sx={{ py: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('chat.route.messages')}
      </Typography>
      <Card
        variant="outlined"
        sx={{
          borderRadius: 3,
          height: `calc(100vh - ${TOP_BAR_HEIGHT + 140}px)`,
          minHeight: 420,
          display: 'grid',
          gridTemplateColumns: phone ? 'minmax(0, 1fr)' : 'minmax(260px, 340px) minmax(0, 1fr)',
        }}
      >
        {phone ? (
          chatId !== null ? (
            conversation
          ) : (
            list
          )
        ) : (
          <>
            <Box sx={{ borderRight: 1, borderColor: 'divider', minHeight: 0 }}>{list}</Box>
            <Box sx={{ minHeight: 0 }}>{conversation}</Box>
          </>
        )}
      </Card>
    </Box>
  );
}
