import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { NotificationSettings } from '../../../contract';
import { SWITCHABLE_KINDS } from '../../api/notificationsPayloads';
import { useRouteTitle } from '../../routes/routeTitle';
import { NOTIFICATIONS_RESOURCE, type NotificationsDataProvider } from './handler';
import { useToast } from '../../components/toast';
import { LoadingSpinner } from '../../components/loading';

const S = 'notifications.settings.';
const settingsKey = [NOTIFICATIONS_RESOURCE, 'settings'] as const;

function KindSwitch({
  kind,
  checked,
  disabled,
  onChange,
}: {
  kind: (typeof SWITCHABLE_KINDS)[number] | 'admin';
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const translate = useTranslate();
  const hintId = `notification-kind-${kind}-hint`;
  return (
    <Box sx={{ py: 1.5, px: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange?.(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={<Typography sx={{ fontWeight: 600 }}>{translate(`${S}kinds.${kind}.label`)}</Typography>}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: 6.5 }}>
        {translate(`${S}kinds.${kind}.hint`)}
        {disabled ? ` ${translate(`${S}alwaysOn`)}.` : null}
      </Typography>
    </Box>
  );
}

/**
 * /notifications: which events notify the seller, a switch per kind with a short explanation;
 * 'Сохранить' stores them. Notifications of the administration cannot be switched off.
 */
export default function NotificationSettingsPage() {
  const translate = useTranslate();
  const toast = useToast();
  const title = useRouteTitle();
  const dataProvider = useDataProvider<NotificationsDataProvider>();
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: settingsKey,
    queryFn: () => dataProvider.getSettings(NOTIFICATIONS_RESOURCE),
    retry: false,
  });
  const [values, setValues] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (stored.data) setValues(stored.data);
  }, [stored.data]);
  const save = useMutation({
    mutationFn: (settings: NotificationSettings) =>
      dataProvider.updateSettings(NOTIFICATIONS_RESOURCE, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast.success(translate(`${S}saved`));
    },
    onError: () => toast.error(translate(`${S}failed`)),
  });

  return (
    <Box sx={{ py: 3, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${S}intro`)}
      </Typography>
      {stored.isError ? <Alert severity="error">{translate(`${S}loadFailed`)}</Alert> : null}
      {!values && stored.isPending ? <LoadingSpinner size={28} /> : null}
      {values ? (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(values);
          }}
        >
          <Card variant="outlined" sx={{ borderRadius: 3 }}>
            <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
              {SWITCHABLE_KINDS.map((kind) => (
                <KindSwitch
                  key={kind}
                  kind={kind}
                  checked={values[kind]}
                  onChange={(checked) => setValues({ ...values, [kind]: checked })}
                />
              ))}
              <KindSwitch kind="admin" checked disabled />
            </Stack>
          </Card>
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
            {translate(`${S}save`)}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
