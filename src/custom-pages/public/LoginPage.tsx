import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { isLockedAttempt, login, type LoginReply } from '../../api/auth';
import { SUCCESS_STATUS } from '../../api/errors';
import { browser } from '../../api/navigation';
import { setTokens } from '../../api/tokens';
import { isSellerUser } from '../../api/user';
import { environment } from '../../config/environment';
import { Captcha } from '../../components/captcha';
import { enterShell, prefetchShellOnFirstInput } from '../../shellEntry';
import { validateEmail, validatePassword } from '../../validation';
import { AuthLayout } from './AuthLayout';
import { FormField } from './FormField';
import { tr, type MessageKey } from './messages';
import { PasswordField } from './PasswordField';
import { PublicLink } from './PublicLink';
import { PUBLIC_PATHS } from './router';
import { useDocumentTitle } from './useDocumentTitle';
import { useField } from './useField';

/** Login statuses with their own message (error catalogue); any other failure is the generic one. */
const LOGIN_ERRORS: Readonly<Record<number, MessageKey>> = {
  [-5]: 'auth.login.errors.emailNotConfirmed',
  [-10]: 'auth.login.errors.notSeller',
  [-3]: 'auth.login.errors.wrongCredentials',
  [-4]: 'auth.login.errors.wrongCredentials',
  [-8]: 'auth.login.errors.wrongCredentials',
};

function loginErrorText(status: number | null): string {
  const key = status === null ? undefined : LOGIN_ERRORS[status];
  return key ? tr(key) : `${tr('common.toast.somethingWrong')} ${tr('common.toast.checkConnection')}`;
}

/**
 * A refused login's message: a throttled -4 (docs/contract/auth.md) shows the server's wait
 * message ('Повторите попытку через N сек.'); every other status its catalogue text.
 */
function refusalText(reply: LoginReply): string {
  if (isLockedAttempt(reply)) {
    const message = reply.errorMessage?.trim();
    return message || tr('auth.login.errors.throttled', { seconds: reply.data.retryAfterSeconds ?? 1 });
  }
  return loginErrorText(reply.status);
}

/** Where a successful login of a non-seller (customer, private person, unregistered seller) goes. */
export const websiteLoginUrl = (): string => `${environment.websiteUrl}/account/login`;

export function LoginPage() {
  useDocumentTitle(tr('auth.login.documentTitle'));
  const email = useField(validateEmail);
  const password = useField(validatePassword);
  const [rememberMe, setRememberMe] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  // The shell's code downloads while the seller types, so signing in does not wait for it.
  useEffect(() => prefetchShellOnFirstInput(), []);

  const fail = (message: string) => {
    setError(message);
    setCaptchaToken(null);
    setCaptchaResetKey((key) => key + 1);
    setSending(false);
    inFlight.current = false;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !captchaToken) return;
    const emailOk = email.check();
    const passwordOk = password.check();
    if (!emailOk || !passwordOk) return;

    inFlight.current = true;
    setSending(true);
    setError(null);
    let reply;
    try {
      reply = await login({
        email: email.value.trim(),
        password: password.value,
        isRememberMe: rememberMe,
      });
    } catch {
      fail(loginErrorText(null));
      return;
    }
    if (reply.status !== SUCCESS_STATUS) {
      fail(refusalText(reply));
      return;
    }
    const { data } = reply;
    // Success: the page becomes the shell (or reloads), so the button keeps its progress state.
    if (!isSellerUser(data)) {
      browser.assign(websiteLoginUrl());
      return;
    }
    if (!data.accessToken) {
      fail(loginErrorText(null));
      return;
    }
    setTokens(data.accessToken, data.refreshToken);
    enterShell();
  };

  return (
    <AuthLayout title={tr('auth.login.title')} subtitle={tr('auth.login.subtitle')}>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <FormField
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          label={tr('auth.fields.email')}
          value={email.value}
          onChange={email.onChange}
          onBlur={email.onBlur}
          error={Boolean(email.error)}
          helperText={email.error ? tr(email.error) : undefined}
        />
        <PasswordField
          id="login-password"
          name="password"
          autoComplete="current-password"
          label={tr('auth.fields.password')}
          value={password.value}
          onChange={password.onChange}
          onBlur={password.onBlur}
          error={Boolean(password.error)}
          helperText={password.error ? tr(password.error) : undefined}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mt: 0.5,
            mb: 2,
          }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.target.checked)}
                slotProps={{ input: { name: 'isRememberMe' } }}
              />
            }
            label={tr('auth.login.rememberMe')}
          />
          <PublicLink to={PUBLIC_PATHS.forgot} variant="body2">
            {tr('auth.login.forgotPassword')}
          </PublicLink>
        </Box>
        <Captcha onChange={setCaptchaToken} resetKey={captchaResetKey} />
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!captchaToken}
          loading={sending}
          sx={{ mt: 2 }}
        >
          {tr('auth.login.submit')}
        </Button>
      </Box>
    </AuthLayout>
  );
}
