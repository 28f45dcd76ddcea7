import { useMemo } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { CHANGE_PASSWORD_WRONG_CURRENT } from '../../../api/auth';
import { isApiError, SessionError } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { SETTINGS_RESOURCE, type PasswordChangeInput, type SettingsDataProvider } from '../handler';
import { rulesResolver } from '../../../components/forms/rulesResolver';
import { SecretText } from '../shared/fields';
import { SettingsFrame } from '../shared/SettingsFrame';
import { EMPTY_PASSWORDS, passwordRules } from './rules';
import { ButtonSpinner } from '../../../components/loading';

/**
 * /settings/account/password: `Auth/ChangePassword` (not moderated). 1 → 'Пароль изменен!' and
 * the form cleared; -4 (a wrong or throttled attempt) → 'Действующий пароль указан не верно!' under
 * the field and as a toast; others → /error-page (src/api/auth.ts). Passwords are
 * never kept as drafts.
 */
export default function PasswordPage() {
  return (
    <SettingsFrame>
      <PasswordForm />
    </SettingsFrame>
  );
}

function PasswordForm() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const resolver = useMemo(() => rulesResolver(passwordRules, translate), [translate]);
  const form = useForm<PasswordChangeInput>({
    defaultValues: EMPTY_PASSWORDS,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const mutation = useMutation<unknown, unknown, PasswordChangeInput>({
    mutationFn: (input) => dataProvider.changePassword(SETTINGS_RESOURCE, input),
    onSuccess: () => {
      form.reset(EMPTY_PASSWORDS);
      toast.success(translate('settings.password.changed'));
    },
    onError: (error) => {
      if (error instanceof SessionError || !isApiError(error)) return;
      if (error.status !== CHANGE_PASSWORD_WRONG_CURRENT) return;
      const message = translate('settings.password.wrongCurrent');
      form.setError('oldPasword', { type: 'server', message }, { shouldFocus: true });
      toast.error(message);
    },
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        sx={{ maxWidth: 480 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!mutation.isPending) void form.handleSubmit((values) => mutation.mutate(values))(event);
        }}
      >
        <Stack spacing={2}>
          <SecretText<PasswordChangeInput>
            name="oldPasword"
            label={translate('settings.password.old')}
            autoComplete="current-password"
          />
          <SecretText<PasswordChangeInput>
            name="newPasword"
            label={translate('settings.password.new')}
            autoComplete="new-password"
          />
          <SecretText<PasswordChangeInput>
            name="confirmNewPasword"
            label={translate('settings.password.confirm')}
            autoComplete="new-password"
          />
          <Typography variant="body2" color="text.secondary">
            {translate('settings.password.rule')}
          </Typography>
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={mutation.isPending}
              startIcon={mutation.isPending ? <ButtonSpinner /> : undefined}
            >
              {translate('settings.password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
