import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  useDeleteMany,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { isActionRefusal } from '../../../api/orders';
import type { TenderProposalListItem } from '../../../api/tenders';
import { ConfirmDialog } from '../../../components/confirm';
import { TENDER_PROPOSALS_RESOURCE } from '../../../dataProvider/resources/tenderProposals';
import { isDeletable } from '../shared/proposalActions';

const B = 'tenders.my.bulkDelete.';

/**
 * 'Удалить' of the selected rows: after a confirm, DeleteTenderProposal for each selected
 * proposal the contract lets the seller delete (the others are named and kept). A -1 refusal
 * shows the server's message; other failures went to /error-page (src/api/http.ts).
 */
export function BulkDeleteButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(TENDER_PROPOSALS_RESOURCE);
  const { data, selectedIds } = useListContext<TenderProposalListItem>();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany<TenderProposalListItem>();
  const selected = (data ?? []).filter((row) => selectedIds.includes(row.id));
  const deletable = selected.filter(isDeletable).map((row) => row.id);
  const skipped = selectedIds.length - deletable.length;

  const confirm = () =>
    deleteMany(
      TENDER_PROPOSALS_RESOURCE,
      { ids: deletable },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('tenders.toast.deletedMany', { type: 'success', messageArgs: { count: deletable.length } });
          unselectAll();
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          refresh();
          if (!isActionRefusal(error)) return;
          const message = error.errorMessage?.trim() || 'common.toast.somethingWrong';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        disabled={isPending}
        onClick={() => setOpen(true)}
      >
        {translate(`${B}button`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate(`${B}title`)}
        content={
          <Stack spacing={1.5}>
            {deletable.length > 0 ? (
              <Typography>{translate(`${B}text`, { smart_count: deletable.length })}</Typography>
            ) : (
              <Alert severity="info">{translate(`${B}nothing`)}</Alert>
            )}
            {skipped > 0 && deletable.length > 0 ? (
              <Alert severity="warning">{translate(`${B}skipped`, { count: skipped })}</Alert>
            ) : null}
          </Stack>
        }
        confirmText={translate(deletable.length > 0 ? 'tenders.actions.delete' : 'orders.actions.close')}
        confirmColor={deletable.length > 0 ? 'error' : 'primary'}
        hideCancel={deletable.length === 0}
        loading={isPending}
        onConfirm={() => (deletable.length > 0 ? confirm() : setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
