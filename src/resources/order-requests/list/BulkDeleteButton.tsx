import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  useDeleteMany,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import type { OrderRequestListItem } from '../../../api/orderRequests';
import { actionRefusalOf } from '../../../components/offer-order';
import { isFinishedOrderRequest } from '../../../domain/orderRequestStatuses';
import { ORDER_REQUESTS_RESOURCE } from '../../../dataProvider/resources/orderRequests';
import { OrderDialog } from '../../orders/modals/OrderDialog';
import type { ActionRefusal } from '../../orders/shared/useOrderMutation';

const B = 'orderRequests.list.bulkDelete.';

/**
 * The toolbar of the selected rows: 'Удалить' the finished ones (4, 5, 7, 8) after a confirm; the
 * others are named and kept. A refusal of the server stays in the confirm with its message.
 */
export function BulkDeleteButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(ORDER_REQUESTS_RESOURCE);
  const { selectedIds, data } = useListContext<OrderRequestListItem>();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<ActionRefusal | null>(null);
  const [deleteMany, { isPending }] = useDeleteMany();
  const finished = selectedIds.filter((id) =>
    isFinishedOrderRequest(data?.find((row) => row.id === id)?.statusId),
  );
  const kept = selectedIds.length - finished.length;
  const close = () => {
    setRefusal(null);
    setOpen(false);
  };
  const confirm = () =>
    deleteMany(
      ORDER_REQUESTS_RESOURCE,
      { ids: finished },
      {
        onSuccess: () => {
          close();
          unselectAll();
          notify(`${B}done`, { type: 'success', messageArgs: { smart_count: finished.length } });
        },
        onError: (error) => {
          setRefusal(actionRefusalOf(error));
          refresh();
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        disabled={finished.length === 0}
        title={finished.length === 0 ? translate(`${B}none`) : undefined}
        onClick={() => setOpen(true)}
      >
        {translate(`${B}button`)}
      </Button>
      {open ? (
        <OrderDialog
          open
          title={translate(`${B}title`)}
          text={translate(`${B}text`, { smart_count: finished.length })}
          submitLabel="orderRequests.actions.delete"
          submitColor="error"
          pending={isPending}
          refusal={refusal}
          maxWidth="xs"
          onClose={close}
          onSubmit={confirm}
        >
          {kept > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate(`${B}kept`, { smart_count: kept })}
            </Typography>
          ) : null}
        </OrderDialog>
      ) : null}
    </>
  );
}
