import { useEffect } from 'react';
import { AppBar, Box, Chip, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { useTranslate } from 'react-admin';
import { useRealtimeStatus } from '../realtime/realtimeStatus';
import { useLocationTitle } from '../routes/useLocationTitle';
import { NotificationBell } from './NotificationBell';
import { HeaderSearch } from './search/HeaderSearch';
import { StoreMenu } from './StoreMenu';
import { TOP_BAR_HEIGHT } from './theme';

export interface TopBarProps {
  /** Left offset (the permanent sidebar's width; 0 on phones). */
  offset: number;
  /** Phones: shows the button that opens the sidebar. */
  onOpenMenu?: () => void;
}

/** The top bar's chip while the real-time hub is down ('нет соединения'). */
function OfflineChip() {
  const translate = useTranslate();
  const { offline } = useRealtimeStatus();
  if (!offline) return null;
  return (
    <Tooltip title={translate('notifications.offlineHint')}>
      <Chip
        role="status"
        size="small"
        color="warning"
        variant="outlined"
        icon={<CloudOffOutlinedIcon />}
        label={translate('notifications.offline')}
      />
    </Tooltip>
  );
}

/**
 * Top bar: the route's title, the global search (the palette's field), the 'нет соединения' chip while the real-time hub is down, the
 * notification bell (unread count, latest notifications, 'Все уведомления' -> /own-notifications,
 * spec section 2) and the store-logo menu.
 */
export function TopBar({ offset, onOpenMenu }: TopBarProps) {
  const translate = useTranslate();
  const title = useLocationTitle();
  const brand = translate('shell.brand');
  useEffect(() => {
    document.title = title ? `${title} — ${brand}` : brand;
  }, [title, brand]);
  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{
        width: `calc(100% - ${offset}px)`,
        ml: `${offset}px`,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ minHeight: { xs: TOP_BAR_HEIGHT }, gap: 1 }}>
        {onOpenMenu ? (
          <IconButton edge="start" aria-label={translate('shell.topBar.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          variant="h6"
          component="div"
          noWrap
          sx={{ flexGrow: 1, fontWeight: 700 }}
          data-testid="page-title"
        >
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HeaderSearch />
          <OfflineChip />
          <NotificationBell />
          <StoreMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
