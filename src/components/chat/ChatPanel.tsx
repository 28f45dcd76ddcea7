import { useEffect, type ReactNode } from 'react';
import { Box, IconButton, Link, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../api/chat';
import { useSellerUser } from '../../authProvider/SellerUserContext';
import { useHubEvent } from '../../realtime/hubEvents';
import {
  appendMessage,
  CHATS_RESOURCE,
  conversationKey,
  messagesOf,
  useConversation,
  useMarkChatRead,
} from './chatQueries';
import { Conversation } from './Conversation';
import { MessageComposer } from './MessageComposer';
import { subjectLabel, subjectPath } from './subjects';

export interface ChatPanelProps {
  chatId: number;
  /** The overlay's close button. */
  onClose?: () => void;
  /** The one-pane /messages' way back to the list. */
  onBack?: () => void;
  /** Called when the seller follows the subject link (a full-screen overlay closes). */
  onLeave?: () => void;
  /** Names known before the conversation loads (from OpenChat or the list). */
  fallbackTitle?: string;
}

function HeaderButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton aria-label={label} onClick={onClick} edge="start" sx={{ mr: 0.5 }}>
      {children}
    </IconButton>
  );
}

/**
 * One chat: the buyer and the subject (a link to its page), the conversation and the composer.
 * Opening it and each new buyer message while it is open mark the chat read.
 */
export function ChatPanel({ chatId, onClose, onBack, onLeave, fallbackTitle }: ChatPanelProps) {
  const translate = useTranslate();
  const client = useQueryClient();
  const { userId } = useSellerUser();
  const conversation = useConversation(chatId);
  const markRead = useMarkChatRead();
  const chat = conversation.data?.pages[0]?.chat;
  const unread = chat?.unreadCount ?? 0;

  useEffect(() => {
    if (unread > 0) void markRead(chatId);
  }, [chatId, unread, markRead]);

  useHubEvent('MessageReceived', (event) => {
    if (event.chatId !== chatId) return;
    // Without its id the message cannot be placed: the next refetch brings it.
    if (event.id !== null)
      appendMessage(client, chatId, {
        id: event.id,
        chatId,
        senderId: event.senderId,
        senderRole: event.senderId === userId ? 'seller' : 'buyer',
        text: event.text,
        images: [],
        createdAt: event.createdAt,
        isRead: true,
      });
    else void client.invalidateQueries({ queryKey: conversationKey(chatId) });
    void markRead(chatId);
  });

  const onSent = (message: ChatMessage) => {
    appendMessage(client, chatId, message);
    void client.invalidateQueries({ queryKey: [CHATS_RESOURCE] });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {onBack ? (
          <HeaderButton label={translate('chat.list.back')} onClick={onBack}>
            <ArrowBackIcon />
          </HeaderButton>
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            noWrap
            sx={{ fontWeight: 600 }}
            data-testid="chat-buyer"
          >
            {chat?.buyerName ?? fallbackTitle ?? <Skeleton width={160} />}
          </Typography>
          {chat ? (
            <Link
              component={RouterLink}
              to={subjectPath(chat)}
              onClick={onLeave}
              variant="body2"
              underline="hover"
              data-testid="chat-subject"
            >
              {subjectLabel(translate, chat)}
            </Link>
          ) : null}
        </Box>
        {onClose ? (
          <IconButton aria-label={translate('chat.overlay.close')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        ) : null}
      </Box>
      <Conversation
        messages={messagesOf(conversation.data)}
        loading={conversation.isPending}
        failed={conversation.isError}
        onRetry={() => void conversation.refetch()}
        hasOlder={conversation.hasNextPage}
        loadingOlder={conversation.isFetchingNextPage}
        onLoadOlder={() => void conversation.fetchNextPage()}
      />
      <MessageComposer key={chatId} chatId={chatId} onSent={onSent} />
    </Box>
  );
}
