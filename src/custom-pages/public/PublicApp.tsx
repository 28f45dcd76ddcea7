import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useThemeMode } from '../../components/themeMode';
import { ToastProvider } from '../../components/toast';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { usePublicRoute, type PublicRoute } from './router';
import { publicThemes } from './theme';

function Screen({ route }: { route: PublicRoute }) {
  switch (route.name) {
    case 'forgot':
      return <ForgotPasswordPage />;
    case 'reset':
      return (
        <ResetPasswordPage key={`${route.userId}&${route.code}`} userId={route.userId} code={route.code} />
      );
    default:
      return <LoginPage />;
  }
}

/**
 * What a visitor without a stored token gets (loaded by main.tsx): login, forgot password and
 * reset password over `window.location`, with no react-admin or react-router in the download.
 */
export default function PublicApp() {
  const route = usePublicRoute();
  const { mode } = useThemeMode();
  return (
    <ThemeProvider theme={publicThemes[mode]}>
      <CssBaseline enableColorScheme />
      <ToastProvider>
        <Screen route={route} />
      </ToastProvider>
    </ThemeProvider>
  );
}
