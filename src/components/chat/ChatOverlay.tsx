import { Alert, Box, Drawer, IconButton, useMediaQuery } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useChat } from './ChatContext';
import { ChatPanel } from './ChatPanel';
import { LoadingSpinner } from '../loading';

/** Desktop width of the panel; below 768 px it covers the screen. */
const PANEL_WIDTH = 440;

/** The chat over the page (spec section 2 "chat panel opens as an overlay"): right side, or full screen on phones. */
export function ChatOverlay() {
  const translate = useTranslate();
  const { opened, chatInfo, opening, openFailed, close } = useChat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  let content;
  if (chatInfo) {
    content = (
      <ChatPanel
        key={chatInfo.chatId}
        chatId={chatInfo.chatId}
        onClose={close}
        onLeave={phone ? close : undefined}
        fallbackTitle={chatInfo.buyerName}
      />
    );
  } else {
    content = (
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label={translate('chat.overlay.close')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        {opening ? (
          <Box sx={{ display: 'grid', placeItems: 'center' }} aria-label={translate('chat.overlay.opening')}>
            <LoadingSpinner size={28} />
          </Box>
        ) : null}
        {openFailed ? <Alert severity="error">{translate('chat.errors.openFailed')}</Alert> : null}
      </Box>
    );
  }

  return (
    <Drawer
      anchor="right"
      open={opened}
      onClose={close}
      variant="temporary"
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': translate('chat.overlay.label'),
          sx: { width: phone ? '100%' : PANEL_WIDTH, maxWidth: '100%', height: '100%' },
        },
      }}
    >
      {content}
    </Drawer>
  );
}
