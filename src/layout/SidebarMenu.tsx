import { useEffect, useState } from 'react';
import { Badge, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  groupForPath,
  isLinkActive,
  sidebarMenu,
  type MenuEntry,
  type MenuExternal,
  type MenuGroup,
  type MenuLink,
} from './menu';
import { useShellCounters } from './ShellCounters';

const itemSx = {
  borderRadius: 2,
  mx: 1,
  mb: 0.25,
  py: 0.75,
  color: 'text.secondary',
  '& .MuiListItemIcon-root': { minWidth: 36, color: 'inherit' },
  '&.Mui-selected': {
    color: 'primary.main',
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.08),
    fontWeight: 600,
  },
  '&.Mui-selected:hover': {
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.14),
  },
} as const;

const textProps = { primary: { variant: 'body2' as const, sx: { fontWeight: 'inherit' } } };

function LinkItem({
  item,
  pathname,
  nested,
  onNavigate,
}: {
  item: MenuLink;
  pathname: string;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const translate = useTranslate();
  const { unreadMessages } = useShellCounters();
  const active = isLinkActive(item, pathname);
  const Icon = item.icon;
  const badge = item.badge === 'unreadMessages' ? unreadMessages : 0;
  return (
    <li>
      <ListItemButton
        component={Link}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ ...itemSx, pl: nested ? 6.5 : 2 }}
      >
        {Icon ? (
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
        ) : null}
        <ListItemText primary={translate(item.labelKey)} slotProps={textProps} />
        {item.badge ? (
          <Badge
            color="error"
            badgeContent={badge}
            max={99}
            invisible={badge <= 0}
            sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
            data-testid={`badge-${item.key}`}
          />
        ) : null}
      </ListItemButton>
    </li>
  );
}

function ExternalItem({ item }: { item: MenuExternal }) {
  const translate = useTranslate();
  const label = translate(item.labelKey);
  return (
    <li>
      <ListItemButton
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate('shell.menu.externalLink', { label })}
        sx={{ ...itemSx, pl: 6.5 }}
      >
        <ListItemText primary={label} slotProps={textProps} />
        <OpenInNewIcon sx={{ fontSize: 16, opacity: 0.6 }} aria-hidden />
      </ListItemButton>
    </li>
  );
}

function GroupItem({
  group,
  open,
  pathname,
  onToggle,
  onNavigate,
}: {
  group: MenuGroup;
  open: boolean;
  pathname: string;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const translate = useTranslate();
  const Icon = group.icon;
  const listId = `sidebar-group-${group.key}`;
  const containsActive = group.items.some((item) => item.kind === 'link' && isLinkActive(item, pathname));
  return (
    <li>
      <ListItemButton
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ ...itemSx, ...(containsActive ? { color: 'text.primary', fontWeight: 600 } : null) }}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate(group.labelKey)} slotProps={textProps} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto">
        <List id={listId} disablePadding dense>
          {group.items.map((item) =>
            item.kind === 'link' ? (
              <LinkItem key={item.key} item={item} pathname={pathname} nested onNavigate={onNavigate} />
            ) : (
              <ExternalItem key={item.key} item={item} />
            ),
          )}
        </List>
      </Collapse>
    </li>
  );
}

/**
 * The sidebar menu. Only one submenu is open at a time; on every route change the submenus
 * collapse and the one containing the current path opens again.
 */
export function SidebarMenu({
  menu = sidebarMenu,
  onNavigate,
}: {
  menu?: readonly MenuEntry[];
  onNavigate?: () => void;
}) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupForPath(pathname, menu));

  useEffect(() => {
    setOpenGroup(groupForPath(pathname, menu));
  }, [pathname, menu]);

  return (
    <nav aria-label={translate('shell.menu.navigation')}>
      <List disablePadding>
        {menu.map((entry) =>
          entry.kind === 'group' ? (
            <GroupItem
              key={entry.key}
              group={entry}
              open={openGroup === entry.key}
              pathname={pathname}
              onToggle={() => setOpenGroup((current) => (current === entry.key ? null : entry.key))}
              onNavigate={onNavigate}
            />
          ) : (
            <LinkItem key={entry.key} item={entry} pathname={pathname} onNavigate={onNavigate} />
          ),
        )}
      </List>
    </nav>
  );
}
