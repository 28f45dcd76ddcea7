import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { forgotPassword } from '../../api/auth';
import { NETWORK_FAILURE_STATUS, SUCCESS_STATUS } from '../../api/errors';
import { Captcha } from '../../components/captcha';
import { useToast } from '../../components/toast';
import { validateEmail } from '../../validation';
import { AuthLayout } from './AuthLayout';
import { FormField } from './FormField';
import { tr, type MessageKey } from './messages';
import { PublicButton } from './PublicButton';
import { goBackPublic, PUBLIC_PATHS } from './router';
import { useDocumentTitle } from './useDocumentTitle';
import { useField } from './useField';

/**
 * The message of a forgot-password status other than 1 (error catalogue). A network failure
 * (status 0) has none: the loader just stops. Unlisted statuses get the generic text.
 */
function forgotErrorKey(status: number): MessageKey | null {
  if (status === -3 || status === -4) return 'auth.forgot.errors.userNotFound';
  if (status === -5) return 'auth.forgot.errors.limitReached';
  if (status === NETWORK_FAILURE_STATUS) return null;
  return 'common.toast.somethingWrong';
}

async function sendForgot(email: string): Promise<number> {
  try {
    return await forgotPassword(email);
  } catch {
    return NETWORK_FAILURE_STATUS;
  }
}

function SentCard({ email }: { email: string }) {
  const toast = useToast();
  const [resending, setResending] = useState(false);

  const resend = async () => {
    if (resending) return;
    setResending(true);
    const status = await sendForgot(email);
    setResending(false);
    if (status === SUCCESS_STATUS) {
      toast.success(tr('auth.forgot.sent.resent'));
      return;
    }
    const key = forgotErrorKey(status);
    if (key) toast.error(tr(key));
  };

  return (
    <AuthLayout title={tr('auth.forgot.sent.title')}>
      <Typography sx={{ mb: 1.5 }}>{tr('auth.forgot.sent.text', { email })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {tr('auth.forgot.sent.hint')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Link component="button" type="button" variant="body2" onClick={resend} disabled={resending}>
          {tr('auth.forgot.sent.resend')}
        </Link>
        <PublicButton to={PUBLIC_PATHS.login} variant="outlined">
          {tr('auth.forgot.sent.close')}
        </PublicButton>
      </Box>
    </AuthLayout>
  );
}

export function ForgotPasswordPage() {
  useDocumentTitle(tr('auth.forgot.documentTitle'));
  const email = useField(validateEmail);
  const [serverError, setServerError] = useState<MessageKey | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inFlight = useRef(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !captchaToken) return;
    if (!email.check()) return;
    const address = email.value.trim();
    inFlight.current = true;
    setSending(true);
    setServerError(null);
    const status = await sendForgot(address);
    inFlight.current = false;
    setSending(false);
    if (status === SUCCESS_STATUS) setSentTo(address);
    else setServerError(forgotErrorKey(status));
  };

  if (sentTo !== null) return <SentCard email={sentTo} />;

  const errorKey: MessageKey | null = email.error ?? serverError;
  return (
    <AuthLayout title={tr('auth.forgot.title')} subtitle={tr('auth.forgot.subtitle')}>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <FormField
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          label={tr('auth.fields.email')}
          value={email.value}
          onChange={email.onChange}
          onBlur={email.onBlur}
          onFocus={() => setServerError(null)}
          error={Boolean(errorKey)}
          helperText={errorKey ? tr(errorKey) : undefined}
          helperRole={serverError && !email.error ? 'alert' : undefined}
        />
        <Box sx={{ mt: 1, mb: 2 }}>
          <Captcha onChange={setCaptchaToken} resetKey={0} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button type="button" variant="outlined" size="large" sx={{ flex: 1 }} onClick={goBackPublic}>
            {tr('auth.forgot.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ flex: 1 }}
            disabled={!captchaToken}
            loading={sending}
          >
            {tr('auth.forgot.submit')}
          </Button>
        </Box>
      </Box>
    </AuthLayout>
  );
}
