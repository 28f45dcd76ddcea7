import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  useDeleteMany,
  useListContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type RaRecord,
} from 'react-admin';
import type { KeysUnder, MessageKey, MessagePrefix } from '../../i18n/keys';
import { actionRefusalOf } from '../offer-order';
import { FormDialog } from '../dialogs';
import type { Refusal } from '../dialogs/refusal';
import { useToast } from '../toast';

/**
 * i18n keys under `texts`: `button`, `title`, `text` and `done` (counted by `smart_count`, the
 * rows deleted), `kept` (`smart_count`, the selected rows that cannot be deleted) and `none`
 * (why the button is off when none can).
 */
type BulkDeleteKey = 'button' | 'title' | 'text' | 'kept' | 'none' | 'done';

/** `P` when that text sub-tree has every key above (else a compile error at the caller). */
type WithBulkDeleteTexts<P extends MessagePrefix> = BulkDeleteKey extends KeysUnder<P> ? P : never;

export interface BulkDeleteSelectedProps<Row extends RaRecord, P extends MessagePrefix> {
  resource: string;
  /** Whether the seller may delete this row (the others are named and kept). */
  deletable: (row: Row) => boolean;
  /** The sub-tree of the texts (e.g. 'orderRequests.list.bulkDelete.'). */
  texts: WithBulkDeleteTexts<P>;
  /** i18n key of the confirm button. */
  confirmLabel: MessageKey;
}

/**
 * The toolbar of the selected rows: 'Удалить' the ones that may go after a confirm; the others are
 * named and kept. A refusal of the server stays in the confirm with its message; other failures
 * went to /error-page (src/api/http.ts). The list is read again either way.
 */
export function BulkDeleteSelected<Row extends RaRecord, P extends MessagePrefix>({
  resource,
  deletable,
  texts,
  confirmLabel,
}: BulkDeleteSelectedProps<Row, P>) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const { selectedIds, data } = useListContext<Row>();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deleteMany, { isPending }] = useDeleteMany<Row>();
  const text = (key: BulkDeleteKey): MessageKey => `${texts}${key}` as MessageKey;
  const ids = (data ?? [])
    .filter((row) => selectedIds.includes(row.id) && deletable(row))
    .map((row) => row.id);
  const kept = selectedIds.length - ids.length;
  const close = () => {
    setRefusal(null);
    setOpen(false);
  };
  const confirm = () =>
    deleteMany(
      resource,
      { ids },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          unselectAll();
          toast.success(translate(text('done'), { smart_count: ids.length }));
          refresh();
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
        startIcon={<DeleteOutlinedIcon />}
        disabled={ids.length === 0}
        title={ids.length === 0 ? translate(text('none')) : undefined}
        onClick={() => setOpen(true)}
      >
        {translate(text('button'))}
      </Button>
      {open ? (
        <FormDialog
          open
          title={translate(text('title'))}
          text={translate(text('text'), { smart_count: ids.length })}
          submitLabel={confirmLabel}
          submitColor="error"
          pending={isPending}
          refusal={refusal}
          maxWidth="xs"
          onClose={close}
          onSubmit={confirm}
        >
          {kept > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate(text('kept'), { smart_count: kept })}
            </Typography>
          ) : null}
        </FormDialog>
      ) : null}
    </>
  );
}
