import { Box, Divider, Drawer, IconButton, Link, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { SUPPORT } from '../config/support';
import { SidebarMenu } from './SidebarMenu';
import { telHref } from './Footer';
import { TOP_BAR_HEIGHT } from './theme';

function SupportPhones() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('shell.sidebar.support')} sx={{ px: 2.5, py: 2 }}>
      <Typography
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', fontWeight: 700, lineHeight: 2 }}
      >
        {translate('shell.sidebar.support')}
      </Typography>
      {SUPPORT.phones.map((phone) => (
        <Box key={phone.number} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <PhoneOutlinedIcon sx={{ fontSize: 18, mt: 0.25, color: 'text.secondary' }} aria-hidden />
          <Box>
            <Link
              href={telHref(phone.number)}
              underline="hover"
              color="text.primary"
              variant="body2"
              sx={{ fontWeight: 600 }}
            >
              {phone.number}
            </Link>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {phone.region}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function SidebarContent({ onNavigate, onClose }: { onNavigate?: () => void; onClose?: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          height: TOP_BAR_HEIGHT,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: 2.5,
        }}
      >
        <Box
          component={RouterLink}
          to="/dashboard"
          onClick={onNavigate}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            color: 'text.primary',
            textDecoration: 'none',
            flexGrow: 1,
          }}
        >
          <Box
            sx={{
              width: 34,
              height: 34,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <StorefrontIcon fontSize="small" aria-hidden />
          </Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 800 }} noWrap>
            {translate('shell.brand')}
          </Typography>
        </Box>
        {onClose ? (
          <IconButton aria-label={translate('shell.topBar.closeMenu')} onClick={onClose} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', py: 1.5 }}>
        <SidebarMenu onNavigate={onNavigate} />
      </Box>
      <Divider />
      <SupportPhones />
    </Box>
  );
}

export interface SidebarProps {
  width: number;
  /** Phones (< 768 px): a temporary drawer opened from the top bar. */
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** The sidebar: permanent from 768 px, a temporary drawer below (spec breakpoint 767). */
export function Sidebar({ width, mobile, mobileOpen, onMobileClose }: SidebarProps) {
  const paperSx = {
    width,
    boxSizing: 'border-box',
    borderRight: 1,
    borderColor: 'divider',
    bgcolor: 'background.paper',
  } as const;
  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: paperSx } }}
      >
        <SidebarContent onNavigate={onMobileClose} onClose={onMobileClose} />
      </Drawer>
    );
  }
  return (
    <Drawer variant="permanent" open sx={{ width, flexShrink: 0 }} slotProps={{ paper: { sx: paperSx } }}>
      <SidebarContent />
    </Drawer>
  );
}
