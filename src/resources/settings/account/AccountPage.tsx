import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  DELETE_ALREADY_SENT_STATUS,
  type AccountInfoData,
  type DeleteAccountOutcome,
  type DeletionRequestData,
} from '../../../api/settings';
import { useSellerUser, type SellerSession } from '../../../authProvider/SellerUserContext';
import { ConfirmDialog } from '../../../components/dialogs';
import { formatDate, missingValue } from '../../../components/format';
import { useToast } from '../../../components/toast';
import { SETTINGS_RESOURCE, type SettingsDataProvider } from '../handler';
import { SettingsFrame } from '../shared/SettingsFrame';

const A = 'settings.account.';
const ACCOUNT_KEY = [SETTINGS_RESOURCE, 'getAccountInfo'] as const;

/** The facts the page shows: our GetAccountInfo's, else what the signed-in user says. */
interface AccountFactsData {
  email: string | null;
  userCategoryId: number | null;
  userTypeId: number | null;
  countryName: string | null;
  storeName: string | null;
  storeStatusId: number | null;
  deletionRequest: DeletionRequestData | null;
}

const factsOf = (info: AccountInfoData | null, { user, store }: SellerSession): AccountFactsData => ({
  email: info?.email ?? (user.email || null),
  userCategoryId: info?.userCategoryId ?? user.userCategoryId,
  userTypeId: info?.userTypeId ?? user.userTypeId,
  countryName: info?.countryName ?? null,
  storeName: info?.storeName ?? (store.storeName || null),
  storeStatusId: info?.storeStatusId ?? null,
  deletionRequest: info?.deletionRequest ?? null,
});

/**
 * /settings/account: the account's facts, the store's status and the deletion request. Our
 * GetAccountInfo adds the country, the store's status and the latest request; without it the page
 * shows what the signed-in user says and still offers the deletion (spec section 7 DeleteAccount).
 */
export default function AccountPage() {
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const session = useSellerUser();
  const { data, isPending } = useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () => dataProvider.getAccountInfo(SETTINGS_RESOURCE),
  });
  const facts = isPending ? null : factsOf(data ?? null, session);
  return (
    <SettingsFrame loading={facts === null}>
      {facts ? (
        <Stack spacing={3}>
          <AccountFacts info={facts} />
          <AccountDeletion request={facts.deletionRequest} />
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

function AccountFacts({ info }: { info: AccountFactsData }) {
  const translate = useTranslate();
  const notSet = missingValue();
  const category = (id: number | null) =>
    id === null ? notSet : translate(`${A}categories.${id}`, { _: notSet });
  const storeStatus =
    info.storeStatusId === null
      ? notSet
      : translate(`${A}storeStatuses.${info.storeStatusId}`, { _: notSet });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate(`${A}facts`)}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Fact label={translate(`${A}email`)} value={info.email ?? notSet} />
        <Fact label={translate(`${A}category`)} value={category(info.userCategoryId)} />
        <Fact label={translate(`${A}userType`)} value={category(info.userTypeId)} />
        <Fact label={translate(`${A}country`)} value={info.countryName ?? notSet} />
        <Fact label={translate(`${A}store`)} value={info.storeName ?? notSet} />
        <Fact label={translate(`${A}storeStatus`)} value={storeStatus} />
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
function AccountDeletion({ request }: { request: DeletionRequestData | null }) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const [confirming, setConfirming] = useState(false);
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
