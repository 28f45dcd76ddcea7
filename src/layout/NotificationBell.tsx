import { useId, useState, type MouseEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItemButton,
  Popover,
  Typography,
} from '@mui/material';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { SellerNotification } from '../api/notifications';
import { internalLink, useNotificationFeed } from '../realtime/notificationFeed';
import { relativeTime } from '../realtime/relativeTime';
import { useNotificationActions } from '../realtime/useNotificationActions';
import { useShellCounters } from './ShellCounters';

const B = 'notifications.bell.';

function FeedItem({ item, onOpen }: { item: SellerNotification; onOpen: () => void }) {
  const translate = useTranslate();
  return (
    <ListItemButton
      onClick={onOpen}
      data-unread={item.isRead ? undefined : 'true'}
      sx={{ alignItems: 'flex-start', gap: 1, py: 1 }}
    >
      <Box
        component="span"
        aria-label={item.isRead ? undefined : translate('notifications.unreadDot')}
        sx={{
          mt: 0.75,
          flex: '0 0 8px',
          height: 8,
          borderRadius: '50%',
          bgcolor: item.isRead ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: item.isRead ? 400 : 700 }}>
          {item.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {item.text}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {relativeTime(item.createdAt)}
        </Typography>
      </Box>
    </ListItemButton>
  );
}

const BADGE_MAX = 99;

/**
 * The badge's text, which the button's name must contain (axe label-content-name-mismatch), 99+
 * included; empty at zero, where no badge is drawn, because MUI keeps a hidden badge's last number.
 */
function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/**
 * The top bar's bell: the unread count (ShellCounters, kept by the real-time layer) and a popover
 * with the latest notifications; a click marks one read and follows its link. 'Все уведомления'
 * opens /own-notifications. Texts of notifications are shown as plain text.
 */
export function NotificationBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { notificationsCount: shellCount } = useShellCounters();
  const { data: feed } = useNotificationFeed();
  // The feed is the count's source: read it directly, a render sooner than through ShellCounters.
  const notificationsCount = feed?.unreadCount ?? shellCount;
  const unreadShown = badgeText(notificationsCount);
  const { markRead, markAllRead } = useNotificationActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const items = feed?.items ?? [];

  const openItem = (item: SellerNotification) => {
    close();
    if (!item.isRead) void markRead(item.id).catch(() => undefined);
    const link = internalLink(item.link);
    if (link) navigate(link);
  };

  return (
    <>
      <IconButton
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label={
          unreadShown ? translate(`${B}labelUnread`, { count: unreadShown }) : translate(`${B}label`)
        }
        aria-haspopup="dialog"
        aria-controls={open ? popoverId : undefined}
        aria-expanded={open}
        data-testid="notification-bell"
      >
        {unreadShown ? (
          <Badge color="error" badgeContent={unreadShown} data-testid="notification-count">
            <NotificationsNoneOutlinedIcon />
          </Badge>
        ) : (
          <NotificationsNoneOutlinedIcon />
        )}
      </IconButton>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': translate(`${B}title`),
            sx: { width: 360, maxWidth: 'calc(100vw - 16px)', mt: 1 },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {translate(`${B}title`)}
          </Typography>
          <Button
            size="small"
            disabled={notificationsCount === 0}
            onClick={() => void markAllRead().catch(() => undefined)}
          >
            {translate(`${B}markAll`)}
          </Button>
        </Box>
        <Divider />
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            {translate(`${B}empty`)}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={translate(`${B}title`)}>
            {items.map((item) => (
              <FeedItem key={item.id} item={item} onOpen={() => openItem(item)} />
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={Link} to="/own-notifications" onClick={close} fullWidth>
            {translate(`${B}all`)}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
