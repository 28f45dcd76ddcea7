import { useId, useState, type MouseEvent } from 'react';
import { Avatar, Box, ButtonBase, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useLogout, useTranslate } from 'react-admin';
import { useSellerUser } from '../authProvider/SellerUserContext';
import { screenReaderOnly } from '../components/a11y/screenReaderOnly';
import { nameInitials } from '../components/format/initials';
import { DarkThemeMenuItem, SystemThemeMenuItem } from './ThemeModeMenuItems';

/** The avatar letters of a store: its name without the legal form and quotes ('ООО «СтройДвор»' -> 'СД'). */
export const storeInitials = nameInitials;

/** The store-logo menu of the top bar: the store name, the theme mode and 'Выйти'. */
export function StoreMenu() {
  const translate = useTranslate();
  const logout = useLogout();
  const { store, user } = useSellerUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const logo = store.storeImages?.storeLogo ?? undefined;
  const open = Boolean(anchor);

  return (
    <>
      <ButtonBase
        id={buttonId}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        sx={{ borderRadius: 6, pl: 0.5, pr: 1, py: 0.5, gap: 1 }}
      >
        {/* Named by its content, so the store name the seller sees is part of what is announced. */}
        <Box component="span" sx={screenReaderOnly}>
          {translate('shell.topBar.storeMenu')}
        </Box>
        <Avatar
          aria-hidden
          src={logo}
          alt={store.storeName}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}
        >
          {storeInitials(store.storeName)}
        </Avatar>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, maxWidth: 180, display: { xs: 'none', md: 'block' } }}
          noWrap
          color="text.primary"
        >
          {store.storeName}
        </Typography>
        <KeyboardArrowDownIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } }, list: { 'aria-labelledby': buttonId } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {store.storeName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <DarkThemeMenuItem />
        <SystemThemeMenuItem />
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('shell.topBar.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
