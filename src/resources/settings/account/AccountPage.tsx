import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AccountInfo } from '../../../../contract';
import { DELETE_ALREADY_SENT_STATUS, type DeleteAccountOutcome } from '../../../api/settings';
import { ConfirmDialog } from '../../../components/confirm';
import { formatDate } from '../../../components/format';
import { useToast } from '../../../components/toast';
import { SETTINGS_RESOURCE, type SettingsDataProvider } from '../handler';
import { SettingsFrame } from '../shared/SettingsFrame';

const A = 'settings.account.';
const ACCOUNT_KEY = [SETTINGS_RESOURCE, 'getAccountInfo'] as const;

/** /settings/account: the account's facts, the store's status and the deletion request. */
export default function AccountPage() {
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const { data } = useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () => dataProvider.getAccountInfo(SETTINGS_RESOURCE),
  });
  return (
    <SettingsFrame loading={!data}>
      {data ? (
        <Stack spacing={3}>
          <AccountFacts info={data} />
          <AccountDeletion info={data} />
        </Stack>
      ) : null}
    </SettingsFrame>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 0.5 }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function AccountFacts({ info }: { info: AccountInfo }) {
  const translate = useTranslate();
  const notSet = translate(`${A}notSet`);
  const category = (id: number | null) =>
    id === null ? notSet : translate(`${A}categories.${id}`, { _: notSet });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate(`${A}facts`)}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Fact label={translate(`${A}email`)} value={info.email} />
        <Fact label={translate(`${A}category`)} value={category(info.userCategoryId)} />
        <Fact label={translate(`${A}userType`)} value={category(info.userTypeId)} />
        <Fact label={translate(`${A}country`)} value={info.countryName ?? notSet} />
        <Fact label={translate(`${A}store`)} value={info.storeName} />
        <Fact
          label={translate(`${A}storeStatus`)}
          value={translate(`${A}storeStatuses.${info.storeStatusId}`)}
        />
      </Stack>
      <Button component={Link} to="/settings/account/password" sx={{ mt: 2 }} variant="outlined">
        {translate(`${A}changePassword`)}
      </Button>
    </Paper>
  );
}

/**
 * 'Удалить аккаунт' behind a confirm dialog (`DeleteAccount`): 1 → the request is sent to the
 * administrator; -5 → unfinished orders; -7 → already sent. The latest request is shown.
 */
function AccountDeletion({ info }: { info: AccountInfo }) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const request = info.deletionRequest;
  const mutation = useMutation<DeleteAccountOutcome>({
    mutationFn: () => dataProvider.deleteAccount(SETTINGS_RESOURCE),
    onSuccess: async (outcome) => {
      setConfirming(false);
      if (outcome.status === 1) toast.success(translate(`${A}deletion.sent`));
      else if (outcome.status === DELETE_ALREADY_SENT_STATUS)
        toast.show({ message: translate(`${A}deletion.alreadySent`), severity: 'info' });
      else toast.error(translate(`${A}deletion.unfinishedOrders`));
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    },
    onError: () => setConfirming(false),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${A}deletion.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${A}deletion.text`)}
      </Typography>
      {request?.status === 'pending' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${A}deletion.pendingSince`, { date: formatDate(request.requestedAt) })}
        </Alert>
      ) : null}
      {request?.status === 'rejected' ? (
        <Alert severity="warning" sx={{ mb: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <AlertTitle>
            {translate(`${A}deletion.rejected`, { date: formatDate(request.decidedAt) })}
          </AlertTitle>
          {request.reason}
        </Alert>
      ) : null}
      <Button color="error" variant="contained" onClick={() => setConfirming(true)}>
        {translate(`${A}deletion.button`)}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={translate(`${A}deletion.confirmTitle`)}
        content={translate(`${A}deletion.confirmText`)}
        confirmText={translate(`${A}deletion.confirm`)}
        confirmColor="error"
        loading={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
