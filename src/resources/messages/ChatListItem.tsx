import { Badge, Box, ListItem, ListItemButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { moscowListTime, subjectLabel } from '../../components/chat';
import type { ChatRecord } from './handler';

/** The last message as plain text: its text, or 'Изображение' when it only carries images. */
function preview(translate: ReturnType<typeof useTranslate>, chat: ChatRecord, ownId: number): string {
  const last = chat.lastMessage;
  if (!last) return '';
  const text = last.text.trim() || (last.imagesCount > 0 ? translate('chat.list.imagesOnly') : '');
  return last.senderId === ownId ? `${translate('chat.list.you')}${text}` : text;
}

/** A chat of the list: buyer, subject, last message, its time and the unread count. */
export function ChatListItem({
  chat,
  ownId,
  selected,
  onSelect,
}: {
  chat: ChatRecord;
  ownId: number;
  selected: boolean;
  onSelect: (chatId: number) => void;
}) {
  const translate = useTranslate();
  // The item is the list's <li>; the button inside it (not the <li> itself) is what the seller presses.
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(chat.chatId)}
        data-testid="chat-list-item"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          gap: 0.25,
          columnGap: 1,
          py: 1.25,
        }}
      >
        <Typography variant="subtitle2" noWrap sx={{ fontWeight: chat.unreadCount > 0 ? 700 : 600 }}>
          {chat.buyerName}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
          {chat.lastMessage ? moscowListTime(chat.lastMessage.createdAt) : ''}
        </Typography>
        <Typography variant="caption" color="primary" noWrap>
          {subjectLabel(translate, chat)}
        </Typography>
        <span />
        <Typography variant="body2" color="text.secondary" noWrap data-testid="chat-preview">
          {preview(translate, chat, ownId)}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pr: 1 }}>
          {chat.unreadCount > 0 ? (
            <Badge
              color="primary"
              badgeContent={chat.unreadCount}
              max={99}
              aria-label={translate('chat.list.unread', { count: chat.unreadCount })}
              data-testid="chat-unread"
              sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
            />
          ) : null}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
