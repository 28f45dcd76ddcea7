import { Fragment, useLayoutEffect, useRef } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../api/chat';
import { MessageBubble } from './MessageBubble';
import { moscowDay, moscowDayText, previousDay } from './moscowTime';
import { moscowDayOf } from '../../api/list';
import { LoadingSpinner } from '../loading';

export interface ConversationProps {
  messages: readonly ChatMessage[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** Closer than this to the top loads the older page; closer to the bottom follows new messages. */
const EDGE_PX = 48;

interface ScrollMemory {
  firstId: number | undefined;
  lastId: number | undefined;
  height: number;
  top: number;
}

function DaySeparator({ day }: { day: string }) {
  const translate = useTranslate();
  const today = moscowDayOf(new Date());
  let text = moscowDayText(day);
  if (day === today) text = translate('chat.conversation.today');
  else if (day === previousDay(today)) text = translate('chat.conversation.yesterday');
  return (
    <Box component="li" role="separator" aria-label={text} sx={{ textAlign: 'center', py: 0.5 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 1.5, py: 0.25, borderRadius: 8, bgcolor: 'action.hover' }}
      >
        {text}
      </Typography>
    </Box>
  );
}

/**
 * The messages of a chat, oldest first, with Moscow day separators. It opens at the newest
 * message, follows new ones while the seller is at the bottom (and always after the seller's own),
 * and loads the older page when scrolled to the top, keeping the view where it was.
 */
export function Conversation(props: ConversationProps) {
  const { messages, loading, failed, onRetry, hasOlder, loadingOlder, onLoadOlder } = props;
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const memory = useRef<ScrollMemory | null>(null);
  const firstId = messages[0]?.id;
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = memory.current;
    const atBottom = before ? before.height - before.top - element.clientHeight < EDGE_PX : true;
    if (!before || before.lastId === undefined) element.scrollTop = element.scrollHeight;
    else if (firstId !== before.firstId && last?.id === before.lastId) {
      element.scrollTop = element.scrollHeight - before.height + before.top;
    } else if (last?.id !== before.lastId && (atBottom || last?.senderRole === 'seller')) {
      element.scrollTop = element.scrollHeight;
    }
    memory.current = { firstId, lastId: last?.id, height: element.scrollHeight, top: element.scrollTop };
  }, [firstId, last]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    memory.current = { firstId, lastId: last?.id, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop < EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  let body;
  if (loading) {
    body = (
      <Box
        sx={{ display: 'grid', placeItems: 'center', height: '100%' }}
        aria-label={translate('chat.conversation.loading')}
      >
        <LoadingSpinner size={28} />
      </Box>
    );
  } else if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('chat.conversation.retry')}
          </Button>
        }
      >
        {translate('chat.conversation.loadFailed')}
      </Alert>
    );
  } else if (messages.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
        {translate('chat.conversation.empty')}
      </Typography>
    );
  } else {
    body = (
      <>
        {hasOlder ? (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={onLoadOlder} disabled={loadingOlder}>
              {translate(loadingOlder ? 'chat.conversation.loadingOlder' : 'chat.conversation.loadOlder')}
            </Button>
          </Box>
        ) : null}
        <Box
          component="ol"
          aria-label={translate('chat.conversation.label')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {messages.map((message, index) => {
            const day = moscowDay(message.createdAt);
            const newDay = index === 0 || day !== moscowDay(messages[index - 1]?.createdAt ?? '');
            return (
              <Fragment key={message.id}>
                {newDay && day ? <DaySeparator day={day} /> : null}
                <MessageBubble message={message} />
              </Fragment>
            );
          })}
        </Box>
      </>
    );
  }

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      data-testid="chat-conversation"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, py: 1.5 }}
    >
      {body}
    </Box>
  );
}
