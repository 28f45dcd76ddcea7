import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { resetPassword } from '../../api/auth';
import { useToast } from '../../components/toast';
import { validatePassword, validatePasswordConfirmation } from '../../validation';
import { AuthLayout } from './AuthLayout';
import { tr } from './messages';
import { PasswordField } from './PasswordField';
import { PublicButton } from './PublicButton';
import { PUBLIC_PATHS } from './router';
import { useDocumentTitle } from './useDocumentTitle';
import { useField } from './useField';

export interface ResetPasswordPageProps {
  /** From the link `/account/reset/userId={userId}&code={code}`. */
  userId: string;
  /** The `code` of the link, sent as `token`. */
  code: string;
}

function DoneCard() {
  return (
    <AuthLayout title={tr('auth.reset.done.title')}>
      <Typography sx={{ mb: 3 }}>{tr('auth.reset.done.text')}</Typography>
      <PublicButton to={PUBLIC_PATHS.account} variant="contained" size="large" fullWidth>
        {tr('auth.reset.done.continue')}
      </PublicButton>
    </AuthLayout>
  );
}

export function ResetPasswordPage({ userId, code }: ResetPasswordPageProps) {
  useDocumentTitle(tr('auth.reset.documentTitle'));
  const toast = useToast();
  const password = useField(validatePassword);
  const confirmation = useField((value) => validatePasswordConfirmation(password.value, value));
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const passwordOk = password.check();
    const confirmationOk = confirmation.check();
    if (!passwordOk || !confirmationOk) return;
    inFlight.current = true;
    setSending(true);
    try {
      await resetPassword({
        userId,
        token: code,
        password: password.value,
        confirmPassword: confirmation.value,
      });
      toast.success(tr('auth.reset.success'));
      setDone(true);
    } catch {
      toast.error(tr('common.toast.somethingWrong'));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  if (done) return <DoneCard />;

  return (
    <AuthLayout title={tr('auth.reset.title')} subtitle={tr('auth.reset.subtitle')}>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <PasswordField
          id="reset-password"
          name="password"
          autoComplete="new-password"
          label={tr('auth.fields.newPassword')}
          value={password.value}
          onChange={password.onChange}
          onBlur={password.onBlur}
          error={Boolean(password.error)}
          helperText={password.error ? tr(password.error) : undefined}
        />
        <PasswordField
          id="reset-confirm-password"
          name="confirmPassword"
          autoComplete="new-password"
          label={tr('auth.fields.confirmPassword')}
          value={confirmation.value}
          onChange={confirmation.onChange}
          onBlur={confirmation.onBlur}
          error={Boolean(confirmation.error)}
          helperText={confirmation.error ? tr(confirmation.error) : undefined}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={sending} sx={{ mt: 2 }}>
          {tr('auth.reset.submit')}
        </Button>
      </Box>
    </AuthLayout>
  );
}
