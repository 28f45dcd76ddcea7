import { useEffect } from 'react';
import { AppBar, Badge, Box, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useRouteTitle } from '../routes/useRouteTitle';
import { useShellCounters } from './ShellCounters';
import { StoreMenu } from './StoreMenu';
import { TOP_BAR_HEIGHT } from './theme';

export interface TopBarProps {
  /** Left offset (the permanent sidebar's width; 0 on phones). */
  offset: number;
  /** Phones: shows the button that opens the sidebar. */
  onOpenMenu?: () => void;
}

/**
 * Top bar: the route's title, the notification bell (a link to /own-notifications, spec section 2;
 * a number only when a live source counts unread notifications, see ShellCounters) and the
 * store-logo menu.
 */
export function TopBar({ offset, onOpenMenu }: TopBarProps) {
  const translate = useTranslate();
  const title = useRouteTitle();
  const { notificationsCount } = useShellCounters();
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
          <IconButton
            component={Link}
            to="/own-notifications"
            aria-label={translate('shell.topBar.notifications')}
          >
            {notificationsCount > 0 ? (
              <Badge color="error" badgeContent={notificationsCount} max={99}>
                <NotificationsNoneOutlinedIcon />
              </Badge>
            ) : (
              <NotificationsNoneOutlinedIcon />
            )}
          </IconButton>
          <StoreMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
