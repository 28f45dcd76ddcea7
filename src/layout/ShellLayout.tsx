import { Suspense, useState, type ReactNode } from 'react';
import { Box, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { ChatOverlay, ChatProvider } from '../components/chat';
import { ShellErrorBoundary } from '../custom-pages/error-page/ShellErrorBoundary';
import { FirstVisitDialog } from '../custom-pages/first-visit/FirstVisitDialog';
import { Footer } from './Footer';
import { NavigatorBridge } from './NavigatorBridge';
import { RealtimeConnection } from '../realtime/RealtimeConnection';
import { ShellCountersProvider } from './ShellCounters';
import { ShellShortcutsProvider } from './search/ShellShortcutsProvider';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_TABLET, TOP_BAR_HEIGHT } from './theme';
import { LoadingSpinner } from '../components/loading';

function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <LoadingSpinner size={32} />
    </Box>
  );
}

/**
 * The react-admin Layout of the shell (`<Admin layout={ShellLayout}>`): sidebar, top bar, the
 * page inside an error boundary, footer; plus the first-visit dialog, the API navigator and the
 * keyboard shortcuts with the global search (ShellShortcutsProvider).
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const width = desktop ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_TABLET;
  const offset = mobile ? 0 : width;

  return (
    <ShellCountersProvider>
      <ChatProvider>
        <ShellShortcutsProvider>
          <NavigatorBridge />
          <RealtimeConnection />
          <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
            <SkipLink />
            <Sidebar
              width={width}
              mobile={mobile}
              mobileOpen={mobileOpen}
              onMobileClose={() => setMobileOpen(false)}
            />
            <TopBar offset={offset} onOpenMenu={mobile ? () => setMobileOpen(true) : undefined} />
            <Box
              sx={{
                flexGrow: 1,
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                pt: `${TOP_BAR_HEIGHT}px`,
              }}
            >
              <Box
                component="main"
                id={MAIN_CONTENT_ID}
                // Focused by the skip link, never by Tab; a region, not a control, so no ring.
                tabIndex={-1}
                sx={{ flexGrow: 1, px: { xs: 2, sm: 3, md: 4 }, pb: 3, '&:focus': { outline: 'none' } }}
              >
                <ShellErrorBoundary>
                  <Suspense fallback={<PageLoading />}>{children}</Suspense>
                </ShellErrorBoundary>
              </Box>
              <Footer />
            </Box>
          </Box>
          <FirstVisitDialog />
          <ChatOverlay />
        </ShellShortcutsProvider>
      </ChatProvider>
    </ShellCountersProvider>
  );
}
